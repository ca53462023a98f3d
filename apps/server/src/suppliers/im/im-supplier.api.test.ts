import { ZTrainDetailResponse } from '@peresadka/contracts/detail';
import { formatRubles } from '@peresadka/contracts/money';
import { ZSearchResponse, type SearchResponse } from '@peresadka/contracts/search-results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDate, trainDetailBody, withMiniNetwork } from '../../test-support/orders.ts';
import { startTestApp, testBackend, type TestApp } from '../../test-support/test-app.ts';
import { supplierUnavailableMessage } from '../supplier-errors.ts';

const TRAIN_PRICING = 'Railway/V1/Search/TrainPricing';
const CAR_PRICING = 'Railway/V1/Search/CarPricing';
const TRAIN_ROUTE = 'Railway/V1/Search/TrainRoute';
const CAR_SCHEME = 'Railway/V1/Search/CarScheme';

/** The train tab and detail served by the IM protocol, with the IM sandbox as the supplier. */
describe(`trains from the IM supplier on ${testBackend()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRAIN_SUPPLIER: 'im', COMBINED_QUEUE_PER_CLIENT: '32' });
    await withMiniNetwork(t);
  });
  afterAll(() => t?.close());

  const sandbox = () => t.trains.sandbox!;
  /** The calls a visitor's pages made: the balance watch reads the account on its own clock. */
  const pageCalls = () => {
    const { 'Partner/V1/Info/Balances': balance, ...calls } = sandbox().calls();
    return calls;
  };
  const search = async (days: number, app = t.app): Promise<SearchResponse> => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/old_routes',
      payload: { starting_point: 'Москва', ending_point: 'Казань', date: searchDate(days) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZSearchResponse.parse(res.json());
  };

  it('prices the train tab by one TrainPricing call, then from its cache', async () => {
    sandbox().resetCalls();
    const first = await search(3);
    expect(first.train.map((r) => r.display_train_number)).toEqual(['002Й']);
    expect(first.train[0]!.car_classes).toEqual([
      { car_type: 'ReservedSeat', price: 2_890_00, free_places: 54, lower_free_places: 27 },
      { car_type: 'Compartment', price: 4_841_00, free_places: 36, lower_free_places: 18 },
    ]);
    // 054Й runs, but the supplier does not sell it: it is not shown with a price of ours.
    expect(pageCalls()).toEqual({ [TRAIN_PRICING]: 1 });
    await search(3);
    expect(pageCalls()).toEqual({ [TRAIN_PRICING]: 1 });
  });

  it('shows a train’s cars, places and line from CarPricing and TrainRoute', async () => {
    const train = (await search(4)).train[0]!;
    sandbox().resetCalls();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/train_detail',
      payload: {
        ...trainDetailBody(train),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = ZTrainDetailResponse.parse(res.json());
    expect(detail.detail.car_info.map((c) => [c.car_number, c.car_type, c.free_places])).toEqual([
      ['01', 'Compartment', 36],
      ['02', 'ReservedSeat', 54],
    ]);
    expect(detail.detail.info_route.map((s) => s.departure_time ?? s.arrival_time)).toEqual([
      train.departure_time,
      train.arrival_time,
    ]);
    // The two cars' plans tell how many places each has; they are kept a day.
    expect(pageCalls()).toEqual({ [CAR_PRICING]: 1, [TRAIN_ROUTE]: 1, [CAR_SCHEME]: 2 });

    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/v1/train_schema',
      payload: {
        schema_id: detail.detail.car_info[1]!.schema_id,
        schema_type: 'PcFirstStorey',
        route_id: train.route_id,
        car_number: 2,
      },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const svg = plan.json<{ train_schema: string }>().train_schema;
    expect(svg.match(/data-free="true"/g)).toHaveLength(54);
    expect(svg).toContain(`aria-label="Место 37, нижнее боковое, ${formatRubles(2_890_00)}"`);
  });

  it('answers the train tab with train_error within its budget when the supplier is slow', async () => {
    sandbox().faults.add({ slowMs: 9_000, paths: [TRAIN_PRICING], times: 2 });
    const started = Date.now();
    const slow = await search(5);
    expect(Date.now() - started).toBeLessThan(9_000);
    expect(slow.train).toEqual([]);
    expect(slow.train_error?.error_message).toBe(supplierUnavailableMessage);
    // The plane and bus tabs answer as usual meanwhile.
    expect(slow.airplane).toHaveLength(1);
    expect(slow.airplane_error).toBeUndefined();
  }, 20_000);

  it('answers train_error when the supplier fails, and trains again once it is back', async () => {
    sandbox().faults.clear();
    sandbox().faults.add({ failStatus: 503, paths: [TRAIN_PRICING], times: 2 });
    const down = await search(6);
    expect(down.train_error?.error_message).toBe(supplierUnavailableMessage);
    expect(down.airplane).toHaveLength(1);
    // Nothing kept of the failure: the next search asks again and gets its trains.
    expect((await search(6)).train).toHaveLength(1);
  });

  it('carries on when the supplier restarts, without a restart of its own', async () => {
    await t.trains.stop();
    const stopped = await search(7);
    expect(stopped.train_error?.error_message).toBe(supplierUnavailableMessage);
    await t.trains.start();
    expect((await search(8)).train).toHaveLength(1);
  });
});

describe(`a supplier refusing the site’s credentials on ${testBackend()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRAIN_SUPPLIER: 'im' });
    await withMiniNetwork(t);
  });
  afterAll(() => t?.close());

  it('shows the visitor train_error and no stack, other tabs as usual', async () => {
    const wrong = await startTestApp({
      ...t.trains.env,
      IM_PASSWORD: 'not-the-partner-password',
    });
    try {
      await withMiniNetwork(wrong);
      const res = await wrong.app.inject({
        method: 'POST',
        url: '/api/v1/old_routes',
        payload: { starting_point: 'Москва', ending_point: 'Казань', date: searchDate(2) },
      });
      expect(res.statusCode).toBe(200);
      const body = ZSearchResponse.parse(res.json());
      expect(body.train_error?.error_message).toBe(supplierUnavailableMessage);
      expect(body.airplane).toHaveLength(1);
      expect(res.body).not.toMatch(/at .*\.ts|stack|Basic /i);
    } finally {
      await wrong.close();
    }
  });
});
