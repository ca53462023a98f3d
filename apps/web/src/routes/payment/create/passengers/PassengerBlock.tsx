import { useEffect, useRef, type ReactNode } from 'react';
import styles from '../OrderCreate.module.css';

/** One passenger's fieldset: its legend names the passenger for every field inside. */
export function PassengerBlock({
  number,
  category,
  onRemove,
  focusOnMount = false,
  children,
}: {
  number: number;
  category?: string;
  onRemove?: (() => void) | undefined;
  /** A block the visitor just added takes the focus, so typing goes on there. */
  focusOnMount?: boolean;
  children: ReactNode;
}) {
  const block = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (focusOnMount) block.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [focusOnMount]);
  return (
    <fieldset ref={block} className={styles.block}>
      <legend className={styles.legend}>
        Пассажир {number}
        {category && <span className={styles.category}> · {category}</span>}
      </legend>
      {onRemove && (
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={`Удалить пассажира ${number}`}
        >
          Удалить
        </button>
      )}
      {children}
    </fieldset>
  );
}
