import { randomUUID } from 'node:crypto';
import {
  amountOf,
  kopecksOf,
  type CreateRefund,
  type Refund,
  receiptMatches,
} from '@peresadka/contracts/yookassa-v3';
import { invalidRequest, notFound } from './api-error.ts';
import type { Notifier } from './notifier.ts';
import type { Payments } from './payments.ts';
import type { Store } from './store.ts';

/** Refunds succeed at once, as YooKassa's do for bank cards in test mode. */
export class Refunds {
  constructor(
    private readonly store: Store,
    private readonly payments: Payments,
    private readonly notifier: Notifier,
  ) {}

  create(shopId: string, request: CreateRefund): Refund {
    const record = this.payments.ofShop(shopId, request.payment_id);
    if (record === undefined) throw notFound();
    const { payment } = record;
    if (payment.status !== 'succeeded') {
      throw invalidRequest(
        `Вернуть можно только платёж в статусе succeeded, а этот — в статусе ${payment.status}`,
        'payment_id',
      );
    }
    const asked = kopecksOf(request.amount);
    const before = payment.refunded_amount === undefined ? 0 : kopecksOf(payment.refunded_amount);
    const paid = kopecksOf(payment.amount);
    if (before + asked > paid) {
      throw invalidRequest('Сумма возвратов больше суммы платежа', 'amount');
    }
    if (request.receipt !== undefined && !receiptMatches(request.receipt, request.amount)) {
      throw invalidRequest('Сумма позиций чека не равна сумме возврата', 'receipt');
    }
    const refund: Refund = {
      id: randomUUID(),
      payment_id: payment.id,
      status: 'succeeded',
      amount: amountOf(asked),
      created_at: new Date().toISOString(),
      ...(request.description === undefined ? {} : { description: request.description }),
    };
    this.store.change((state) => {
      state.refunds[refund.id] = { shopId, refund };
      record.payment = {
        ...payment,
        refunded_amount: amountOf(before + asked),
        refundable: before + asked < paid,
      };
      this.notifier.enqueue(shopId, 'refund.succeeded', refund);
    });
    return refund;
  }

  /** The shop's refunds, newest first. */
  *ofShopNewestFirst(shopId: string): Generator<Refund> {
    for (const record of Object.values(this.store.state.refunds).reverse()) {
      if (record.shopId === shopId) yield record.refund;
    }
  }

  ofShop(shopId: string, id: string): Refund | undefined {
    const record = this.store.state.refunds[id];
    return record?.shopId === shopId ? record.refund : undefined;
  }
}
