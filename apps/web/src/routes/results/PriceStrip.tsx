import { SEARCH_WINDOW_DAYS, SITE_TIME_ZONE } from '@peresadka/contracts/constants';
import {
  addDays,
  daysBetween,
  formatWireDate,
  parseDate,
  toIsoDate,
  todayIn,
} from '@peresadka/contracts/dates';
import type { SearchCriteria } from '@peresadka/contracts/search';
import type { SearchResponse } from '@peresadka/contracts/search-results';
import { useQueries } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { formatRubles, wallDate } from '../../lib/format.ts';
import styles from './ResultsScreen.module.css';

/** Days shown on each side of the chosen one. */
const SPAN = 3;

const cheapest = (r: SearchResponse): number | null => {
  const prices = [...r.airplane, ...r.train, ...r.bus].map((x) => x.price);
  return prices.length > 0 ? Math.min(...prices) : null;
};

/**
 * The cheapest ticket three days either side of the chosen date, by any enabled mode; one
 * click searches that day instead. Days outside the sale window are left out.
 */
export function PriceStrip({
  criteria,
  onPick,
}: {
  criteria: SearchCriteria;
  onPick: (criteria: SearchCriteria) => void;
}) {
  const chosen = parseDate(criteria.date)!;
  const today = todayIn(SITE_TIME_ZONE, new Date());
  const days = Array.from({ length: SPAN * 2 + 1 }, (_, i) => addDays(chosen, i - SPAN)).filter(
    (d) => daysBetween(today, d) >= 0 && daysBetween(today, d) <= SEARCH_WINDOW_DAYS,
  );
  const results = useQueries({
    queries: days.map((day) => {
      const body = { ...criteria, date: formatWireDate(day), combined_enabled: false };
      return {
        queryKey: ['old_routes', body],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          callApi('searchOldRoutes', { body, signal }),
        staleTime: 5 * 60_000,
        retry: false,
      };
    }),
  });

  return (
    <nav aria-label="Цены на соседние даты" className={styles.strip}>
      <ul>
        {days.map((day, i) => {
          const iso = toIsoDate(day);
          const data = results[i]?.data;
          const price = data ? cheapest(data) : null;
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
                <strong>{data ? (price === null ? '—' : `от ${formatRubles(price)}`) : '…'}</strong>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
