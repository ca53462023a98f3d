import { IM_ERRORS } from '@peresadka/contracts/im/im-values';
import { refusal } from './im-error.ts';

/**
 * One operation at a time on an order, as the supplier allows: a Confirm, Cancel, Void or
 * return arriving while another is still talking to the carrier is refused (94), not queued,
 * so a retry after a timeout can never act twice.
 */
export class OrderLocks {
  private readonly busy = new Set<number>();

  async hold<T>(orderId: number | undefined, work: () => Promise<T>): Promise<T> {
    if (orderId === undefined) return work();
    if (this.busy.has(orderId)) {
      throw refusal(
        IM_ERRORS.operationInProgress,
        'Операция не может быть выполнена, так как ожидается завершение другой',
      );
    }
    this.busy.add(orderId);
    try {
      return await work();
    } finally {
      this.busy.delete(orderId);
    }
  }
}
