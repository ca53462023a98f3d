import { ORDER_STEPS } from '@peresadka/contracts/constants';
import styles from './OrderSteps.module.css';

/** SPEC §1: the five steps of buying, in the order the traveller meets them. */
const STEP_NAMES = ['Маршрут', 'Данные пассажиров', 'Проверка', 'Оплата', 'Электронные билеты'];

/** The progress bar of the order flow; `current` counts from 1. */
export function OrderSteps({ current }: { current: number }) {
  return (
    <nav aria-label="Шаги оформления заказа" className={styles.steps}>
      <ol>
        {STEP_NAMES.slice(0, ORDER_STEPS).map((name, i) => {
          const step = i + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'next';
          return (
            <li
              key={name}
              className={styles[state]}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {step}
              </span>
              <span className={styles.name}>{name}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
