import type { ExchangeMapping } from '@aruu/contract/staff-exchange';
import type { ImportRefusal } from '../../db/schema/index.js';
import { child, childrenOf, childText, readElements, type XmlNode } from './commerceml-xml.js';
import { formatTyiyn, locationColumnOf, type RawRow } from './import-format.js';

/** What an offer (`Предложение`) sets on its variation, as the import's cells. */
export interface OfferCells {
  /** The offer's `Ид`: `good` or `good#characteristic`. */
  id: string;
  /** The characteristic's values (`Цвет: Красный, Объём: 50 мл` → `Красный, 50 мл`): the variation's name. */
  name: string;
  article: string;
  barcode: string;
  values: RawRow;
  refusal?: Omit<ImportRefusal, 'row'>;
}

/** The offers of every good the offers files name, in file order, and what was passed over. */
export interface OffersRead {
  byGood: OffersByGood;
  /** The price types found (`Ид` → `Наименование`), in file order. */
  priceTypes: Map<string, string>;
  /** Warehouses the mapping leaves out, with how many quantities of theirs were not read. */
  unmappedWarehouses: Map<string, number>;
}

export const goodIdOf = (offerId: string) => offerId.split('#')[0] ?? offerId;

/**
 * A copy of a short text that holds on to nothing else: V8 keeps a substring as a slice of the
 * string it was cut from — here the parser's 64 KB chunk — so a key kept until its good comes
 * would keep its whole chunk alive (the offers file over again in memory).
 */
