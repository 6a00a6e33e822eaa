import { BlockList, isIP } from 'node:net';

/**
 * Addresses a link preview must never connect to (issue 11 §6): loopback,
 * private, link-local (with the cloud metadata address 169.254.169.254),
 * CGNAT, unspecified, multicast, reserved and documentation ranges, IPv6
 * unique-local and link-local, and every IPv4-mapped or NAT64 IPv6 address
 * (they would reach IPv4 hosts behind the IPv6 check).
 */
// One list per family: Node matches IPv4 addresses against IPv4-mapped IPv6 rules, so the
// ::ffff:0:0/96 rule in a shared list would refuse every IPv4 address.
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked6.addSubnet(network, prefix, 'ipv6');
}

/** Whether a connection to this literal address is refused; anything that is not an address is refused too. */
export const isBlockedAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 4) return blocked4.check(address, 'ipv4');
  if (family === 6) return blocked6.check(address, 'ipv6');
  return true;
};
