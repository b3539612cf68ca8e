import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import iconv from 'iconv-lite';
import { SaxesParser } from 'saxes';
import { ImportFileError } from './import-file-error.js';

/** One element of a CommerceML file and what it holds: only the elements a reader asked for are built. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

/** The text of the first child with this name (trimmed), '' when there is none. */
export const childText = (node: XmlNode, name: string): string =>
  node.children.find((child) => child.name === name)?.text.trim() ?? '';
export const child = (node: XmlNode, name: string): XmlNode | undefined =>
  node.children.find((item) => item.name === name);
export const childrenOf = (node: XmlNode | undefined, name: string): XmlNode[] =>
  node?.children.filter((item) => item.name === name) ?? [];

/**
 * Which elements to hand over whole: `parent/name` pairs (`Товары/Товар`). Everything outside
 * them is passed over as it streams by, so a file of 100,000 goods holds one good at a time.
 */
export type Captures = ReadonlySet<string>;

/**
 * The encoding the XML declaration names: 1C writes `windows-1251` as often as `UTF-8`. Only
 * these two (and UTF-8 by default) are read; another is refused rather than read wrong.
 */
async function encodingOf(path: string): Promise<'utf8' | 'win1251'> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(200), 0, 200, 0);
    const head = buffer.subarray(0, bytesRead).toString('latin1');
    const declared = /^(?:\uFEFF|\xEF\xBB\xBF)?<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1];
    if (!declared || /^utf-?8$/i.test(declared)) return 'utf8';
    if (/^(windows-1251|cp1251)$/i.test(declared)) return 'win1251';
    throw new ImportFileError(`xml_encoding:${declared.slice(0, 40)}`);
  } finally {
    await file.close();
  }
}

/**
 * Streams the captured elements of a CommerceML file in document order, each with the name of
 * the root's child it was found under (`Классификатор`, `Каталог`, `ПакетПредложений`). A file
 * that is not well-formed XML ends in `ImportFileError('bad_xml:<line>')`.
 */
export async function* readElements(path: string, captures: Captures): AsyncGenerator<XmlNode> {
  const encoding = await encodingOf(path);
  const parser = new SaxesParser();
  const names: string[] = [];
  const building: XmlNode[] = [];
  const ready: XmlNode[] = [];
  let failure: Error | null = null;
  parser.on('opentag', (tag) => {
    const parent = names[names.length - 1] ?? '';
    names.push(tag.name);
    if (building.length === 0 && !captures.has(`${parent}/${tag.name}`)) return;
    const node: XmlNode = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      text: '',
      children: [],
    };
    building[building.length - 1]?.children.push(node);
    building.push(node);
  });
  const addText = (text: string) => {
    const node = building[building.length - 1];
    if (node) node.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    names.pop();
    const node = building.pop();
    if (node && building.length === 0) ready.push(node);
  });
  parser.on('error', (error) => {
    failure ??= error;
  });
  const source = createReadStream(path);
  const text = encoding === 'utf8' ? source.setEncoding('utf8') : source.pipe(iconv.decodeStream('win1251'));
  let first = true;
  try {
    for await (const chunk of text as AsyncIterable<string>) {
      // A byte order mark is not part of the document; saxes would take it for text before the root.
      parser.write(first ? chunk.replace(/^\uFEFF/, '') : chunk);
      first = false;
      if (failure) throw badXml(parser.line);
      yield* ready.splice(0);
    }
    parser.close();
    if (failure) throw badXml(parser.line);
    yield* ready.splice(0);
  } finally {
    source.destroy();
  }
}

const badXml = (line: number) => new ImportFileError(`bad_xml:${line}`);
