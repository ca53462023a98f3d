import { ZOrderTransportType, type OrderTransportType } from '@peresadka/contracts/enums';
import { ZOrderId } from '@peresadka/contracts/orders';

/** What «Мои поездки» hands the refund page besides the address: who travels, on which order. */
export type HandedTicket = {
  orderItemId: number;
  transportType: OrderTransportType;
  passengerName: string | null;
  orderId: number | null;
};

/**
 * The ticket «Мои поездки» handed over in the history state. History state outlives the page
 * (a restored tab), so it is checked like any stored value; the address stays the authority.
 */
export function handedTicketOf(state: unknown): HandedTicket | null {
  if (!state || typeof state !== 'object') return null;
  const fields = state as Record<string, unknown>;
  const item = ZOrderId.safeParse(fields.orderItemId);
  const type = ZOrderTransportType.safeParse(fields.transportType);
  if (!item.success || !type.success) return null;
  const order = ZOrderId.safeParse(fields.orderId);
  return {
    orderItemId: item.data,
    transportType: type.data,
    passengerName: typeof fields.passengerName === 'string' ? fields.passengerName : null,
    orderId: order.success ? order.data : null,
  };
}
