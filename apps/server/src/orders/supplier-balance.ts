import { formatRubles } from '@peresadka/contracts/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../infra/db/database.ts';
import { supplierBalanceLowMail } from '../mail/templates.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { TrainSale } from '../suppliers/train-supplier.ts';
import { SupplierOrdersRepository } from './supplier-orders-repository.ts';

const DAY_MS = 24 * 60 * 60_000;

/** How often each instance reads the balance; the letter goes out once a day whatever. */
export const SUPPLIER_BALANCE_CHECK_MS = 10 * 60_000;

type Deps = {
  db: Db;
  sale: TrainSale;
  /** What the supplier is called in the letter («ИМ»). */
  supplierName: string;
  /** Below this the operator is warned, whatever the day's sales. */
  floor: number;
  operatorEmail: string;
  sendMail: (tx: Db, message: MailMessage, dedupeKey: string) => Promise<void>;
  now: () => Date;
  log: FastifyBaseLogger;
};

export type BalanceCheck = {
  balance: number;
  /** The carriers' fares the supplier charged us in the last 24 hours. */
  lastDay: number;
  /** What the balance should cover: the floor or another such day, whichever is more. */
  needed: number;
  short: boolean;
};

/**
 * The agent's account at the train supplier: the supplier takes each ticket's fare from it at
 * Confirm and refuses Confirm when it is short (the paid order then waits for a top-up until its
 * reservation lapses, and is refunded). So the operator is warned before: when what is left
 * would not last another day like the last one, or is below the floor.
 */
export class SupplierBalanceWatch {
  private readonly repo = new SupplierOrdersRepository();

  constructor(private readonly deps: Deps) {}

  async check(): Promise<BalanceCheck> {
    const now = this.deps.now();
    const [balance, lastDay] = await Promise.all([
      this.deps.sale.balance(),
      this.repo.faresIssuedSince(this.deps.db, new Date(now.getTime() - DAY_MS)),
    ]);
    const needed = Math.max(this.deps.floor, lastDay);
    const check = { balance, lastDay, needed, short: balance < needed };
    if (!check.short) return check;
    this.deps.log.warn(
      { balance, lastDay, floor: this.deps.floor },
      'на счёте у поставщика поездов мало денег: пополните его',
    );
    // One letter a Moscow day, however many instances check how often.
    const day = new Date(now.getTime() + 3 * 60 * 60_000).toISOString().slice(0, 10);
    await this.deps.db.transaction((tx) =>
      this.deps.sendMail(
        tx,
        supplierBalanceLowMail({
          to: this.deps.operatorEmail,
          supplier: this.deps.supplierName,
          balance: formatRubles(balance),
          floor: formatRubles(this.deps.floor),
          lastDay: formatRubles(lastDay),
        }),
        `supplier-balance:${day}`,
      ),
    );
    return check;
  }
}
