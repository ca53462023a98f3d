import { carTypeLabels } from '@peresadka/contracts/search-labels';
import { carriersLabel } from '@peresadka/contracts/airlines';
import type { BusResult, PlaneResult, TrainResult } from '@peresadka/contracts/search-results';
import { formatRubles } from '../../../lib/format.ts';
import styles from './cards.module.css';
import { Times } from './Times.tsx';

const minutesBetween = (a: string, b: string) =>
  Math.round((Date.parse(b) - Date.parse(a)) / 60_000);

export function PlaneBody({ result }: { result: PlaneResult }) {
  const flights = result.segments.flatMap((s) => s.flights);
  const first = flights[0]!;
  const last = flights.at(-1)!;
  return (
    <>
      <div className={styles.title}>
        {flights.map((f) => f.flight_number).join(' + ')}
        {flights.length > 1 && (
          <span className={styles.badge}>
            пересадка:{' '}
            {flights
              .slice(0, -1)
              .map((f) => f.destination_name)
              .join(', ')}
          </span>
        )}
      </div>
      <Times
        departure={first.departure_time}
        arrival={last.arrival_time}
        from={`${first.origin_name} (${first.origin_code})`}
        to={`${last.destination_name} (${last.destination_code})`}
        minutes={minutesBetween(first.departure_time, last.arrival_time)}
      />
      <div className={styles.muted}>
        {carriersLabel(flights.map((f) => f.marketing_airline_code))}
        {first.branded_fare_info && ` · тариф «${first.branded_fare_info}»`}
      </div>
    </>
  );
}

export function TrainBody({ result }: { result: TrainResult }) {
  return (
    <>
      <div className={styles.title}>
        Поезд {result.display_train_number}
        {result.train_name && <span className={styles.badge}>«{result.train_name}»</span>}
        {result.has_two_storey_cars && <span className={styles.badge}>двухэтажный</span>}
      </div>
      <Times
        departure={result.departure_time}
        arrival={result.arrival_time}
        from={result.origin_name}
        to={result.destination_name}
        minutes={result.travel_time}
      />
      {result.car_classes.length > 0 && (
        <ul className={styles.carClasses} aria-label="Цены по типам вагонов">
          {result.car_classes.map((c) => (
            <li key={c.car_type}>
              {carTypeLabels[c.car_type].toLowerCase()} от{' '}
              <span className={styles.amount}>{formatRubles(c.price)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.muted}>{result.provider}</div>
    </>
  );
}

export function BusBody({ result }: { result: BusResult }) {
  return (
    <>
      <div className={styles.title}>
        Рейс {result.race_id} <span className={styles.badge}>{result.text}</span>
      </div>
      <Times
        departure={result.departure_time}
        arrival={result.arrival_time}
        from={result.origin_name}
        to={result.destination_name}
        minutes={result.travel_time}
      />
      <div className={styles.muted}>{result.provider}</div>
    </>
  );
}

/**
 * SPEC §2: train prices read «от» — the cheapest car type with free places. Results are priced
 * for one adult whatever the search's passengers, and say so; the detail page gives the total
 * for all of them.
 */
export function Price({
  kopecks,
  passengers,
  from,
}: {
  kopecks: number;
  passengers: number;
  from?: boolean;
}) {
  return (
    <div className={styles.price}>
      {from && <span className={styles.muted}>от </span>}
      {formatRubles(kopecks)}
      <PricedFor passengers={passengers} />
    </div>
  );
}

/** Whom a card's price is for: the one traveller, or each adult of several (a child pays less). */
export function PricedFor({ passengers }: { passengers: number }) {
  return (
    <span className={styles.perAdult}>{passengers === 1 ? 'за пассажира' : 'за взрослого'}</span>
  );
}
