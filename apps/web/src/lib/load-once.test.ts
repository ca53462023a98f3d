import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('loads on first need only, once, and then holds the value', async () => {
    const load = vi.fn(() => Promise.resolve('проверка'));
    const check = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    expect(check.value).toBeUndefined();
    const first = check.load();
    expect(check.load()).toBe(first);
    expect(await first).toBe('проверка');
    expect(check.value).toBe('проверка');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failure to load on to whoever waits, and holds no value', async () => {
    const check = loadOnce(() => Promise.reject(new Error('Failed to fetch')));
    await expect(check.load()).rejects.toThrow('Failed to fetch');
    expect(check.value).toBeUndefined();
  });
});
