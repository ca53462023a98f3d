import { addDays, formatWireDate, toIsoDate, todayIn } from '@peresadka/contracts/dates';
import { ZDayPricesResponse, type DayPricesResponse } from '@peresadka/contracts/day-prices';
import {
  ZCombinedRoutesResponse,
  ZSearchResponse,
  type SearchResponse,
} from '@peresadka/contracts/search-results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occupy } from '../test-support/occupy.ts';
import { withMiniNetwork } from '../test-support/orders.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

const today = todayIn('Europe/Moscow', new Date());
const day = (offset: number) => addDays(today, offset);

describe(`day prices API on ${testBackend()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ COMBINED_QUEUE_PER_CLIENT: '32' });
    await withMiniNetwork(t);
  });
  afterAll(() => t?.close());

  const post = (url: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload: body });
  const dayPrices = async (body: Record<string, unknown>): Promise<DayPricesResponse> => {
    const res = await post('/api/v1/day_prices', body);
    expect(res.statusCode, res.body).toBe(200);
    return ZDayPricesResponse.parse(res.json());
  };

  /** The cheapest result the results page shows for a day: the cards, then the combined tab. */
  const shownMinimum = async (body: Record<string, unknown>): Promise<number | null> => {
    const res = await post('/api/v1/routes', body);
    expect(res.statusCode, res.body).toBe(200);
    const r: SearchResponse = ZSearchResponse.parse(res.json());
    const prices = [...r.airplane, ...r.train, ...r.bus].map((x) => x.price);
    if (r.combined_route) {
      const url = `/api/v1/combined_routes/${r.combined_route}`;
      let combined = await t.app.inject({ method: 'GET', url });
      for (let i = 0; i < 200 && combined.statusCode === 202; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        combined = await t.app.inject({ method: 'GET', url });
      }
      expect(combined.statusCode).toBe(200);
      prices.push(
        ...ZCombinedRoutesResponse.parse(combined.json()).routes.map((x) => x.routes_price),
      );
    }
    return prices.length > 0 ? Math.min(...prices) : null;
  };

  it('gives each day around the chosen one its own minimum, a sold-out train counted on its day only', async () => {
    const moscowKazan = { starting_point: 'Москва', ending_point: 'Казань' };
    const cards = ZSearchResponse.parse(
      (await post('/api/v1/old_routes', { ...moscowKazan, date: formatWireDate(day(5)) })).json(),
    );
    // The reserved-seat car of 002Й is the cheapest ticket; sold out on day 5 only, that day
    // costs a compartment place (or the flight) instead.
    await occupy(
      t,
      cards.train[0]!.route_id,
      2,
      Array.from({ length: 54 }, (_, i) => i + 1),
    );

    const strip = await dayPrices({ ...moscowKazan, date: formatWireDate(day(4)) });
    expect(strip.days.map((d) => d.date)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => toIsoDate(day(n))),
    );
    for (const { date, price } of strip.days) {
      expect(price, date).toBe(
        await shownMinimum({ ...moscowKazan, date: date.replaceAll('-', '/') }),
      );
    }
    const byDay = new Map(strip.days.map((d) => [d.date, d.price]));
    expect(byDay.get(toIsoDate(day(4)))).toBe(2_890_00);
    expect(byDay.get(toIsoDate(day(5)))).toBe(4_841_00);
  });

  it('counts combined routes when the search has them on, and leaves out days before today', async () => {
    const tverKazan = {
      starting_point: 'Тверь',
      ending_point: 'Казань',
      date: formatWireDate(today),
    };
    const strip = await dayPrices(tverKazan);
    expect(strip.days.map((d) => d.date)).toEqual([0, 1, 2, 3].map((n) => toIsoDate(day(n))));
    // No direct ride from Тверь to Казань: the bus and the train of the combined tab are the price.
    const tomorrow = strip.days[1]!;
    expect(tomorrow.price).not.toBeNull();
    expect(tomorrow.price).toBe(await shownMinimum({ ...tverKazan, date: formatWireDate(day(1)) }));
    const withoutCombined = await dayPrices({ ...tverKazan, combined_enabled: false });
    expect(withoutCombined.days.map((d) => d.price)).toEqual([null, null, null, null]);
  });

  it('refuses what the search refuses, in Russian on its field', async () => {
    const res = await post('/api/v1/day_prices', {
      starting_point: 'Атлантида',
      ending_point: 'Казань',
      date: formatWireDate(day(1)),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<Record<string, string[]>>())).toContain('starting_point');
    const late = await post('/api/v1/day_prices', {
      starting_point: 'Москва',
      ending_point: 'Казань',
      date: '2001/01/01',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json<Record<string, string[]>>().date).toEqual(['Дата указана неверно']);
  });
});
