import { secondsLeft } from './hold-time.ts';
import { useNowBySecond } from './use-now.ts';

/** Seconds left of a hold, updated every second; null when nothing is held. */
export function useHoldSecondsLeft(expiresAt: string | null): number | null {
  const now = useNowBySecond();
  return expiresAt === null ? null : secondsLeft(expiresAt, now);
}
