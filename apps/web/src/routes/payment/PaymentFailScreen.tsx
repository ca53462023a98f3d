import { paymentMessages } from '@peresadka/contracts/payments';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { orderIdOf } from '../../features/orders/order-addresses.ts';
import { FailedOrder, LeaveLinks } from './fail/FailedOrder.tsx';
import styles from './outcome.module.css';

/**
 * SPEC §2 payment failure. The return page sends a declined payment here with its order
 * (`?order=17`): while the places are held, it may be paid again at once.
 */
export function PaymentFailScreen() {
  const [search] = useSearchParams();
  const orderId = orderIdOf(search.get('order'));
  return (
    <Page heading="Оплата не прошла">
      <p role="alert" className={styles.message} data-tone="danger">
        {paymentMessages.failed}
      </p>
      {orderId === null ? <LeaveLinks /> : <FailedOrder key={orderId} orderId={orderId} />}
    </Page>
  );
}
