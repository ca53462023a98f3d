import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/**
 * A full collection now: before an engine is timed, so the garbage a feed's import left is not
 * collected while it runs, and before measuring what a process keeps resident.
 */
export const collectGarbage = (): void => gc();

/** The value of `run` and how long it took, in milliseconds. */
export function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

export async function timedAsync<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
}

/** Each query's times over the passes (given as [pass][query]), fastest first. */
export function byQuery(passes: readonly (readonly number[])[]): number[][] {
  return (passes[0] ?? []).map((_, i) => passes.map((times) => times[i]!).sort((x, y) => x - y));
}

export type Percentiles = { p50: number; p95: number; p99: number; mean: number; n: number };

/** Nearest-rank percentiles: with 200 samples p99 is the second slowest, not an interpolation. */
export function percentiles(samples: readonly number[]): Percentiles | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((x, y) => x - y);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return {
    p50: rank(0.5),
    p95: rank(0.95),
    p99: rank(0.99),
    mean: sorted.reduce((s, x) => s + x, 0) / sorted.length,
    n: sorted.length,
  };
}
