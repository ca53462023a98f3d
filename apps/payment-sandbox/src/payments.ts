import { randomUUID } from 'node:crypto';
import {
  amountOf,
  kopecksOf,
  type CancellationDetails,
  type CapturePayment,
  type CreatePayment,
  type Payment,
  receiptMatches,
} from '@peresadka/contracts/yookassa-v3';
import { invalidRequest, notFound } from './api-error.ts';
import type { EnteredCard } from './card-form.ts';
import type { Notifier } from './notifier.ts';
import type { PaymentRecord } from './records.ts';
import type { Store } from './store.ts';

export type PaymentSettings = {
  pendingLifetimeMs: number;
  /** How long a held (waiting_for_capture) payment waits for the shop: 7 days for cards. */
  captureLifetimeMs: number;
  delayedNotificationMs: number;
  /** The payer's page; its origin is known only once the server listens. */
  pageUrl: (paymentId: string) => string;
};

/** The payer gave up, or never came back: what YooKassa reports for both. */
export const EXPIRED: CancellationDetails = {
  party: 'yoo_money',
  reason: 'expired_on_confirmation',
};

/** The shop did not capture a held payment in time. */
const EXPIRED_ON_CAPTURE: CancellationDetails = {
  party: 'yoo_money',
  reason: 'expired_on_capture',
};
const CANCELED_BY_MERCHANT: CancellationDetails = {
  party: 'merchant',
  reason: 'canceled_by_merchant',
};

/** The life of a payment: made by the API, paid or canceled on the page, read by both. */
export class Payments {
  constructor(
    private readonly store: Store,
    private readonly notifier: Notifier,
    private readonly settings: PaymentSettings,
  ) {}

  create(shopId: string, request: CreatePayment): Payment {
    if (request.receipt !== undefined && !receiptMatches(request.receipt, request.amount)) {
      throw invalidRequest('Сумма позиций чека не равна сумме платежа', 'receipt');
    }
    const id = randomUUID();
    const payment: Payment = {
      id,
      status: 'pending',
      paid: false,
      // YooKassa answers with two decimals whatever it was sent.
      amount: amountOf(kopecksOf(request.amount)),
      ...(request.description === undefined ? {} : { description: request.description }),
      ...(request.metadata === undefined ? {} : { metadata: request.metadata }),
      recipient: { account_id: shopId, gateway_id: 'sandbox' },
      confirmation: {
        type: 'redirect',
        return_url: request.confirmation.return_url,
        confirmation_url: this.settings.pageUrl(id),
      },
      created_at: new Date().toISOString(),
      test: true,
      refundable: false,
    };
    this.store.change((state) => {
      // Percent-encoded, so any address the shop gave can stand in a Location header.
      const returnUrl = new URL(request.confirmation.return_url).href;
      state.payments[id] = { shopId, returnUrl, capture: request.capture ?? false, payment };
    });
    return payment;
  }

  /** Any shop's payment, as its page sees it; a lapsed one is canceled first. */
  find(id: string): PaymentRecord | undefined {
    const record = this.store.state.payments[id];
    if (record !== undefined) this.expireIfLapsed(record);
    return record;
  }

  ofShop(shopId: string, id: string): PaymentRecord | undefined {
    const record = this.find(id);
    return record?.shopId === shopId ? record : undefined;
  }

  /** The shop's payments, newest first: they are only ever added, so the stored order reversed. */
  *ofShopNewestFirst(shopId: string): Generator<Payment> {
    for (const record of Object.values(this.store.state.payments).reverse()) {
      if (record.shopId !== shopId) continue;
      this.expireIfLapsed(record);
      yield record.payment;
    }
  }

