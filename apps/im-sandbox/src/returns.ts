import { trainFareParts } from '@peresadka/contracts/fare-parts';
import { IM_ERRORS, IM_TYPES, imRoubles } from '@peresadka/contracts/im/im-values';
import type {
  AutoReturnRequest,
  AutoReturnResponse,
  ReturnAmountRequest,
  ReturnAmountResponse,
} from '@peresadka/contracts/im/order-reservation';
import { refundQuote } from '@peresadka/contracts/refund-rules';
import { invalidRequest, refusal } from './im-error.ts';
import {
  customerOf,
  orphanedLapChildren,
  ownItem,
  type BlankRecord,
  type OrderRecord,
  type PurchaseItem,
  type ReturnItem,
} from './orders.ts';
import { wallClock } from './wall-clock.ts';
import type { World } from './world.ts';

/**
 * Returns after VoidTill, by the carrier's rule for the moment of the return: ReturnAmount
 * quotes, AutoReturn makes a Return item, pays the amount back to the partner's balance and
 * frees the places from the next stop on. A child on an adult's lap returns with the last
 * adult who could take it.
 */

type Asked = { OrderItemId: number; OrderItemBlankIds: number[]; CheckDocumentNumber: string };
type Quote = { blank: BlankRecord; amount: number; penalty: number };

export function returnAmount(
  world: World,
  partner: string,
  request: ReturnAmountRequest,
): ReturnAmountResponse {
  const { quotes } = quoted(world, partner, request.ServiceReturnAmountRequest);
  return {
    ServiceReturnResponse: {
      $type: IM_TYPES.railwayReturnAmountResponse,
      Blanks: quotes.map((quote) => ({
        PurchaseOrderItemBlankId: quote.blank.blankId,
        ReturnOrderItemBlankId: 0,
        Amount: imRoubles(quote.amount),
        Penalty: imRoubles(quote.penalty),
        VatRateValues: null,
        ServicePrice: 0,
      })),
      Amount: imRoubles(sum(quotes.map((quote) => quote.amount))),
      ClientFeeCalculation: null,
      AgentFeeCalculation: null,
    },
  };
}

export function autoReturn(
  world: World,
  partner: string,
  request: AutoReturnRequest,
): AutoReturnResponse {
  const asked = request.ServiceAutoReturnRequest;
  const reference = asked.AgentReferenceId || null;
  const { order } = ownItem(world.orders, partner, asked.OrderItemId);
  const earlier = reference && order.returns.find((r) => r.agentReferenceId === reference);
  if (earlier) {
    const same =
      earlier.purchaseItemId === asked.OrderItemId &&
      sameIds(earlier.askedBlankIds, asked.OrderItemBlankIds);
    if (!same) {
      throw invalidRequest('AgentReferenceId уже использован для другого возврата', [
        'ServiceAutoReturnRequest.AgentReferenceId',
      ]);
    }
    return autoReturnAnswer(order, earlier);
  }
  const { item, quotes } = quoted(world, partner, asked);
  const now = world.now();
  const next = structuredClone(order);
  const returnItem: ReturnItem = {
    itemId: world.orders.nextId(),
    purchaseItemId: item.itemId,
    agentReferenceId: reference,
    at: now,
    askedBlankIds: asked.OrderItemBlankIds,
    blanks: quotes.map((quote) => ({
      blankId: world.orders.nextId(),
      purchaseBlankId: quote.blank.blankId,
      amount: quote.amount,
      penalty: quote.penalty,
    })),
  };
  const purchase = next.items.find((candidate) => candidate.itemId === item.itemId)!;
  // The part of the line already travelled stays sold.
  const freeFrom =
    purchase.ride.from + purchase.ride.legDepartures.filter((at) => at <= now).length;
  for (const quote of quotes) {
    purchase.blanks.find((blank) => blank.blankId === quote.blank.blankId)!.returned = {
      returnItemId: returnItem.itemId,
      at: now,
      freeFrom,
    };
  }
  next.returns.push(returnItem);
  const refund = sum(returnItem.blanks.map((blank) => blank.amount));
  world.orders.commit(next, world.orders.balance(partner) + refund);
  return autoReturnAnswer(next, returnItem);
}

