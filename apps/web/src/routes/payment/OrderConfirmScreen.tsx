import { isOrderTransportType } from '@peresadka/contracts/enum-labels';
import type { OrderTransportType } from '@peresadka/contracts/enums';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmOrder } from './confirm/ConfirmOrder.tsx';
import { orderIdOf } from '../../features/orders/order-addresses.ts';
import { useHandedOverOrder } from './confirm/use-handed-over-order.ts';
import { canGoBack } from './confirm/history.ts';

/**
 * SPEC §2 step 3: the order the creation page has just made. It arrives in the history state
 * and its id in the address (`?order=17`), so a reload or a link from «Мои поездки» reads it
 * from the server; with neither there is no order to check.
 */
export function OrderConfirmScreen() {
  const { type } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const handedOver = useHandedOverOrder(location.state);
  const orderId = orderIdOf(search.get('order')) ?? handedOver?.order_id ?? null;

  if (!isOrderTransportType(type)) return <Navigate to="/results" replace />;
  if (orderId === null) return <NoOrder type={type} />;
  return (
    <ConfirmOrder
      key={orderId}
      orderId={orderId}
      initial={handedOver?.order_id === orderId ? handedOver : undefined}
    />
  );
}

/** SPEC §2: without an order go to the results; a train order goes back one page instead. */
function NoOrder({ type }: { type: OrderTransportType }) {
  const navigate = useNavigate();
  const back = type === 'train' && canGoBack();
  // Going back is asynchronous: a second run of the effect (StrictMode) would go back twice.
  const wentBack = useRef(false);
  useEffect(() => {
    if (!back || wentBack.current) return;
    wentBack.current = true;
    void navigate(-1);
  }, [back, navigate]);
  return back ? null : <Navigate to="/results" replace />;
}
