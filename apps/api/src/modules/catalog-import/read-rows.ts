import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { isStorableText } from '@aruu/contract/fields';
import { parse } from 'csv-parse';
import type { CellValue, Row } from 'exceljs';
import type { ImportRefusal } from '../../db/schema/index.js';
import ExcelJS from './exceljs.js';
import { ImportFileError } from './import-file-error.js';
import type { ImportColumn, RawRow } from './import-format.js';
import { unescapeCell } from './spreadsheet-cells.js';
import { checkUnpackedSize } from './xlsx-unpacked-size.js';

export type FileFormat = 'csv' | 'xlsx';

/** A data row with its number in the file as a spreadsheet shows it (the header is row 1). */
export interface FileRow {
  row: number;
  values: RawRow;
  /** The first column whose text PostgreSQL cannot store (a NUL): the row is refused unread. */
  unstorable?: ImportColumn;
  /** Refused before planning, by whoever made the row (CommerceML: a price in dollars, an unknown good). */
  refused?: Omit<ImportRefusal, 'row'>;
}

export interface RowSource {
  columns: string[];
  rows: AsyncIterable<FileRow>;
}

/** What a file may hold; past either it is refused (`ImportFileError`) while it is read. */
export interface FileLimits {
  maxRows: number;
  /** XLSX only: see xlsx-unpacked-size.ts. */
  maxUnpackedBytes: number;
}

/** Cells read per row: the format has 31 columns; a reference to column XFD must not make 16,384. */
const MAX_CELLS = 100;

/**
 * Streams the rows of an uploaded file: csv-parse and exceljs's WorkbookReader read it piece by
 * piece, so a 100,000-row file never sits in memory. Only the first worksheet of a workbook is read.
 */
export async function openRows(path: string, format: FileFormat, limits: FileLimits): Promise<RowSource> {
  if (format === 'xlsx') await checkUnpackedSize(path, limits.maxUnpackedBytes);
  const cells = format === 'csv' ? csvCells(path) : xlsxCells(path);
  const iterator = cells[Symbol.asyncIterator]();
  const header = await iterator.next();
  const columns = header.done ? [] : header.value.cells.map((cell) => cell.trim().toLowerCase());
  async function* rows(): AsyncGenerator<FileRow> {
    let count = 0;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const { row, cells: values } = next.value;
      if (values.every((cell) => cell.trim() === '')) continue;
      count += 1;
      if (count > limits.maxRows) throw new ImportFileError(`too_many_rows:${limits.maxRows}`);
      yield { row, ...rowOf(columns, values) };
    }
  }
  return { columns, rows: rows() };
}

function rowOf(columns: string[], cells: string[]): Omit<FileRow, 'row'> {
  const values: RawRow = {};
  let unstorable: ImportColumn | undefined;
  columns.forEach((name, index) => {
    if (name === '') return;
    const column = name as ImportColumn;
    // An export escapes what a spreadsheet would evaluate (spreadsheet-cells.ts).
    const text = unescapeCell((cells[index] ?? '').trim());
    values[column] = text;
    if (unstorable === undefined && !isStorableText(text)) unstorable = column;
  });
  return unstorable === undefined ? { values } : { values, unstorable };
}

/**
 * Excel in a Russian locale saves CSV with `;` between cells: the header line tells which. (Both
 * at once cannot be allowed: `;` separates filter properties inside a cell.)
 */
async function delimiterOf(path: string): Promise<',' | ';'> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4096), 0, 4096, 0);
    const firstLine = buffer.subarray(0, bytesRead).toString('utf8').split(/\r?\n/)[0] ?? '';
    return firstLine.includes(',') || !firstLine.includes(';') ? ',' : ';';
  } finally {
    await file.close();
  }
}

async function* csvCells(path: string): AsyncGenerator<{ row: number; cells: string[] }> {
  // bom: a spreadsheet's "CSV UTF-8" starts with one.
  const delimiter = await delimiterOf(path);
  const parser = createReadStream(path).pipe(
    parse({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: true, info: true }),
  );
  for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { row: record.info.lines, cells: record.record.slice(0, MAX_CELLS) };
  }
}

async function* xlsxCells(path: string): AsyncGenerator<{ row: number; cells: string[] }> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(path), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  for await (const worksheet of workbook) {
    for await (const row of worksheet as AsyncIterable<Row>) {
      const values = row.values as CellValue[];
      // exceljs numbers cells from 1; index 0 is always empty.
      yield { row: row.number, cells: Array.from(values.slice(1, MAX_CELLS + 1), cellText) };
    }
    return;
  }
}

function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  // A number cell as a spreadsheet shows it: to 15 significant digits, Excel's own precision, so a
  // formula's binary noise (`=700*1.15` is 804.9999999999999) reads as the 805 the accountant sees.
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as CellValue);
    return '';
  }
  return String(value);
}
