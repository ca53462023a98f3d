/*
 * Apart from the payment schemas (payments.ts, which re-exports them): the order page's «Оплатить»
 * shows them with no zod loaded.
 */

/** Russian texts of the payment steps (SPEC §8 where it gives them). */
export const paymentMessages = {
  initFailed: 'Произошла ошибка. Попробуйте позже.',
  failed: 'Оплата заказа не прошла. Попробуйте позже.',
  notPayable: 'Этот заказ уже нельзя оплатить',
  holdLapsed: 'Время брони мест истекло: оформите заказ заново',
  providerDown: 'Платёжная система не отвечает. Попробуйте через минуту.',
  paymentNotFound: 'Платёж не найден',
  pending: 'Банк ещё обрабатывает платёж. Страница обновится сама.',
  paid: 'Заказ оплачен. Электронные билеты готовы.',
  lateRefunding:
    'Оплата пришла, когда бронь мест уже истекла: заказ отменён, деньги возвращаются на карту.',
  lateRefunded:
    'Оплата пришла, когда бронь мест уже истекла: заказ отменён, деньги возвращены на карту.',
  cancelledRefunding: 'Оплата пришла после отмены заказа: деньги возвращаются на карту.',
  cancelledRefunded: 'Оплата пришла после отмены заказа: деньги возвращены на карту.',
  duplicateRefunding: 'Заказ уже был оплачен: второй платёж возвращается на карту.',
  duplicateRefunded: 'Заказ уже был оплачен: второй платёж возвращён на карту.',
  issuing: 'Оплата получена. Перевозчик оформляет билеты — страница обновится сама.',
  supplierRefusedRefunding:
    'Перевозчик не оформил билеты после оплаты: заказ отменён, вся сумма возвращается на карту.',
  supplierRefusedRefunded:
    'Перевозчик не оформил билеты после оплаты: заказ отменён, вся сумма возвращена на карту.',
} as const;

const refundUnderway: ReadonlySet<string> = new Set([
  paymentMessages.lateRefunding,
  paymentMessages.cancelledRefunding,
  paymentMessages.duplicateRefunding,
  paymentMessages.supplierRefusedRefunding,
]);

/**
 * Whether an order's `payment_note` says its payment is on its way back and not back yet: a
 * page showing it reads the order again until it says the money is back.
 */
export const isRefundUnderway = (note: string | null | undefined): boolean =>
  note != null && refundUnderway.has(note);
