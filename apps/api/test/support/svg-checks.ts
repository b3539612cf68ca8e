/**
 * Checks shared by the media tests. A tiny well-formedness check instead of an XML parser
 * dependency: generated SVGs use a small, known subset of XML (no DTDs, no CDATA).
 */

const NAME = '[A-Za-z_][\\w.:-]*';
const tagPattern = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`, 'y');
const attributePattern = new RegExp(`(${NAME})\\s*=`, 'g');
const badAmpersand = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/;

function attributesError(attributes: string): string | null {
  if (badAmpersand.test(attributes)) return 'unescaped & in an attribute';
  const names = [...attributes.matchAll(attributePattern)].map((match) => match[1]);
  return new Set(names).size === names.length ? null : 'duplicate attribute';
}

/** Null when `xml` is a well-formed document with one root element, otherwise the reason. */
export function findXmlError(xml: string): string | null {
  const open: string[] = [];
  let roots = 0;
  let at = 0;
  while (at < xml.length) {
    const next = xml.indexOf('<', at);
    const text = xml.slice(at, next === -1 ? xml.length : next);
    if (badAmpersand.test(text)) return `unescaped & at ${at}`;
    if (open.length === 0 && text.trim()) return `text outside the root at ${at}`;
    if (next === -1) break;
    tagPattern.lastIndex = next;
    const tag = tagPattern.exec(xml);
    if (!tag) return `malformed tag at ${next}`;
    const [whole, closing, name = '', attributes = '', selfClosing] = tag;
    const error = attributesError(attributes);
    if (error) return `${error} in <${name}>`;
    if (closing) {
      if (open.pop() !== name) return `unexpected </${name}> at ${next}`;
    } else if (!selfClosing) {
      if (open.length === 0) roots++;
      open.push(name);
    } else if (open.length === 0) roots++;
    at = next + whole.length;
  }
  if (open.length) return `unclosed <${open.at(-1)}>`;
  return roots === 1 ? null : `expected one root element, found ${roots}`;
}

/** Ids defined twice, or references (url(#…), href="#…") to ids that do not exist. */
export function findIdProblems(svg: string): string[] {
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
  const problems = ids.filter((id, i) => ids.indexOf(id) !== i).map((id) => `duplicate id ${id}`);
  const defined = new Set(ids);
  for (const match of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)) {
    const id = match[1] ?? match[2] ?? '';
    if (!defined.has(id)) problems.push(`missing id ${id}`);
  }
  return problems;
}