const detached = (text: string) => (text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8'));

export type OffersByGood = ReturnType<typeof offersByGood>;

/**
 * Each good's offers, kept as one JSON text until the good comes: a couple of hundred bytes an
 * offer, where objects would take several times that (100,000 offers wait for their goods).
 */
function offersByGood() {
  const texts = new Map<string, string>();
  const take = (good: string): OfferCells[] => {
    const text = texts.get(good);
    texts.delete(good);
    return text === undefined ? [] : (JSON.parse(unpacked(text)) as OfferCells[]);
  };
  return {
    add(offer: OfferCells) {
      const good = detached(goodIdOf(offer.id));
      const offers = take(good);
      // CommerceML 2.08+ sends an offer's prices (prices.xml) and its stock (rests.xml) apart.
      const same = offers.find((item) => item.id === offer.id);
      if (same) mergeOffer(same, offer);
      else offers.push(offer);
      texts.set(good, packed(JSON.stringify(offers)));
    },
    take,
    /** The goods whose offers nobody took (offers of goods the catalogue files did not send), in file order. */
    *rest(): Generator<[string, OfferCells[]]> {
      for (const good of [...texts.keys()]) yield [good, take(good)];
    },
  };
}

/**
 * A waiting offer's JSON as its UTF-8 bytes, one character each: a byte a character. The text it
 * is made of is cut from the parser's chunks, which hold Cyrillic, so V8 stores it (and the JSON
 * made of it) two bytes a character even where it is all digits and Latin letters — twice the
 * memory for what the offers wait in, and the heap's peak grows by four times what stays alive.
 */
const packed = (json: string) => Buffer.from(json, 'utf8').toString('latin1');
const unpacked = (text: string) => Buffer.from(text, 'latin1').toString('utf8');

const offerCaptures = new Set(['ТипыЦен/ТипЦены', 'Склады/Склад', 'Предложения/Предложение']);

/** The accounting system's currency names for the som; another currency refuses the offer. */
const somCurrency = /^(kgs|сом|som|417|сом\.)$/i;

/**
 * Reads offers files (`ПакетПредложений`: price types, warehouses, offers) with the exchange's
 * mapping into each variation's price, compare-at price and stock cells. Offers are kept per good
 * (a compact row of cells each, not the XML) until the catalogue file's goods are read.
 */
export async function readOffers(paths: string[], mapping: ExchangeMapping): Promise<OffersRead> {
  const read: OffersRead = { byGood: offersByGood(), priceTypes: new Map(), unmappedWarehouses: new Map() };
  const currencies = new Map<string, string>();
  for (const path of paths)
    for await (const node of readElements(path, offerCaptures)) {
      if (node.name === 'ТипЦены') {
        read.priceTypes.set(childText(node, 'Ид'), childText(node, 'Наименование'));
        currencies.set(childText(node, 'Ид'), childText(node, 'Валюта'));
      } else if (node.name === 'Предложение') {
        read.byGood.add(offerCells(node, mapping, read, currencies));
      }
    }
  return read;
}

function mergeOffer(into: OfferCells, offer: OfferCells) {
  into.name ||= offer.name;
  into.article ||= offer.article;
  into.barcode ||= offer.barcode;
  Object.assign(into.values, offer.values);
  into.refusal ??= offer.refusal;
}

/** A price type named by the mapping (its `Ид` or its `Наименование`); the first one for a null selling type. */
function priceTypeId(named: string | null, priceTypes: Map<string, string>, selling: boolean): string | null {
  if (named === null) return selling ? ([...priceTypes.keys()][0] ?? null) : null;
  for (const [id, name] of priceTypes) if (id === named || name === named) return id;
  return named;
}

function offerCells(
  node: XmlNode,
  mapping: ExchangeMapping,
  read: OffersRead,
  currencies: Map<string, string>,
): OfferCells {
  const offer: OfferCells = {
    id: childText(node, 'Ид'),
    name: characteristicName(node),
    article: childText(node, 'Артикул'),
    barcode: childText(node, 'Штрихкод'),
    values: {},
  };
  try {
    const prices = childrenOf(child(node, 'Цены'), 'Цена');
    if (prices.length > 0) priceCells(offer, prices, mapping, read.priceTypes, currencies);
    Object.assign(offer.values, stockCells(node, mapping, read.unmappedWarehouses));
  } catch (error) {
    if (!(error instanceof OfferRefused)) throw error;
    offer.refusal = error.refusal;
  }
  return offer;
}

/** The mapped price types' amounts as the price, compare-at price and cost cells. */
function priceCells(
  offer: OfferCells,
  prices: XmlNode[],
  mapping: ExchangeMapping,
  priceTypes: Map<string, string>,
  currencies: Map<string, string>,
) {
  const sellingId = priceTypeId(mapping.selling_price_type, priceTypes, true);
  const selling = sellingId === null ? prices[0] : prices.find((price) => childText(price, 'ИдТипаЦены') === sellingId);
  const price = selling ? amountOf(selling, currencies) : null;
  if (price !== null) offer.values.price = formatTyiyn(price);
  const compareId = priceTypeId(mapping.compare_at_price_type, priceTypes, false);
  const compare = compareId === null ? undefined : prices.find((p) => childText(p, 'ИдТипаЦены') === compareId);
  if (compareId !== null) {
    const compareAt = compare ? amountOf(compare, currencies) : null;
    // The accounting system keeps an "old price" equal to the price when nothing is on sale.
    offer.values.compare_at_price =
      compareAt !== null && price !== null && compareAt > price ? formatTyiyn(compareAt) : '';
  }
  // The purchase price type as the cost; an offer without it keeps the cost it has.
  const costId = priceTypeId(mapping.cost_price_type, priceTypes, false);
  const cost = costId === null ? undefined : prices.find((p) => childText(p, 'ИдТипаЦены') === costId);
  if (cost) offer.values.cost = formatTyiyn(amountOf(cost, currencies));
}

class OfferRefused extends Error {
  constructor(readonly refusal: Omit<ImportRefusal, 'row'>) {
    super(refusal.reason);
  }
}

/**
 * `ЦенаЗаЕдиницу` in som (`1250`, `1250.50`, `1 250,5`, `1250.5000`) to tyiyn by its digits,
 * never through a float; finer than a tyiyn, or in another currency, refuses the offer.
 */
export function amountOf(price: XmlNode, currencies: Map<string, string>): number {
  const text = childText(price, 'ЦенаЗаЕдиницу');
  const currency = childText(price, 'Валюта') || currencies.get(childText(price, 'ИдТипаЦены')) || '';
  if (currency !== '' && !somCurrency.test(currency))
    throw new OfferRefused({ column: 'price', reason: 'bad_currency', value: currency });
  const match = /^(\d{1,8})(?:[.,](\d+))?$/.exec(text.replace(/[\s\u00a0]/g, ''));
  const fraction = (match?.[2] ?? '').replace(/0+$/, '');
  if (!match || fraction.length > 2) throw new OfferRefused({ column: 'price', reason: 'bad_price', value: text });
  return Number(match[1]) * 100 + Number(fraction.padEnd(2, '0'));
}

/** `Цвет: Красный` and `Объём: 50 мл` → `Красный, 50 мл`; else the offer's own name. */
function characteristicName(node: XmlNode): string {
  const values = childrenOf(child(node, 'ХарактеристикиТовара'), 'ХарактеристикаТовара')
    .map((item) => childText(item, 'Значение'))
    .filter(Boolean);
  return values.length > 0 ? values.join(', ') : '';
}

/**
 * Units per warehouse, from `<Склад ИдСклада="…" КоличествоНаСкладе="…"/>` (2.05–2.08) or
 * `Остатки/Остаток/Склад` (2.09–2.10), onto the mapped locations' `stock_<code>` cells. Without
 * a mapped warehouse the offer's `Количество` sets the default location (`stock`).
 */
function stockCells(node: XmlNode, mapping: ExchangeMapping, unmapped: Map<string, number>): RawRow {
  const quantities: Array<[string, string]> = childrenOf(node, 'Склад').map((store) => [
    store.attributes.ИдСклада ?? '',
    store.attributes.КоличествоНаСкладе ?? '',
  ]);
  for (const rest of childrenOf(child(node, 'Остатки'), 'Остаток')) {
    const store = child(rest, 'Склад');
    if (store) quantities.push([childText(store, 'Ид'), childText(store, 'Количество')]);
  }
  const cells: RawRow = {};
  if (Object.keys(mapping.warehouses).length === 0) {
    const total = childText(node, 'Количество');
    if (total !== '') cells.stock = unitsOf(total);
    return cells;
  }
  for (const [id, quantity] of quantities) {
    const code = mapping.warehouses[id];
    if (code === undefined) unmapped.set(id, (unmapped.get(id) ?? 0) + 1);
    else cells[locationColumnOf(code)] = unitsOf(quantity);
  }
  return cells;
}

/**
 * `5`, `5.000` → `5`; the accounting system may count below zero, which for the shop is none
 * (`0`). A fraction is left as it is, so the plan refuses it (`bad_stock`).
 */
function unitsOf(text: string): string {
  const match = /^(-?)(\d+)(?:[.,]0*)?$/.exec(text.trim());
  if (!match) return text.trim();
  return match[1] === '-' ? '0' : String(Number(match[2]));
}
