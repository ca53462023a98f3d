import type { Notification, Payment, Refund } from '@peresadka/contracts/yookassa-v3';
import type { EnteredCard } from './card-form.ts';

// What the store keeps, apart from the modules that make and read it: so the store needs none of them.

export type PaymentRecord = {
  shopId: string;
  returnUrl: string;
  /** One-stage (captured when paid) or two-stage (held until the shop captures or cancels). */
  capture: boolean;
  /** The payment exactly as the API shows it. */
  payment: Payment;
  /** The card that waits for its 3-D Secure code. */
  awaitingCode?: EnteredCard;
};

export type RefundRecord = { shopId: string; refund: Refund };

export type Delivery = {
  id: string;
  shopId: string;
  notification: Notification;
  nextAt: number;
  /** The give-up clock starts at the first attempt, not while the shop has no address yet. */
  firstAttemptAt?: number;
  failures: number;
};

export type IdempotencyRecord = {
  /** Which request the key was first used for: method, path and body. */
  fingerprint: string;
  /** The 200 answer's body. */
  body: unknown;
  at: number;
};
