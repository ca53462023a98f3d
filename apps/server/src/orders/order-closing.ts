import type { Db } from '../infra/db/database.ts';
import type { InventoryRepository } from '../suppliers/local/inventory-repository.ts';
import type { SupplierSales } from './supplier-sales.ts';

/**
 * What closing unpaid orders (a cancellation, a lapsed hold) frees, in the transaction that
 * closed them: our own places at once, a supplier's reservation by a durable job.
 */
export class OrderClosing {
  constructor(
    private readonly inventory: InventoryRepository,
    private readonly supplierSales: SupplierSales | null,
  ) {}

  async closed(tx: Db, orderIds: readonly number[]): Promise<void> {
    await this.inventory.release(tx, orderIds);
    await this.supplierSales?.cancelled(tx, orderIds);
  }
}
