import { describe, expect, it } from 'vitest';
import { IM_CALLS, type ImPath } from './im-calls.ts';
import { requestFixture, responseFixture, shapeDifferences } from './im-fixtures.test-support.ts';

const calls = Object.keys(IM_CALLS) as ImPath[];

describe('the IM protocol schemas', () => {
  it.each(calls)('read the fixtures of %s', (call) => {
    const { request, response } = IM_CALLS[call];
    const sent = requestFixture(call);
    if (sent !== undefined) expect(request.safeParse(sent).error).toBeUndefined();
    const answered = responseFixture(call);
    if (answered !== undefined && response !== 'pdf') {
      expect(response.safeParse(answered).error).toBeUndefined();
    }
  });

  it('have a fixture for every call but the car scheme, which the public material lacks', () => {
    const without = calls.filter(
      (call) =>
        (requestFixture(call) === undefined && call !== 'Partner/V1/Info/Balances') ||
        (responseFixture(call) === undefined && IM_CALLS[call].response !== 'pdf'),
    );
    expect(without).toEqual(['Railway/V1/Search/CarScheme']);
  });

  it('tell shapes apart by fields and JSON types, letting null stand for any value', () => {
    const fixture = { A: 1, B: 'x', C: null, D: [{ E: true }] };
    expect(shapeDifferences({ A: 2, B: 'y', C: 'z', D: [{ E: false }] }, fixture)).toEqual([]);
    expect(shapeDifferences({ A: '2', B: 'y', D: [{ E: false, F: 1 }], G: 0 }, fixture)).toEqual([
      '$.C: нет поля',
      '$.G: лишнее поле',
      '$.A: string вместо number',
      '$.D[0].F: лишнее поле',
    ]);
    expect(shapeDifferences({ A: 1, B: 'x', C: 1, D: [], G: 0 }, fixture, new Set(['G']))).toEqual(
      [],
    );
  });
});
