import type { ReactNode } from 'react';
import { usePopup } from '../use-popup.ts';
import styles from './SearchForm.module.css';

/**
 * A form field shown as a button with its current value that opens a dialog to change it
 * (SPEC §2: the passenger and class popups, closed by «Готово», an outside click or Escape).
 */
export function FieldPopup({
  id,
  label,
  value,
  dialogLabel,
  error,
  children,
}: {
  id: string;
  label: string;
  value: ReactNode;
  dialogLabel: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const { open, button, popup, toggle, done } = usePopup<HTMLDivElement>();
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className="input"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={toggle}
      >
        <span id={`${id}-value`}>{value}</span>
      </button>
      {error && <p className={styles.error}>{error}</p>}
      {open && (
        <div ref={popup} role="dialog" aria-label={dialogLabel} className={styles.popup}>
          {children}
          <button type="button" className="button" onClick={done}>
            Готово
          </button>
        </div>
      )}
    </div>
  );
}
