import type { DemoFeedOptions } from './generate.ts';

/**
 * The demonstration network every installation generates: fixed, so the site's timetable and
 * the IM sandbox, which owns the same network's train seats, generate the same trains.
 */
export const DEMO_FEED_OPTIONS: DemoFeedOptions = {
  seed: 20_261_122,
  // A Monday long past: services run weekly from it and never end, so no horizon runs dry.
  startDate: '2026-01-05',
};
