import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { XmlFields } from './xml-message.js';

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

const numbered = (parent: string, key: string, position: number) =>
  `${parent}${key}${String(position).padStart(3, '0')}`;

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
    const name = numbered(parent, key, position);
    if (typeof value === 'object' && value !== null) flatten(value as SignedParams, name, into);
    else if (!into.has(name)) into.set(name, String(value));
  }
}

/**
 * Flattens an XML message like the helper's `makeFlatParamsXML`: the same names, a tag that holds
 * tags recursed into ("for nested tags, this rule is applied recursively"), so repeated tags keep
 * the order they appear in (up to 999 of them, where %03d stops sorting).
 */
function flattenXml(fields: XmlFields, parent: string, into: Map<string, string>): void {
  let position = 0;
  for (const [name, value] of fields) {
    position += 1;
    if (name === 'pg_sig') continue;
    const key = numbered(parent, name, position);
    if (typeof value !== 'string') flattenXml(value, key, into);
    else if (!into.has(key)) into.set(key, value);
  }
}

/** PHP's ksort on these names is a byte-order comparison. */
function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

const baseOf = (scriptName: string, flat: Map<string, string>, secret: string) =>
  [scriptName, ...[...flat.keys()].sort(byteOrder).map((key) => flat.get(key)!), secret].join(';');

/** The string that is hashed: `script;value1;…;valueN;secret`, values ordered by key. Empty values stay. */
export function signatureBase(scriptName: string, params: SignedParams, secret: string): string {
  const flat = new Map<string, string>();
  flatten(params, '', flat);
  return baseOf(scriptName, flat, secret);
}

/**
 * The same for an XML message. The helper's `makeXML` hands the flattened XML to `make`, which
 * numbers those names once more by position; that is done here too, so that even odd tag names
 * sort as the provider sorts them.
 */
export function xmlSignatureBase(scriptName: string, fields: XmlFields, secret: string): string {
  const once = new Map<string, string>();
  flattenXml(fields, '', once);
  const twice = new Map([...once].map(([key, value], index) => [numbered('', key, index + 1), value]));
  return baseOf(scriptName, twice, secret);
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** `pg_sig`: md5 of the signature base, lowercase hex. */
export function signParams(scriptName: string, params: SignedParams, secret: string): string {
  return md5(signatureBase(scriptName, params, secret));
}

/** `pg_sig` of an XML message (a `pg_sig` field in it is left out, wherever it stands). */
export function signXml(scriptName: string, fields: XmlFields, secret: string): string {
  return md5(xmlSignatureBase(scriptName, fields, secret));
}

/** Compares in constant time; a missing or malformed signature is simply invalid. */
function sameSignature(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const actual = Buffer.from(given.toLowerCase(), 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}

/** Checks `params.pg_sig`. */
export function verifyParams(scriptName: string, params: SignedParams, secret: string): boolean {
  return sameSignature(params.pg_sig, signParams(scriptName, params, secret));
}

/** Checks an XML message's top-level `pg_sig` (the first, as the helper's `checkXML` reads it). */
export function verifyXml(scriptName: string, fields: XmlFields, secret: string): boolean {
  const given = fields.find(([name]) => name === 'pg_sig')?.[1];
  return sameSignature(given, signXml(scriptName, fields, secret));
}

/** A fresh `pg_salt` for every request or reply (hex keeps it URL- and XML-neutral). */
export function randomSalt(): string {
  return randomBytes(16).toString('hex');
}
