import type { ExchangeMapping } from '@aruu/contract/staff-exchange';
import { type OfferCells, type OffersByGood, readOffers } from './commerceml-offers.js';
import { child, childrenOf, childText, readElements, type XmlNode } from './commerceml-xml.js';
import { picturePathProblem, pictureUrlOf } from './exchange-pictures.js';
import { ImportFileError } from './import-file-error.js';
import { locationColumnOf } from './import-format.js';
import type { FileRow } from './read-rows.js';

/** What a CommerceML row needs besides its cells: the ids, names and references the resolver matches. */
export interface CommerceMlRef {
  /** The good's `Ид` (the product's `external_id`). */
  good: string;
  /** The offer's `Ид`: the good's for a good of one variation, `good#characteristic` otherwise. */
  offer: string;
  /** `Артикул`: the SKU a new variation takes, and the fallback match of an existing one. */
  article: string;
  /** The first row of a good (its product's cells are on it). */
  first: boolean;
  /** Only offers of this good are in the exchange: it must already be in the catalogue. */
  offersOnly: boolean;
  /** The good came without offers: it changes its product, and no variation when none has its `Ид`. */
  withoutOffers: boolean;
  /** Set by the resolver: the row stands for its product only (a variation's SKU carries it). */
  productOnly?: boolean;
  group: { id: string; name: string } | null;
  /** `Изготовитель` or a property named Бренд/Производитель/Brand. */
  brand: string;
  /** Property name → value, as the accounting system names them. */
  properties: Array<[string, string]>;
}

export type CommerceMlRow = FileRow & { cml: CommerceMlRef };

export interface CommerceMlFiles {
  catalogue: string[];
  offers: string[];
}

/** The columns a run has, by which files it was given and the mapping's warehouses. */
export function commerceMlColumns(files: CommerceMlFiles, mapping: ExchangeMapping): string[] {
  const columns = ['product', 'sku'];
  if (files.catalogue.length > 0)
    columns.push('title_ru', 'description_ru', 'brand', 'category', 'properties', 'barcode', 'name_ru', 'photos');
  if (files.offers.length > 0) {
    columns.push('price');
    if (mapping.compare_at_price_type !== null) columns.push('compare_at_price');
    if (mapping.cost_price_type !== null) columns.push('cost');
    const codes = [...new Set(Object.values(mapping.warehouses))];
    if (codes.length === 0) columns.push('stock');
    else columns.push(...codes.map(locationColumnOf));
    if (files.catalogue.length === 0) columns.push('name_ru', 'barcode');
  }
  return [...new Set(columns)];
}

const catalogueCaptures = new Set(['Классификатор/Группы', 'Свойства/Свойство', 'Товары/Товар']);
const brandProperties = /^(бренд|производитель|brand|торговая марка)$/i;

/** What the rows' stream found besides rows, for the import's notes. */
export interface CommerceMlNotes {
  unmappedWarehouses: Map<string, number>;
  /** `Картинка` paths that lead out of the exchange's files (`../x.jpg`, `/etc/x`): row and path. */
  refusedPictures: Array<[row: number, path: string]>;
}

/**
 * The exchange's goods and offers as the import's rows, one per variation, rows of a good
 * together: the offers files are read first (kept as cells per good), then the catalogue files'
 * goods stream by, each with its offers; offers of goods the catalogue files did not name follow.
 */
export async function commerceMlRows(
  files: CommerceMlFiles,
  mapping: ExchangeMapping,
): Promise<{ rows: AsyncIterable<CommerceMlRow>; notes: CommerceMlNotes }> {
  const offers = await readOffers(files.offers, mapping);
  if (files.catalogue.length === 0 && files.offers.length === 0) throw new ImportFileError('no_commerceml_files');
  const refusedPictures: CommerceMlNotes['refusedPictures'] = [];
  async function* rows(): AsyncGenerator<CommerceMlRow> {
    const groups = new Map<string, string>();
    const properties = new Map<string, { name: string; values: Map<string, string> }>();
    let number = 0;
    for (const path of files.catalogue)
      for await (const node of readElements(path, catalogueCaptures)) {
        if (node.name === 'Группы') addGroups(node, groups);
        else if (node.name === 'Свойство') properties.set(childText(node, 'Ид'), propertyOf(node));
        else {
          const pictures = picturesOf(node);
          const first = number + 1;
          for (const row of goodRows(node, groups, properties, offers.byGood)) {
            number += 1;
            yield { ...row, values: { ...row.values, photos: pictures.cell }, row: number };
          }
          if (number >= first) refusedPictures.push(...pictures.refused.map((path): [number, string] => [first, path]));
        }
      }
    for (const [good, goodOffers] of offers.byGood.rest())
      for (const [index, offer] of goodOffers.entries()) {
        number += 1;
        yield { row: number, ...offerRow(good, offer, index === 0, true, false) };
      }
  }
  return { rows: rows(), notes: { unmappedWarehouses: offers.unmappedWarehouses, refusedPictures } };
}

