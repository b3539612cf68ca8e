import { createRequire } from 'node:module';
import { StringDecoder } from 'node:string_decoder';
import type ExcelJSModule from 'exceljs';

/**
 * exceljs 4.4.0 (its last release) decodes each chunk of a streamed sheet's XML on its own
 * (`lib/utils/parse-sax.js`), so a Cyrillic letter split between two chunks becomes "��" — in
 * about one product text in a hundred. Its parser is replaced, before exceljs loads, by the same
 * parser with one UTF-8 decoder per stream (docs/decisions/029-import-exceljs-utf8.md).
 */
const require = createRequire(import.meta.url);
const { SaxesParser } = require('saxes') as typeof import('saxes');
const parseSaxPath = require.resolve('exceljs/lib/utils/parse-sax.js');

async function* parseSax(iterable: AsyncIterable<Buffer | string>) {
  const parser = new SaxesParser();
  const decoder = new StringDecoder('utf8');
  let error: Error | undefined;
  let events: Array<{ eventType: string; value: unknown }> = [];
  parser.on('error', (err) => {
    error = err;
  });
  parser.on('opentag', (value) => events.push({ eventType: 'opentag', value }));
  parser.on('text', (value) => events.push({ eventType: 'text', value }));
  parser.on('closetag', (value) => events.push({ eventType: 'closetag', value }));
  for await (const chunk of iterable) {
    parser.write(typeof chunk === 'string' ? chunk : decoder.write(chunk));
    if (error) throw error;
    yield events;
    events = [];
  }
  parser.write(decoder.end());
  if (error) throw error;
  if (events.length > 0) yield events;
}

if (require.cache[require.resolve('exceljs')]) throw new Error('exceljs was loaded before its UTF-8 fix');
require.cache[parseSaxPath] = {
  id: parseSaxPath,
  filename: parseSaxPath,
  loaded: true,
  exports: parseSax,
} as NodeJS.Module;

const ExcelJS = require('exceljs') as typeof ExcelJSModule;
export default ExcelJS;
