import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyAnswer } from '../api/early-answers.ts';
import {
  tripPlaneLeg,
  tripTrainLeg,
  twoAdults,
} from '../components/trip/trip-fixtures.test-support.ts';
import { aviaDetailQuery, trainDetailQuery } from '../features/rides/api/ride-detail.ts';
import { chooseRoute, CHOSEN_ROUTE_KEY } from '../state/chosen-route.ts';

/** The detail page's head runs the script once, as the page loads. */
async function pageLoads() {
  vi.resetModules();
  await import('./early-detail.ts');
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}'))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  delete window.peresadkaEarlyCalls;
});

describe('the detail page’s early call', () => {
  it('asks for the opened train with the body the page’s own query sends', async () => {
    chooseRoute({ leg: tripTrainLeg, counts: twoAdults, serviceClass: 'Economic' });
    await pageLoads();
    const [, body] = trainDetailQuery(tripTrainLeg, twoAdults).queryKey;
    expect(takeEarlyAnswer('trainDetail', body)).toBeDefined();
  });

  it('asks for a flight with its class and the search’s passengers', async () => {
    chooseRoute({ leg: tripPlaneLeg, counts: twoAdults, serviceClass: 'Business' });
    await pageLoads();
    const [, body] = aviaDetailQuery(tripPlaneLeg, twoAdults, 'Business').queryKey;
    expect(takeEarlyAnswer('aviaDetail', body)).toBeDefined();
  });

  it('asks nothing when nothing usable is stored', async () => {
    await pageLoads();
    sessionStorage.setItem(CHOSEN_ROUTE_KEY, '{"leg": 5');
    await pageLoads();
    sessionStorage.setItem(CHOSEN_ROUTE_KEY, JSON.stringify({ counts: twoAdults }));
    await pageLoads();
    expect(window.peresadkaEarlyCalls ?? []).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
