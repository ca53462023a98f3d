import type { OrderTransportType } from '@peresadka/contracts/enums';
import type { OrderRoute } from '@peresadka/contracts/orders';
import { formatDuration, mskLabel, wallClock, wallDate } from '../../../lib/format.ts';
import styles from './Confirm.module.css';

const NUMBER_PREFIX: Record<OrderTransportType, string> = {
  bus: 'Рейс',
  avia: 'Рейс',
  train: 'Поезд',
};

export const routeTitle = (type: OrderTransportType, route: OrderRoute): string =>
  `${NUMBER_PREFIX[type]} ${route.flight_number}`;

/** One end of a ride, on its station's own clock, with the zone always said. */
function Stop({ name, time, end }: { name: string; time: string; end?: boolean }) {
  return (
    <div className={end ? styles.arrival : undefined}>
      <time dateTime={time} className={styles.clock}>
        {wallClock(time)}
      </time>{' '}
      <span className={styles.zone}>{mskLabel(time)}</span>
      <div className={styles.muted}>{wallDate(time)}</div>
      <div>{name}</div>
    </div>
  );
}

/** The rides of the order in travel order: number, carrier, from → to, times and duration. */
export function OrderRoutes({ type, routes }: { type: OrderTransportType; routes: OrderRoute[] }) {
  return (
    <ol className={styles.routes}>
      {routes.map((route, i) => (
        <li key={i} className={styles.route} data-mode={type}>
          <p className={styles.routeTitle}>
            {routeTitle(type, route)} <span className={styles.muted}>· {route.carrier}</span>
          </p>
          <div className={styles.times}>
            <Stop name={route.origin_name} time={route.departure_time} />
            <div className={styles.duration}>{formatDuration(route.travel_time)}</div>
            <Stop name={route.destination_name} time={route.arrival_time} end />
          </div>
        </li>
      ))}
    </ol>
  );
}
