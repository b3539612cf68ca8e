import { BlockList, isIP } from 'node:net';

/**
 * Whether a photo URL may be fetched: http(s) only, and — unless private hosts are allowed
 * (development and tests) — not a name or literal address of this machine or a private network,
 * so an import cannot make the server reach inside the shop's network (SSRF). The fetch itself must
 * check the resolved address again (a public name can resolve to a private address).
 */
export function photoUrlProblem(text: string, allowPrivateHosts: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not_a_url';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'not_http';
  if (text.length > 2000) return 'too_long';
  if (url.username || url.password) return 'credentials_in_url';
  if (!allowPrivateHosts && isPrivateHost(url.hostname)) return 'private_address';
  return null;
}

/**
 * Address blocks no photo can come from: every entry of IANA's IPv4 and IPv6 Special-Purpose
 * Address Registries (https://www.iana.org/assignments/iana-ipv4-special-registry,
 * …/iana-ipv6-special-registry) as of 2025, multicast, and all IPv6 space outside global unicast
 * (2000::/3), which holds the deprecated IPv4-compatible (::/96) and site-local (fec0::/10)
 * ranges. Addresses that embed an IPv4 address (IPv4-mapped, NAT64, 6to4, Teredo) are refused
 * whatever they embed: a NAT64 gateway or a relay would connect on our behalf to an address this
 * check never saw. Those marked globally reachable (AS112, AMT, anycast) serve no web content.
 */
const specialPurpose: ReadonlyArray<[network: string, prefix: number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (DS-Lite, NAT64 discovery, anycast services)
  ['192.0.2.0', 24], // documentation
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // AS112 direct delegation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the limited broadcast address
  ['::', 3], // not global unicast: ::, ::1, IPv4-compatible, IPv4-mapped, NAT64 (both), 100::/64 discard
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, AMT, AS112, ORCHID, drone ids
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['2620:4f:8000::', 48], // AS112 direct delegation
  ['3fff::', 20], // documentation
  ['4000::', 2], // not global unicast: segment routing (5f00::/16) and unassigned space
  ['8000::', 1], // not global unicast: unique local, link-local, site-local, multicast
];

// One list per family: a BlockList also matches IPv4 addresses against IPv6 rules (as
// ::ffff:a.b.c.d), which would put every IPv4 address inside ::/3.
const refused = { ipv4: new BlockList(), ipv6: new BlockList() };
for (const [network, prefix] of specialPurpose) {
  const family = isIP(network) === 4 ? 'ipv4' : 'ipv6';
  refused[family].addSubnet(network, prefix, family);
}

/** Names that only a local resolver answers (RFC 6761, RFC 6762, RFC 8375, ICANN's `.internal`). */
const localNames = ['localhost', 'local', 'internal', 'home.arpa'];

/**
 * Whether a host (a URL's hostname, or an address a name resolved to) is this machine, a local
 * network or any special-purpose address — what a photo download must never connect to.
 */
export function isPrivateHost(hostname: string): boolean {
  // `localhost.` is `localhost`: a trailing dot only says the name is fully qualified.
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (localNames.some((name) => host === name || host.endsWith(`.${name}`))) return true;
  const version = isIP(host);
  if (version === 0) return false;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  return refused[family].check(host, family);
}
