import { useEffect } from 'react';
import { BusPlaceGrid } from './BusPlaceGrid.tsx';
import { toggled } from '../passengers/change-rules.ts';
import { PlanLegend } from '../seats/PlanLegend.tsx';
import styles from '../OrderCreate.module.css';

/**
 * One passenger's place on a bus that lets passengers choose: a bus order and a trip's bus leg
 * both ask it. A place sold since it was chosen (the draft outlived it) is given up.
 */
export function BusPlaceChoice({
  free,
  total,
  place,
  others,
  unchosen,
  error,
  context,
  onChange,
}: {
  /** The bus's free places. */
  free: readonly string[];
  total: number;
  place: string | null;
  /** Places the other passengers of the order chose on this bus. */
  others: ReadonlyMap<string, string>;
  /** What becomes of a passenger without a chosen place. */
  unchosen: string;
  error?: string | undefined;
  /** Named after the grid's label for the ear («пассажир 1, участок 2»). */
  context?: string | undefined;
  onChange: (place: string | null) => void;
}) {
  useEffect(() => {
    if (place !== null && !free.includes(place)) onChange(null);
  }, [place, free, onChange]);

  return (
    <>
      <BusPlaceGrid
        places={free}
        total={total}
        marks={{ mine: place, others }}
        context={context}
        onToggle={(chosen) => onChange(toggled(place, chosen))}
      />
      <PlanLegend />
      <p className={styles.choice} aria-live="polite">
        {place !== null ? `Выбрано: место ${place}` : unchosen}
      </p>
      {error && <p className={styles.error}>{error}</p>}
    </>
  );
}
