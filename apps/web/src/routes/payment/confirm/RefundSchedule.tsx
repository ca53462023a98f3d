import type { RefundStep } from '@peresadka/contracts/orders';
import styles from './Confirm.module.css';
import { scheduleLines } from './refund-schedule.ts';

/**
 * What returning every ticket of the order brings back, step by step from now, said before
 * payment so nobody pays without knowing. The steps end at instants, not on a station's clock,
 * so they are told in Moscow time.
 */
export function RefundSchedule({ schedule }: { schedule: readonly RefundStep[] }) {
  const lines = scheduleLines(schedule);
  if (lines.length === 0) return null;
  return (
    <section className={styles.schedule} aria-labelledby="refund-schedule">
      <h2 id="refund-schedule" className={styles.scheduleHeading}>
        Если планы изменятся
      </h2>
      <p>При возврате всех билетов заказа вернём:</p>
      <ul className={styles.scheduleSteps}>
        {lines.map((line, i) => (
          <li key={i}>
            {line.until === null
              ? lines.length === 1
                ? 'в любое время'
                : 'после'
              : `до ${line.until}`}{' '}
            — <strong className={styles.totalPrice}>{line.amount}</strong>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        Сроки указаны по московскому времени. Сервисный сбор при добровольном возврате не
        возвращается.
      </p>
    </section>
  );
}
