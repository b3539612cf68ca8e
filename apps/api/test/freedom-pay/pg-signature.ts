import { createHash } from 'node:crypto';
import { SaxesParser } from 'saxes';

/**
 * A test-only port of Freedom Pay's official signing helper `PG_Signature.php` (`make`,
 * `makeFlatParamsArray`, `makeFlatParamsXML`; a public copy is in maxmaev7-coder/sitetest,
 * `_/www/arewise.com/systems/payment/freedompay/PG_Signature.php`), written from the PHP text and
 * nothing else: it imports none of the adapter's `signature.ts` or XML code, so a fixture it signs
 * checks the adapter (and the simulator) instead of agreeing with it by construction.
 */

/** A PHP array as the helper sees it: ordered keys, values scalar or nested arrays. */
export type PhpArray = Array<[string, string | PhpArray]>;

/** `makeFlatParamsArray`: name = parent . key . sprintf('%03d', $i), $i counting pg_sig too. */
function makeFlatParamsArray(params: PhpArray, parentName = ''): Map<string, string> {
  const flat = new Map<string, string>();
  let i = 0;
  for (const [key, value] of params) {
    i++;
    if (key === 'pg_sig') continue;
    const name = parentName + key + String(i).padStart(3, '0');
    if (Array.isArray(value)) {
      // array_merge with string keys: the later value of a key wins.
      for (const [childName, childValue] of makeFlatParamsArray(value, name)) flat.set(childName, childValue);
      continue;
    }
    // `$arr += [name => value]`: the first value of a key stays.
    if (!flat.has(name)) flat.set(name, value);
  }
  return flat;
}

/** `makeSigStr`: unset pg_sig, ksort (string keys compare as bytes), script first, secret last, joined by ';'. */
function makeSigStr(scriptName: string, params: Map<string, string>, secretKey: string): string {
  const keys = [...params.keys()].filter((key) => key !== 'pg_sig');
  keys.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return [scriptName, ...keys.map((key) => params.get(key)!), secretKey].join(';');
}

/** `make`: md5 of the signature string of the flattened parameters. */
export function make(scriptName: string, params: PhpArray, secretKey: string): string {
  const flat = makeFlatParamsArray(params);
  return createHash('md5')
    .update(makeSigStr(scriptName, flat, secretKey), 'utf8')
    .digest('hex');
}

/** `make` for a flat form (a request or a result callback). */
export function makeForm(scriptName: string, form: Record<string, string>, secretKey: string): string {
  return make(scriptName, Object.entries(form), secretKey);
}

/** An element as SimpleXML shows it to the helper: its name, its child elements, its own text. */
interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
}

function readXml(xml: string): XmlElement {
  const parser = new SaxesParser();
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.name, children: [], text: '' };
    stack.at(-1)?.children.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('cdata', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    root = stack.pop();
  });
  parser.write(xml.trim()).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** `makeFlatParamsXML`: the same naming over the root's children, recursing into any tag that has children. */
function makeFlatParamsXML(element: XmlElement, parentName = ''): PhpArray {
  const params: PhpArray = [];
  const seen = new Set<string>();
  let i = 0;
  for (const tag of element.children) {
    i++;
    if (tag.name === 'pg_sig') continue;
    const name = parentName + tag.name + String(i).padStart(3, '0');
    if (tag.children.length > 0) {
      for (const entry of makeFlatParamsXML(tag, name)) params.push(entry);
      continue;
    }
    if (seen.has(name)) continue;
    seen.add(name);
    params.push([name, tag.text]);
  }
  return params;
}

/** `makeXML`: flattens the XML, then signs that flat array with `make` (which flattens it once more). */
export function makeXML(scriptName: string, xml: string, secretKey: string): string {
  return make(scriptName, makeFlatParamsXML(readXml(xml)), secretKey);
}

/** `checkXML`: the XML's own `pg_sig` against `makeXML`. */
export function checkXML(scriptName: string, xml: string, secretKey: string): boolean {
  const sig = readXml(xml).children.find((child) => child.name === 'pg_sig')?.text;
  return sig === makeXML(scriptName, xml, secretKey);
}

/** A documented XML message with its `<pg_sig>` placeholder replaced by the helper's signature. */
export function signXmlText(scriptName: string, xml: string, secretKey: string): string {
  const sig = makeXML(scriptName, xml, secretKey);
  return xml.replace(/<pg_sig>[^<]*<\/pg_sig>/, `<pg_sig>${sig}</pg_sig>`);
}

/** The elements of an XML message as a tree of plain values, for structural assertions. */
export type XmlValue = string | Array<[string, XmlValue]>;
export function xmlTree(xml: string): Array<[string, XmlValue]> {
  const toValue = (element: XmlElement): XmlValue =>
    element.children.length > 0 ? element.children.map((child) => [child.name, toValue(child)]) : element.text;
  return readXml(xml).children.map((child) => [child.name, toValue(child)]);
}
