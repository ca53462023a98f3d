import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

describe('the client address of per-client bounds', () => {
  it('is an IPv4 address as it is, also seen through an IPv6 socket', () => {
    expect(clientAddress('203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('is the /64 of an IPv6 address, however the rest is spelled', () => {
    expect(clientAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });
});
