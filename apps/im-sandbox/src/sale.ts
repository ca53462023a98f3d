import { IM_ERRORS } from '@peresadka/contracts/im/im-values';
import type {
  CancelRequest,
  ConfirmRequest,
  ConfirmResponse,
  VoidRequest,
} from '@peresadka/contracts/im/order-reservation';
import type { CallFaults } from './faults.ts';
import { confirmationExpired, orderNotFound, refusal } from './im-error.ts';
import { confirmAnswer } from './order-answers.ts';
import {
  isStanding,
  orderAmount,
  orphanedLapChildren,
  ownOrder,
  phaseOf,
  type OrderRecord,
} from './orders.ts';
import type { World } from './world.ts';

/**
 * The sale itself: Confirm turns a reservation in time into tickets paid from the partner's
 * balance, Cancel drops a reservation, Void undoes a sale before VoidTill with all the money
 * back. Each answers a repeat of itself as it answered the first time.
 */

/** The carrier's ticket number: 14 digits, unique as the blank's id is. */
const blankNumber = (blankId: number) => `7${String(blankId).padStart(13, '0')}`;

export function confirm(
  world: World,
  partner: string,
  request: ConfirmRequest,
  faults: Pick<CallFaults, 'refuseConfirm' | 'shortBalance'>,
): ConfirmResponse {
  const now = world.now();
  const order = ownOrder(world.orders, partner, request.OrderId);
  if (order.state === 'Confirmed') return confirmAnswer(order);
  if (faults.refuseConfirm) {
    throw refusal(
      IM_ERRORS.rejected,
      'Отказ АСУ «Экспресс»: перевозчик отклонил операцию, попробуйте позже',
    );
  }
  const phase = phaseOf(order, now);
  if (phase === 'Lapsed') throw confirmationExpired();
  if (phase !== 'Reserved') throw refusal(IM_ERRORS.wrongOrderState, 'Бронирование отменено');
  const amount = orderAmount(order);
  const balance = world.orders.balance(partner);
  if (faults.shortBalance || balance < amount) {
    throw refusal(IM_ERRORS.insufficientBalance, 'Недостаточно средств на балансе');
  }
  const next: OrderRecord = {
    ...structuredClone(order),
    state: 'Confirmed',
    confirmedAt: now,
    voidTill: now + world.voidMs,
  };
  for (const blank of next.items.flatMap((item) => item.blanks)) {
    blank.number = blankNumber(blank.blankId);
  }
  world.orders.commit(next, balance - amount);
  return confirmAnswer(next);
}

/** The items a Cancel or Void names must be the order's own (Cancel drops the whole order). */
function checkItems(order: OrderRecord, itemIds: number[] | null): void {
  const unknown = itemIds?.find((id) => !order.items.some((item) => item.itemId === id));
  if (unknown !== undefined) throw orderNotFound(unknown);
}

export function cancel(
  world: World,
  partner: string,
  request: CancelRequest,
): Record<string, never> {
  const now = world.now();
  const order = ownOrder(world.orders, partner, request.OrderId);
  checkItems(order, request.OrderItemIds);
  const phase = phaseOf(order, now);
  if (phase === 'Confirmed' || phase === 'Voided') {
    throw refusal(
      IM_ERRORS.wrongOrderState,
      'Заказ уже подтверждён: отмена бронирования невозможна, используйте аннулирование (Void) или возврат',
    );
  }
  if (phase === 'Reserved') {
    world.orders.commit({ ...structuredClone(order), state: 'Cancelled' });
  }
  return {};
}

/**
 * Voids the blanks of the items and customers named (all of them when none are named) with
 * every kopeck back; lap children left without an adult go with them. Voiding every blank
 * voids the order.
 */
export function voidOrder(
  world: World,
  partner: string,
  request: VoidRequest,
): { OrderId: number } {
  const now = world.now();
  const order = ownOrder(world.orders, partner, request.OrderId);
  checkItems(order, request.OrderItemIds);
  const unknown = request.OrderCustomerIds?.find(
    (id) => !order.customers.some((customer) => customer.customerId === id),
  );
  if (unknown !== undefined) throw orderNotFound(unknown);
  const answer = { OrderId: order.orderId };
  if (order.state === 'Voided') return answer;
  if (order.state !== 'Confirmed') {
    throw refusal(
      IM_ERRORS.wrongOrderState,
      'Заказ не подтверждён: отмените бронирование (Cancel)',
    );
  }
  const next = structuredClone(order);
  const named = next.items
    .filter((item) => request.OrderItemIds?.includes(item.itemId) ?? true)
    .map((item) => ({
      item,
      blanks: item.blanks.filter(
        (blank) => request.OrderCustomerIds?.includes(blank.customerId) ?? true,
      ),
    }));
  // A repeat of a Void that went through: those blanks are voided already.
  if (named.every(({ blanks }) => blanks.every((blank) => blank.voidedAt !== null))) return answer;
  if (now > order.voidTill!) {
    throw refusal(
      IM_ERRORS.voidExpired,
      'Время, отведенное на аннулирование операции, истекло: оформите возврат',
    );
  }
  const voiding = named.flatMap(({ item, blanks }) => {
    const sold = blanks.filter(isStanding);
    return [...sold, ...orphanedLapChildren(item, sold)];
  });
  for (const blank of voiding) blank.voidedAt = now;
  if (next.items.every((item) => item.blanks.every((blank) => blank.voidedAt !== null))) {
    next.state = 'Voided';
  }
  const refund = voiding.reduce((sum, blank) => sum + blank.fare, 0);
  world.orders.commit(next, world.orders.balance(partner) + refund);
  return answer;
}
