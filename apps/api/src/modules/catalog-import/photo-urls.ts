import { isIP } from 'node:net';

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

export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    return true;
  const version = isIP(host);
  if (version === 4) return isPrivateIPv4(host);
  if (version === 6) return isPrivateIPv6(host);
  return false;
}

function isPrivateIPv4(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}

function isPrivateIPv6(address: string): boolean {
  if (address === '::' || address === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return isPrivateIPv4(mapped[1]!);
  // The URL parser writes an IPv4-mapped address in hex: [::ffff:127.0.0.1] becomes [::ffff:7f00:1].
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (mappedHex) {
    const [high, low] = [Number.parseInt(mappedHex[1]!, 16), Number.parseInt(mappedHex[2]!, 16)];
    return isPrivateIPv4(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return /^(fc|fd|fe8|fe9|fea|feb|ff)/.test(address);
}
