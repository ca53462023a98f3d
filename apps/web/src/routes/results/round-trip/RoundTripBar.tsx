import { tripDirectionLabels } from '@peresadka/contracts/enum-labels';
import type { TripDirection } from '@peresadka/contracts/enums';
import type { SearchCriteria } from '@peresadka/contracts/search';
import { legEnds, legTitle, stationTime } from '../../../components/trip/trip-text.ts';
import { formatRubles, wallDate } from '../../../lib/format.ts';
import { parseDate, toIsoDate } from '@peresadka/contracts/dates';
import { roundTripProblem, type WayPick } from './round-trip.ts';
import type { RoundTrip } from './use-round-trip.ts';
import styles from './RoundTripBar.module.css';

const WAYS: readonly TripDirection[] = ['there', 'back'];

/** «SU 1250 · 09:00 МСК, 1 дек → 10:35 МСК, 1 дек»: a picked way in a line. */
function pickText(pick: WayPick): string {
  const first = legEnds(pick.legs[0]!);
  const last = legEnds(pick.legs.at(-1)!);
  const titles = pick.legs.map(legTitle).join(' + ');
  return `${titles} · ${stationTime(first.departure)} → ${stationTime(last.arrival)}`;
}

/**
 * A round trip's two ways above its results (as Tutu and Яндекс Путешествия do): a switch
 * between the way there's results and the way back's, what is picked on each, and — once both
 * are — the order of the two together.
 */
export function RoundTripBar({
  trip,
  criteria,
  passengers,
  onOrder,
}: {
  trip: RoundTrip;
  criteria: SearchCriteria;
  passengers: number;
  onOrder: (there: WayPick, back: WayPick) => void;
}) {
  const from = criteria.starting_point;
  const to = criteria.ending_point;
  const dates = {
    there: criteria.date,
    back: criteria.return_date ?? criteria.date,
  };
  const { there, back } = trip.picks;
  const problem = roundTripProblem(trip.picks);
  return (
    <section className={styles.bar} aria-label="Туда и обратно">
      <div role="tablist" aria-label="Направление" className={styles.ways}>
        {WAYS.map((way) => {
          const pick = trip.picks[way];
          return (
            <button
              key={way}
              type="button"
              role="tab"
              aria-selected={trip.way === way}
              aria-controls="results-panel"
              className={styles.way}
              onClick={() => trip.show(way)}
            >
              <span className={styles.wayHead}>
                {tripDirectionLabels[way]} ·{' '}
                {way === 'there' ? `${from} → ${to}` : `${to} → ${from}`} ·{' '}
                {wallDate(toIsoDate(parseDate(dates[way])!))}
              </span>
              <span className={pick ? styles.picked : styles.pending}>
                {pick ? pickText(pick) : 'Выберите рейс в списке ниже'}
              </span>
            </button>
          );
        })}
      </div>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {there && back && !problem && (
        <div className={styles.order}>
          <p>
            Туда и обратно: от{' '}
            <strong>{formatRubles((there.routes_price + back.routes_price) * passengers)}</strong>{' '}
            за {passengers === 1 ? 'пассажира' : `${passengers} пассажиров`} — один заказ и одна
            оплата; каждое направление можно вернуть отдельно.
          </p>
          <button type="button" className="button" onClick={() => onOrder(there, back)}>
            Оформить туда и обратно
          </button>
        </div>
      )}
    </section>
  );
}
