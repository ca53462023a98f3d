import { changeText } from '@peresadka/contracts/change-text';
import { changeWarnings } from '@peresadka/contracts/change-warnings';
import type { CombinedRoute, Leg } from '@peresadka/contracts/search-results';
import { Fragment, useState } from 'react';
import { FavoriteToggle } from '../../../components/favorites/FavoriteToggle.tsx';
import { LazyJourneyMap } from '../../../components/journey-map/LazyJourneyMap.tsx';
import { mapRidesOf } from '../../../components/journey-map/legs-on-map.ts';
import { formatDuration, formatRubles } from '../../../lib/format.ts';
import styles from './cards.module.css';
import { BusBody, PlaneBody, PricedFor, TrainBody } from './LegCard.tsx';

const MODE_LABEL = { PLANE: 'Самолёт', TRAIN: 'Поезд', BUS: 'Автобус' } as const;

function LegBody({ leg }: { leg: Leg }) {
  if (leg.transport_type === 'PLANE') return <PlaneBody result={leg} />;
  if (leg.transport_type === 'TRAIN') return <TrainBody result={leg} />;
  return <BusBody result={leg} />;
}

/**
 * A combined journey: its legs by mode, and between them how long one waits and where — a
 * crossing to another station or airport in bold, as the traveller makes it on their own. The
 * card opens the whole trip (its page, where it is bought as one order); each leg its own. A
 * change at night or longer than six hours says so: the list ranks such trips by money and
 * hours, but a night at a station is the traveller's to accept.
 */
export function CombinedCard({
  route,
  onOpen,
  onOpenTrip,
  passengers,
}: {
  route: CombinedRoute;
  onOpen: (leg: Leg) => void;
  onOpenTrip: (route: CombinedRoute) => void;
  /** How many travel: the price is one adult's, and says so. */
  passengers: number;
}) {
  const [mapShown, setMapShown] = useState(false);
  const warnings = changeWarnings(route);
  return (
    <article className={styles.card} aria-label={`Маршрут с ${route.transfers.length} пересадками`}>
      <header className={styles.combinedHead}>
        <span>
          {route.legs.map((l) => MODE_LABEL[l.transport_type]).join(' → ')} ·{' '}
          {formatDuration(route.routes_time)} в пути
        </span>
        <span className={styles.headEnd}>
          <FavoriteToggle routeIds={route.legs.map((leg) => leg.route_id)} />
          <span className={styles.price}>
            {formatRubles(route.routes_price)}
            <PricedFor passengers={passengers} />
          </span>
        </span>
      </header>
      <ol className={styles.legs}>
        {route.legs.map((leg, i) => (
          <li key={i} data-mode={leg.transport_type}>
            <button type="button" className={styles.legButton} onClick={() => onOpen(leg)}>
              <span className={styles.mode}>{MODE_LABEL[leg.transport_type]}</span>
              <LegBody leg={leg} />
            </button>
            {route.transfers[i] && (
              <p className={styles.transfer}>
                Пересадка:{' '}
                {route.transfers[i].station_change ? (
                  <strong>{changeText(route.transfers[i])}</strong>
                ) : (
                  changeText(route.transfers[i])
                )}
                {warnings[i]!.map((w) => (
                  <Fragment key={w}>
                    {' '}
                    <span className={styles.changeWarning}>{w}</span>
                  </Fragment>
                ))}
              </p>
            )}
          </li>
        ))}
      </ol>
      <div className={styles.combinedFoot}>
        <details className={styles.mapToggle} onToggle={(e) => setMapShown(e.currentTarget.open)}>
          <summary>Маршрут на карте</summary>
          {mapShown && <LazyJourneyMap rides={mapRidesOf(route.legs)} />}
        </details>
        <button type="button" className={styles.openTrip} onClick={() => onOpenTrip(route)}>
          Подробнее и купить
        </button>
      </div>
    </article>
  );
}
