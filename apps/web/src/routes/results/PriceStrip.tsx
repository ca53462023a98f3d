import { SITE_TIME_ZONE } from '@peresadka/contracts/constants';
import {
  daysBetween,
  formatWireDate,
  parseDate,
  toIsoDate,
  todayIn,
} from '@peresadka/contracts/dates';
import { priceStripDays } from '@peresadka/contracts/price-strip';
import type { SearchCriteria } from '@peresadka/contracts/search';
import { useDayPrices } from '../../features/search/api/day-prices.ts';
import { formatRubles, wallDate } from '../../lib/format.ts';
import styles from './ResultsScreen.module.css';

/**
 * The cheapest ticket of each day three days either side of the chosen one, by the search's
 * modes, combined routes included — each day's own minimum, worked out by the server with the
 * cards' pricing (`/v1/day_prices`); one click searches that day instead. Days outside the sale
 * window are left out.
 */
export function PriceStrip({
  criteria,
  onPick,
  passengers,
}: {
  criteria: SearchCriteria;
  onPick: (criteria: SearchCriteria) => void;
  passengers: number;
}) {
  const chosen = parseDate(criteria.date)!;
  const today = todayIn(SITE_TIME_ZONE, new Date());
  const days = priceStripDays(chosen, today);
  const answer = useDayPrices(criteria);
  const prices = new Map(answer.data?.days.map((d) => [d.date, d.price]));

  return (
    <nav aria-label="Цены на соседние даты" className={styles.strip}>
      <ul>
        {days.map((day) => {
          const iso = toIsoDate(day);
          const price = prices.get(iso);
          const current = daysBetween(chosen, day) === 0;
          return (
            <li key={iso}>
              <button
                type="button"
                aria-current={current ? 'date' : undefined}
                className={current ? styles.dayCurrent : styles.day}
                onClick={() => onPick({ ...criteria, date: formatWireDate(day) })}
              >
                <span>{wallDate(iso)}</span>
                <strong>
                  {price === undefined
                    ? answer.isError
                      ? '—'
                      : '…'
                    : price === null
                      ? 'нет билетов'
                      : `от ${formatRubles(price)}`}
                </strong>
              </button>
            </li>
          );
        })}
      </ul>
      <p className={styles.stripNote}>
        Самая низкая цена дня {passengers === 1 ? 'за пассажира' : 'за взрослого'}
      </p>
    </nav>
  );
}
