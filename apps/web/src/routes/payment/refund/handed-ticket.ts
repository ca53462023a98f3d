import { ZOrderTransportType, type OrderTransportType } from '@peresadka/contracts/enums';
import { ZOrderId } from '@peresadka/contracts/orders';
import type { RefundScope } from '../../../features/orders/order-addresses.ts';

/** What «Мои поездки» hands the refund page besides the address: who travels, on which order. */
export type HandedTicket = {
  orderItemId: number;
  transportType: OrderTransportType;
  /** Absent: the type's own default (a combined trip is returned whole). */
  scope: RefundScope | undefined;
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
    scope: fields.scope === 'order' || fields.scope === 'passenger' ? fields.scope : undefined,
    passengerName: typeof fields.passengerName === 'string' ? fields.passengerName : null,
    orderId: order.success ? order.data : null,
  };
}
