import { AppError } from '@peresadka/contracts/errors';
import { uiMessages } from '@peresadka/contracts/messages';
import type { Order, OrderPassenger, OrderRoute } from '@peresadka/contracts/orders';
import { useId } from 'react';
import { Link } from 'react-router';
import { HoldCountdown } from '../../../components/hold-countdown/HoldCountdown.tsx';
import { OrderStatus } from '../../../components/order-status/OrderStatus.tsx';
import { useCancelOrder } from '../../../features/orders/api/cancel-order.ts';
import { useDownloadTicket } from '../../../features/orders/api/get-ticket-blank.ts';
import { confirmAddress, refundAddress } from '../../../features/orders/order-addresses.ts';
import { isUnpaid, usePayable } from '../../../features/orders/payable.ts';
import { formatRubles, mskLabel, wallClock, wallDate } from '../../../lib/format.ts';
import { categoryLabel } from '../../../lib/passenger-category.ts';
import { forPassengers } from '../../../lib/plural.ts';
import styles from './Trips.module.css';

const messageOf = (error: unknown) =>
  error instanceof AppError ? error.firstMessage() : uiMessages.errorTryLater;

/** One order of «Мои поездки»: its rides, passengers and places, and what can be done now. */
export function TripCard({ order, onHoldExpired }: { order: Order; onHoldExpired: () => void }) {
  const heading = useId();
  return (
    <article className={styles.trip} aria-labelledby={heading}>
      <header className={styles.head}>
        <h3 id={heading} className={styles.title}>
          {order.transport_type} · заказ № {order.order_id}
        </h3>
        <OrderStatus status={order.status} />
        <span className={styles.price}>
          {formatRubles(order.price)}
          <span className={styles.muted}> {forPassengers(order.passengers_quantity)}</span>
        </span>
      </header>
      <ol className={styles.rides}>
        {order.routes.map((route, i) => (
          <Ride key={i} route={route} train={order.en_transport_type === 'train'} />
        ))}
      </ol>
      <ul className={styles.passengers} aria-label="Пассажиры">
        {order.passengers_data.map((passenger) => (
          <Passenger key={passenger.order_id} order={order} passenger={passenger} />
        ))}
      </ul>
      {order.payment_note && <p className={styles.note}>{order.payment_note}</p>}
      {isUnpaid(order.status) && order.hold_expires_at && (
        <HoldCountdown expiresAt={order.hold_expires_at} onExpire={onHoldExpired} />
      )}
      {isUnpaid(order.status) && <UnpaidActions order={order} />}
      {/* Partly returned orders stay PAID: the tickets still standing can be had. */}
      {order.status === 'PAID' && <PaidActions order={order} />}
    </article>
  );
}

/** A ride on its stations' clocks; the arrival's date is said only when it differs. */
function Ride({ route, train }: { route: OrderRoute; train: boolean }) {
  const sameDay = route.departure_time.slice(0, 10) === route.arrival_time.slice(0, 10);
  return (
    <li>
      <strong>
        {train ? 'Поезд' : 'Рейс'} {route.flight_number}
      </strong>{' '}
      {route.origin_name} → {route.destination_name}
      <br />
      <time dateTime={route.departure_time}>
        {wallDate(route.departure_time)}, {wallClock(route.departure_time)}
      </time>{' '}
      <span className={styles.muted}>{mskLabel(route.departure_time)}</span> →{' '}
      <time dateTime={route.arrival_time}>
        {!sameDay && `${wallDate(route.arrival_time)}, `}
        {wallClock(route.arrival_time)}
      </time>{' '}
      <span className={styles.muted}>{mskLabel(route.arrival_time)}</span>
    </li>
  );
}

/** A paid order's tickets are each the passenger's own: each says whether it still stands. */
const ticketed = (status: Order['status']) => status === 'PAID' || status === 'RETURNED';

function Passenger({ order, passenger }: { order: Order; passenger: OrderPassenger }) {
  return (
    <li className={styles.passenger}>
      <span>
        <strong>{passenger.passenger_name}</strong>{' '}
        <span className={styles.muted}>
          · {categoryLabel(order.en_transport_type, passenger.category)}
          {passenger.places.length > 0 && ` · ${passenger.places.join('; ')}`}
        </span>{' '}
        {(ticketed(order.status) || passenger.status !== order.status) && (
          <OrderStatus status={passenger.status} />
        )}
      </span>
      {order.status === 'PAID' && passenger.status === 'PAID' && (
        <Link
          to={refundAddress(order.en_transport_type, passenger.order_id)}
          // The address names the ticket; the state only spares the refund page a lookup.
          state={{
            orderItemId: passenger.order_id,
            transportType: order.en_transport_type,
            passengerName: passenger.passenger_name,
            orderId: order.order_id,
          }}
          className={styles.action}
          aria-label={`Вернуть билет: ${passenger.passenger_name}`}
        >
          Вернуть билет
        </Link>
      )}
    </li>
  );
}

function UnpaidActions({ order }: { order: Order }) {
  const cancel = useCancelOrder();
  const payable = usePayable(order);
  return (
    <div className={styles.actions}>
      {payable && (
        <Link
          to={confirmAddress(order.en_transport_type, order.order_id)}
          className={`button ${styles.pay}`}
        >
          Оплатить
        </Link>
      )}
      <button
        type="button"
        className={styles.cancel}
        disabled={cancel.isPending}
        onClick={() => cancel.mutate(order.order_id)}
      >
        {cancel.isPending ? 'Отменяем заказ…' : 'Отменить заказ'}
      </button>
      {cancel.isError && (
        <p role="alert" className={styles.error}>
          {messageOf(cancel.error)}
        </p>
      )}
    </div>
  );
}

function PaidActions({ order }: { order: Order }) {
  const download = useDownloadTicket();
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`button ${styles.pay}`}
        disabled={download.isPending}
        onClick={() => download.mutate(order.order_id)}
      >
        {download.isPending ? 'Готовим билеты…' : 'Скачать билеты'}
      </button>
      {download.isError && (
        <p role="alert" className={styles.error}>
          {messageOf(download.error)}
        </p>
      )}
    </div>
  );
}
