import ipaddr from 'ipaddr.js';

/**
 * The address a per-client bound counts. An IPv4 address is one client (or one NAT); an IPv6
 * subscriber gets a whole /64 and can take a new address from it for every request, so there
 * the /64 is the client.
 */
export function clientAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  // An IPv4 client seen through an IPv6 socket (::ffff:203.0.113.5) is that IPv4 client.
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(':')}::/64`;
}
