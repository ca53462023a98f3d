import { describe, expect, it } from 'vitest';
import { EXPLAINED_REASONS, paymentDeclineOf } from './payment-declines.ts';

/** YooKassa's cancellation_details.reason values for bank-card payments and its lists. */
const YOOKASSA_REASONS = [
  '3d_secure_failed',
  'call_issuer',
  'canceled_by_merchant',
  'card_expired',
  'country_forbidden',
  'deal_expired',
  'expired_on_capture',
  'expired_on_confirmation',
  'fraud_suspected',
  'general_decline',
  'identification_required',
  'insufficient_funds',
  'internal_timeout',
  'invalid_card_number',
  'invalid_csc',
  'issuer_unavailable',
  'payment_method_limit_exceeded',
  'payment_method_restricted',
  'permission_revoked',
  'unsupported_mobile_operator',
];

describe('paymentDeclineOf', () => {
  it('explains every reason YooKassa gives, each in its own Russian words', () => {
    expect([...EXPLAINED_REASONS].sort()).toEqual([...YOOKASSA_REASONS].sort());
    const texts = YOOKASSA_REASONS.map((reason) => paymentDeclineOf(reason, 'payment_network'));
    expect(new Set(texts.map((t) => t.why)).size).toBe(YOOKASSA_REASONS.length);
    for (const { why, next } of texts) {
      expect(why).toMatch(/^[А-ЯЁ].*\.$/);
      expect(next).toMatch(/^[А-ЯЁ].*\.$/);
      expect(`${why} ${next}`).not.toContain('_');
    }
  });

  it('tells the payer what each common cause needs', () => {
    expect(paymentDeclineOf('insufficient_funds', 'payment_network')).toEqual({
      why: 'На карте недостаточно денег.',
      next: 'Пополните карту и оплатите ещё раз или оплатите другой картой.',
    });
    expect(paymentDeclineOf('general_decline', 'payment_network').next).toBe(
      'Оплатите другой картой или позвоните в банк по номеру на обороте карты, чтобы узнать причину.',
    );
    expect(paymentDeclineOf('3d_secure_failed', 'payment_network').why).toMatch(/3-D Secure/);
    expect(paymentDeclineOf('expired_on_confirmation', 'yoo_money').why).toBe(
      'Оплата не завершена: вы отменили её или время на оплату истекло.',
    );
  });

  it('falls back on who declined an unknown reason, then on a general text', () => {
    expect(paymentDeclineOf('something_new', 'payment_network').why).toBe(
      'Банк или платёжная система отклонили платёж.',
    );
    expect(paymentDeclineOf('something_new', 'merchant').why).toBe('Платёж отменён магазином.');
    expect(paymentDeclineOf(null, null)).toEqual({
      why: 'Оплата заказа не прошла.',
      next: 'Оплатите ещё раз или другой картой.',
    });
    expect(paymentDeclineOf('toString', undefined).why).toBe('Оплата заказа не прошла.');
  });
});
