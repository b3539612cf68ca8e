import { SaxesParser } from 'saxes';
import type { App } from '../../src/app.js';
import { uniqueIp } from '../accounts.js';

export const EXCHANGE_URL = '/api/v1/exchange/commerceml';

export interface Answer {
  status: number;
  body: string;
  lines: string[];
  contentType: string;
}

/**
 * The accounting system's side of the exchange, as 1C calls it: Basic credentials at
 * `checkauth`, then the cookie it was told on every call, from one address.
 */
export function exchangeClient(app: App, ip = uniqueIp()) {
  let cookie: string | undefined;

  async function call(
    method: 'GET' | 'POST',
    query: Record<string, string>,
    options: { authorization?: string; body?: Buffer; cookie?: string | null; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const sent = options.cookie === null ? undefined : (options.cookie ?? cookie);
    const response = await app.inject({
      method,
      url: `${EXCHANGE_URL}?${new URLSearchParams(query)}`,
      remoteAddress: ip,
      headers: {
        ...(options.authorization ? { authorization: options.authorization } : {}),
        ...(sent ? { cookie: sent } : {}),
        ...(options.body ? { 'content-type': 'application/octet-stream' } : {}),
        ...options.headers,
      },
      ...(options.body ? { payload: options.body } : {}),
    });
    return {
      status: response.statusCode,
      body: response.body,
      lines: response.body.split('\n'),
      contentType: String(response.headers['content-type']),
    };
  }

  return {
    call,
    get cookie() {
      return cookie;
    },
    /** `checkauth`; on success the cookie it answered rides on the calls after it. */
    async checkauth(type: 'catalog' | 'sale', login: string, password: string) {
      const answer = await call(
        'GET',
        { type, mode: 'checkauth' },
        { authorization: basic(login, password), cookie: null },
      );
      if (answer.lines[0] === 'success') cookie = `${answer.lines[1]}=${answer.lines[2]}`;
      return answer;
    },
    sendFile: (type: 'catalog' | 'sale', filename: string, body: Buffer) =>
      call('POST', { type, mode: 'file', filename }, { body }),
  };
}

export const basic = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** A document as a tree, for reading what the exchange answered independently of how it wrote it. */
export function xmlTree(xml: string): XmlNode {
  const parser = new SaxesParser();
  const open: XmlNode[] = [];
  let root: XmlNode | undefined;
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      children: [],
      text: '',
    };
    open.at(-1)?.children.push(node);
    open.push(node);
  });
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    const closed = open.pop();
    if (open.length === 0) root = closed;
  });
  parser.write(xml).close();
  return root!;
}

export const childrenNamed = (node: XmlNode, name: string) => node.children.filter((child) => child.name === name);
export const childNamed = (node: XmlNode, name: string) => {
  const found = node.children.find((child) => child.name === name);
  if (!found) throw new Error(`no <${name}> in <${node.name}>`);
  return found;
};
/** The text at a path of element names (`Контрагенты/Контрагент/ИНН`). */
export const textAt = (node: XmlNode, path: string) =>
  path.split('/').reduce((current, name) => childNamed(current, name), node).text;

/** `ЗначенияРеквизитов` as name → value. */
export const requisites = (node: XmlNode) =>
  Object.fromEntries(
    childrenNamed(childNamed(node, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита').map((item) => [
      textAt(item, 'Наименование'),
      textAt(item, 'Значение'),
    ]),
  );

/** Text in windows-1251, as older 1C configurations write their files (built from the decoder's own table). */
export function windows1251(text: string): Buffer {
  const decoder = new TextDecoder('windows-1251');
  const table = new Map<string, number>();
  for (let byte = 0; byte < 256; byte += 1) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  return Buffer.from(
    [...text].map((character) => {
      const byte = table.get(character);
      if (byte === undefined) throw new Error(`${character} has no windows-1251 byte`);
      return byte;
    }),
  );
}
