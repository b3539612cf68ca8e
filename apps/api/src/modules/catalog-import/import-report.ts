import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Language } from '@aruu/contract/common';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { refusalMessage } from './import-messages.js';
import { escapeCsvCell } from './spreadsheet-cells.js';

/** Where the run keeps an import's report (the photo stage appends its failures to it). */
export const importReportPath = (dataDir: string, importId: number) =>
  join(dataDir, 'imports', `${importId}-report.csv`);

/**
 * The stored report (row, sku, result, column, reason, value) streamed with one more column: the
 * refusal's message in the reader's language. A BOM lets spreadsheets open it as UTF-8.
 */
export function openReport(path: string, lang: Language): Readable {
  let header = true;
  const output = stringify({ bom: true });
  const input = createReadStream(path).pipe(parse());
  input.on('data', (record: string[]) => {
    const message = header ? 'message' : record[4] ? refusalMessage(record[4], record[5], lang) : '';
    header = false;
    // The row's SKU and value are the uploaded file's text, read by staff in a spreadsheet.
    if (!output.write([...record, message].map(escapeCsvCell))) {
      input.pause();
      output.once('drain', () => input.resume());
    }
  });
  input.on('end', () => output.end());
  input.on('error', (error) => output.destroy(error));
  return output;
}
