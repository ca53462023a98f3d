import type { TripTimes } from '@peresadka/contracts/search-results';
import { formatDuration, mskLabel, wallClock, wallDate } from '../../lib/format.ts';
import styles from './RideFacts.module.css';

export type RideTimes = Pick<
  TripTimes,
  'origin_name' | 'destination_name' | 'departure_time' | 'arrival_time' | 'travel_time'
>;

/** One end of a ride: the station's wall clock, its zone against Moscow, the date, the station. */
function End({ term, iso, station }: { term: string; iso: string; station: string }) {
  return (
    <div className={styles.end}>
      <dt>{term}</dt>
      <dd>
        <span className={styles.clock}>{wallClock(iso)}</span>{' '}
        <span className={styles.zone}>{mskLabel(iso)}</span>
        <span className={styles.date}>{wallDate(iso)}</span>
        <span className={styles.station}>{station}</span>
      </dd>
    </div>
  );
}

/**
 * The ride's facts before anything else on a detail page, the same for a train, a flight and a
 * bus: when and where it leaves and arrives, on each station's clock with its zone said, and
 * how long it takes. The times zone by zone are the station's, never the visitor's.
 */
export function RideFacts({ times }: { times: RideTimes }) {
  return (
    <dl className={styles.facts} aria-label="Отправление и прибытие">
      <End term="Отправление" iso={times.departure_time} station={times.origin_name} />
      <div className={styles.duration}>
        <dt>В пути</dt>
        <dd>{formatDuration(times.travel_time)}</dd>
      </div>
      <End term="Прибытие" iso={times.arrival_time} station={times.destination_name} />
    </dl>
  );
}
