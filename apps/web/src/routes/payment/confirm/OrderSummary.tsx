import type { ConfirmState } from '@peresadka/contracts/orders';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useHoldSecondsLeft } from '../../../components/hold-countdown/use-hold.ts';
import { OrderStatus } from '../../../components/order-status/OrderStatus.tsx';
import { useCancelOrder } from '../../../features/orders/api/cancel-order.ts';
import { formatRubles } from '../../../lib/format.ts';
import { forPassengers } from '../../../lib/plural.ts';
import styles from './Confirm.module.css';
import { TRIPS_ADDRESS } from './confirm-order.ts';
import { canGoBack } from './history.ts';

/** The total for everyone and what can be done with the order now. */
export function OrderSummary({ order }: { order: ConfirmState }) {
  return (
    <aside className={styles.summary} aria-labelledby="order-total">
      <p id="order-total" className={styles.total}>
        Итого {forPassengers(order.customers.length)}:{' '}
        <strong className={styles.totalPrice}>{formatRubles(order.price)}</strong>
      </p>
      <p className={styles.muted}>
        в том числе сервисный сбор {formatRubles(order.service_charge)}
      </p>
      {order.status === 'WAITING' ? (
        <Actions order={order} />
      ) : (
        <p>
          Статус заказа: <OrderStatus status={order.status} />.{' '}
          <Link to={TRIPS_ADDRESS}>Мои поездки</Link>
        </p>
      )}
    </aside>
  );
}

function Actions({ order }: { order: ConfirmState }) {
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const expired = useHoldSecondsLeft(order.hold_expires_at) === 0;
  const [paymentAsked, setPaymentAsked] = useState(false);

  // SPEC §4: back to the order form whether or not the cancel went through, so the traveller
  // can choose the same places again.
  const leave = () =>
    void (canGoBack() ? navigate(-1) : navigate(TRIPS_ADDRESS, { replace: true }));

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`button ${styles.pay}`}
        disabled={expired}
        onClick={() => setPaymentAsked(true)}
      >
        Перейти к оплате
      </button>
      <p role="status">
        {paymentAsked && (
          <>
            Оплата пока не подключена: заказ ждёт оплаты в{' '}
            <Link to={TRIPS_ADDRESS}>«Мои поездки»</Link> до окончания брони
          </>
        )}
      </p>
      <button
        type="button"
        className={styles.cancel}
        disabled={cancel.isPending}
        onClick={() => cancel.mutate(order.order_id, { onSettled: leave })}
      >
        {cancel.isPending ? 'Отменяем заказ…' : 'Отменить заказ'}
      </button>
    </div>
  );
}
