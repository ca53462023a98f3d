import type { Order } from '@peresadka/contracts/orders';
import { formatRubles, moscowDateTime } from '../../../lib/format.ts';
import styles from './Trips.module.css';

/**
 * An order's money as its bank statement will show it: what was paid and when, and each refund —
 * when it was asked and whether the card has it yet. Times on Moscow's clock, as the bank's.
 */
export function OrderMoney({ order }: { order: Order }) {
  if (order.paid_at === null && order.refunds.length === 0) return null;
  return (
    <ul className={styles.money} aria-label="Оплата и возвраты">
      {order.paid_at !== null && (
        <li>
          Оплачено {formatRubles(order.price)} · {moscowDateTime(order.paid_at)} МСК
        </li>
      )}
      {order.refunds.map((refund, i) => (
        <li key={i}>
          Возвращено {formatRubles(refund.amount)} · {moscowDateTime(refund.created_at)} МСК ·{' '}
          {refund.done ? 'зачислено банку' : 'в пути, обычно 1–3 рабочих дня'}
        </li>
      ))}
    </ul>
  );
}
