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
  locationColumnOf,
  type ProductTextColumn,
} from './import-format.js';
import type { FileFormat } from './read-rows.js';
import { escapeCsvCell, escapeXlsxCell } from './spreadsheet-cells.js';

const PAGE_PRODUCTS = 500;

type ExportColumn = ImportColumn | LocationColumn;
type ExportRow = Partial<Record<ExportColumn, string>>;

/**
 * The whole catalogue in the import format, a page of products at a time, so memory stays flat
 * whatever its size. Importing the file unedited changes nothing. After `stock` (the total free
 * to sell, read-only on import beside them) comes one `stock_<code>` column per location: every
 * active one, and an inactive one while it still holds units.
 */
export function exportCatalogue(db: Db, format: FileFormat): Readable {
  const output = new PassThrough();
  exportedLocations(db)
    .then((locations) => {
      const columns = importColumns.flatMap((column): ExportColumn[] =>
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
export function exportTemplate(format: FileFormat): Readable {
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
      stock: '10',
      color_hex: '',
      hidden: 'no',
      photos: 'https://example.com/photo.jpg',
    } satisfies Partial<Record<ImportColumn, string>>;
  }
  return streamRows(format, example());
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

function streamRows(format: FileFormat, rows: AsyncIterable<ExportRow>): Readable {
  const output = new PassThrough();
  const write = format === 'csv' ? writeCsv : writeXlsx;
  write([...importColumns], rows, output).catch((error: unknown) => output.destroy(error as Error));
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

async function writeXlsx(columns: ExportColumn[], rows: AsyncIterable<ExportRow>, output: Writable) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('catalogue');
  sheet.addRow(columns).commit();
  for await (const row of rows) {
    // Every cell is text, so barcodes keep their leading zeros and prices their two decimals.
    sheet.addRow(columns.map((column) => escapeXlsxCell(row[column] ?? ''))).commit();
  }
  sheet.commit();
  await workbook.commit();
}
