import { type CalendarDate, parseDate, toIsoDate } from '@peresadka/contracts/dates';
import styles from './SearchForm.module.css';

/**
 * «Обратно»: the way back's date of a round trip, empty for one way. The calendar opens no
 * earlier than the way there; clearing it makes the search one way again.
 */
export function ReturnDate({
  value,
  earliest,
  last,
  error,
  onChange,
}: {
  /** The wire date, or null: one way. */
  value: string | null;
  earliest: CalendarDate;
  last: CalendarDate;
  error: string | undefined;
  /** An input date ('2026-12-05'), or null when cleared. */
  onChange: (date: string | null) => void;
}) {
  const date = value === null ? null : parseDate(value);
  return (
    <div className={styles.field}>
      <label htmlFor="search-return-date">Обратно</label>
      <div className={styles.returnDate}>
        <input
          id="search-return-date"
          type="date"
          className="input"
          value={date ? toIsoDate(date) : ''}
          min={toIsoDate(earliest)}
          max={toIsoDate(last)}
          aria-describedby="search-return-hint"
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
        {value !== null && (
          <button
            type="button"
            className={styles.clearDate}
            aria-label="Без обратного билета"
            onClick={() => onChange(null)}
          >
            ×
          </button>
        )}
      </div>
      {/* Said to a screen reader with the field; the «×» and the empty field show it. */}
      <p id="search-return-hint" className="visually-hidden">
        {value === null ? 'Не нужно — только туда' : 'Туда и обратно одним заказом'}
      </p>
      {error && <p className={styles.error}>{error}</p>}
    </div>
  );
}
