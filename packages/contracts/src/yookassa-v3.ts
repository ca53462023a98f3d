import { z } from 'zod';
import { code } from './text-rules.ts';

/**
 * The part of the YooKassa API v3 (https://yookassa.ru/developers/api) the site and the built-in
 * sandbox speak: redirect payments (one-stage, or two-stage with capture and cancel), refunds,
 * their lists, notifications and the 54-ФЗ receipt. The site's adapter and the sandbox both read
 * and write these shapes, so the two cannot drift apart; fields neither uses pass through
 * untouched (`looseObject`).
 */

/** Amounts travel as decimal strings with two places: "1234.50". */
export const ZAmountValue = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'сумма вида 1234.50');
export const ZAmount = z.object({ value: ZAmountValue, currency: z.literal('RUB') });
/** What is charged or refunded: YooKassa takes no zero amounts. */
const ZChargedAmount = z.object({
  value: ZAmountValue.refine((v) => /[1-9]/.test(v), 'сумма больше нуля'),
  currency: z.literal('RUB'),
});
export type Amount = z.infer<typeof ZAmount>;

/** Kopecks → YooKassa's amount; integers only, so no float ever rounds a ruble. */
export function amountOf(kopecks: number): Amount {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new Error(`bad amount ${kopecks}`);
  const rubles = Math.floor(kopecks / 100);
  return { value: `${rubles}.${String(kopecks % 100).padStart(2, '0')}`, currency: 'RUB' };
}

/** YooKassa's amount → kopecks, without passing through a float. */
export function kopecksOf(amount: Amount): number {
  const [rubles, fraction = ''] = amount.value.split('.');
  return Number(rubles) * 100 + Number(fraction.padEnd(2, '0'));
}

export const DESCRIPTION_MAX = 128;

/**
 * A 54-ФЗ receipt line as YooKassa takes it (https://yookassa.ru/developers/payment-acceptance/
 * receipts/54fz/parameters-values). We sell carriers' tickets as their agent: such a line carries
 * the agent sign (тег 1222) and its supplier (тег 1224) with name and ИНН (теги 1225, 1226), which
 * a bookkeeper needs to tell the carrier's money from ours; our own fee is a line without them.
 * `amount` is the price of one unit, so a line costs `quantity` × `amount`.
 */
export const ZReceiptItem = z
  .object({
    description: z.string().min(1).max(DESCRIPTION_MAX),
    quantity: z
      .string()
      .regex(/^\d{1,6}(\.\d{1,3})?$/, 'количество вида 1 или 1.5')
      .refine((q) => Number(q) > 0, 'количество больше нуля'),
    amount: ZChargedAmount,
    /** ФНС tag 1199: 1 без НДС, 2 — 0 %, 3 — 10 %, 4 — 20 %, 5–10 расчётные и 5/7 %, 11 — 22 %, 12 — 22/122. */
    vat_code: z.number().int().min(1).max(12),
    payment_mode: z.enum([
      'full_prepayment',
      'partial_prepayment',
      'advance',
      'full_payment',
      'partial_payment',
      'credit',
      'credit_payment',
    ]),
    payment_subject: z.enum([
      'commodity',
      'job',
      'service',
      'payment',
      'agent_commission',
      'another',
    ]),
    agent_type: z
      .enum([
        'banking_payment_agent',
        'banking_payment_subagent',
        'payment_agent',
        'payment_subagent',
        'attorney',
        'commissioner',
        'agent',
      ])
      .optional(),
    supplier: z
      .object({
        name: z.string().min(1).max(256),
        /** 10 digits of a company, 12 of an individual entrepreneur. */
        inn: z.string().regex(/^(\d{10}|\d{12})$/, 'ИНН из 10 или 12 цифр'),
        phone: z
          .string()
          .regex(/^\d{11,15}$/)
          .optional(),
      })
      .optional(),
  })
  .refine((line) => line.agent_type === undefined || line.supplier !== undefined, {
    message: 'у строки агента должен быть поставщик',
    path: ['supplier'],
  });
export type ReceiptItem = z.infer<typeof ZReceiptItem>;

export const ZReceipt = z.object({
  customer: z
    .object({
      email: z.email().optional(),
      phone: z
        .string()
        .regex(/^\d{11,15}$/)
        .optional(),
    })
    .refine((c) => c.email !== undefined || c.phone !== undefined, 'нужен e-mail или телефон'),
  items: z.array(ZReceiptItem).min(1).max(100),
});
export type Receipt = z.infer<typeof ZReceipt>;

