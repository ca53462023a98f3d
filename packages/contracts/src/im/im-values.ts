import { z } from 'zod';

/**
 * The value conventions of the «Инновационная мобильность» (IM, Onelya) partner protocol
 * (`shared/suppliers/im/README.md`): money as roubles with kopecks in decimals, local times
 * without a zone next to `…TimeZoneDifference` hours against Moscow, `$type` on polymorphic
 * items, and one error body. The site's adapter and the built-in IM sandbox both use these, so
 * the two cannot drift apart.
 */

/** Roubles with at most two decimals: 9481.7. */
export const ZImMoney = z
  .number()
  .nonnegative()
  .refine((value) => Number.isSafeInteger(Math.round(value * 100)), 'сумма в рублях')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'не больше копеек');

/** Kopecks → the protocol's roubles: an integer over 100 prints as the exact decimal. */
export function imRoubles(kopecks: number): number {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new Error(`bad amount ${kopecks}`);
  return kopecks / 100;
}

/** The protocol's roubles → kopecks; the schema has already refused a third decimal. */
export function kopecksOfIm(roubles: number): number {
  return Math.round(roubles * 100);
}

/**
 * «1 902 157,38», as Balances writes an account's money (spaces, including no-break ones,
 * between thousands and a comma before the kopecks) → kopecks; null for anything else.
 */
export function kopecksOfImText(text: string): number | null {
  const m = /^(-?)(\d{1,3}(?:[\s\u00a0\u202f]\d{3})*|\d+)(?:,(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const whole = Number(m[2]!.replace(/[\s\u00a0\u202f]/g, ''));
  const value = whole * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -value : value;
}

/** Kopecks → «1 902 157,38». */
export function imMoneyText(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}`;
}

/** A wall-clock date and time without a zone: '2016-11-01T23:40:00'. */
export const ZImDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, 'дата и время вида 2016-11-01T23:40:00');
export type ImDateTime = z.infer<typeof ZImDateTime>;

/** A date as the protocol asks for one: midnight of that day, '2016-11-01T00:00:00'. */
export const imDateOf = (isoDate: string): ImDateTime => `${isoDate}T00:00:00`;

/** Hours the station's clock is ahead of Moscow's. */
export const ZImZoneDifference = z.number().int().min(-12).max(12);

/** A clock time 'HH:MM' (a route's stops), or '' where the stop has none. */
export const ZImClock = z.union([z.literal(''), z.string().regex(/^\d{2}:\d{2}$/)]);

/** The commission lines the protocol adds to prices; the site charges its own fee instead. */
export const ZImFeeCalculation = z.object({ Charge: ZImMoney, Profit: ZImMoney });

/** `$type` values of the polymorphic items the site sends and reads. */
export const IM_TYPES = {
  fullCustomer: 'ApiContracts.Order.V1.Reservation.OrderFullCustomerRequest, ApiContracts',
  railwayReservationRequest:
    'ApiContracts.Railway.V1.Messages.Reservation.RailwayReservationRequest, ApiContracts',
  railwayReservationResponse:
    'ApiContracts.Railway.V1.Messages.Reservation.RailwayReservationResponse, ApiContracts',
  railwayConfirmResponse:
    'ApiContracts.Railway.V1.Messages.Reservation.RailwayConfirmResponse, ApiContracts',
  railwayReturnAmountRequest:
    'ApiContracts.Railway.V1.Messages.Return.RailwayReturnAmountRequest, ApiContracts',
  railwayReturnAmountResponse:
    'ApiContracts.Railway.V1.Messages.Return.RailwayReturnAmountResponse, ApiContracts',
  railwayAutoReturnRequest:
    'ApiContracts.Railway.V1.Messages.Return.RailwayAutoReturnRequest, ApiContracts',
  railwayAutoReturnResponse:
    'ApiContracts.Railway.V1.Messages.Return.RailwayAutoReturnResponse, ApiContracts',
  railwayFullOrderItem:
    'ApiContracts.Order.V1.Info.OrderItem.Railway.RailwayFullOrderItemInfo, ApiContracts',
  railwayShortOrderItem:
    'ApiContracts.Order.V1.Info.OrderItem.Railway.RailwayShortOrderItemInfo, ApiContracts',
  railwayOrderItemCustomer:
    'ApiContracts.Order.V1.Info.OrderItem.Railway.RailwayOrderItemCustomerInfo, ApiContracts',
  railwayOrderItemBlank:
    'ApiContracts.Order.V1.Info.OrderItem.Railway.RailwayOrderItemBlankInfo, ApiContracts',
} as const;

/** Every error answer: a code (ranges in IM_ERRORS), a message and the request fields it names. */
export const ZImError = z.object({
  Code: z.number().int(),
  Message: z.string(),
  MessageParams: z.array(z.string()).nullable().optional(),
});
export type ImError = z.infer<typeof ZImError>;

/**
 * The protocol's error codes the site tells apart, by the numbers of IM's public code list
 * (janickiy/booking `resources/lang/ru/references/im.php`: 1–199 common, 301–399 and
 * 1301–1399 rail).
 */
export const IM_ERRORS = {
  /** «Сервис временно недоступен». */
  unavailable: 1,
  /** «Операция завершилась неуспешно на стороне поставщика услуг»: the carrier refused. */
  providerFailed: 3,
  /** «Неверно указаны параметры» (41–48 name one parameter): our request is at fault. */
  invalidParameters: 5,
  /** «Требуется авторизация». */
  authorizationRequired: 11,
  /** «Доступ запрещен». */
  accessDenied: 12,
  /** «Статус заказа или его позиции не подходит для выполнения данной операции». */
  wrongOrderState: 61,
  /** «Необходимо использовать операцию аннулирования до {0} вместо возврата». */
  useVoid: 63,
  /** «Время, отведенное на подтверждение операции истекло». */
  confirmationExpired: 81,
  /** «Время, отведенное на аннулирование операции истекло». */
  voidExpired: 82,
  /** «Операция не может быть выполнена, так как ожидается завершение другой». */
  operationInProgress: 94,
  /** «Недостаточно средств на балансе». */
  insufficientBalance: 122,
  /** «Заказ не найден: {0}». */
  orderNotFound: 180,
  /** «В запрашиваемую дату поездов нет». */
  noTrains: 310,
  /** «На заданном направлении (или поезде) мест нет». */
  noPlaces: 311,
  /** «Запрашиваемые бланки (или часть из них) были возвращены». */
  alreadyReturned: 321,
  /** «Документ для проверки некорректен». */
  wrongDocument: 331,
  /** «Нет мест по указанным требованиям». */
  noPlacesAsAsked: 345,
  /** «До отправления поезда осталось недостаточно времени для покупки билетов». */
  saleClosed: 352,
  /** «3-х часовое бронирование не доступно для одной из поездок в заказе». */
  noLongHold: 381,
  /** «Операция была отклонена поставщиком услуг». */
  rejected: 1317,
} as const;
export type ImErrorCode = (typeof IM_ERRORS)[keyof typeof IM_ERRORS];
