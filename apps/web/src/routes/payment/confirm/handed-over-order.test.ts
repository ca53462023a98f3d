import { describe, expect, it } from 'vitest';
import { trainOrder } from './confirm-fixtures.test-support.ts';
import { handedOverOrder } from './handed-over-order.ts';

describe('the order to confirm', () => {
  it('takes a handed-over order only when it is a whole confirm state', () => {
    expect(handedOverOrder({ confirm: trainOrder() })?.order_id).toBe(17);
    expect(handedOverOrder({ confirm: { order_id: 17 } })).toBeNull();
    expect(handedOverOrder(null)).toBeNull();
    expect(handedOverOrder({ usr: 1 })).toBeNull();
  });
});