/**
 * A good's pictures as the `photos` cell of each of its rows (so they are the product's own, not
 * one variation's): the first 10 of its `Картинка` paths, as picture URLs (exchange-pictures.ts).
 * A path leading out of the exchange's files is left out and noted in the report.
 */
function picturesOf(node: XmlNode): { cell: string; refused: string[] } {
  const paths = [
    ...new Set(
      childrenOf(node, 'Картинка')
        .map((picture) => picture.text.trim())
        .filter((path) => path !== ''),
    ),
  ];
  const refused = paths.filter((path) => picturePathProblem(path) !== null);
  const cell = paths
    .filter((path) => !refused.includes(path))
    .slice(0, MAX_PICTURES)
    .map(pictureUrlOf)
    .join(' ');
  return { cell, refused };
}
const MAX_PICTURES = 10;

const empty: XmlNode = { name: '', attributes: {}, text: '', children: [] };
const childOrEmpty = (node: XmlNode, name: string) => child(node, name) ?? empty;

function addGroups(node: XmlNode, groups: Map<string, string>) {
  for (const group of childrenOf(node, 'Группа')) {
    groups.set(childText(group, 'Ид'), childText(group, 'Наименование'));
    const nested = child(group, 'Группы');
    if (nested) addGroups(nested, groups);
  }
}

/** A property with its dictionary (`ВариантыЗначений/Справочник`: `ИдЗначения` → `Значение`). */
function propertyOf(node: XmlNode) {
  const values = new Map<string, string>();
  for (const item of childrenOf(child(node, 'ВариантыЗначений'), 'Справочник'))
    values.set(childText(item, 'ИдЗначения'), childText(item, 'Значение'));
  return { name: childText(node, 'Наименование'), values };
}

function goodRows(
  node: XmlNode,
  groups: Map<string, string>,
  properties: Map<string, { name: string; values: Map<string, string> }>,
  offersByGood: OffersByGood,
): Array<Omit<CommerceMlRow, 'row'>> {
  const good = childText(node, 'Ид').split('#')[0] ?? '';
  const named: Array<[string, string]> = childrenOf(child(node, 'ЗначенияСвойств'), 'ЗначенияСвойства').map((value) => {
    const property = properties.get(childText(value, 'Ид'));
    const text = childText(value, 'Значение');
    return [property?.name ?? childText(value, 'Ид'), property?.values.get(text) ?? text];
  });
  const groupId = childText(childOrEmpty(node, 'Группы'), 'Ид');
  const maker = childText(childOrEmpty(node, 'Изготовитель'), 'Наименование');
  const brand = maker || (named.find(([name]) => brandProperties.test(name))?.[1] ?? '');
  const product = {
    title_ru: childText(node, 'Наименование'),
    description_ru: childText(node, 'Описание'),
  };
  const ref = {
    group: groupId ? { id: groupId, name: groups.get(groupId) ?? groupId } : null,
    brand,
    properties: named.filter(([name]) => !brandProperties.test(name)),
  };
  const goodOffers = offersByGood.take(good);
  // A good the accounting system marked deleted is passed over with its offers: the site's
  // product (if any) stays as staff left it; publishing is the site's.
  if (node.attributes.Статус === 'Удален' || childText(node, 'ПометкаУдаления') === 'true') return [];
  const article = childText(node, 'Артикул');
  const barcode = childText(node, 'Штрихкод');
  if (goodOffers.length === 0) {
    const offer: OfferCells = { id: good, name: '', article, barcode, values: {} };
    const row = offerRow(good, offer, true, false, true);
    return [{ ...row, values: { ...row.values, ...product }, cml: { ...row.cml, ...ref } }];
  }
  return goodOffers.map((offer, index) => {
    const single = goodOffers.length === 1 && !offer.id.includes('#');
    // Characteristics share the good's article: each takes it numbered (`ART-1`, `ART-2`).
    const numbered = article === '' || single ? article : `${article}-${index + 1}`;
    const row = offerRow(
      good,
      { ...offer, article: offer.article || numbered, barcode: offer.barcode || (single ? barcode : '') },
      index === 0,
      false,
      false,
    );
    return index === 0
      ? { ...row, values: { ...row.values, ...product }, cml: { ...row.cml, ...ref } }
      : { ...row, cml: { ...row.cml, ...ref } };
  });
}

function offerRow(
  good: string,
  offer: OfferCells,
  first: boolean,
  offersOnly: boolean,
  withoutOffers: boolean,
): Omit<CommerceMlRow, 'row'> {
  return {
    // An empty name or barcode leaves the variation's as it is (undefined: the plan keeps it).
    values: {
      // The good's id keeps a good's rows together until the resolver gives them the product's slug.
      product: good,
      ...offer.values,
      ...(offer.name ? { name_ru: offer.name } : {}),
      ...(offer.barcode ? { barcode: offer.barcode } : {}),
    },
    ...(offer.refusal ? { refused: offer.refusal } : {}),
    cml: {
      good,
      offer: offer.id,
      article: offer.article,
      first,
      offersOnly,
      withoutOffers,
      group: null,
      brand: '',
      properties: [],
    },
  };
}
