import { z } from 'zod';
import { whenValid } from './checks.ts';
import { ZLegTransportType, ZOrderStatus, ZOrderTransportType, ZTripDirection } from './enums.ts';
import { ZOrderId, ZOrderIdParams } from './orders.ts';
import { optionalText, text } from './text-rules.ts';
import { ZDateTime, ZKopecks } from './units.ts';

/** Body of cancel and init. */
export const ZOrderIdRequest = z.object({ order_id: ZOrderId });
export type OrderIdRequest = z.infer<typeof ZOrderIdRequest>;

/** Where to send the visitor: the payment provider's page. */
export const ZPaymentInitResponse = z.object({ url: z.url() });

/**
 * The code in the return address /payment/success/{code}: made from the payment attempt by a
 * keyed hash, so it cannot be guessed from an order number and names one payment.
 */
export const ZPaymentCode = text(100, {
  required: 'Не передан код платежа',
  tooLong: 'Неверный код платежа',
}).regex(/^[A-Za-z0-9_-]{20,100}$/, 'Неверный код платежа');
export const ZPaymentConfirmRequest = z.object({ code: ZPaymentCode });

/**
 * What became of the payment the visitor came back from. `payment` is the provider's verdict;
 * `status` the order's: a payment that succeeded after the hold lapsed leaves it CANCELLED
 * (and is refunded in full).
 */
export const ZPaymentConfirmResponse = z.object({
  order_id: ZOrderId,
  transport_type: ZOrderTransportType,
  status: ZOrderStatus,
  payment: z.enum(['succeeded', 'canceled']),
  /**
   * Why a canceled payment was declined, as the provider said (its `cancellation_details`);
   * payment-declines.ts puts it in the payer's words. Null when it succeeded or nobody said.
   */
  cancellation_reason: z.string().nullable(),
  cancellation_party: z.string().nullable(),
});
export type PaymentConfirmResponse = z.infer<typeof ZPaymentConfirmResponse>;

export { paymentMessages } from './payment-messages.ts';

export const ZTicketBlankParams = ZOrderIdParams;

const DOCUMENT_REQUIRED = 'Заполните документ';
/** A document's series and number, spaces and all. */
const DOCUMENT_MAX_LENGTH = 50;

const ZRefundDocument = z.object({
  transport_type: ZOrderTransportType,
  document: optionalText(DOCUMENT_MAX_LENGTH),
});

/** A train refund names the passenger's document, as the carrier demands. */
export const ZReturnRequest = ZRefundDocument.extend({
  order_item_id: ZOrderId,
  /**
   * 'order' returns every passenger of the ticket's order at once: a combined trip is
   * returned whole. The document is the named passenger's.
   */
  scope: z.enum(['passenger', 'order']).default('passenger'),
  /** Only this way of a round trip: the tickets of the other way stay valid. */
  direction: ZTripDirection.optional(),
}).superRefine((request, ctx) => {
  if (request.transport_type === 'train' && request.document === null) {
    ctx.addIssue({ code: 'custom', path: ['document'], message: DOCUMENT_REQUIRED });
  }
}, whenValid(ZRefundDocument));
export type ReturnRequest = z.infer<typeof ZReturnRequest>;

/** What returning the ticket brings back now, and why (refundQuote over the passenger's rides). */
export const ZReturnAmountResponse = z.object({
  price: ZKopecks,
  penalty: ZKopecks,
  reason: z.string(),
  /** Leg by leg (every passenger returned together): each by its own mode's rule. */
  legs: z.array(
    z.object({
      route_index: z.number().int().nonnegative(),
      transport_type: ZLegTransportType,
      origin_name: z.string(),
      destination_name: z.string(),
      departure_time: ZDateTime,
      price: ZKopecks,
      penalty: ZKopecks,
      reason: z.string(),
    }),
  ),
  /** A timetable change broke the trip: everything returns, fee included, no penalty. */
  involuntary: z.boolean(),
});

/** Russian texts of ticket returns. */
export const returnMessages = {
  notFound: 'Билет не найден',
  notPaid: 'Вернуть можно только оплаченный билет',
  alreadyReturned: 'Этот билет уже возвращён',
  notRoundTrip: 'В этом заказе нет обратной поездки',
  wrongDocument: 'Номер документа не совпадает с указанным в билете',
  tooLate: 'Поездка уже состоялась: билет вернуть нельзя',
  returned: 'Билет возвращён. Деньги вернутся на карту, обычно за 1–3 рабочих дня.',
  /** A child on a lap rides on the returned adult's ticket (return-companions.ts). */
  lapChildGoesToo: (names: readonly string[]) =>
    `Вместе с билетом взрослого возвращается билет ребёнка без места: ${names.join(', ')}.`,
  /** Children under the carrier's age would ride on without any adult (return-companions.ts). */
  childLeftAlone: (names: readonly string[]) =>
    `Без взрослого в поездке ${names.length > 1 ? 'останутся дети' : 'останется ребёнок'}: ${names.join(', ')}. ` +
    'Перевозчик не везёт детей этого возраста одних: верните их билеты вместе с этим — весь заказ — или сначала их.',
} as const;
export type ReturnAmountResponse = z.infer<typeof ZReturnAmountResponse>;
