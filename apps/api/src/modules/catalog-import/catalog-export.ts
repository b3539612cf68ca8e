import { PassThrough, type Readable, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/client.js';
import {
  exportPage,
  inactiveLocationsHoldingUnits,
  loadReference,
  productTextFields,
  type Reference,
  type StockLocation,
  stockLocations,
} from './catalog-import.repository.js';
import ExcelJS from './exceljs.js';
import {
  formatFlag,
  formatProperties,
  formatTyiyn,
  type ImportColumn,
  importColumns,
  type LocationColumn,
  locationCodeOf,
  locationColumnOf,
  type ProductTextColumn,
} from './import-format.js';
import type { FileFormat } from './read-rows.js';
import { escapeCsvCell, escapeXlsxCell } from './spreadsheet-cells.js';

const PAGE_PRODUCTS = 500;

type ExportColumn = ImportColumn | LocationColumn;
type ExportRow = Partial<Record<ExportColumn, string>>;

/** Who reads the file: cost prices are only for roles holding `reports.view`. */
export interface ExportViewer {
  seesCosts: boolean;
}

/** The import's columns as `viewer` gets them: `cost` only for those who may see costs. */
const columnsFor = (viewer: ExportViewer) =>
  importColumns.filter((column) => column !== 'cost' || viewer.seesCosts) as ImportColumn[];

/**
 * The whole catalogue in the import format, a page of products at a time, so memory stays flat
 * whatever its size. Importing the file unedited changes nothing. After `stock` (the total free
 * to sell, read-only on import beside them) comes one `stock_<code>` column per location: every
 * active one, and an inactive one while it still holds units. `cost` is written only for a
 * viewer who may see costs; left out, the import leaves costs as they are.
 */
export function exportCatalogue(db: Db, format: FileFormat, viewer: ExportViewer): Readable {
  const output = new PassThrough();
  exportedLocations(db)
    .then((locations) => {
      const columns = columnsFor(viewer).flatMap((column): ExportColumn[] =>
        column === 'stock' ? [column, ...locations.map((location) => locationColumnOf(location.code))] : [column],
      );
      return (format === 'csv' ? writeCsv : writeXlsx)(columns, catalogueRows(db, locations), output);
    })
    .catch((error: unknown) => output.destroy(error as Error));
  return output;
}

async function exportedLocations(db: Db): Promise<StockLocation[]> {
  const holding = await inactiveLocationsHoldingUnits(db);
  return (await stockLocations(db)).filter((location) => location.active || holding.has(location.id));
}

/** The header and one example row: what the staff page offers as the template. */
export function exportTemplate(format: FileFormat, viewer: ExportViewer): Readable {
  async function* example() {
    yield {
      product: 'hydrating-cream-50',
      title_ru: 'Увлажняющий крем',
      title_en: 'Hydrating cream',
      title_ky: 'Нымдандыруучу крем',
      brand: 'brand-slug',
      category: 'leaf-category-slug',
      published: 'no',
      recommended: 'no',
      properties: 'skin_type=dry|oily',
      sku: 'HC-50',
      barcode: '4600000000017',
      name_ru: '50 мл',
      name_en: '50 ml',
      name_ky: '50 мл',
      price: '1250.50',
      compare_at_price: '',
      cost: '800.00',
      stock: '10',
      color_hex: '',
      hidden: 'no',
      photos: 'https://example.com/photo.jpg',
    } satisfies Partial<Record<ImportColumn, string>>;
  }
  return streamRows(format, columnsFor(viewer), example());
}

async function* catalogueRows(db: Db, locations: StockLocation[]): AsyncGenerator<ExportRow> {
  const reference = await loadReference(db);
  for (let afterId = 0; ; ) {
    const page = await exportPage(db, afterId, PAGE_PRODUCTS);
    if (page.productRows.length === 0) return;
    afterId = page.productRows.at(-1)!.id;
    const valuesOf = groupBy(
      page.valueRows,
      (row) => row.productId,
      (row) => row.propertyValueId,
    );
    const photosOf = groupBy(
      page.photoRows,
      (row) => row.variationId,
      (row) => row.url,
    );
    const variationsOf = groupBy(
      page.variationRows,
      (row) => row.productId,
      (row) => row,
    );
    for (const product of page.productRows) {
      const productCells = {
        product: product.slug,
        ...Object.fromEntries(Object.keys(productTextFields).map((key) => [key, product[key as ProductTextColumn]])),
        brand: reference.brandsById.get(product.brandId)?.slug ?? '',
        category: reference.categoriesById.get(product.categoryId)?.slug ?? '',
        published: formatFlag(product.published),
        recommended: formatFlag(product.recommended),
        properties: propertiesText(valuesOf.get(product.id) ?? [], reference),
      };
      for (const variation of variationsOf.get(product.id) ?? []) {
        yield {
          ...productCells,
          sku: variation.sku,
          barcode: variation.barcode ?? '',
          name_ru: variation.nameRu,
          name_en: variation.nameEn,
          name_ky: variation.nameKy,
          price: formatTyiyn(variation.price),
          compare_at_price: variation.compareAtPrice === null ? '' : formatTyiyn(variation.compareAtPrice),
          cost: variation.cost === null ? '' : formatTyiyn(variation.cost),
          stock: String(variation.stock),
          ...Object.fromEntries(
            locations.map((location) => [
              locationColumnOf(location.code),
              String(page.stockAt.get(variation.id)?.[location.id] ?? 0),
            ]),
          ),
          color_hex: variation.colorHex ?? '',
          hidden: formatFlag(variation.hidden),
          photos: (photosOf.get(variation.id) ?? []).join(' '),
        };
      }
    }
  }
}

function propertiesText(valueIds: number[], reference: Reference): string {
  const properties = new Map<string, string[]>();
  for (const id of valueIds) {
    const [property, value] = reference.valuesById.get(id)!;
    properties.set(property, [...(properties.get(property) ?? []), value].sort());
  }
  return formatProperties(properties);
}

function groupBy<T, K, V>(rows: T[], key: (row: T) => K, value: (row: T) => V): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const k = key(row);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push(value(row));
  }
  return groups;
}

