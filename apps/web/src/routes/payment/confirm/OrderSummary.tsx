import type { ConfirmState } from '@peresadka/contracts/orders';
import { Link, useNavigate } from 'react-router';
import { OrderStatus } from '../../../components/order-status/OrderStatus.tsx';
import { useCancelOrder } from '../../../features/orders/api/cancel-order.ts';
import { PayButton } from '../../../features/orders/components/PayButton.tsx';
import { TRIPS_ADDRESS } from '../../../features/orders/order-addresses.ts';
import { isUnpaid, usePayable } from '../../../features/orders/payable.ts';
import { legTitle } from '../../../features/orders/route-titles.ts';
import { formatRubles } from '../../../lib/format.ts';
import { forPassengers } from '../../../lib/plural.ts';
import styles from './Confirm.module.css';
import { legTotals } from './confirm-order.ts';
import { canGoBack } from './history.ts';
import { RefundSchedule } from './RefundSchedule.tsx';

/** The total for everyone and what can be done with the order now. */
export function OrderSummary({ order }: { order: ConfirmState }) {
  return (
    <aside className={styles.summary} aria-labelledby="order-total">
      {order.transport_type === 'combined' && (
        <ul className={styles.legTotals} aria-label="Стоимость по участкам">
          {legTotals(order).map(({ route, price }, i) => (
            <li key={i}>
              <span>{legTitle(route)}:</span>{' '}
              <strong className={styles.totalPrice}>{formatRubles(price)}</strong>
            </li>
          ))}
        </ul>
      )}
      <p id="order-total" className={styles.total}>
        Итого {forPassengers(order.customers.length)}:{' '}
        <strong className={styles.totalPrice}>{formatRubles(order.price)}</strong>
      </p>
      <p className={styles.muted}>
        в том числе сервисный сбор {formatRubles(order.service_charge)}
      </p>
      {isUnpaid(order.status) ? (
        <>
          <RefundSchedule
            schedule={order.refund_schedule}
            legs={order.transport_type === 'combined' ? order.routes.map(legTitle) : null}
          />
          <Actions order={order} />
        </>
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
  const payable = usePayable(order);
  const declined = order.status === 'NOT_PAID';

  // SPEC §4: back to the order form whether or not the cancel went through, so the traveller
  // can choose the same places again.
  const leave = () =>
    void (canGoBack() ? navigate(-1) : navigate(TRIPS_ADDRESS, { replace: true }));

  return (
    <div className={styles.actions}>
      {/* The bank declined the last try; the places are still held, so it may be tried again. */}
      {declined && (
        <p className={styles.error}>
          <OrderStatus status={order.status} />: оплатите ещё раз, пока места забронированы
        </p>
      )}
      <PayButton
        orderId={order.order_id}
        label={declined ? 'Оплатить ещё раз' : 'Перейти к оплате'}
        disabled={!payable}
        className={styles.pay}
      />
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
