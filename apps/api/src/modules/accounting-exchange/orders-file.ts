import { parseXmlTree, type XmlNode } from '../../lib/xml-tree.js';

/** An order's status as the accounting system's orders file states it. */
export interface ReceivedStatus {
  /** The document's `Ид` and `Номер`, as sent. */
  id: string;
  number: string;
  /** "Статус заказа", or the cancelled status when "Отменен" is true. */
  status: string;
}

export class OrdersFileError extends Error {}

/**
 * The file's text in the encoding it declares: 1C writes UTF-8 (with or without a BOM) or, in
 * older configurations, windows-1251. An undeclared file is UTF-8, as XML says.
 */
export function decodeXml(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decodeAs('utf-8', bytes.subarray(3));
  const head = bytes.subarray(0, 200).toString('latin1');
  const declared = /^<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  return decodeAs(declared ?? 'utf-8', bytes);
}

function decodeAs(label: string, bytes: Buffer) {
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    throw new OrdersFileError(`Кодировка ${label} не поддерживается`);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new OrdersFileError(`Текст файла не в кодировке ${label}`);
  }
}

/** The whole file as a tree; no DTD is read, so no entity expands. */
function parseTree(xml: string): XmlNode {
  let root: XmlNode | undefined;
  try {
    root = parseXmlTree(xml);
  } catch (error) {
    throw new OrdersFileError(`Файл не является правильным XML: ${(error as Error).message}`);
  }
  if (!root) throw new OrdersFileError('Файл пуст');
  return root;
}

const child = (node: XmlNode, name: string) => node.children.find((item) => item.name === name);
const childText = (node: XmlNode, name: string) => child(node, name)?.text.trim() ?? '';

function requisitesOf(document: XmlNode) {
  const values = new Map<string, string>();
  for (const requisite of child(document, 'ЗначенияРеквизитов')?.children ?? []) {
    if (requisite.name === 'ЗначениеРеквизита')
      values.set(childText(requisite, 'Наименование'), childText(requisite, 'Значение'));
  }
  return values;
}

/**
 * The statuses an orders file (CommerceML 2: `Документ` under the root; 3.x: inside `Контейнер`)
 * carries. A document with neither "Статус заказа" nor "Отменен" = true says nothing to apply.
 */
export function readOrderStatuses(bytes: Buffer, cancelledName: string): ReceivedStatus[] {
  const root = parseTree(decodeXml(bytes));
  if (root.name !== 'КоммерческаяИнформация') throw new OrdersFileError('Это не документ CommerceML');
  const documents = root.children.flatMap((node) =>
    node.name === 'Документ'
      ? [node]
      : node.name === 'Контейнер'
        ? node.children.filter((d) => d.name === 'Документ')
        : [],
  );
  const statuses: ReceivedStatus[] = [];
  for (const document of documents) {
    const values = requisitesOf(document);
    const cancelled = values.get('Отменен')?.toLowerCase() === 'true';
    const status = cancelled ? cancelledName : values.get('Статус заказа');
    if (!status) continue;
    statuses.push({ id: childText(document, 'Ид'), number: childText(document, 'Номер'), status });
  }
  return statuses;
}

/** Whether the bytes are a whole XML document yet: a file sent in parts is read once its last part is in. */
export function isWholeXml(bytes: Buffer): boolean {
  try {
    parseTree(decodeXml(bytes));
    return true;
  } catch {
    return false;
  }
}
