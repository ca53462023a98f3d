import type { RefundStep } from '@peresadka/contracts/orders';
import styles from './Confirm.module.css';
import { scheduleLines } from './refund-schedule.ts';

/**
 * What returning every ticket of the order brings back, step by step from now, said before
 * payment so nobody pays without knowing. The steps end at instants, not on a station's clock,
 * so they are told in Moscow time. A combined trip's legs each follow their own mode's rule, so
 * `legs` (their titles) has each step told leg by leg.
 */
export function RefundSchedule({
  schedule,
  legs = null,
}: {
  schedule: readonly RefundStep[];
  legs?: readonly string[] | null;
}) {
  const lines = scheduleLines(schedule, legs);
  if (lines.length === 0) return null;
  return (
    <section className={styles.schedule} aria-labelledby="refund-schedule">
      <h2 id="refund-schedule" className={styles.scheduleHeading}>
        Если планы изменятся
      </h2>
      <p>
        {legs
          ? 'При возврате всей поездки вернём (каждый участок — по правилам своего перевозчика):'
          : 'При возврате всех билетов заказа вернём:'}
      </p>
      <ul className={styles.scheduleSteps}>
        {lines.map((line, i) => (
          <li key={i}>
            {line.until === null
              ? lines.length === 1
                ? 'в любое время'
                : 'после'
              : `до ${line.until}`}{' '}
            — <strong className={styles.totalPrice}>{line.amount}</strong>
            {line.legs.length > 0 && (
              <ul className={styles.scheduleLegs}>
                {line.legs.map((leg, k) => (
                  <li key={k}>
                    {leg.title}: {leg.amount}
                  </li>
                ))}
              </ul>
            )}
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
