import path from 'node:path';

/** A feed of `GTFS_FEEDS_DIR` and the service day its queries run on. */
export type FeedSpec = {
  name: string;
  /** ISO date inside the feed's calendar; a mid-week day, away from holidays and clock changes. */
  date: string;
  /** Queries per engine: the large feeds get fewer so the whole run stays within minutes. */
  queries: number;
};

export const FEEDS: FeedSpec[] = [
  { name: 'sncf', date: '2014-01-15', queries: 500 },
  { name: 'lirr', date: '2026-10-07', queries: 500 },
  { name: 'mnr', date: '2026-10-07', queries: 200 },
  { name: 'subway', date: '2026-09-16', queries: 200 },
  { name: 'thailand', date: '2014-06-11', queries: 500 },
];

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export const FEEDS_DIR = path.resolve(REPO_ROOT, process.env.GTFS_FEEDS_DIR ?? '../shared/gtfs');

export const feedPath = (name: string): string => path.join(FEEDS_DIR, `${name}.zip`);

export const RESULTS_PATH = path.join(REPO_ROOT, 'bench/RESULTS.md');

/** The site allows six rides; peers are asked the same. */
export const MAX_TRANSFERS = 5;

export const SEED = 20_261_123;

/**
 * Passes over each query set, one after another in the same order; a query's time is its
 * least over the passes. On a shared machine other tenants' work (and a collection of the
 * garbage a feed's import left) lands on some queries of a pass and doubled percentiles from
 * one run to the next; the least is what the search itself costs.
 */
export const PASSES = Number(process.env.BENCH_PASSES ?? 3);

/** Queries before the timed ones, so the JIT has compiled the hot loops of every engine. */
export const WARM_UP = 20;

/**
 * `BENCH_FEEDS=sncf,lirr` runs a subset while working on the bench itself. `BENCH_FEEDS=` (none)
 * with `NATIONAL_BASELINE` runs the national side-by-side comparison alone and adds it to
 * RESULTS.md as a dated section (see run.ts).
 */
export const selectedFeeds = (): FeedSpec[] => {
  const only = process.env.BENCH_FEEDS?.split(',').filter(Boolean);
  return only ? FEEDS.filter((feed) => only.includes(feed.name)) : FEEDS;
};
