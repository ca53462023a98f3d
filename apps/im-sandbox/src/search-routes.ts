import { carPricing } from './car-pricing.ts';
import { carScheme } from './car-scheme.ts';
import type { ImCalls } from './im-calls.ts';
import { schedule } from './schedule.ts';
import { trainPricing } from './train-pricing.ts';
import { trainRoute } from './train-route.ts';
import type { World } from './world.ts';

/** Railway/V1/Search/*: trains, cars, routes, timetables and car plans. */
export function searchRoutes(calls: ImCalls, world: World): void {
  calls.define('Railway/V1/Search/TrainPricing', {
    run: (request) => trainPricing(world, request),
  });
  calls.define('Railway/V1/Search/CarPricing', { run: (request) => carPricing(world, request) });
  calls.define('Railway/V1/Search/TrainRoute', { run: (request) => trainRoute(world, request) });
  calls.define('Railway/V1/Search/Schedule', { run: (request) => schedule(world, request) });
  calls.define('Railway/V1/Search/CarScheme', { run: (request) => carScheme(request) });
}
