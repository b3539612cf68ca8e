import type { SeededRandom } from '@aruu/api/lib/seeded-random';
import type { AmountVariants, Localised, NamedVariants, VariantPlan } from './catalogue-types.js';
import { VOLUMES_ML } from './properties-data.js';

export interface VariationDraft {
  name: Localised;
  /** Integer tyiyn (1 som = 100 tyiyn). */
  price: number;
  stock: number;
  /** Set when the variation is a size that the `volume` filter lists. */
  volumeMl?: number;
  /** Set when the variation is a make-up shade. */
  colorHex?: string;
}

interface VariationOption {
  name: Localised;
  priceFactor: number;
  volumeMl?: number;
  colorHex?: string;
}

const TYIYN_PER_SOM = 100;
const MAX_STOCK = 60;
/** Bigger sizes cost more per pack but less per ml, as in real price lists. */
const SIZE_PRICE_EXPONENT = 0.8;

export function draftVariations(
  random: SeededRandom,
  plan: VariantPlan,
  priceSom: [number, number],
  soldOut: boolean,
): VariationDraft[] {
  const options = chooseOptions(random, plan);
  const basePrice = priceSom[0] + (priceSom[1] - priceSom[0]) * random.next() ** 1.6;
  const drafts = options.map((option) => ({
    name: option.name,
    price: shelfPrice(basePrice * option.priceFactor) * TYIYN_PER_SOM,
    stock: soldOut || random.chance(0.04) ? 0 : random.int(1, MAX_STOCK),
    volumeMl: option.volumeMl,
    colorHex: option.colorHex,
  }));
  const first = drafts[0];
  if (!soldOut && first && drafts.every((draft) => draft.stock === 0)) first.stock = random.int(1, MAX_STOCK);
  return drafts;
}

/** One to four variations, most products having one or two. */
function variationCount(random: SeededRandom, available: number): number {
  const roll = random.next();
  const wanted = roll < 0.4 ? 1 : roll < 0.7 ? 2 : roll < 0.9 ? 3 : 4;
  return Math.min(wanted, available);
}

function chooseOptions(random: SeededRandom, plan: VariantPlan): VariationOption[] {
  return plan.kind === 'amount' ? chooseAmounts(random, plan) : chooseNamed(random, plan);
}

function chooseAmounts(random: SeededRandom, plan: AmountVariants): VariationOption[] {
  const amounts = random.sample(plan.options, variationCount(random, plan.options.length));
  const smallest = amounts[0] ?? 1;
  return amounts.map((amount) => ({
    name: amountName(amount, plan.unit),
    priceFactor: (amount / smallest) ** SIZE_PRICE_EXPONENT,
    volumeMl: plan.unit === 'ml' && VOLUMES_ML.includes(amount) ? amount : undefined,
  }));
}

function chooseNamed(random: SeededRandom, plan: NamedVariants): VariationOption[] {
  return random
    .sample(plan.options, variationCount(random, plan.options.length))
    .map((option) => ({ name: option.name, priceFactor: option.priceFactor ?? 1, colorHex: option.colorHex }));
}

function amountName(amount: number, unit: AmountVariants['unit']): Localised {
  switch (unit) {
    case 'ml':
      return { ru: `${amount} мл`, en: `${amount} ml`, ky: `${amount} мл` };
    case 'g':
      return { ru: `${amount} г`, en: `${amount} g`, ky: `${amount} г` };
    case 'pcs':
      return { ru: `${amount} шт.`, en: `${amount} ${amount === 1 ? 'pc' : 'pcs'}`, ky: `${amount} даана` };
  }
}

/** Whole som ending in 90, the way shelf prices look: 1 234 → 1 290. */
function shelfPrice(som: number): number {
  return Math.ceil(som / 100) * 100 - 10;
}
