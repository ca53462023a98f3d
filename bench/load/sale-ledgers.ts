import { readFileSync } from 'node:fs';
import { kopecksOf, type Payment, type Refund } from '@peresadka/contracts/yookassa-v3';
import { isStanding, phaseOf, type OrderRecord } from '@peresadka/im-sandbox/orders';
import type { SandboxState } from '@peresadka/payment-sandbox/store';
import pg from 'pg';

/** The site's own record of its train orders, their payments and refunds (its database). */
export type SiteLedger = {
  orders: {
    id: number;
    status: string;
    supplierState: string | null;
    supplierOrderId: string | null;
    supplierReference: string | null;
    totalPrice: number;
  }[];
  payments: {
    id: number;
    orderId: number;
    amount: number;
    status: string;
    providerId: string | null;
  }[];
  refunds: {
    id: number;
    paymentId: number;
    orderId: number;
    amount: number;
    reason: string;
    status: string;
    providerId: string | null;
  }[];
};

/** The payment provider's record: the shop's payments and refunds. */
export type ProviderLedger = { payments: Payment[]; refunds: Refund[] };

export async function siteLedger(databaseUrl: string): Promise<SiteLedger> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const orders = await db.query<SiteLedger['orders'][number]>(`
      select id, status, supplier_state as "supplierState", supplier_order_id as "supplierOrderId",
             supplier_reference as "supplierReference", total_price as "totalPrice"
      from orders where transport_type = 'train' order by id`);
    const payments = await db.query<SiteLedger['payments'][number]>(`
      select id, order_id as "orderId", amount, status, provider_payment_id as "providerId"
      from payments order by id`);
    const refunds = await db.query<SiteLedger['refunds'][number]>(`
      select id, payment_id as "paymentId", order_id as "orderId", amount, reason, status,
             provider_refund_id as "providerId"
      from refunds order by id`);
    return { orders: orders.rows, payments: payments.rows, refunds: refunds.rows };
  } finally {
    await db.end();
  }
}

/** The payment sandbox's own storage file, the shop's part of it. */
export function providerLedger(storageFile: string, shopId: string): ProviderLedger {
  const state = JSON.parse(readFileSync(storageFile, 'utf8')) as SandboxState;
  return {
    payments: Object.values(state.payments)
      .filter((record) => record.shopId === shopId)
      .map((record) => record.payment),
    refunds: Object.values(state.refunds)
      .filter((record) => record.shopId === shopId)
      .map((record) => record.refund),
  };
}

/**
 * The IM sandbox's journal, the partner's orders as they stand: every change appends the
 * order's whole new state, so its last line is the order now (a line torn by a crash is the
 * last one, and its answer was never sent).
 */
export function supplierLedger(journalFile: string, partner: string): OrderRecord[] {
  const orders = new Map<number, OrderRecord>();
  for (const line of readFileSync(journalFile, 'utf8').split('\n')) {
    let entry: { order: OrderRecord };
    try {
      entry = JSON.parse(line) as { order: OrderRecord };
    } catch {
      continue;
    }
    if (entry.order.partner === partner) orders.set(entry.order.orderId, entry.order);
  }
  return [...orders.values()];
}

/**
 * The three records compared. Lists hold the orders (or payments) at fault, so a failed run
 * names them; each of the «must be empty» ones is a broken promise to a traveller or to us.
 */
export type LedgerCheck = {
  /** The site's train orders by where they stand with the supplier (supplier-states.ts). */
  siteOrders: Record<string, number>;
  /** The supplier's orders of the partner, by phase (a reservation past ConfirmTill: Lapsed). */
  supplierOrders: Record<string, number>;
  /** The provider's payments of the shop, by status. */
  providerPayments: Record<string, number>;
  /** Paid, the provider keeping the whole price, and the supplier's tickets issued. */
  paidWithTickets: number;
  /** Must be empty: the provider keeps money for an order the supplier issued nothing for. */
  paidWithoutTickets: number[];
  /**
   * Must be empty: tickets issued by the supplier for an order the provider does not hold the
   * whole price of ('im …': a supplier's order no order of the site made).
   */
  ticketsWithoutPayment: string[];
  /** Must be empty: a payment refunded more than once, at the site or at the provider. */
  refundedTwice: number[];
  /** Must be empty: a payment refunded beyond what it paid, at the site or at the provider. */
  refundedOverPaid: number[];
  /** Must be empty: the site's word on an order differs from the supplier's or the provider's. */
  siteDisagrees: number[];
  /** Orders the supplier refused to confirm once paid, and the money that went back. */
  refused: {
    orders: number;
    paidKopecks: number;
    refundedKopecks: number;
    refundedAtProviderKopecks: number;
    /** Must be empty: refused orders not refunded whole at both the site and the provider. */
    notWhole: number[];
  };
  /** Refunds of other reasons (money that came after the hold lapsed …), by reason. */
  otherRefunds: Record<string, number>;
  /** Must be empty: still on their way when the run stopped waiting. */
  stuck: {
    reserving: number[];
    confirming: number[];
    refundsOpen: number[];
    /** The provider settled the payment, the site has not learnt it. */
    paymentsUntold: number[];
  };
  /** Reserved and never paid: the hold still live, to lapse at its time. */
  unpaid: number;
  /**
   * Supplier reservations still holding places for orders the site closed or never knew: they
   * would keep them from sale until their ConfirmTill.
   */
  heldForClosed: number;
};

const tally = (keys: string[]) =>
  keys.reduce<Record<string, number>>((all, k) => ({ ...all, [k]: (all[k] ?? 0) + 1 }), {});

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** The order reference of a supplier item's AgentReferenceId (`{reference}-{ride}-{group}`). */
const referenceOf = (agentReferenceId: string | null) =>
  agentReferenceId?.replace(/-\d+-\d+$/, '') ?? null;

