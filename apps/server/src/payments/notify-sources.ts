import { BlockList, isIP } from 'node:net';

/**
 * Whether a notification may come from this address: YooKassa publishes the networks it sends
 * from. An empty list lets any address through (the sandbox on this machine); the payment is
 * fetched again either way, so this only turns strangers away sooner.
 */
export function notificationSources(cidrs: readonly string[]): (ip: string) => boolean {
  if (cidrs.length === 0) return () => true;
  const allowed = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', bits] = cidr.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) allowed.addAddress(address, family);
    else allowed.addSubnet(address, Number(bits), family);
  }
  return (ip) => {
    const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    const family = isIP(plain);
    return family !== 0 && allowed.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
