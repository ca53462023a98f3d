import { randomUUID } from 'node:crypto';
import {
  amountOf,
  kopecksOf,
  type CancellationDetails,
  type CreatePayment,
  type Payment,
  type PaymentStatus,
  receiptMatches,
} from '@peresadka/contracts/yookassa-v3';
import { invalidRequest } from './api-error.ts';
import type { EnteredCard } from './card-form.ts';
import type { Notifier } from './notifier.ts';
import type { Store } from './store.ts';

export type PaymentRecord = {
  shopId: string;
  returnUrl: string;
  /** The payment exactly as the API shows it. */
  payment: Payment;
  /** The card that waits for its 3-D Secure code. */
  awaitingCode?: EnteredCard;
};

export type PaymentSettings = {
  pendingLifetimeMs: number;
  delayedNotificationMs: number;
  /** The payer's page; its origin is known only once the server listens. */
  pageUrl: (paymentId: string) => string;
};

/** The payer gave up, or never came back: what YooKassa reports for both. */
export const EXPIRED: CancellationDetails = {
  party: 'yoo_money',
  reason: 'expired_on_confirmation',
};

/** The life of a payment: made by the API, paid or canceled on the page, read by both. */
export class Payments {
  constructor(
    private readonly store: Store,
    private readonly notifier: Notifier,
    private readonly settings: PaymentSettings,
  ) {}

  create(shopId: string, request: CreatePayment): Payment {
    if (kopecksOf(request.amount) === 0) throw invalidRequest('Amount must be positive', 'amount');
    if (request.receipt !== undefined && !receiptMatches(request.receipt, request.amount)) {
      throw invalidRequest('The receipt items do not add up to the payment amount', 'receipt');
    }
    const id = randomUUID();
    const payment: Payment = {
      id,
      status: 'pending',
      paid: false,
      // YooKassa answers with two decimals whatever it was sent.
      amount: amountOf(kopecksOf(request.amount)),
      description: request.description,
      metadata: request.metadata,
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
      state.payments[id] = { shopId, returnUrl, payment };
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

  /** Newest first: payments are only ever added, so that is the stored order reversed. */
  list(shopId: string, status: PaymentStatus | undefined, limit: number): Payment[] {
    const found: Payment[] = [];
    for (const record of Object.values(this.store.state.payments).reverse()) {
      if (found.length === limit) break;
      if (record.shopId !== shopId) continue;
      this.expireIfLapsed(record);
      if (status === undefined || record.payment.status === status) found.push(record.payment);
    }
    return found;
  }

  askForCode(record: PaymentRecord, card: EnteredCard): void {
    this.store.change(() => {
      record.awaitingCode = card;
    });
  }

  succeed(record: PaymentRecord, card: EnteredCard): void {
    const notifyLate = card.testCard.outcome === 'succeeded_notified_late';
    this.store.change(() => {
      record.payment = {
        ...settled(record.payment),
        status: 'succeeded',
        paid: true,
        captured_at: new Date().toISOString(),
        refundable: true,
        payment_method: paymentMethodOf(card),
      };
      delete record.awaitingCode;
      this.notifier.enqueue(
        record.shopId,
        'payment.succeeded',
        record.payment,
        notifyLate ? this.settings.delayedNotificationMs : 0,
      );
    });
  }

  cancel(record: PaymentRecord, details: CancellationDetails, card?: EnteredCard): void {
    this.store.change(() => {
      record.payment = {
        ...settled(record.payment),
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
    const age = Date.now() - Date.parse(record.payment.created_at);
    if (record.payment.status === 'pending' && age >= this.settings.pendingLifetimeMs) {
      this.cancel(record, EXPIRED);
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
