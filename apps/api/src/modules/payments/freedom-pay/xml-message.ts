import { parseXmlTree, type XmlNode } from '../../../lib/xml-tree.js';

/**
 * Freedom Pay's XML messages (`<response><pg_status>ok</pg_status>…</response>`) as ordered
 * fields: a value is a tag's text, or the fields of a tag that holds tags (get_status3.php's
 * `<pg_refund_payments>`). Order and repeated names are kept, because the signature takes
 * "fields with the same name … in the order in which they appear"
 * (https://freedompay.kz/docs-en/merchant-api/intro).
 */
export type XmlField = readonly [name: string, value: XmlValue];
export type XmlValue = string | XmlFields;
export type XmlFields = readonly XmlField[];

const fieldsOf = (element: XmlNode): XmlFields =>
  element.children.map((child) => [child.name, child.children.length > 0 ? fieldsOf(child) : child.text]);

/**
 * The root element's fields; undefined when the text is not well-formed XML or its root holds no
 * elements. Whitespace between tags is not text; a leaf's text (CDATA and entities decoded) is
 * kept exactly, as PHP's SimpleXML, which signs it, reads it. No DTD is ever read, so no entity expands.
 */
export function parseXmlMessage(xml: string): XmlFields | undefined {
  let root: XmlNode | undefined;
  try {
    root = parseXmlTree(xml.replace(/^\uFEFF/, '').trim());
  } catch {
    return undefined;
  }
  return root && root.children.length > 0 ? fieldsOf(root) : undefined;
}

/**
 * The text of each top-level tag that holds text, by name. Of repeated names the first counts,
 * as `$xml->name` reads it in the provider's PHP helper.
 */
export function textFields(fields: XmlFields): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, value] of fields) {
    if (typeof value === 'string' && !(name in texts)) texts[name] = value;
  }
  return texts;
}

/** The fields of the first top-level tag of that name that holds tags; empty when there is none. */
export function nestedFields(fields: XmlFields, name: string): XmlFields {
  const found = fields.find(([key, value]) => key === name && typeof value !== 'string');
  return found ? (found[1] as XmlFields) : [];
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char]!);
}

const render = (fields: XmlFields): string =>
  fields
    .map(([name, value]) => `<${name}>${typeof value === 'string' ? escapeXml(value) : render(value)}</${name}>`)
    .join('');

/** `<?xml …?><response>…</response>` with the fields in the order given. */
export function buildXmlMessage(fields: XmlFields): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<response>${render(fields)}</response>`;
}
