import type { SeatMarks } from '../seats/seat-marks.ts';
import styles from '../OrderCreate.module.css';

type Place = { place: string; free: boolean };

/** Every place of the bus in its seat, taken ones too, so the rows stay true. */
export function busPlaces(free: readonly string[], total: number): Place[] {
  const open = new Set(free);
  return Array.from({ length: total }, (_, i) => String(i + 1)).map((place) => ({
    place,
    free: open.has(place),
  }));
}

/** The bus's places as buttons, four to a row around the aisle as in the bus. */
export function BusPlaceGrid({
  places,
  total,
  marks,
  context,
  onToggle,
}: {
  places: readonly string[];
  total: number;
  marks: SeatMarks;
  /** Whose places these are, where a form shows several grids («пассажир 1, участок 2»). */
  context?: string | undefined;
  onToggle: (place: string) => void;
}) {
  return (
    <div
      role="group"
      aria-label={context ? `Места в автобусе, ${context}` : 'Места в автобусе'}
      className={styles.busPlaces}
    >
      {busPlaces(places, total).map(({ place, free }) => {
        const other = marks.others.get(place);
        const label = !free
          ? `Место ${place}, занято`
          : other
            ? `Место ${place}, выбрано: ${other}`
            : `Место ${place}`;
        return (
          <button
            key={place}
            type="button"
            className={styles.busPlace}
            aria-pressed={free ? place === marks.mine : undefined}
            disabled={!free || other !== undefined}
            data-state={!free ? 'taken' : other ? 'other' : 'free'}
            aria-label={label}
            onClick={() => onToggle(place)}
          >
            {place}
          </button>
        );
      })}
    </div>
  );
}
