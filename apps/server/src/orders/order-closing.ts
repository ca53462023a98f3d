import type { Db } from '../infra/db/database.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { holdLapsedMail } from '../mail/templates.ts';
import { orderLetterOf, siteOf } from './order-letter.ts';
import type { InventoryRepository } from '../suppliers/local/inventory-repository.ts';
import { OrdersRepository } from './orders-repository.ts';
import type { SupplierSales } from './supplier-sales.ts';

type Deps = {
  inventory: InventoryRepository;
  supplierSales: SupplierSales | null;
  sendMail: (tx: Db, message: MailMessage, dedupeKey: string) => Promise<void>;
  publicUrl: string;
};

/**
 * What closing unpaid orders (a cancellation, a lapsed hold) frees, in the transaction that
 * closed them: our own places at once, a supplier's reservation by a durable job.
 */
export class OrderClosing {
  private readonly orders = new OrdersRepository();

  constructor(private readonly deps: Deps) {}

  async closed(tx: Db, orderIds: readonly number[]): Promise<void> {
    await this.deps.inventory.release(tx, orderIds);
    await this.deps.supplierSales?.cancelled(tx, orderIds);
  }

  /**
   * Orders whose hold lapsed unpaid: closed as any, and their buyers told — nobody cancelled
   * them, so they may not know — with the way back to the same ride.
   */
  async lapsed(tx: Db, orderIds: readonly number[]): Promise<void> {
    await this.closed(tx, orderIds);
    for (const orderId of orderIds) {
      const stored = await this.orders.loadById(tx, orderId);
      if (!stored) continue;
      const { routeId, serviceClass, transportType } = stored.order;
      // The order form opens again on a single ride; a combined trip is searched again.
      const site = siteOf(stored, this.deps.publicUrl);
      const again =
        transportType === 'combined'
          ? `${site}/profile?tab=trips`
          : `${site}/ride/${routeId}${serviceClass ? `?class=${serviceClass}` : ''}`;
      await this.deps.sendMail(
        tx,
        holdLapsedMail(orderLetterOf(stored, this.deps.publicUrl), again),
        `hold-lapsed:${orderId}`,
      );
    }
  }
}
