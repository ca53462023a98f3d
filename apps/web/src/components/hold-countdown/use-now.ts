import { useSyncExternalStore } from 'react';

/**
 * One clock for every countdown on the page: a single timer, which stops when the last
 * countdown unmounts. It polls four times a second so that the shown second never lags by
 * most of a second, yet readers re-render only when the second changes.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((l) => l()), 250);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const currentSecond = () => Math.floor(Date.now() / 1000);

/** Now, in milliseconds, rounded down to the whole second. */
export function useNowBySecond(): number {
  return useSyncExternalStore(subscribe, currentSecond, currentSecond) * 1000;
}
