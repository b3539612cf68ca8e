import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { stringify } from 'csv-stringify';

export interface CatalogueCsvOptions {
  products: number;
  variationsPerProduct: number;
  brand: string;
  category: string;
  /** `property=value`, or '' for none. */
  properties: string;
  /** Prefix of product keys and SKUs, so that files made for different runs do not collide. */
  prefix: string;
}

const header = [
  'product',
  'title_ru',
  'title_en',
  'title_ky',
  'description_ru',
  'description_en',
  'description_ky',
  'brand',
  'category',
  'published',
  'properties',
  'sku',
  'barcode',
  'name_ru',
  'name_en',
  'name_ky',
  'price',
  'compare_at_price',
  'stock',
];

const description = 'Лёгкий крем с церамидами и пантенолом: восстанавливает защитный барьер кожи и надолго увлажняет.';

/** A realistic import file (about 450 bytes a row), written as a stream. Answers its size in bytes. */
export async function writeCatalogueCsv(path: string, options: CatalogueCsvOptions): Promise<number> {
  const file = createWriteStream(path);
  const csv = stringify();
  csv.pipe(file);
  csv.write(header);
  for (let product = 1; product <= options.products; product++) {
    const key = `${options.prefix}-product-${product}`;
    for (let variation = 1; variation <= options.variationsPerProduct; variation++) {
      const row = [
        key,
        `Крем для лица ${options.prefix} ${product}`,
        `Face cream ${product}`,
        `Бет үчүн крем ${product}`,
        description,
        'A light cream with ceramides and panthenol.',
        'Церамиддер менен жеңил крем.',
        options.brand,
        options.category,
        'yes',
        options.properties,
        `${options.prefix}-${product}-${variation}`,
        `${options.prefix.length}${String(product * 10 + variation).padStart(12, '0')}`,
        `${variation * 50} мл`,
        `${variation * 50} ml`,
        `${variation * 50} мл`,
        `${1000 + (product % 500)}.50`,
        variation === 1 ? '' : `${2000 + (product % 500)},00`,
        String(product % 40),
      ];
      if (!csv.write(row)) await once(csv, 'drain');
    }
  }
  csv.end();
  await once(file, 'close');
  return file.bytesWritten;
}
