import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@peresadka/contracts/constants';
import { ChunkLoadError, lazyScreen } from './lazy-screen.ts';

const Screen = () => null;

describe('lazyScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the picked component to the router', async () => {
    const load = lazyScreen(
      async () => ({ Screen }),
      (m) => m.Screen,
    );
    await expect(load()).resolves.toEqual({ Component: Screen });
  });

  it('turns a failed download into a ChunkLoadError', async () => {
    const load = lazyScreen(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      (m: { Screen: typeof Screen }) => m.Screen,
    );
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('gives up after 120 s', async () => {
    vi.useFakeTimers();
    const load = lazyScreen(
      () => new Promise<{ Screen: typeof Screen }>(() => {}),
      (m) => m.Screen,
    );
    const result = load();
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
