/** What the countdown says once the places are given back. */
export const HOLD_EXPIRED = 'Время брони истекло, места освобождены';

/**
 * Whole seconds until `expiresAt`, never below 0. The page's clock is already rounded down to
 * the second, so rounding down here too keeps a fresh 15-minute hold at «15:00», not «15:01».
 */
export function secondsLeft(expiresAt: string, nowMs: number): number {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - nowMs) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** «14:32»; a hold of an hour or more reads «1:02:03». */
export function formatCountdown(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** Minutes left at which a screen reader is told; in between it stays quiet. */
const MILESTONES = [
  { seconds: 60, text: 'До конца брони осталось меньше минуты' },
  { seconds: 5 * 60, text: 'До конца брони осталось меньше 5 минут' },
  { seconds: 10 * 60, text: 'До конца брони осталось меньше 10 минут' },
];

/**
 * The polite announcement for this many seconds left. It changes only when a milestone is
 * passed, so a live region holding it speaks a few times per hold instead of every second.
 */
export function holdAnnouncement(seconds: number): string {
  if (seconds === 0) return HOLD_EXPIRED;
  return MILESTONES.find((m) => seconds <= m.seconds)?.text ?? '';
}
