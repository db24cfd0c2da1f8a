import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

// Where a webhook may never go (docs/webhooks.md, "Addresses refused"): a customer's URL must not become a way
// into this host or the network behind it. Checked on the address actually connected to, so a DNS answer that
// changes after the URL was saved, or a name that resolves to several addresses, cannot slip past.

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const REFUSED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, with the clouds' metadata service at 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: reaches an IPv4 address through a translator
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: reaches an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv6');
}

/** `::ffff:127.0.0.1` and `::ffff:7f00:1` are 127.0.0.1: an IPv4-mapped address is judged as its IPv4 one. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const lower = address.toLowerCase().replace(/^\[|\]$/g, '');
  if (isIP(lower) === 4) return { address: lower, family: 'ipv4' };
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1] && isIP(dotted[1]) === 4) return { address: dotted[1], family: 'ipv4' };
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = Number.parseInt(hex[1], 16);
    const low = Number.parseInt(hex[2], 16);
    return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), family: 'ipv4' };
  }
  return { address: lower, family: 'ipv6' };
}

type Interfaces = ReturnType<typeof networkInterfaces>;

/** The addresses of this host's own interfaces: a public address of the server is the server too. */
function ownAddresses(interfaces: Interfaces): Set<string> {
  const own = new Set<string>();
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) own.add(unmapped(entry.address.split('%')[0] ?? '').address);
  }
  return own;
}

export interface AddressPolicy {
  /** Tests only (WEBHOOKS_ALLOW_LOOPBACK): 127.0.0.0/8 and ::1 pass. */
  allowLoopback: boolean;
  /** This host's interfaces, read on every check (they can change); tests give a public address of their own. */
  interfaces?: () => Interfaces;
}

/** Whether a webhook may connect to `address` (an IP literal); anything that is not one is refused. */
export function isAddressAllowed(address: string, policy: AddressPolicy): boolean {
  if (isIP(address.replace(/^\[|\]$/g, '')) === 0) return false;
  const plain = unmapped(address.split('%')[0] ?? '');
  if (policy.allowLoopback && LOOPBACK.check(plain.address, plain.family)) return true;
  if (REFUSED.check(plain.address, plain.family)) return false;
  return !ownAddresses((policy.interfaces ?? networkInterfaces)()).has(plain.address);
}

/** A loopback address (the only kind a test's receiver may use over plain http). */
export function isLoopbackAddress(address: string): boolean {
  if (isIP(address.replace(/^\[|\]$/g, '')) === 0) return false;
  const plain = unmapped(address);
  return LOOPBACK.check(plain.address, plain.family);
}
