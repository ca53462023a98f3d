import { describe, expect, it } from 'vitest';
import { confirmAddress, orderIdOf } from './order-addresses.ts';

describe('order addresses', () => {
  it('reads the order id of the address as the server would', () => {
    expect(orderIdOf('17')).toBe(17);
    expect(orderIdOf(null)).toBeNull();
    expect(orderIdOf('017')).toBeNull();
    expect(orderIdOf('17abc')).toBeNull();
    expect(orderIdOf('99999999999')).toBeNull();
  });

  it('addresses the confirm page by the order’s type and id', () => {
    expect(confirmAddress('avia', 17)).toBe('/payment/confirm/avia?order=17');
  });
});
