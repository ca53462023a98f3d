import { changePlace } from '@peresadka/contracts/change-text';
import { tripDirectionLabels } from '@peresadka/contracts/enum-labels';
import type { OrderRoute, OrderTransfer } from '@peresadka/contracts/orders';
import { legTitle, routeTitle } from '../../../features/orders/route-titles.ts';
import { formatDuration, mskLabel, wallClock, wallDate } from '../../../lib/format.ts';
import styles from './Confirm.module.css';

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

/**
 * «Пересадка 2 ч 10 мин, нужно не меньше 2 ч · переезд в аэропорт Шереметьево»: how long the
 * traveller waits, the least the change takes there, and whether they cross town, and to what.
 */
export function changeText(transfer: OrderTransfer): string {
  const need =
    transfer.min_change_minutes > 0
      ? `, нужно не меньше ${formatDuration(transfer.min_change_minutes)}`
      : '';
  return `Пересадка ${formatDuration(transfer.wait_minutes)}${need} · ${changePlace(transfer)}`;
}

/** A change the timetable has made shorter than the least it takes: the trip no longer holds. */
const tooShort = (transfer: OrderTransfer) => transfer.wait_minutes < transfer.min_change_minutes;

/**
 * The rides of the order in travel order: number, carrier, from → to, times and duration. A
 * combined trip names each leg's mode and says between the legs how each change goes.
 */
export function OrderRoutes({
  routes,
  transfers = [],
  combined = false,
}: {
  routes: readonly OrderRoute[];
  transfers?: readonly OrderTransfer[];
  combined?: boolean;
}) {
  const roundTrip = routes.some((route) => route.direction === 'back');
  const wayOf = (route: OrderRoute) => route.direction ?? 'there';
  return (
    <ol className={styles.routes}>
      {routes.map((route, i) => {
        const transfer = transfers[i];
        const next = routes[i + 1];
        // Between a round trip's ways the traveller stays: no change to time.
        const change = transfer && next && wayOf(next) === wayOf(route);
        return (
          <li key={i}>
            {roundTrip && (i === 0 || wayOf(routes[i - 1]!) !== wayOf(route)) && (
              <h3 className={styles.way}>{tripDirectionLabels[wayOf(route)]}</h3>
            )}
            <div className={styles.route} data-mode={route.transport_type}>
              <p className={styles.routeTitle}>
                {combined ? legTitle(route) : routeTitle(route)}{' '}
                <span className={styles.muted}>· {route.carrier}</span>
              </p>
              <div className={styles.times}>
                <Stop name={route.origin_name} time={route.departure_time} />
                <div className={styles.duration}>{formatDuration(route.travel_time)}</div>
                <Stop name={route.destination_name} time={route.arrival_time} end />
              </div>
            </div>
            {change && (
              <p className={styles.change} data-short={tooShort(transfer) || undefined}>
                {changeText(transfer)}
                {tooShort(transfer) && ' — времени на пересадку не хватает'}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
