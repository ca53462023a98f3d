import { Navigate, useLocation, useSearchParams } from 'react-router';
import { SessionGate } from '../../components/SessionGate.tsx';
import {
  refundAddress,
  refundTargetOf,
  TRIPS_ADDRESS,
} from '../../features/orders/order-addresses.ts';
import { handedTicketOf } from './refund/handed-ticket.ts';
import { refundHeading, RefundTicket } from './refund/RefundTicket.tsx';

/**
 * SPEC §2 refund form, opened from a passenger of «Мои поездки», or from a combined order to
 * return it whole. The address names the ticket (`?item=31&type=train`, `&scope=order` for the
 * whole order), so a reload keeps it; the history state only adds who travels.
 * Entered with the state alone, the page writes it into the address; with neither, there is
 * no ticket to return and the visitor goes back to the trips.
 */
export function RefundScreen() {
  const [search] = useSearchParams();
  const { state } = useLocation();
  const target = refundTargetOf(search);
  const handed = handedTicketOf(state);

  if (!target) {
    return handed ? (
      <Navigate
        to={refundAddress(handed.transportType, handed.orderItemId, handed.scope)}
        replace
        state={state}
      />
    ) : (
      <Navigate to={TRIPS_ADDRESS} replace />
    );
  }
  return (
    <SessionGate for="signed-in" heading={refundHeading(target.scope)}>
      <RefundTicket
        key={`${target.transportType}:${target.orderItemId}:${target.scope}:${target.way}`}
        orderItemId={target.orderItemId}
        transportType={target.transportType}
        scope={target.scope}
        way={target.way}
        handed={handed?.orderItemId === target.orderItemId ? handed : null}
      />
    </SessionGate>
  );
}