/**
 * 54-ФЗ: a receipt's lines must add up to exactly what is paid or refunded, or YooKassa refuses
 * it. Quantities have up to three decimals, so the sum is kept in thousandths of a kopeck, in
 * BigInt, and never rounds.
 */
export function receiptMatches(receipt: Receipt, amount: Amount): boolean {
  let total = 0n;
  for (const item of receipt.items) {
    total += BigInt(kopecksOf(item.amount)) * thousandths(item.quantity);
  }
  return total === BigInt(kopecksOf(amount)) * 1000n;
}

function thousandths(quantity: string): bigint {
  const [whole = '0', fraction = ''] = quantity.split('.');
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
}

/**
 * As YooKassa takes it: `capture` defaults to false (two-stage: the payer's money is held until
 * the shop captures or cancels it), `description` and `metadata` are optional.
 */
export const ZCreatePayment = z.object({
  amount: ZChargedAmount,
  capture: z.boolean().optional(),
  confirmation: z.object({
    type: z.literal('redirect'),
    return_url: z.url({ protocol: /^https?$/ }),
  }),
  description: z.string().max(DESCRIPTION_MAX).optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  receipt: ZReceipt.optional(),
});
export type CreatePayment = z.infer<typeof ZCreatePayment>;

/** Capture of a two-stage payment: the whole held sum, or less (the rest goes back). */
export const ZCapturePayment = z.object({
  amount: ZChargedAmount.optional(),
  receipt: ZReceipt.optional(),
});
export type CapturePayment = z.infer<typeof ZCapturePayment>;

export const ZPaymentStatus = z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']);
export type PaymentStatus = z.infer<typeof ZPaymentStatus>;

export const ZCancellationParty = z.enum(['yoo_money', 'payment_network', 'merchant']);
export type CancellationParty = z.infer<typeof ZCancellationParty>;

export const ZCancellationDetails = z.object({
  party: ZCancellationParty,
  reason: z.string(),
});
export type CancellationDetails = z.infer<typeof ZCancellationDetails>;

export const ZPayment = z.looseObject({
  id: z.string().min(1),
  status: ZPaymentStatus,
  paid: z.boolean(),
  amount: ZAmount,
  description: z.string().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  confirmation: z
    .looseObject({
      type: z.literal('redirect'),
      confirmation_url: z.url().optional(),
      return_url: z.url().optional(),
    })
    .optional(),
  cancellation_details: ZCancellationDetails.optional(),
  refunded_amount: ZAmount.optional(),
  created_at: z.string(),
  captured_at: z.string().optional(),
  /** Until when a `waiting_for_capture` payment may be captured. */
  expires_at: z.string().optional(),
  test: z.boolean(),
});
export type Payment = z.infer<typeof ZPayment>;

export const ZCreateRefund = z.object({
  payment_id: z.string().min(1),
  amount: ZChargedAmount,
  description: z.string().max(250).optional(),
  receipt: ZReceipt.optional(),
});
export type CreateRefund = z.infer<typeof ZCreateRefund>;

export const ZRefund = z.looseObject({
  id: z.string().min(1),
  payment_id: z.string(),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: ZAmount,
  created_at: z.string(),
  description: z.string().optional(),
  cancellation_details: ZCancellationDetails.optional(),
});
export type Refund = z.infer<typeof ZRefund>;

export const ZPaymentList = z.looseObject({
  type: z.literal('list'),
  items: z.array(ZPayment),
  next_cursor: z.string().optional(),
});

export const ZRefundList = z.looseObject({
  type: z.literal('list'),
  items: z.array(ZRefund),
  next_cursor: z.string().optional(),
});

export const NOTIFICATION_EVENTS = [
  'payment.waiting_for_capture',
  'payment.succeeded',
  'payment.canceled',
  'refund.succeeded',
] as const;

/**
 * What a notification says. Nothing in it is trusted: the receiver takes only the object's id
 * and asks the provider for the object itself.
 */
export const ZNotification = z.looseObject({
  type: z.literal('notification'),
  event: z.enum(NOTIFICATION_EVENTS),
  object: z.looseObject({ id: code().min(1) }),
});
export type Notification = z.infer<typeof ZNotification>;

/**
 * YooKassa's error body: 400 invalid_request, 401 invalid_credentials, 403 forbidden,
 * 404 not_found, 429 too_many_requests, 500 internal_server_error.
 */
export const ZProviderError = z.looseObject({
  type: z.literal('error'),
  id: z.string().optional(),
  code: z.string(),
  description: z.string().optional(),
  parameter: z.string().optional(),
});

export const IDEMPOTENCE_KEY_HEADER = 'Idempotence-Key';
