import { useId, type ReactNode } from 'react';
import styles from '../OrderCreate.module.css';

/** What a control needs to be named by its label and to announce its hint and message. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** A labelled control with its hint and, under it, its message (SPEC §5 texts). */
export function Field({
  label,
  context,
  hint,
  error,
  warning,
  wide = false,
  children,
}: {
  label: string;
  /**
   * Whose and which the control is («пассажир 1, участок 2»), heard after the label where a
   * form repeats the same field for several legs; the visible label stays short.
   */
  context?: string | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  /** Not an error of the form, but something the server will refuse (an age out of band). */
  warning?: string | null | undefined;
  wide?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  // The server's message about the same thing replaces the early warning.
  const shownWarning = error ? null : warning;
  const described = [
    hint ? `${id}-hint` : null,
    error ? `${id}-error` : null,
    shownWarning ? `${id}-warning` : null,
  ].filter(Boolean);
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id}>
        {label}
        {context && <span className="visually-hidden">, {context}</span>}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {shownWarning && (
        <p id={`${id}-warning`} className={styles.warning}>
          {shownWarning}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label beside it, sized for a finger. */
export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
  disabled = false,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
