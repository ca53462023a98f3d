import { Navigate, useLocation, useSearchParams } from 'react-router';
import { SessionGate } from '../../components/SessionGate.tsx';
import {
  refundAddress,
  refundTargetOf,
  TRIPS_ADDRESS,
} from '../../features/orders/order-addresses.ts';
import { handedTicketOf } from './refund/handed-ticket.ts';
import { REFUND_HEADING, RefundTicket } from './refund/RefundTicket.tsx';

/**
 * SPEC §2 refund form, opened from a passenger of «Мои поездки». The address names the ticket
 * (`?item=31&type=train`), so a reload keeps it; the history state only adds who travels.
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
        to={refundAddress(handed.transportType, handed.orderItemId)}
        replace
        state={state}
      />
    ) : (
      <Navigate to={TRIPS_ADDRESS} replace />
    );
  }
  return (
    <SessionGate for="signed-in" heading={REFUND_HEADING}>
      <RefundTicket
        key={`${target.transportType}:${target.orderItemId}`}
        orderItemId={target.orderItemId}
        transportType={target.transportType}
        handed={handed?.orderItemId === target.orderItemId ? handed : null}
      />
    </SessionGate>
  );
}
