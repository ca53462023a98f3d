import type { FavoriteRoute } from '@peresadka/contracts/profile';
import type { Leg } from '@peresadka/contracts/search-results';
import { useNavigate } from 'react-router';
import { useFavorite } from '../../../features/accounts/api/favorites.ts';
import { legEnds, legTitle, stationTime } from '../../../components/trip/trip-text.ts';
import { formatDuration, formatRubles, wallClock, wallDate } from '../../../lib/format.ts';
import { chooseRoute } from '../../../state/chosen-route.ts';
import { chooseTrip } from '../../../state/chosen-trip.ts';
import styles from '../ProfileScreen.module.css';
import { FAVORITE_COUNTS, tripOfLegs } from './favorite-journey.ts';

const NOT_ON_SALE = {
  sold_out: 'Мест больше нет',
  gone: 'Рейс уже ушёл или больше не выполняется',
} as const;

/** One leg as saved: its number and name, stations and times on their clocks. */
function SavedLeg({ leg }: { leg: Leg }) {
  const ends = legEnds(leg);
  return (
    <li>
      <strong>{legTitle(leg)}</strong>
      <br />
      {ends.from} → {ends.to}
      <br />
      <time dateTime={ends.departure}>{stationTime(ends.departure)}</time> →{' '}
      <time dateTime={ends.arrival}>{stationTime(ends.arrival)}</time>
    </li>
  );
}

/**
 * A saved journey: each ride by its number and stations, the price then and now, and the way to
 * open it and buy — or why it can no longer be bought.
 */
export function FavoriteItem({ favorite: f }: { favorite: FavoriteRoute }) {
  const { toggle } = useFavorite(f.routes_ids);
  const navigate = useNavigate();
  const now = f.now;
  // A favorite saved before its legs were kept is named by its legs as they are now.
  const legs = f.legs ?? (now.status === 'on_sale' ? now.legs : null);
  const name = `${f.starting_point} → ${f.ending_point}, ${wallDate(f.departure_time)}`;
  const open = () => {
    if (now.status !== 'on_sale') return;
    const [single] = now.legs;
    if (now.legs.length === 1 && single) {
      chooseRoute({ leg: single, counts: FAVORITE_COUNTS, serviceClass: 'Economic' });
      void navigate('/detail');
    } else {
      const route = tripOfLegs(now.legs);
      chooseTrip({ route, counts: FAVORITE_COUNTS, serviceClass: 'Economic' });
      void navigate('/detail/trip');
    }
  };
  return (
    <li className={styles.item} aria-label={name}>
      <div>
        {legs ? (
          <ol className={styles.legs}>
            {legs.map((leg) => (
              <SavedLeg key={leg.route_id} leg={leg} />
            ))}
          </ol>
        ) : (
          <p>
            <time dateTime={f.departure_time}>
              {wallDate(f.departure_time)}, {wallClock(f.departure_time)}
            </time>{' '}
            → <time dateTime={f.arrival_time}>{wallClock(f.arrival_time)}</time>
          </p>
        )}
        <p className={styles.muted}>
          {formatDuration(f.travel_time)} в пути
          {f.transfer_time > 0 && <> · пересадки {formatDuration(f.transfer_time)}</>}
        </p>
      </div>
      <div className={styles.itemEnd}>
        <p className={styles.prices}>
          <span className={styles.muted}>При сохранении: {formatRubles(f.total_price)}</span>
          {now.status === 'on_sale' ? (
            <span className={styles.price}>Сейчас: {formatRubles(now.total_price)}</span>
          ) : (
            <span className={styles.unavailable} role="status">
              {NOT_ON_SALE[now.status]}
            </span>
          )}
        </p>
        {now.status === 'on_sale' && (
          <button type="button" className="button" onClick={open} aria-label={`Открыть: ${name}`}>
            Открыть
          </button>
        )}
        <button
          type="button"
          className={styles.delete}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(false)}
          aria-label={`Удалить из избранного: ${name}`}
        >
          Удалить
        </button>
      </div>
    </li>
  );
}
