import { describe, expect, it } from 'vitest';
import { confirmAddress, orderIdOf, refundAddress, refundTargetOf } from './order-addresses.ts';

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

  it('names a refund’s ticket in the address, and reads it back only when whole', () => {
    const address = refundAddress('train', 31);
    expect(address).toBe('/payment/return?item=31&type=train');
    const search = new URL(address, 'https://example.ru').searchParams;
    expect(refundTargetOf(search)).toEqual({
      orderItemId: 31,
      transportType: 'train',
      scope: 'passenger',
    });
    expect(refundTargetOf(new URLSearchParams('item=31'))).toBeNull();
    expect(refundTargetOf(new URLSearchParams('item=31&type=ship'))).toBeNull();
    expect(refundTargetOf(new URLSearchParams('item=0&type=bus'))).toBeNull();
  });

  it('returns a combined trip whole unless the address names the passenger alone', () => {
    expect(refundAddress('combined', 41)).toBe('/payment/return?item=41&type=combined&scope=order');
    expect(refundAddress('combined', 41, 'passenger')).toBe(
      '/payment/return?item=41&type=combined&scope=passenger',
    );
    expect(refundAddress('train', 31, 'order')).toBe(
      '/payment/return?item=31&type=train&scope=order',
    );
    const target = (query: string) => refundTargetOf(new URLSearchParams(query));
    expect(target('item=41&type=combined')?.scope).toBe('order');
    expect(target('item=41&type=combined&scope=order')?.scope).toBe('order');
    expect(target('item=41&type=combined&scope=passenger')?.scope).toBe('passenger');
    expect(target('item=31&type=train&scope=order')?.scope).toBe('order');
    expect(target('item=31&type=train&scope=all')).toBeNull();
  });
});
