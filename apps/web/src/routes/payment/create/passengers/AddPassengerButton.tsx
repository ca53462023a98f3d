import { MAX_PASSENGERS_TOTAL } from '@peresadka/contracts/constants';
import { useId, type Ref } from 'react';
import styles from '../OrderCreate.module.css';

/** SPEC §2 «+» of the bus and train forms, up to the order's limit of passengers. */
export function AddPassengerButton({
  count,
  onAdd,
  ref,
}: {
  count: number;
  onAdd: () => void;
  ref: Ref<HTMLButtonElement>;
}) {
  const noteId = useId();
  const full = count >= MAX_PASSENGERS_TOTAL;
  return (
    <div className={styles.add}>
      <button
        ref={ref}
        type="button"
        className={styles.addButton}
        onClick={onAdd}
        disabled={full}
        aria-describedby={full ? noteId : undefined}
      >
        + Добавить пассажира
      </button>
      {full && (
        <p id={noteId} className={styles.note}>
          В одном заказе — не больше {MAX_PASSENGERS_TOTAL} пассажиров.
        </p>
      )}
    </div>
  );
}
