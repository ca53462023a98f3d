import { useEffect, useEffectEvent } from 'react';
import { formatCountdown, holdAnnouncement } from './hold-time.ts';
import styles from './HoldCountdown.module.css';
import { useHoldSecondsLeft } from './use-hold.ts';

/**
 * «Места забронированы ещё 14:32» until the hold of an unpaid order ends. The ticking clock is
 * a timer, which screen readers do not read out; a polite live region beside it speaks only at
 * a few milestones and at the end. `onExpire` runs once when the time is up, so the screen can
 * read the order again.
 */
export function HoldCountdown({
  expiresAt,
  onExpire,
}: {
  expiresAt: string;
  onExpire?: () => void;
}) {
  const seconds = useHoldSecondsLeft(expiresAt) ?? 0;
  const expired = seconds === 0;
  const expire = useEffectEvent(() => onExpire?.());
  useEffect(() => {
    if (expired) expire();
  }, [expired]);

  return (
    <div className={styles.hold} data-expired={expired}>
      {!expired && (
        <p role="timer" aria-atomic="true" className={styles.timer}>
          Места забронированы ещё{' '}
          <time dateTime={`PT${seconds}S`} className={styles.clock}>
            {formatCountdown(seconds)}
          </time>
        </p>
      )}
      <p role="status" className={expired ? styles.expired : 'visually-hidden'}>
        {holdAnnouncement(seconds)}
      </p>
    </div>
  );
}
