import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warmUpSearch } from './warm-up.ts';
import { withMiniNetwork } from '../test-support/orders.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

describe(`the search warmed before the server listens on ${testBackend()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('has nothing to warm on a database without a network, and warms the busiest pair of one', async () => {
    await expect(warmUpSearch(t.app)).resolves.toBeUndefined();
    await withMiniNetwork(t);
    const [from, to] = (await t.app.places.index()).busiest(2);
    expect(from?.name).toBe('Москва');
    expect(to!.population).toBeLessThanOrEqual(from!.population);
    await expect(warmUpSearch(t.app)).resolves.toBeUndefined();
  });
});
