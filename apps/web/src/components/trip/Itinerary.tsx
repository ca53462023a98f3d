import type { CombinedRoute, Leg } from '@peresadka/contracts/search-results';
import { Fragment, type ReactNode } from 'react';
import { formatDuration } from '../../lib/format.ts';
import {
  legCarrier,
  legEnds,
  legTitle,
  MODE_LABELS,
  stationTime,
  stayText,
  transferText,
} from './trip-text.ts';
import styles from './Trip.module.css';

/**
 * A combined trip leg by leg, each end in its station's own clock, and between the legs each
 * change: how long it is and whether the traveller crosses to another station or airport.
 * `extra` adds to a leg what the page around offers for it (its price, its own page).
 */
export function Itinerary({
  route,
  compact = false,
  extra,
  returnFrom,
}: {
  route: CombinedRoute;
  compact?: boolean;
  extra?: (leg: Leg, index: number) => ReactNode;
  /** A round trip: the index of the way back's first leg; the legs are headed by their way. */
  returnFrom?: number;
}) {
  return (
    <ol className={compact ? `${styles.itinerary} ${styles.compact}` : styles.itinerary}>
      {route.legs.map((leg, i) => {
        const ends = legEnds(leg);
        const transfer = route.transfers[i];
        return (
          <Fragment key={leg.route_id}>
            <li className={styles.leg} data-mode={leg.transport_type}>
              <h3 className={styles.legHeading}>
                <span className={styles.mode}>
                  {returnFrom !== undefined && `${i < returnFrom ? 'Туда' : 'Обратно'} · `}
                  Участок {i + 1} · {MODE_LABELS[leg.transport_type]}
                </span>{' '}
                {legTitle(leg)}
              </h3>
              <p className={styles.muted}>{legCarrier(leg)}</p>
              <dl className={styles.times}>
                <dt>Отправление</dt>
                <dd>
                  <time dateTime={ends.departure}>{stationTime(ends.departure)}</time>
                  <span className={styles.station}>{ends.from}</span>
                </dd>
                <dt>Прибытие</dt>
                <dd>
                  <time dateTime={ends.arrival}>{stationTime(ends.arrival)}</time>
                  <span className={styles.station}>{ends.to}</span>
                </dd>
                <dt>В пути</dt>
                <dd>{formatDuration(ends.minutes)}</dd>
              </dl>
              {extra?.(leg, i)}
            </li>
            {transfer && (
              <li
                className={styles.transfer}
                data-crossing={transfer.station_change ? 'true' : 'false'}
              >
                {i + 1 === returnFrom ? stayText(transfer) : transferText(transfer)}
              </li>
            )}
          </Fragment>
        );
      })}
    </ol>
  );
}
