import type { Orders } from './orders.ts';
import type { Railway } from './railway.ts';

/** What every call works on: the trains, the orders and balances, and the sandbox's clock. */
export type World = {
  railway: Railway;
  orders: Orders;
  /** Epoch milliseconds; tests move it. */
  now: () => number;
  /** How long a reservation is held (ConfirmTill) and a sale may be voided (VoidTill). */
  confirmMs: number;
  voidMs: number;
};