export function reconcile(
  site: SiteLedger,
  provider: ProviderLedger,
  supplier: OrderRecord[],
  now = Date.now(),
): LedgerCheck {
  const atSupplier = new Map<string, OrderRecord[]>();
  for (const order of supplier) {
    const reference = referenceOf(order.items[0]?.agentReferenceId ?? null);
    if (reference) atSupplier.set(reference, [...(atSupplier.get(reference) ?? []), order]);
  }
  const issued = (order: OrderRecord) =>
    order.state === 'Confirmed' && order.items.some((item) => item.blanks.some(isStanding));
  const siteOrderOf = new Map(site.orders.map((o) => [o.supplierReference, o]));
  const siteOrderAt = (o: OrderRecord) =>
    siteOrderOf.get(referenceOf(o.items[0]!.agentReferenceId));

  const refundedOf = (p: Payment) => (p.refunded_amount ? kopecksOf(p.refunded_amount) : 0);
  /** The provider's payment of a site's attempt: named by its metadata even if the answer to its creation was lost. */
  const providerOf = new Map(provider.payments.map((p) => [p.metadata?.payment_id, p]));
  const paymentsOf = (orderId: number) =>
    provider.payments.filter((p) => p.metadata?.order_id === String(orderId));
  /** What the provider holds for the order now: succeeded payments less their refunds. */
  const kept = (orderId: number) =>
    sum(
      paymentsOf(orderId)
        .filter((p) => p.status === 'succeeded')
        .map((p) => kopecksOf(p.amount) - refundedOf(p)),
    );

  const check: LedgerCheck = {
    siteOrders: tally(site.orders.map((o) => o.supplierState ?? 'нет')),
    supplierOrders: tally(supplier.map((o) => phaseOf(o, now))),
    providerPayments: tally(provider.payments.map((p) => p.status)),
    paidWithTickets: 0,
    paidWithoutTickets: [],
    ticketsWithoutPayment: supplier
      .filter((o) => issued(o) && !siteOrderAt(o))
      .map((o) => `im ${o.orderId}`),
    refundedTwice: [],
    refundedOverPaid: [],
    siteDisagrees: [],
    refused: {
      orders: 0,
      paidKopecks: 0,
      refundedKopecks: 0,
      refundedAtProviderKopecks: 0,
      notWhole: [],
    },
    otherRefunds: tally(
      site.refunds.filter((r) => r.reason !== 'supplier_refused').map((r) => r.reason),
    ),
    stuck: { reserving: [], confirming: [], refundsOpen: [], paymentsUntold: [] },
    unpaid: 0,
    heldForClosed: supplier.filter(
      (o) =>
        phaseOf(o, now) === 'Reserved' && (siteOrderAt(o)?.status ?? 'CANCELLED') === 'CANCELLED',
    ).length,
  };

  for (const order of site.orders) {
    const theirs = atSupplier.get(order.supplierReference ?? '') ?? [];
    const tickets = theirs.some(issued);
    const money = kept(order.id);
    if (money > 0 && !tickets) check.paidWithoutTickets.push(order.id);
    if (tickets && money < order.totalPrice) check.ticketsWithoutPayment.push(String(order.id));
    if (tickets && money === order.totalPrice) check.paidWithTickets++;
    const confirmedHere = order.status === 'PAID' && order.supplierState === 'confirmed';
    const confirmedThere = theirs.some(
      (o) => issued(o) && String(o.orderId) === order.supplierOrderId,
    );
    if (confirmedHere !== confirmedThere || confirmedHere !== tickets) {
      check.siteDisagrees.push(order.id);
    }
    if (order.supplierState === 'reserving') check.stuck.reserving.push(order.id);
    if (order.supplierState === 'confirming') check.stuck.confirming.push(order.id);
    if (order.supplierState === 'reserved') check.unpaid++;
    if (order.supplierState === 'refused') {
      const paid = sum(
        site.payments
          .filter((p) => p.orderId === order.id && p.status === 'succeeded')
          .map((p) => p.amount),
      );
      const refunded = sum(
        site.refunds
          .filter((r) => r.orderId === order.id && r.status === 'succeeded')
          .map((r) => r.amount),
      );
      const atProvider = sum(paymentsOf(order.id).map(refundedOf));
      check.refused.orders++;
      check.refused.paidKopecks += paid;
      check.refused.refundedKopecks += refunded;
      check.refused.refundedAtProviderKopecks += atProvider;
      if (paid === 0 || refunded !== paid || atProvider !== paid) {
        check.refused.notWhole.push(order.id);
      }
    }
  }

  for (const payment of site.payments) {
    const ours = site.refunds.filter((r) => r.paymentId === payment.id);
    const theirs = providerOf.get(String(payment.id));
    const theirRefunds = provider.refunds.filter((r) => r.payment_id === theirs?.id);
    if (ours.length > 1 || theirRefunds.length > 1) check.refundedTwice.push(payment.id);
    if (
      sum(ours.map((r) => r.amount)) > payment.amount ||
      (theirs && refundedOf(theirs) > kopecksOf(theirs.amount))
    ) {
      check.refundedOverPaid.push(payment.id);
    }
    const open = payment.status === 'creating' || payment.status === 'pending';
    if (open && theirs && theirs.status !== 'pending') check.stuck.paymentsUntold.push(payment.id);
  }
  check.stuck.refundsOpen = site.refunds.filter((r) => r.status !== 'succeeded').map((r) => r.id);
  return check;
}
