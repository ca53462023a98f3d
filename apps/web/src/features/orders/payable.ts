import type { OrderStatus } from '@peresadka/contracts/enums';
import { useHoldSecondsLeft } from '../../components/hold-countdown/use-hold.ts';

/** Not paid yet: waiting, or declined by the bank — which may be tried again. */
export const isUnpaid = (status: OrderStatus) => status === 'WAITING' || status === 'NOT_PAID';

/** Whether the order can still be paid: unpaid, and its places still held (ticks with the clock). */
export function usePayable(order: {
  status: OrderStatus;
  hold_expires_at: string | null;
}): boolean {
  const secondsLeft = useHoldSecondsLeft(order.hold_expires_at);
  return isUnpaid(order.status) && secondsLeft !== null && secondsLeft > 0;
}
