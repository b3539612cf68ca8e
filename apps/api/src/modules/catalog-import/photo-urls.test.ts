import { describe, expect, it } from 'vitest';
import { isPrivateHost, photoUrlProblem } from './photo-urls.js';

/** Written as a URL's host: IPv6 literals in brackets. */
const asUrl = (address: string) => `http://${address.includes(':') ? `[${address}]` : address}/a.jpg`;

/**
 * Every range of IANA's IPv4 and IPv6 Special-Purpose Address Registries, the multicast and
 * reserved blocks, and the deprecated IPv6 ranges (IPv4-compatible, site-local), each with an
 * address inside it. Each is refused as a URL's literal host (the dry run) and as an address a
 * name resolves to (the download's `lookup`).
 */
const refused: Array<[range: string, address: string]> = [
  ['0.0.0.0/8 this network', '0.1.2.3'],
  ['10.0.0.0/8 private', '10.1.2.3'],
  ['100.64.0.0/10 shared (CGNAT)', '100.127.255.254'],
  ['127.0.0.0/8 loopback', '127.0.0.1'],
  ['169.254.0.0/16 link-local (cloud metadata)', '169.254.169.254'],
  ['172.16.0.0/12 private', '172.31.255.1'],
  ['192.0.0.0/24 IETF protocol assignments', '192.0.0.9'],
  ['192.0.0.170/31 NAT64 discovery', '192.0.0.171'],
  ['192.0.2.0/24 documentation', '192.0.2.10'],
  ['192.31.196.0/24 AS112', '192.31.196.1'],
  ['192.52.193.0/24 AMT', '192.52.193.1'],
  ['192.88.99.0/24 6to4 relay anycast', '192.88.99.1'],
  ['192.168.0.0/16 private', '192.168.1.1'],
  ['192.175.48.0/24 AS112 direct delegation', '192.175.48.1'],
  ['198.18.0.0/15 benchmarking', '198.19.255.1'],
  ['198.51.100.0/24 documentation', '198.51.100.7'],
  ['203.0.113.0/24 documentation', '203.0.113.7'],
  ['224.0.0.0/4 multicast', '239.255.255.250'],
  ['240.0.0.0/4 reserved', '250.1.2.3'],
  ['255.255.255.255/32 broadcast', '255.255.255.255'],
  ['::/128 unspecified', '::'],
  ['::1/128 loopback', '::1'],
  ['::/96 IPv4-compatible (deprecated)', '::127.0.0.1'],
  ['::/96 IPv4-compatible with a public address', '::8.8.8.8'],
  ['::ffff:0:0/96 IPv4-mapped', '::ffff:127.0.0.1'],
  ['::ffff:0:0/96 IPv4-mapped with a public address', '::ffff:8.8.8.8'],
  ['64:ff9b::/96 NAT64', '64:ff9b::10.0.0.1'],
  ['64:ff9b::/96 NAT64 with a public address', '64:ff9b::8.8.8.8'],
  ['64:ff9b:1::/48 local-use NAT64', '64:ff9b:1::a00:1'],
  ['100::/64 discard-only', '100::1'],
  ['100:0:0:1::/64 dummy prefix', '100:0:0:1::1'],
  ['2001::/32 Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['2001:2::/48 benchmarking', '2001:2::1'],
  ['2001:10::/28 ORCHID', '2001:10::1'],
  ['2001:20::/28 ORCHIDv2', '2001:20::1'],
  ['2001:db8::/32 documentation', '2001:db8::1'],
  ['2002::/16 6to4', '2002:7f00:1::1'],
  ['2620:4f:8000::/48 AS112', '2620:4f:8000::1'],
  ['3fff::/20 documentation', '3fff:fff::1'],
  ['5f00::/16 segment routing', '5f00::1'],
  ['fc00::/7 unique local', 'fd12:3456:789a::1'],
  ['fe80::/10 link-local', 'fe80::1'],
  ['fec0::/10 site-local (deprecated)', 'fec0::1'],
  ['ff00::/8 multicast', 'ff02::1'],
  ['4000::/2, outside global unicast', '4000::1'],
];

/** Public addresses, some just outside a refused range. */
const allowed = [
  '8.8.8.8',
  '93.184.216.34',
  '100.63.255.255',
  '100.128.0.1',
  '172.32.0.1',
  '192.0.3.1',
  '198.20.0.1',
  '223.255.255.254',
  '2a00:1450:4001:82a::200e',
  '2001:4860:4860::8888',
  '2001:200::1',
  '2606:4700::6810:84e5',
  '2620:4f:8001::1',
];

describe('the photo-URL address guard', () => {
  it.each(refused)('refuses %s (%s)', (_range, address) => {
    expect(isPrivateHost(address)).toBe(true);
    expect(photoUrlProblem(asUrl(address), false)).toBe('private_address');
    expect(photoUrlProblem(asUrl(address), true)).toBeNull();
  });

  it.each(allowed)('lets the public address %s through', (address) => {
    expect(isPrivateHost(address)).toBe(false);
    expect(photoUrlProblem(asUrl(address), false)).toBeNull();
  });

  it.each([
    'http://localhost/a.jpg',
    'http://localhost./a.jpg',
    'http://shop.localhost/a.jpg',
    'http://printer.local/a.jpg',
    'http://printer.local./a.jpg',
    'http://db.internal/a.jpg',
    'http://nas.home.arpa/a.jpg',
    // The URL parser reads these as 127.0.0.1 and ::ffff:7f00:1.
    'http://0x7f.1/a.jpg',
    'http://2130706433/a.jpg',
    'http://[::ffff:7f00:1]/a.jpg',
  ])('refuses the local name or disguised address %s', (url) => {
    expect(photoUrlProblem(url, false)).toBe('private_address');
  });

  it('takes public http(s) addresses only', () => {
    expect(photoUrlProblem('https://cdn.example.com/a.jpg', false)).toBeNull();
    expect(photoUrlProblem('ftp://cdn.example.com/a.jpg', false)).toBe('not_http');
    expect(photoUrlProblem('file:///etc/passwd', false)).toBe('not_http');
    expect(photoUrlProblem('https://user:pw@cdn.example.com/a.jpg', false)).toBe('credentials_in_url');
    expect(photoUrlProblem('not a url', false)).toBe('not_a_url');
  });
});
