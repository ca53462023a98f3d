import { formatDuration, mskLabel, sameZone, wallClock, wallDate } from '../../../lib/format.ts';
import styles from './cards.module.css';

/** Departure → duration → arrival, each end in its station's own wall-clock time. */
export function Times({
  departure,
  arrival,
  from,
  to,
  minutes,
}: {
  departure: string;
  arrival: string;
  from: string;
  to: string;
  minutes: number;
}) {
  return (
    <div className={styles.times}>
      <div>
        <time dateTime={departure} className={styles.clock} title={mskLabel(departure)}>
          {wallClock(departure)}
        </time>
        <div className={styles.muted}>{wallDate(departure)}</div>
        <div>{from}</div>
      </div>
      <div className={styles.duration}>
        <span>{formatDuration(minutes)}</span>
      </div>
      <div className={styles.end}>
        <time dateTime={arrival} className={styles.clock} title={mskLabel(arrival)}>
          {wallClock(arrival)}
        </time>
        {!sameZone(departure, arrival) && <span className={styles.zone}>{mskLabel(arrival)}</span>}
        <div className={styles.muted}>{wallDate(arrival)}</div>
        <div>{to}</div>
      </div>
    </div>
  );
}
