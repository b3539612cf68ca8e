import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A request or callback parameter: flat values, or nested lists/maps (flattened for signing). */
export type SignedValue = string | number | readonly SignedValue[] | { readonly [key: string]: SignedValue };
export type SignedParams = { readonly [key: string]: SignedValue };

/**
 * The signing script name: the basename of the URL's path, '' when the path ends in '/'.
 * (Freedom Pay signs `init_payment.php`, `get_status3.php`, and for callbacks the last segment
 * of our own result URL, so result URLs must not end in a slash.)
 */
export function scriptNameOf(url: string): string {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '' || path.endsWith('/')) return '';
  // Not percent-decoded, like PHP's basename(parse_url(…)); keep result URLs plain ASCII.
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * Flattens like the official PHP helper (PayBox/module-magento Helper/Signature.php): every key
 * becomes `parent + key + %03d(position)`, position counted from 1 including `pg_sig`, so that
 * nested nodes sort together. For flat `pg_*` maps the suffix never changes the order.
 */
function flatten(params: SignedParams | readonly SignedValue[], parent: string, into: Map<string, string>): void {
  let position = 0;
  for (const [key, value] of Object.entries(params)) {
    position += 1;
    if (key === 'pg_sig') continue;
    const name = `${parent}${key}${String(position).padStart(3, '0')}`;
    if (typeof value === 'object' && value !== null) flatten(value as SignedParams, name, into);
    else if (!into.has(name)) into.set(name, String(value));
  }
}

/** PHP's ksort on these names is a byte-order comparison. */
function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** The string that is hashed: `script;value1;…;valueN;secret`, values ordered by key. Empty values stay. */
export function signatureBase(scriptName: string, params: SignedParams, secret: string): string {
  const flat = new Map<string, string>();
  flatten(params, '', flat);
  const values = [...flat.keys()].sort(byteOrder).map((key) => flat.get(key)!);
  return [scriptName, ...values, secret].join(';');
}

/** `pg_sig`: md5 of the signature base, lowercase hex. */
export function signParams(scriptName: string, params: SignedParams, secret: string): string {
  return createHash('md5')
    .update(signatureBase(scriptName, params, secret), 'utf8')
    .digest('hex');
}

/** Checks `params.pg_sig` in constant time; a missing or malformed signature is simply invalid. */
export function verifyParams(scriptName: string, params: SignedParams, secret: string): boolean {
  const given = params.pg_sig;
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(signParams(scriptName, params, secret), 'utf8');
  const actual = Buffer.from(given.toLowerCase(), 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A fresh `pg_salt` for every request or reply (hex keeps it URL- and XML-neutral). */
export function randomSalt(): string {
  return randomBytes(16).toString('hex');
}
