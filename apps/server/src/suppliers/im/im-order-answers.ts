import type { ImResponse } from '@peresadka/contracts/im/im-calls';
import { kopecksOfIm, type ImDateTime } from '@peresadka/contracts/im/im-values';
import type { BlankStatus } from '@peresadka/contracts/im/order-reservation';
import { kopecks } from '@peresadka/engine/units';
import type { ReturnQuote, SupplierOrder, SupplierTicket } from '../train-supplier.ts';

/** The order calls' answers read into the port's terms. */

/** The protocol's order times are on Moscow's clock (UTC+3 all year). */
export const moscowTime = (t: ImDateTime): Date => new Date(`${t}+03:00`);

/** «001» → «1»: the carrier pads place numbers; a lap child's is empty. */
const placeOf = (places: string): string | null => {
  const first = places.split(',')[0]?.trim() ?? '';
  const n = Number.parseInt(first, 10);
  return Number.isSafeInteger(n) && n > 0 ? String(n) : null;
};

const statusOf = (blank: BlankStatus): SupplierTicket['status'] => {
  switch (blank) {
    case 'NotConfirmed':
      return 'reserved';
    case 'Voided':
      return 'voided';
    case 'Returned':
    case 'PlacesReturned':
      return 'returned';
    default:
      return 'issued';
  }
};

/** A fresh reservation, as Create answers it: nothing issued yet. */
export function orderOfCreate(answer: ImResponse<'Order/V1/Reservation/Create'>): SupplierOrder {
  return {
    orderId: String(answer.OrderId),
    state: 'reserved',
    confirmTill: moscowTime(answer.ConfirmTill),
    items: answer.ReservationResults.map((item) => ({
      reference: item.AgentReferenceId ?? '',
      itemId: String(item.OrderItemId),
      carNumber: Number.parseInt(item.CarNumber, 10),
      voidTill: null,
      tickets: item.Passengers.map((p): SupplierTicket => {
        const blank = item.Blanks.find((b) => b.OrderItemBlankId === p.OrderItemBlankId);
        return {
          passenger: p.OrderCustomerReferenceIndex,
          customerId: String(p.OrderCustomerId),
          blankId: String(p.OrderItemBlankId),
          place: placeOf(p.Places),
          fare: kopecks(kopecksOfIm(p.Amount)),
          ticketPart: kopecks(kopecksOfIm(blank?.AdditionalPrice ?? 0)),
          number: blank?.Number ?? null,
          status: 'reserved',
        };
      }),
    })),
  };
}

/**
 * What the supplier knows of an order (OrderInfo): its purchase items with their blanks, and
 * the state of the whole as its items' operations say it. A passenger is the position of their
 * customer in the order, as Create numbered them.
 */
