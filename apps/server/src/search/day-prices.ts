import { createHash } from 'node:crypto';
import { SITE_TIME_ZONE } from '@peresadka/contracts/constants';
import { formatWireDate, parseDate, toIsoDate, todayIn } from '@peresadka/contracts/dates';
import type { DayPricesResponse } from '@peresadka/contracts/day-prices';
import { priceStripDays } from '@peresadka/contracts/price-strip';
import type { SearchCriteria } from '@peresadka/contracts/search';
import type { Cache } from '../infra/cache/cache.ts';
import type { CombinedJobs } from './combined-jobs.ts';
import type { SearchService } from './search-service.ts';

/**
 * A day's minimum is kept this long: as long as the results page keeps a search, so the strip
 * and the cards agree, and places sold meanwhile show within minutes.
 */
const DAY_PRICE_TTL_SECONDS = 5 * 60;

/**
 * How long the strip may take: seven days' searches, their combined routes one after another
 * in the worker, take longer than one search's deadline on a busy machine, and a 503 would
 * leave the strip empty. Nobody waits on it: the results page shows the cards as they come and
 * the strip when it comes (`PriceStrip`).
 */
export const DAY_PRICES_DEADLINE_MS = 25_000;

/**
 * The price strip's days (SPEC §2): for each day around the chosen one, within the sale window,
 * the cheapest result the results page would show that day — the enabled modes' cards and,
 * when on, the combined routes — priced by the same search and pricing. Each day's minimum is
 * cached for everyone asking the same criteria, so seven searches are made once per five
 * minutes, and a day's search runs after the previous one, never seven at once. A combined
 * search takes its place in the combined searches' bounds like any other (503 past them).
 */
export class DayPrices {
  constructor(
    private readonly search: SearchService,
    private readonly jobs: CombinedJobs,
    private readonly cache: Cache,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The strip around the criteria's day, for `client` (its address, for the bounds). */
  async around(criteria: SearchCriteria, client: string): Promise<DayPricesResponse> {
    const chosen = parseDate(criteria.date)!;
    const today = todayIn(SITE_TIME_ZONE, this.now());
    const days = priceStripDays(chosen, today);
    const answer: DayPricesResponse = { days: [] };
    for (const day of days) {
      const price = await this.cheapest({ ...criteria, date: formatWireDate(day) }, client);
      answer.days.push({ date: toIsoDate(day), price });
    }
    return answer;
  }

  private async cheapest(criteria: SearchCriteria, client: string): Promise<number | null> {
    const key = `day-price:${createHash('sha256').update(JSON.stringify(criteria)).digest('base64url')}`;
    const cached = await this.cache.get(key);
    if (cached !== null) return JSON.parse(cached) as number | null;
    const prepared = await this.search.prepare(criteria);
    const modes = await this.search.searchModes(prepared);
    const prices = [...modes.airplane, ...modes.train, ...modes.bus].map((r) => r.price);
    if (criteria.combined_enabled) {
      const routes = await this.jobs.runAdmitted(client, () =>
        this.search.searchCombined(prepared, modes),
      );
      prices.push(...routes.map((r) => r.routes_price));
    }
    const price = prices.length > 0 ? Math.min(...prices) : null;
    await this.cache.set(key, JSON.stringify(price), DAY_PRICE_TTL_SECONDS);
    return price;
  }
}
