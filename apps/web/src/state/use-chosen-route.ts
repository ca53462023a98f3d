import { use } from 'react';
import { loadOnce } from '../lib/load-once.ts';
import type { ChosenRoute } from './read-chosen-route.ts';

/**
 * The stored route's check (zod and the result schemas) comes in a chunk of its own, which
 * the detail page's HTML fetches with the app (build/page-preloads.ts) but runs only here,
 * after the page's frame has been drawn: its first render waits for nothing of zod.
 */
const reader = loadOnce(() =>
  import('./read-chosen-route.ts').then((module) => module.chosenRoute),
);

/** `chosenRoute()` once its check has loaded; suspends until then. */
export function useChosenRoute(): ChosenRoute | null {
  return (reader.value ?? use(reader.load()))();
}
