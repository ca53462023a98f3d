import { tripDirectionLabels } from '@peresadka/contracts/enum-labels';
import type { TripDirection } from '@peresadka/contracts/enums';
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
import { legTitle, routeTitle } from '../../../features/orders/route-titles.ts';
import { isUnpaid, usePayable } from '../../../features/orders/payable.ts';
import { formatRubles, mskLabel, wallClock, wallDate } from '../../../lib/format.ts';
import { OrderMoney } from './OrderMoney.tsx';
import { categoryLabel } from '../../../lib/passenger-category.ts';
import { forPassengers } from '../../../lib/plural.ts';
import { DisruptionNotice } from './DisruptionNotice.tsx';
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
          <Ride
            key={i}
            route={route}
            combined={order.en_transport_type === 'combined'}
            way={isRoundTrip(order) ? (route.direction ?? 'there') : undefined}
          />
        ))}
      </ol>
      <ul className={styles.passengers} aria-label="Пассажиры">
        {order.passengers_data.map((passenger) => (
          <Passenger key={passenger.order_id} order={order} passenger={passenger} />
        ))}
      </ul>
      <OrderMoney order={order} />
      {order.payment_note && <p className={styles.note}>{order.payment_note}</p>}
      {order.disruption && <DisruptionNotice order={order} />}
      {isUnpaid(order.status) && order.hold_expires_at && (
        <HoldCountdown expiresAt={order.hold_expires_at} onExpire={onHoldExpired} />
      )}
      {isUnpaid(order.status) && <UnpaidActions order={order} />}
      {/* Partly returned orders stay PAID: the tickets still standing can be had. */}
      {order.status === 'PAID' && <PaidActions order={order} />}
    </article>
  );
}

/**
 * A ride on its stations' clocks; the arrival's date is said only when it differs. A combined
 * trip's legs each say their mode.
 */
function Ride({
  route,
  combined,
  way,
}: {
  route: OrderRoute;
  combined: boolean;
  /** A round trip's ride says its way. */
  way: TripDirection | undefined;
}) {
  const sameDay = route.departure_time.slice(0, 10) === route.arrival_time.slice(0, 10);
  return (
    <li data-mode={route.transport_type}>
      {way && <span className={styles.way}>{tripDirectionLabels[way]} · </span>}
      <strong>{combined ? legTitle(route) : routeTitle(route)}</strong> {route.origin_name} →{' '}
      {route.destination_name}
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

/** An order with a way back (a round trip): its rides say their way, each returned apart. */
const isRoundTrip = (order: Order) => order.routes.some((route) => route.direction === 'back');

const WAYS: readonly TripDirection[] = ['there', 'back'];

/** The ways on which some paid passenger still holds a ticket. */
const waysLeft = (order: Order): Set<TripDirection> =>
  new Set(
    order.routes.flatMap((route, i) =>
      order.passengers_data.some((p) => p.status === 'PAID' && !p.returned[i])
        ? [route.direction ?? 'there']
        : [],
    ),
  );

/** A paid order's tickets are each the passenger's own: each says whether it still stands. */
const ticketed = (status: Order['status']) => status === 'PAID' || status === 'RETURNED';

/** Whether any of the passenger's rides still holds a ticket to give back. */
const holdsTicket = (passenger: OrderPassenger) =>
  passenger.status === 'PAID' && !passenger.returned.every(Boolean);

function Passenger({ order, passenger }: { order: Order; passenger: OrderPassenger }) {
  const combined = order.en_transport_type === 'combined';
  return (
    <li className={styles.passenger}>
      <div>
        <strong>{passenger.passenger_name}</strong>{' '}
        <span className={styles.muted}>
          · {categoryLabel(order.en_transport_type, passenger.category)}
          {!combined && passenger.places.length > 0 && ` · ${passenger.places.join('; ')}`}
        </span>{' '}
        {(ticketed(order.status) || passenger.status !== order.status) && (
          <OrderStatus status={passenger.status} />
        )}
        {combined && <LegPlaces order={order} passenger={passenger} />}
      </div>
      {order.status === 'PAID' && holdsTicket(passenger) && (
        <Link
          to={refundAddress(order.en_transport_type, passenger.order_id, 'passenger')}
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

/** A combined trip's passenger, leg by leg: where they sit, and which legs went back. */
function LegPlaces({ order, passenger }: { order: Order; passenger: OrderPassenger }) {
  return (
    <ul className={styles.legPlaces} aria-label={`Места: ${passenger.passenger_name}`}>
      {order.routes.map((route, i) => (
        <li key={i} data-mode={route.transport_type}>
          {isRoundTrip(order) && `${tripDirectionLabels[route.direction ?? 'there']} · `}
          {legTitle(route)}: {passenger.places[i] ?? 'место не назначено'}
          {passenger.returned[i] && <strong className={styles.returned}> · возвращён</strong>}
        </li>
      ))}
    </ul>
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
  // A combined trip is returned whole on one passenger's ticket: theirs is the document asked.
  const named =
    order.en_transport_type === 'combined' ? order.passengers_data.find(holdsTicket) : undefined;
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
      {named &&
        isRoundTrip(order) &&
        WAYS.filter((way) => waysLeft(order).has(way)).map((way) => (
          <Link
            key={way}
            to={refundAddress('combined', named.order_id, 'order', way)}
            state={{
              orderItemId: named.order_id,
              transportType: 'combined',
              scope: 'order',
              passengerName: named.passenger_name,
              orderId: order.order_id,
            }}
            className={styles.action}
          >
            Вернуть «{tripDirectionLabels[way]}»
          </Link>
        ))}
      {named && !isRoundTrip(order) && (
        <Link
          to={refundAddress('combined', named.order_id, 'order')}
          state={{
            orderItemId: named.order_id,
            transportType: 'combined',
            scope: 'order',
            passengerName: named.passenger_name,
            orderId: order.order_id,
          }}
          className={styles.action}
        >
          Вернуть поездку
        </Link>
      )}
      {download.isError && (
        <p role="alert" className={styles.error}>
          {messageOf(download.error)}
        </p>
      )}
    </div>
  );
}
