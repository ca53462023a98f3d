import { orderStatusLabels } from '@peresadka/contracts/enum-labels';
import type { OrderStatus as Status } from '@peresadka/contracts/enums';
import styles from './OrderStatus.module.css';

/** An order's or a ticket's status as a coloured label; the colour only repeats the word. */
export function OrderStatus({ status }: { status: Status }) {
  return (
    <span className={styles.status} data-status={status}>
      {orderStatusLabels[status]}
    </span>
  );
}
