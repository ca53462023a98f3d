import type { RefundableItem } from '@peresadka/contracts/refund-rules';
import { planeFareParts, trainFareParts } from '@peresadka/contracts/fare-parts';
import { ZItemDetails } from './item-details.ts';
import type { OrderItemRow, StoredOrder } from './orders-repository.ts';

/**
 * A passenger's tickets not yet returned, with the index of their ride, as the refund rules
 * read them; `voidable` while a supplier still undoes the sale whole (its fare and the bedding
 * bought with it back, no penalty: docs/suppliers.md).
 */
export function refundableItemsOf(
  stored: StoredOrder,
  passengerId: number,
): { ride: number; item: RefundableItem; voidable: { until: Date; fare: number } | null }[] {
  const rides = new Map(stored.rides.map((r, i) => [r.id, { ride: r, index: i }]));
  return stored.items
    .filter((item) => item.passengerId === passengerId && item.returnedAt === null)
    .map((item) => {
      const { ride, index } = rides.get(item.rideId)!;
      return {
        ride: index,
        item: refundableItemOf(item, ride.departsAt),
        voidable: item.voidTill && { until: item.voidTill, fare: item.fare + item.extras },
      };
    });
}

/** One stored ticket (a passenger on a ride) as the refund rules read it. */
export function refundableItemOf(item: OrderItemRow, departsAt: Date): RefundableItem {
  const details = ZItemDetails.parse(item.details);
  const paid = { departsAt, serviceCharge: item.serviceCharge, extras: item.extras };
  switch (details.mode) {
    case 'TRAIN':
      return { mode: 'TRAIN', ...paid, ...trainFareParts(item.fare, details.carType) };
    case 'PLANE':
      return {
        mode: 'PLANE',
        ...paid,
        ...planeFareParts(item.fare),
        refundable: details.refundable,
        penalty: details.refundPenalty,
      };
    case 'BUS':
      return { mode: 'BUS', ...paid, fare: item.fare };
  }
}
