import { MAX_PASSENGERS_TOTAL } from '@peresadka/contracts/constants';
import { maxLapInfants } from '@peresadka/contracts/lap-infants';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { FieldPopup } from './FieldPopup.tsx';
import styles from './SearchForm.module.css';

const ROWS: { key: keyof PassengerCounts; label: string; hint: string }[] = [
  { key: 'adult_quantity', label: 'Взрослые', hint: 'от 12 лет' },
  { key: 'child_quantity', label: 'Дети', hint: 'от 2 до 12 лет' },
  { key: 'baby_with_place_quantity', label: 'Младенцы с местом', hint: 'до 2 лет' },
  {
    key: 'baby_without_place_quantity',
    label: 'Младенцы без места',
    hint: 'до 2 лет, на руках: один на взрослого',
  },
];

export const passengersTotal = (c: PassengerCounts): number =>
  ROWS.reduce((sum, row) => sum + c[row.key], 0);

function passengersWord(n: number): string {
  const tail = n % 10;
  if (n % 100 >= 11 && n % 100 <= 14) return 'пассажиров';
  if (tail === 1) return 'пассажир';
  if (tail >= 2 && tail <= 4) return 'пассажира';
  return 'пассажиров';
}

/**
 * Whether a counter may go up or down: at most 7 passengers in all, and no more babies without
 * a place than adults' laps to hold them (`maxLapInfants`), either way round.
 */
function canChange(counts: PassengerCounts, key: keyof PassengerCounts, by: 1 | -1): boolean {
  const next = { ...counts, [key]: counts[key] + by };
  if (next[key] < 0) return false;
  if (by > 0 && passengersTotal(next) > MAX_PASSENGERS_TOTAL) return false;
  const fits = next.baby_without_place_quantity <= maxLapInfants(next.adult_quantity);
  // Counts stored before the rule may break it: a step towards it is always allowed.
  const mends =
    (key === 'baby_without_place_quantity' && by < 0) || (key === 'adult_quantity' && by > 0);
  return fits || mends;
}

/** SPEC §2: four counters from 0 to 7, at most 7 passengers in all. */
export function PassengerPicker({
  counts,
  onChange,
  error,
}: {
  counts: PassengerCounts;
  onChange: (counts: PassengerCounts) => void;
  error: string | undefined;
}) {
  const total = passengersTotal(counts);
  return (
    <FieldPopup
      id="passengers"
      label="Пассажиры"
      value={`${total} ${passengersWord(total)}`}
      dialogLabel="Пассажиры"
      error={error}
    >
      {ROWS.map((row) => (
        <div key={row.key} className={styles.counter}>
          <span>
            {row.label} <span className={styles.muted}>{row.hint}</span>
          </span>
          <button
            type="button"
            aria-label={`${row.label}: меньше`}
            disabled={!canChange(counts, row.key, -1)}
            onClick={() => onChange({ ...counts, [row.key]: counts[row.key] - 1 })}
          >
            −
          </button>
          <output aria-live="polite" aria-label={row.label}>
            {counts[row.key]}
          </output>
          <button
            type="button"
            aria-label={`${row.label}: больше`}
            disabled={!canChange(counts, row.key, 1)}
            onClick={() => onChange({ ...counts, [row.key]: counts[row.key] + 1 })}
          >
            +
          </button>
        </div>
      ))}
    </FieldPopup>
  );
}
