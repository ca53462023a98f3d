import { orderTransportLabels } from '@peresadka/contracts/enum-labels';
import { AppError } from '@peresadka/contracts/errors';
import { uiMessages } from '@peresadka/contracts/messages';
import type { ConfirmState } from '@peresadka/contracts/orders';
import { useDeferredValue } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LazyJourneyMap } from '../../../components/journey-map/LazyJourneyMap.tsx';
import { HoldCountdown } from '../../../components/hold-countdown/HoldCountdown.tsx';
import { OrderStatus } from '../../../components/order-status/OrderStatus.tsx';
import { OrderSteps } from '../../../components/order-steps/OrderSteps.tsx';
import { Page } from '../../../components/Page.tsx';
import { useOrder } from '../../../features/orders/api/get-order.ts';
import { TRIPS_ADDRESS } from '../../../features/orders/order-addresses.ts';
import { isUnpaid } from '../../../features/orders/payable.ts';
import { OrderSummary } from './OrderSummary.tsx';
import styles from './Confirm.module.css';
import { OrderRoutes } from './OrderRoutes.tsx';
import { PassengerCard } from './PassengerCard.tsx';

const HEADING = 'Проверка заказа';

/** The order of step 3, shown from the handed-over copy at once and kept as the server has it. */
export function ConfirmOrder({ orderId, initial }: { orderId: number; initial?: ConfirmState }) {
  const order = useOrder(orderId, initial);
  // The review renders in a transition as the order arrives: in slices that let the browser
  // respond between them, not in one long task. A handed-over copy shows at once.
  const shown = useDeferredValue(order.data);
  const { pathname, search } = useLocation();
  if (order.error instanceof AppError && order.error.status === 401) {
    return <Navigate to="/login" replace state={{ redirect: `${pathname}${search}` }} />;
  }
  if (!shown) {
    return (
      <Page heading={HEADING}>
        <OrderSteps current={3} />
        {order.isError ? (
          <p role="alert" className={styles.error}>
            {order.error instanceof AppError
              ? order.error.firstMessage()
              : uiMessages.errorTryLater}{' '}
            <Link to={TRIPS_ADDRESS}>Мои поездки</Link>
          </p>
        ) : (
          <EmptyState>Загружаем заказ…</EmptyState>
        )}
      </Page>
    );
  }
  return <OrderReview order={shown} onHoldExpired={() => void order.refetch()} />;
}

function OrderReview({ order, onHoldExpired }: { order: ConfirmState; onHoldExpired: () => void }) {
  return (
    <Page heading={HEADING}>
      <OrderSteps current={3} />
      <p className={styles.notice}>{uiMessages.checkEnteredData}</p>
      <p className={styles.orderLine}>
        Заказ № {order.order_id} ·{' '}
        {order.routes.some((route) => route.direction === 'back')
          ? 'Туда и обратно'
          : orderTransportLabels[order.transport_type]}{' '}
        · <OrderStatus status={order.status} />
      </p>
      {order.payment_note && <p className={styles.paymentNote}>{order.payment_note}</p>}
      {order.disruption && (
        <p className={styles.paymentNote}>
          {order.disruption}
          {/* A broken trip's tickets go back whole, fee included (the return rules' involuntary case). */}
          {order.status === 'PAID' &&
            ' Билеты можно вернуть полностью, со сбором сервиса, без удержаний — в «Моих поездках».'}
        </p>
      )}
      {isUnpaid(order.status) && order.hold_expires_at && (
        <HoldCountdown expiresAt={order.hold_expires_at} onExpire={onHoldExpired} />
      )}
      <div className={styles.layout}>
        <div>
          <section aria-labelledby="order-routes">
            <h2 id="order-routes">Маршрут</h2>
            {order.transport_type === 'combined' ? (
              <>
                <OrderRoutes routes={order.routes} transfers={order.transfers} combined />
                <section aria-label="Карта маршрута" className={styles.map}>
                  <LazyJourneyMap
                    rides={order.routes.map((r) => ({ ...r, mode: r.transport_type }))}
                  />
                </section>
              </>
            ) : (
              <OrderRoutes routes={order.routes} />
            )}
          </section>
          <section aria-labelledby="order-passengers">
            <h2 id="order-passengers">Пассажиры</h2>
            <div className={styles.passengers}>
              {order.customers.map((customer) => (
                <PassengerCard key={customer.passenger_id} order={order} customer={customer} />
              ))}
            </div>
          </section>
        </div>
        <OrderSummary order={order} />
      </div>
    </Page>
  );
}
