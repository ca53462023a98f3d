/*
 * Why a payment did not go through, in the payer's words, from the provider's
 * `cancellation_details` (YooKassa API v3, «Неуспешные платежи»:
 * https://yookassa.ru/developers/payment-acceptance/after-the-payment/declined-payments),
 * and what to do next. Without zod: the failure page shows it with none loaded.
 */

/** What the failure page says: why, and what the payer can do about it. */
export type PaymentDecline = { why: string; next: string };

const ANOTHER_CARD = 'Оплатите другой картой';
const CALL_BANK = 'позвоните в банк по номеру на обороте карты';

const BY_REASON: Readonly<Record<string, PaymentDecline>> = {
  '3d_secure_failed': {
    why: 'Платёж не подтверждён кодом 3-D Secure: код не введён или введён неверно.',
    next: 'Оплатите ещё раз и введите код из СМС банка. Если код не приходит, позвоните в банк.',
  },
  call_issuer: {
    why: 'Банк отклонил платёж и не назвал причину.',
    next: `Чтобы узнать причину, ${CALL_BANK}. Или ${ANOTHER_CARD.toLowerCase()}.`,
  },
  canceled_by_merchant: {
    why: 'Платёж отменён магазином.',
    next: 'Оформите заказ заново. Если деньги были заблокированы на карте, банк их разблокирует.',
  },
  card_expired: {
    why: 'Истёк срок действия карты.',
    next: `${ANOTHER_CARD}.`,
  },
  country_forbidden: {
    why: 'Картой, выпущенной в этой стране, здесь заплатить нельзя.',
    next: `${ANOTHER_CARD} — например, картой российского банка.`,
  },
  deal_expired: {
    why: 'Истёк срок сделки, по которой проводился платёж.',
    next: 'Оформите заказ заново.',
  },
  expired_on_capture: {
    why: 'Платёж не был вовремя подтверждён магазином.',
    next: 'Оформите заказ заново. Заблокированные на карте деньги банк разблокирует.',
  },
  expired_on_confirmation: {
    why: 'Оплата не завершена: вы отменили её или время на оплату истекло.',
    next: 'Оплатите ещё раз, пока места забронированы. Деньги не списаны.',
  },
  fraud_suspected: {
    why: 'Платёж заблокирован: банк или платёжная система заподозрили мошенничество.',
    next: `Если платили вы, ${CALL_BANK}. Или ${ANOTHER_CARD.toLowerCase()}.`,
  },
  general_decline: {
    why: 'Банк отклонил платёж.',
    next: `${ANOTHER_CARD} или ${CALL_BANK}, чтобы узнать причину.`,
  },
  identification_required: {
    why: 'Превышен лимит платежей для кошелька ЮMoney без идентификации.',
    next: 'Пройдите идентификацию в ЮMoney или выберите другой способ оплаты.',
  },
  insufficient_funds: {
    why: 'На карте недостаточно денег.',
    next: `Пополните карту и оплатите ещё раз или ${ANOTHER_CARD.toLowerCase()}.`,
  },
  internal_timeout: {
    why: 'Платёжная система не дождалась ответа и отменила платёж. Деньги не списаны.',
    next: 'Оплатите ещё раз через несколько минут.',
  },
  invalid_card_number: {
    why: 'Неверный номер карты.',
    next: 'Проверьте номер карты и оплатите ещё раз.',
  },
  invalid_csc: {
    why: 'Неверный код CVC/CVV.',
    next: 'Проверьте трёхзначный код на обороте карты и оплатите ещё раз.',
  },
  issuer_unavailable: {
    why: 'Банк, выпустивший карту, не ответил.',
    next: `Оплатите ещё раз через несколько минут или ${ANOTHER_CARD.toLowerCase()}.`,
  },
  payment_method_limit_exceeded: {
    why: 'Исчерпан лимит платежей по карте.',
    next: `${ANOTHER_CARD} или измените лимит в приложении банка.`,
  },
  payment_method_restricted: {
    why: 'Банк ограничил платежи этой картой: она заблокирована или по ней запрещены такие операции.',
    next: `${ANOTHER_CARD} или ${CALL_BANK}.`,
  },
  permission_revoked: {
    why: 'Разрешение на списание с этой карты без подтверждения отозвано.',
    next: 'Оплатите ещё раз, подтвердив платёж.',
  },
  unsupported_mobile_operator: {
    why: 'Оплата со счёта телефона этого оператора недоступна.',
    next: 'Выберите другой способ оплаты.',
  },
};

/** A reason this map does not know: said by who declined it. */
const BY_PARTY: Readonly<Record<string, PaymentDecline>> = {
  payment_network: {
    why: 'Банк или платёжная система отклонили платёж.',
    next: `${ANOTHER_CARD} или ${CALL_BANK}.`,
  },
  yoo_money: {
    why: 'Платёжная система отклонила платёж.',
    next: 'Оплатите ещё раз или другой картой.',
  },
  merchant: BY_REASON.canceled_by_merchant!,
};

const UNKNOWN: PaymentDecline = {
  why: 'Оплата заказа не прошла.',
  next: 'Оплатите ещё раз или другой картой.',
};

/** The payer's words for a declined payment; unknown or absent details get a general text. */
export function paymentDeclineOf(
  reason: string | null | undefined,
  party: string | null | undefined,
): PaymentDecline {
  const own = (table: Readonly<Record<string, PaymentDecline>>, key: string | null | undefined) =>
    key && Object.hasOwn(table, key) ? table[key] : undefined;
  return own(BY_REASON, reason) ?? own(BY_PARTY, party) ?? UNKNOWN;
}

/** The reasons this map explains, for tests and the sandbox's test cards. */
export const EXPLAINED_REASONS: readonly string[] = Object.keys(BY_REASON);
