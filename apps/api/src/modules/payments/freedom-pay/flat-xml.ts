/**
 * Freedom Pay answers with flat XML (`<response><pg_status>ok</pg_status>…</response>`). A tiny
 * tolerant reader and writer for exactly that shape, instead of an XML dependency.
 */

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeText(text: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/.exec(text);
  if (cdata) return cdata[1]!;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[entity.toLowerCase()] ?? whole;
  });
}

const element = /<([A-Za-z_][\w.-]*)(?:\s[^>]*)?(?:\/>|>([\s\S]*?)<\/\1\s*>)/g;

/**
 * The children of the root element as name → text. Returns undefined when there is no root
 * element or it holds no elements. Nested elements are kept as their raw inner text.
 */
export function parseFlatXml(xml: string): Record<string, string> | undefined {
  const body = xml.replace(/^\uFEFF?\s*(<\?xml[^>]*\?>)?/, '').replace(/<!--[\s\S]*?-->/g, '');
  const root = /^\s*<([A-Za-z_][\w.-]*)(?:\s[^>]*)?>([\s\S]*)<\/\1\s*>\s*$/.exec(body);
  if (!root) return undefined;
  const fields: Record<string, string> = {};
  let found = false;
  for (const match of root[2]!.matchAll(element)) {
    found = true;
    fields[match[1]!] = decodeText(match[2] ?? '');
  }
  return found ? fields : undefined;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char]!);
}

/** `<?xml …?><response><key>value</key>…</response>` in the given key order. */
export function buildFlatXml(fields: Record<string, string>): string {
  const children = Object.entries(fields).map(([key, value]) => `<${key}>${escapeXml(value)}</${key}>`);
  return `<?xml version="1.0" encoding="utf-8"?>\n<response>${children.join('')}</response>`;
}
