import { IM_CALLS, type ImPath } from '@peresadka/contracts/im/im-calls';
import {
  requestFixture,
  responseFixture,
  shapeDifferences,
} from '@peresadka/contracts/im/im-fixtures.test-support';
import { ZImError } from '@peresadka/contracts/im/im-values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImSandbox } from './sandbox.ts';
import { DAY, imApi, type TestClock, startTestSandbox } from './sandbox.test-support.ts';
import { KAZAN_RAIL, MOSCOW_KAZANSKY } from './test-network.test-support.ts';

/**
 * The sandbox against the protocol's fixtures: every request fixture is understood (a business
 * refusal at worst, for values of another world), and with our world's values in them every
 * answer has the fixture's shape and reads with the protocol's schema.
 */

let sandbox: ImSandbox;
let clock: TestClock;
beforeAll(async () => {
  ({ sandbox, clock } = await startTestSandbox());
});
afterAll(() => sandbox.close());

const paths = Object.keys(IM_CALLS) as ImPath[];
/** The car plan is the one call the public material has no fixture of. */
const SCHEME_REQUEST = { RailwayCarSchemeId: 4 * 1000 + 36 * 2, View: 'PcFirstStorey' };

const requestOf = (path: ImPath): unknown =>
  requestFixture(path) ?? (path === 'Railway/V1/Search/CarScheme' ? SCHEME_REQUEST : {});

describe('the fixtures as sent', () => {
  it.each(paths)('%s is understood', async (path) => {
    const { status, body } = await imApi(sandbox).post(path, requestOf(path));
    if (status === 200) return;
    expect(status).toBe(500);
    expect(ZImError.parse(body).Code).toBeGreaterThan(0);
  });
});

type Values = { [key: string]: unknown };

/** The fixture with some of its values replaced; a list becomes as long as the one given. */
function withValues(fixture: unknown, values: unknown): unknown {
  if (Array.isArray(fixture) && Array.isArray(values)) {
    return values.map((value, i) => withValues(fixture[i], value));
  }
  if (fixture && typeof fixture === 'object' && values && typeof values === 'object') {
    const merged: Values = { ...(fixture as Values) };
    for (const [key, value] of Object.entries(values)) merged[key] = withValues(merged[key], value);
    return merged;
  }
  return values;
}

describe('the fixtures with our world’s values', () => {
  const checked = new Set<ImPath>();

  async function call(path: ImPath, values: unknown): Promise<Values> {
    const { status, body, type } = await imApi(sandbox).post(
      path,
      withValues(requestOf(path), values),
    );
    expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
    const { response } = IM_CALLS[path];
    checked.add(path);
    if (response === 'pdf') {
      expect(type).toBe('application/pdf');
      return {};
    }
    const fixture = responseFixture(path);
    if (fixture !== undefined) {
      expect(shapeDifferences(body, fixture, new Set(['RailwayCarSchemeId'])), path).toEqual([]);
    }
    expect(response.safeParse(body).error, path).toBeUndefined();
    return body as Values;
  }

  const item = (values: Values = {}) => ({
    ReservationItems: [
      {
        OriginCode: String(MOSCOW_KAZANSKY),
        DestinationCode: String(KAZAN_RAIL),
        DepartureDate: `${DAY}T00:00:00`,
        TrainNumber: '002Й',
        CarNumber: '01',
        ServiceClass: '1Б',
        ...values,
      },
    ],
  });
  const orderOf = (answer: Values) => {
    const [reservation] = answer.ReservationResults as Values[];
    const [blank] = reservation!.Blanks as Values[];
    return {
      OrderId: answer.OrderId,
      itemId: reservation!.OrderItemId,
      blankId: blank!.OrderItemBlankId,
    };
  };

  it('answers every call in the fixtures’ shapes', async () => {
    const search = { Destination: String(KAZAN_RAIL), DepartureDate: `${DAY}T00:00:00` };
    await call('Railway/V1/Search/TrainPricing', search);
    await call('Railway/V1/Search/Schedule', { Destination: String(KAZAN_RAIL) });
    await call('Railway/V1/Search/TrainRoute', { ...search, TrainNumber: '002' });
    await call('Railway/V1/Search/CarPricing', {
      OriginCode: String(MOSCOW_KAZANSKY),
      DestinationCode: String(KAZAN_RAIL),
      DepartureDate: `${DAY}T00:00:00`,
      TrainNumber: '002Й',
    });
    await call('Railway/V1/Search/CarScheme', {});

    const a = orderOf(await call('Order/V1/Reservation/Create', item()));
    await call('Order/V1/Reservation/ProlongReservation', { OrderId: a.OrderId });
    await call('Order/V1/Reservation/Confirm', { OrderId: a.OrderId });
    await call('Order/V1/Reservation/Blank', { OrderId: a.OrderId, OrderItemIds: [a.itemId] });
    const b = orderOf(await call('Order/V1/Reservation/Create', item({ AgentReferenceId: 'b' })));
    await call('Order/V1/Reservation/Confirm', { OrderId: b.OrderId });
    const c = orderOf(await call('Order/V1/Reservation/Create', item()));
    await call('Order/V1/Reservation/Cancel', { OrderId: c.OrderId });
    await call('Order/V1/Reservation/Void', { OrderId: a.OrderId });

    clock.advance(11);
    const blanks = { OrderItemBlankIds: [b.blankId], OrderItemId: b.itemId };
    await call('Order/V1/Reservation/ReturnAmount', { ServiceReturnAmountRequest: blanks });
    await call('Order/V1/Reservation/AutoReturn', { ServiceAutoReturnRequest: blanks });
    await call('Order/V1/Info/OrderInfo', { OrderId: b.OrderId });
    await call('Order/V1/Info/OrderList', { Date: '2026-03-02T00:00:00' });
    await call('Partner/V1/Info/Balances', {});

    expect([...checked].sort()).toEqual([...paths].sort());
  });
});
