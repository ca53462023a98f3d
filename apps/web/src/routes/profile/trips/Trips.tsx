import { AppError } from '@peresadka/contracts/errors';
import { uiMessages } from '@peresadka/contracts/messages';
import type { Order } from '@peresadka/contracts/orders';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useOrders } from '../../../features/orders/api/list-orders.ts';
import { arrangeTrips } from './arrange-trips.ts';
import { TripCard } from './TripCard.tsx';
import styles from './Trips.module.css';

/** «Мои поездки»: the user's orders, the trips ahead first, then «Прошедшие». */
export function Trips() {
  const orders = useOrders();
  if (orders.isPending) return <p role="status">Загружаем поездки…</p>;
  // SPEC §4: the profile stays; the orders that could not be read are said to be missing.
  if (orders.isError) {
    return (
      <div role="alert" className={styles.loadError}>
        <p>
          Не удалось загрузить ваши поездки:{' '}
          {orders.error instanceof AppError
            ? orders.error.firstMessage()
            : uiMessages.errorTryLater}
        </p>
        <button type="button" className={styles.action} onClick={() => void orders.refetch()}>
          Повторить
        </button>
      </div>
    );
  }
  if (orders.data.length === 0) return <EmptyState>{uiMessages.emptyList}</EmptyState>;
  // Split as of when the list was read: it is read again whenever the tab comes back.
  const { upcoming, past } = arrangeTrips(orders.data, orders.dataUpdatedAt);
  const refresh = () => void orders.refetch();
  return (
    <>
      <TripList heading="Предстоящие" orders={upcoming} onHoldExpired={refresh} />
      <TripList heading="Прошедшие" orders={past} onHoldExpired={refresh} />
    </>
  );
}

function TripList({
  heading,
  orders,
  onHoldExpired,
}: {
  heading: string;
  orders: Order[];
  onHoldExpired: () => void;
}) {
  if (orders.length === 0) return null;
  return (
    <section aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <ul className={styles.list}>
        {orders.map((order) => (
          <li key={order.order_id}>
            <TripCard order={order} onHoldExpired={onHoldExpired} />
          </li>
        ))}
      </ul>
    </section>
  );
}