export function autoReturnAnswer(order: OrderRecord, returnItem: ReturnItem): AutoReturnResponse {
  const purchase = order.items.find((item) => item.itemId === returnItem.purchaseItemId)!;
  const fareOf = (blankId: number) =>
    purchase.blanks.find((blank) => blank.blankId === blankId)!.fare;
  return {
    ServiceReturnResponse: {
      $type: IM_TYPES.railwayAutoReturnResponse,
      Blanks: returnItem.blanks.map((blank) => ({
        PurchaseOrderItemBlankId: blank.purchaseBlankId,
        ReturnOrderItemBlankId: blank.blankId,
        Amount: imRoubles(blank.amount),
        Penalty: imRoubles(blank.penalty),
        VatRateValues: null,
        ServicePrice: 0,
      })),
      Amount: imRoubles(sum(returnItem.blanks.map((blank) => blank.amount))),
      Fare: imRoubles(sum(returnItem.blanks.map((blank) => fareOf(blank.purchaseBlankId)))),
      Tax: 0,
      Confirmed: wallClock(returnItem.at),
      ReturnOrderItemId: returnItem.itemId,
      AgentReferenceId: returnItem.agentReferenceId,
      ClientFeeCalculation: null,
      AgentFeeCalculation: null,
    },
  };
}

/** What the blanks asked for (and lap children left without an adult) bring back now. */
function quoted(
  world: World,
  partner: string,
  asked: Asked,
): { order: OrderRecord; item: PurchaseItem; quotes: Quote[] } {
  const now = world.now();
  const { order, item } = ownItem(world.orders, partner, asked.OrderItemId);
  if (order.state !== 'Confirmed') {
    throw refusal(IM_ERRORS.wrongOrderState, 'Возврат возможен только по оформленному заказу');
  }
  if (now <= order.voidTill!) {
    const until = wallClock(order.voidTill!);
    throw refusal(
      IM_ERRORS.useVoid,
      `Необходимо использовать операцию аннулирования до ${until} вместо возврата`,
      [until],
    );
  }
  const blanks = asked.OrderItemBlankIds.map((id) => {
    const blank = item.blanks.find((candidate) => candidate.blankId === id);
    if (!blank)
      throw refusal(IM_ERRORS.invalidParameters, `Бланк ${id} не относится к позиции заказа`);
    if (blank.returned) throw refusal(IM_ERRORS.alreadyReturned, `Бланк ${id} уже возвращён`);
    if (blank.voidedAt !== null)
      throw refusal(IM_ERRORS.wrongOrderState, `Бланк ${id} аннулирован`);
    return blank;
  });
  const document = normalDocument(asked.CheckDocumentNumber);
  if (
    !blanks.some((blank) => normalDocument(customerOf(order, blank).DocumentNumber) === document)
  ) {
    throw refusal(
      IM_ERRORS.wrongDocument,
      'Документ для проверки некорректен: номер не совпадает с документом пассажира',
    );
  }
  const returning = [...blanks, ...orphanedLapChildren(item, blanks)];
  const quotes = returning.map((blank): Quote => {
    const quote = refundQuote(
      {
        mode: 'TRAIN',
        departsAt: new Date(item.ride.departsAt),
        ...trainFareParts(blank.fare, item.car.type),
        serviceCharge: 0,
        extras: 0,
      },
      new Date(now),
    );
    return { blank, amount: quote.price, penalty: blank.fare - quote.price };
  });
  return { order, item, quotes };
}

const normalDocument = (number: string) => number.replace(/\s+/g, '').toUpperCase();
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const sameIds = (a: number[], b: number[]) => {
  const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y).join();
  return sorted(a) === sorted(b);
};
