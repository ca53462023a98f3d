import { paymentDeclineOf } from '@peresadka/contracts/payment-declines';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { orderIdOf } from '../../features/orders/order-addresses.ts';
import { FailedOrder, LeaveLinks } from './fail/FailedOrder.tsx';
import styles from './outcome.module.css';

/**
 * SPEC §2 payment failure. The return page sends a declined payment here with its order and
 * the provider's reason (`?order=17&reason=insufficient_funds&party=payment_network`): the
 * page says why and what to do, and while the places are held it may be paid again at once.
 */
export function PaymentFailScreen() {
  const [search] = useSearchParams();
  const orderId = orderIdOf(search.get('order'));
  const decline = paymentDeclineOf(search.get('reason'), search.get('party'));
  return (
    <Page heading="Оплата не прошла">
      <p role="alert" className={styles.message} data-tone="danger">
        {decline.why}
      </p>
      <p>{decline.next}</p>
      {orderId === null ? <LeaveLinks /> : <FailedOrder key={orderId} orderId={orderId} />}
    </Page>
  );
}