function streamRows(format: FileFormat, columns: ExportColumn[], rows: AsyncIterable<ExportRow>): Readable {
  const output = new PassThrough();
  const write = format === 'csv' ? writeCsv : writeXlsx;
  write(columns, rows, output).catch((error: unknown) => output.destroy(error as Error));
  return output;
}

async function writeCsv(columns: ExportColumn[], rows: AsyncIterable<ExportRow>, output: Writable) {
  const csv = stringify({ bom: true, header: true, columns });
  csv.pipe(output);
  for await (const row of rows) {
    const cells = columns.map((column) => escapeCsvCell(row[column] ?? ''));
    if (!csv.write(cells)) await new Promise((resolve) => csv.once('drain', resolve));
  }
  csv.end();
}

/** The number format of each numeric column: money in som with two decimals, units whole. */
const MONEY_FORMAT = '#,##0.00';
const UNITS_FORMAT = '0';
const moneyColumns = new Set<string>(['price', 'compare_at_price', 'cost']);
const numberFormatOf = (column: ExportColumn) =>
  moneyColumns.has(column) ? MONEY_FORMAT : column === 'stock' || locationCodeOf(column) ? UNITS_FORMAT : undefined;

/**
 * Prices, costs and stock are numeric cells with a number format, so a spreadsheet can sum them
 * (issue 28); everything else is text, so barcodes keep their leading zeros. The export's text
 * of an amount (`1250.50`) read as a number is exact to the tyiyn (at most 10 significant digits),
 * and the import reads a number cell back as its shortest decimal (`1250.5`), the same tyiyn.
 */
async function writeXlsx(columns: ExportColumn[], rows: AsyncIterable<ExportRow>, output: Writable) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('catalogue');
  sheet.addRow(columns).commit();
  const formats = columns.map(numberFormatOf);
  for await (const row of rows) {
    const added = sheet.addRow(
      columns.map((column, index) => {
        const text = row[column] ?? '';
        return formats[index] && text !== '' ? Number(text) : escapeXlsxCell(text);
      }),
    );
    formats.forEach((numFmt, index) => {
      if (numFmt) added.getCell(index + 1).numFmt = numFmt;
    });
    added.commit();
  }
  sheet.commit();
  await workbook.commit();
}