export function orderOfInfo(
  info: ImResponse<'Order/V1/Info/OrderInfo'>,
  voidTill: ReadonlyMap<string, Date> = new Map(),
): SupplierOrder {
  const passengerOf = new Map(info.OrderCustomers.map((c, i) => [c.OrderCustomerId, i + 1]));
  const purchases = info.OrderItems.filter((i) => i.OperationType === 'Purchase');
  const items = purchases.map((item) => ({
    reference: item.AgentReferenceId ?? '',
    itemId: String(item.OrderItemId),
    carNumber: Number.parseInt(item.CarNumber, 10),
    voidTill: voidTill.get(String(item.OrderItemId)) ?? null,
    tickets: item.OrderItemCustomers.map((c): SupplierTicket => {
      const blank = item.OrderItemBlanks.find((b) => b.OrderItemBlankId === c.OrderItemBlankId);
      return {
        passenger: passengerOf.get(c.OrderCustomerId) ?? 0,
        customerId: String(c.OrderCustomerId),
        blankId: String(c.OrderItemBlankId),
        place: placeOf(c.Places),
        fare: kopecks(kopecksOfIm(c.Amount)),
        ticketPart: kopecks(kopecksOfIm(blank?.AdditionalPrice ?? 0)),
        number: blank?.BlankNumber ?? null,
        status: blank ? statusOf(blank.BlankStatus) : 'reserved',
      };
    }),
  }));
  const detailed = purchases.map((i) => i.DetailedOperationStatus);
  const confirmed = purchases.some(
    (i) =>
      i.ConfirmDateTime !== null &&
      i.SimpleOperationStatus === 'Succeeded' &&
      i.DetailedOperationStatus !== 'Reserved',
  );
  const tickets = items.flatMap((i) => i.tickets);
  const state: SupplierOrder['state'] =
    detailed.some((d) => d === 'Voided') ||
    (tickets.length > 0 && tickets.every((t) => t.status === 'voided'))
      ? 'voided'
      : confirmed
        ? 'confirmed'
        : detailed.some((d) => d === 'Reserved' || d === 'Created' || d === 'InProcess')
          ? 'reserved'
          : 'cancelled';
  const limits = purchases.flatMap((i) =>
    i.ConfirmTimeLimit ? [moscowTime(i.ConfirmTimeLimit)] : [],
  );
  return {
    orderId: String(info.OrderId),
    state,
    confirmTill:
      limits.length > 0 ? new Date(Math.min(...limits.map((d) => d.getTime()))) : new Date(0),
    items,
  };
}

/**
 * When each confirmed item may still be voided, from Confirm's answer; an item that never may
 * says so with the protocol's least date ('1753-01-01T00:00:00') and is left out.
 */
export const voidTillOf = (answer: ImResponse<'Order/V1/Reservation/Confirm'>): Map<string, Date> =>
  new Map(
    answer.ConfirmResults.filter((r) => r.VoidTill >= '2000').map((r) => [
      String(r.OrderItemId),
      moscowTime(r.VoidTill),
    ]),
  );

/** A return's amounts, blank by blank (ReturnAmount and AutoReturn answer alike). */
export const returnOf = (answer: {
  ServiceReturnResponse: {
    Blanks: { PurchaseOrderItemBlankId: number; Amount: number; Penalty: number }[];
  };
}): ReturnQuote => ({
  kind: 'return',
  blanks: answer.ServiceReturnResponse.Blanks.map((b) => ({
    blankId: String(b.PurchaseOrderItemBlankId),
    amount: kopecks(kopecksOfIm(b.Amount)),
    penalty: kopecks(kopecksOfIm(b.Penalty)),
  })),
});

/**
 * What the supplier's record says of a return of these purchase blanks (OrderInfo): the
 * amounts of the return items that returned them, their whole fares if the sale was voided,
 * or null while they are still sold — for a return whose answer was lost, or repeated.
 */
export function returnOfInfo(
  info: ImResponse<'Order/V1/Info/OrderInfo'>,
  blankIds: readonly string[],
): ReturnQuote | null {
  const purchased = new Map(
    info.OrderItems.filter((i) => i.OperationType === 'Purchase').flatMap((i) =>
      i.OrderItemBlanks.map((b) => [String(b.OrderItemBlankId), b] as const),
    ),
  );
  if (blankIds.every((id) => purchased.get(id)?.BlankStatus === 'Voided')) {
    return { kind: 'void', until: null };
  }
  const returnedBy = new Map(
    info.OrderItems.filter(
      (i) => i.OperationType === 'Return' && i.SimpleOperationStatus === 'Succeeded',
    ).flatMap((i) =>
      i.OrderItemBlanks.map((b) => [String(b.PreviousOrderItemBlankId), b] as const),
    ),
  );
  if (!blankIds.every((id) => returnedBy.has(id))) return null;
  return {
    kind: 'return',
    blanks: blankIds.map((id) => {
      const amount = kopecksOfIm(returnedBy.get(id)!.Amount);
      const paid = kopecksOfIm(purchased.get(id)?.Amount ?? 0);
      return { blankId: id, amount: kopecks(amount), penalty: kopecks(Math.max(0, paid - amount)) };
    }),
  };
}