  /** The shop takes a held payment: all of it, or less (the rest is released to the payer). */
  capture(shopId: string, id: string, request: CapturePayment): Payment {
    const record = this.held(shopId, id, 'подтвердить');
    const held = kopecksOf(record.payment.amount);
    const amount = request.amount === undefined ? held : kopecksOf(request.amount);
    if (amount > held) {
      throw invalidRequest('Сумма подтверждения больше суммы платежа', 'amount');
    }
    const captured = amountOf(amount);
    if (request.receipt !== undefined && !receiptMatches(request.receipt, captured)) {
      throw invalidRequest('Сумма позиций чека не равна сумме подтверждения', 'receipt');
    }
    this.store.change(() => {
      const payment = { ...record.payment, amount: captured };
      delete payment.expires_at;
      record.payment = {
        ...payment,
        status: 'succeeded',
        captured_at: new Date().toISOString(),
        refundable: true,
      };
      this.notifier.enqueue(record.shopId, 'payment.succeeded', record.payment);
    });
    return record.payment;
  }

  /** The shop releases a held payment: the money stays with the payer. */
  cancelHeld(shopId: string, id: string): Payment {
    const record = this.held(shopId, id, 'отменить');
    this.cancel(record, CANCELED_BY_MERCHANT);
    return record.payment;
  }

  private held(shopId: string, id: string, verb: string): PaymentRecord {
    const record = this.ofShop(shopId, id);
    if (record === undefined) throw notFound();
    if (record.payment.status !== 'waiting_for_capture') {
      throw invalidRequest(
        `Платёж в статусе ${record.payment.status} нельзя ${verb}: только в статусе waiting_for_capture`,
        'payment_id',
      );
    }
    return record;
  }

  askForCode(record: PaymentRecord, card: EnteredCard): void {
    this.store.change(() => {
      record.awaitingCode = card;
    });
  }

  /** The payer paid: captured at once, or held for the shop to capture. */
  succeed(record: PaymentRecord, card: EnteredCard): void {
    const notifyLate = card.testCard.outcome === 'succeeded_notified_late';
    const now = new Date();
    this.store.change(() => {
      const paid = {
        ...settled(record.payment),
        paid: true,
        payment_method: paymentMethodOf(card),
      };
      record.payment = record.capture
        ? { ...paid, status: 'succeeded', captured_at: now.toISOString(), refundable: true }
        : {
            ...paid,
            status: 'waiting_for_capture',
            expires_at: new Date(now.getTime() + this.settings.captureLifetimeMs).toISOString(),
          };
      delete record.awaitingCode;
      this.notifier.enqueue(
        record.shopId,
        record.capture ? 'payment.succeeded' : 'payment.waiting_for_capture',
        record.payment,
        notifyLate ? this.settings.delayedNotificationMs : 0,
      );
    });
  }

  cancel(record: PaymentRecord, details: CancellationDetails, card?: EnteredCard): void {
    this.store.change(() => {
      const payment = settled(record.payment);
      delete payment.expires_at;
      record.payment = {
        ...payment,
        status: 'canceled',
        paid: false,
        cancellation_details: details,
        ...(card === undefined ? {} : { payment_method: paymentMethodOf(card) }),
      };
      delete record.awaitingCode;
      this.notifier.enqueue(record.shopId, 'payment.canceled', record.payment);
    });
  }

  private expireIfLapsed(record: PaymentRecord): void {
    const { payment } = record;
    const now = Date.now();
    if (
      payment.status === 'pending' &&
      now - Date.parse(payment.created_at) >= this.settings.pendingLifetimeMs
    ) {
      this.cancel(record, EXPIRED);
    }
    if (
      payment.status === 'waiting_for_capture' &&
      payment.expires_at !== undefined &&
      now >= Date.parse(payment.expires_at)
    ) {
      this.cancel(record, EXPIRED_ON_CAPTURE);
    }
  }
}

/** YooKassa drops the confirmation once the payer is done with it. */
function settled(payment: Payment): Payment {
  const copy = { ...payment };
  delete copy.confirmation;
  return copy;
}

function paymentMethodOf(card: EnteredCard) {
  return {
    type: 'bank_card',
    id: randomUUID(),
    saved: false,
    card: {
      first6: card.digits.slice(0, 6),
      last4: card.digits.slice(-4),
      expiry_month: String(card.expiryMonth).padStart(2, '0'),
      expiry_year: String(card.expiryYear),
      card_type: card.testCard.cardType,
    },
  };
}
