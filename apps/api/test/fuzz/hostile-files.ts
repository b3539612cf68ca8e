import { crc32 } from 'node:zlib';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';
import { SHEET_START, xlsxFile, xlsxOfSheet } from '../support/zip-file.js';

export interface HostileFile {
  name: string;
  bytes: Buffer;
}

const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c06070' } })
    .png()
    .toBuffer();

/** The same PNG with a header that claims another size (the IHDR's CRC made to match). */
function claimingSize(png: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(png);
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return patched;
}

/**
 * Pictures at the edges of what the photo pipeline takes: past what AVIF and WebP can encode at
 * their widths (tall, wide, a 1-px hairline whose placeholder alone is too tall), a header that
 * promises 10 gigapixels, a truncated JPEG, a HEIC, text dressed as a picture, nothing at all —
 * and the few that are fine (a single pixel, the proportions' bound).
 */
export async function hostileImages(): Promise<HostileFile[]> {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#204080' } })
    .jpeg()
    .toBuffer();
  return [
    { name: 'tall.png', bytes: await solidPng(100, 17_000) },
    { name: 'wide.png', bytes: await solidPng(17_000, 100) },
    { name: 'hairline.png', bytes: await solidPng(1, 1100) },
    { name: 'pixel.png', bytes: await solidPng(1, 1) },
    { name: 'bound.png', bytes: await solidPng(500, 100) },
    { name: 'gigapixels.png', bytes: claimingSize(await solidPng(8, 8), 100_000, 100_000) },
    { name: 'tall-claim.png', bytes: claimingSize(await solidPng(8, 8), 10, 40_000) },
    { name: 'truncated.jpg', bytes: jpeg.subarray(0, jpeg.length / 3) },
    { name: 'photo.heic', bytes: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]) },
    {
      name: 'image.svg',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
    { name: 'empty.png', bytes: Buffer.alloc(0) },
  ];
}

/**
 * Catalogue files no spreadsheet program writes: NULs in a cell, a key and a column name; a zip
 * bomb (16 MB of spaces in a few KB); more rows than `maxRows` as CSV and XLSX; a cell at column
 * ZZZZZZ; a row of 10,000 cells; bytes that are no zip; an empty file.
 */
export function hostileImports(maxRows: number, reference: { brand: string; category: string }): HostileFile[] {
  const stockRows = (count: number) => [
    ['sku', 'stock'],
    ...Array.from({ length: count }, (_, i) => [`NOSUCH-${i}`, '1']),
  ];
  const full = ['product', 'title_ru', 'brand', 'category', 'sku', 'price', 'description_ru'];
  return [
    {
      name: 'nul-cells.csv',
      bytes: Buffer.from(
        stringify([
          full,
          ['nul-fuzz', 'Крем\0', reference.brand, reference.category, 'NULF-1', '100', 'a\0b'],
          ['nul-fuzz', '', '', '', 'NULF-2\0', '100', ''],
          ['nul\0fuzz', 'Крем', reference.brand, reference.category, 'NULF-3', '1\u00000', ''],
        ]),
      ),
    },
    {
      name: 'nul-header.csv',
      bytes: Buffer.from(
        stringify([
          ['sku', 'st\0ock'],
          ['A', '1'],
        ]),
      ),
    },
    {
      name: 'nul-stock.csv',
      bytes: Buffer.from(
        stringify([
          ['sku', 'stock'],
          ['A\0', '1'],
          ['B', '\0'],
        ]),
      ),
    },
    { name: 'bomb.xlsx', bytes: xlsxFile(stockRows(1), 16 * 1024 * 1024) },
    { name: 'rows.xlsx', bytes: xlsxFile(stockRows(maxRows * 3)) },
    { name: 'rows.csv', bytes: Buffer.from(stringify(stockRows(maxRows * 3))) },
    {
      name: 'far-column.xlsx',
      bytes: xlsxOfSheet(
        Buffer.from(
          `${SHEET_START}<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>sku</t></is></c><c r="ZZZZZZ1" t="inlineStr"><is><t>stock</t></is></c></row></sheetData></worksheet>`,
        ),
      ),
    },
    { name: 'wide-row.csv', bytes: Buffer.from(`${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\n`) },
    { name: 'not-a-zip.xlsx', bytes: Buffer.from('PK\u0003\u0004 this is no zip at all') },
    { name: 'empty.csv', bytes: Buffer.alloc(0) },
  ];
}
