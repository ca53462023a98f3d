import type { ImPartner } from './auth.ts';
import { blankPdf } from './blank-pdf.ts';
import type { ImCalls } from './im-calls.ts';
import { balances, orderInfo, orderList } from './order-info.ts';
import type { OrderRecord } from './orders.ts';
import { createReservation, prolongReservation } from './reservation.ts';
import { autoReturn, returnAmount } from './returns.ts';
import { cancel, confirm, voidOrder } from './sale.ts';
import type { World } from './world.ts';

/** Order/V1/Reservation/*, Order/V1/Info/* and Partner/V1/Info/Balances. */
export function orderRoutes(calls: ImCalls, world: World): void {
  /** Only the partner's own order is held: another's is unknown to it (43). */
  const own = (order: OrderRecord | undefined, partner: ImPartner) =>
    order?.partner === partner.login ? order.orderId : undefined;
  const byId = (request: { OrderId: number }, partner: ImPartner) =>
    own(world.orders.get(request.OrderId), partner);

  calls.define('Order/V1/Reservation/Create', {
    run: (request, { partner, faults }) =>
      createReservation(world, partner.login, partner.pos, request, faults),
  });
  calls.define('Order/V1/Reservation/ProlongReservation', {
    orderOf: byId,
    run: (request, { partner }) => prolongReservation(world, partner.login, request),
  });
  calls.define('Order/V1/Reservation/Confirm', {
    orderOf: byId,
    run: (request, { partner, faults }) => confirm(world, partner.login, request, faults),
  });
  calls.define('Order/V1/Reservation/Cancel', {
    orderOf: byId,
    run: (request, { partner }) => cancel(world, partner.login, request),
  });
  calls.define('Order/V1/Reservation/Void', {
    orderOf: byId,
    run: (request, { partner }) => voidOrder(world, partner.login, request),
  });
  calls.define('Order/V1/Reservation/Blank', {
    run: (request, { partner }) => blankPdf(world, partner.login, request),
  });
  calls.define('Order/V1/Reservation/ReturnAmount', {
    run: (request, { partner }) => returnAmount(world, partner.login, request),
  });
  calls.define('Order/V1/Reservation/AutoReturn', {
    // A return names the purchase item: it is its order that is held.
    orderOf: (request, partner) =>
      own(world.orders.orderOfItem(request.ServiceAutoReturnRequest.OrderItemId), partner),
    run: (request, { partner }) => autoReturn(world, partner.login, request),
  });
  calls.define('Order/V1/Info/OrderInfo', {
    run: (request, { partner }) => orderInfo(world, partner.login, request),
  });
  calls.define('Order/V1/Info/OrderList', {
    run: (request, { partner }) => orderList(world, partner.login, request),
  });
  calls.define('Partner/V1/Info/Balances', {
    run: (_request, { partner }) => balances(world, partner.login),
  });
}
