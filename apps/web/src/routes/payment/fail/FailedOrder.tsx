import type { ConfirmState } from '@peresadka/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HoldCountdown } from '../../../components/hold-countdown/HoldCountdown.tsx';
import { OrderStatus } from '../../../components/order-status/OrderStatus.tsx';
import { getOrderQueryOptions } from '../../../features/orders/api/get-order.ts';
import { PayButton } from '../../../features/orders/components/PayButton.tsx';
import { confirmAddress, TRIPS_ADDRESS } from '../../../features/orders/order-addresses.ts';
import { isUnpaid, usePayable } from '../../../features/orders/payable.ts';
import styles from '../outcome.module.css';

/** The declined order: paid again from here while its places are held, else left behind. */
export function FailedOrder({ orderId }: { orderId: number }) {
  const order = useQuery(getOrderQueryOptions(orderId));
  if (order.isPending) return <p className={styles.muted}>Загружаем заказ…</p>;
  // An order that cannot be read (another account's, or no session) offers nothing to retry.
  if (order.isError) return <LeaveLinks />;
  return <Retry order={order.data} onHoldExpired={() => void order.refetch()} />;
}

function Retry({ order, onHoldExpired }: { order: ConfirmState; onHoldExpired: () => void }) {
  const payable = usePayable(order);
  if (!isUnpaid(order.status)) return <LeaveLinks />;
  return (
    <>
      <p>
        Заказ № {order.order_id} · <OrderStatus status={order.status} />
      </p>
      {order.hold_expires_at && (
        <HoldCountdown expiresAt={order.hold_expires_at} onExpire={onHoldExpired} />
      )}
      {payable ? (
        <div className={styles.actions}>
          <PayButton orderId={order.order_id} label="Оплатить ещё раз" className={styles.primary} />
          <Link
            to={confirmAddress(order.transport_type, order.order_id)}
            className={styles.secondary}
          >
            Вернуться к заказу
          </Link>
        </div>
      ) : (
        <LeaveLinks />
      )}
    </>
  );
}

/** Nothing left to pay: the way home, or to the orders. */
export function LeaveLinks() {
  return (
    <div className={styles.actions}>
      <Link to="/" className="button">
        На главную
      </Link>
      <Link to={TRIPS_ADDRESS} className={styles.secondary}>
        Мои поездки
      </Link>
    </div>
  );
}
