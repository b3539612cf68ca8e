import type { BenefitKey } from './benefits-data.js';
import type { FormulaKey } from './formulas-data.js';
import type { IngredientKey } from './ingredients-data.js';

export interface Localised {
  ru: string;
  en: string;
  ky: string;
}

/** The same union as `art/product-image.ts`, which draws each shape. */
export type ProductShape =
  | 'pump-bottle'
  | 'dropper'
  | 'jar'
  | 'tube'
  | 'spray-bottle'
  | 'perfume'
  | 'lipstick'
  | 'palette'
  | 'mascara'
  | 'pencil'
  | 'compact'
  | 'sheet-mask'
  | 'lashes'
  | 'bar';

export type FamilySlug = 'skin-care' | 'makeup' | 'perfume' | 'body-care' | 'hair-care';

/** Country of origin, ISO 3166-1 alpha-2, as stored in `brands.country`. */
export type CountryCode = 'KR' | 'FR' | 'IT' | 'DE' | 'ES' | 'CH' | 'PL' | 'GB' | 'SE' | 'US' | 'CA';

/** Filters a category offers besides `country` (every product) and `volume` (from its sizes). */
export type CategoryPropertySlug = 'skin-type' | 'hair-type' | 'age' | 'finish' | 'spf' | 'fragrance-family' | 'gender';

/** Russian adjectives agree with the noun they precede: m, f, n or plural. */
export type RussianGender = 'm' | 'f' | 'n' | 'pl';

export interface AmountVariants {
  kind: 'amount';
  unit: 'ml' | 'g' | 'pcs';
  /** Ascending; a product offers a few of them, and larger ones cost more. */
  options: number[];
}

export interface NamedOption {
  name: Localised;
  /** Price relative to the cheapest option; 1 when omitted (shades cost the same). */
  priceFactor?: number;
  /** A make-up shade's colour (`#rrggbb`), shown as its swatch and painted on its picture. */
  colorHex?: string;
}

export interface NamedVariants {
  kind: 'named';
  options: NamedOption[];
}

export type VariantPlan = AmountVariants | NamedVariants;

export type Finish = 'matte' | 'satin' | 'dewy' | 'glossy';

/** An epithet for product titles and the sentence that explains it in a description. */
export interface Benefit {
  /** Russian adjective agreeing with a masculine, feminine, neuter or plural noun. */
  ru: readonly [string, string, string, string];
  en: string;
  ky: string;
  effect: Localised;
  /** Make-up epithets that name a finish decide the product's `finish` filter value. */
  finish?: Finish;
}

/** A featured ingredient: named in the title, explained in the description, listed in INCI. */
export interface Ingredient {
  inci: string;
  /** Russian nominative for "Ключевой компонент — …". */
  ruName: string;
  /** Russian "with …" phrase for titles: "с гиалуроновой кислотой". */
  ruWith: string;
  en: string;
  /** Shorter English form that can open a title: "Hyaluronic Moisturising Cream". */
  enTitle?: string;
  /** Kyrgyz name; titles add "бар": "гиалурон кислотасы бар …". */
  ky: string;
  about: Localised;
}

export interface ProductNoun {
  /** Lower-case noun phrase an adjective can precede: "крем для лица". */
  ru: string;
  gender: RussianGender;
  /** Title case: "Face Cream". */
  en: string;
  /** Lower-case head the epithets precede: "бет креми". */
  ky: string;
  /** Kyrgyz "for whom" phrase that opens the title: "чач үчүн". */
  kyFor?: string;
  /** Overrides the category's sizes or shades for this kind of product. */
  variants?: VariantPlan;
  /** Overrides the category's price range, in som, of the cheapest variation. */
  priceSom?: [number, number];
}

export interface LeafCategory {
  slug: string;
  name: Localised;
  shape: ProductShape;
  /** Relative share of the catalogue's products. */
  weight: number;
  /** `epithet`: benefit + noun + ingredient; `scent`: noun + invented fragrance name. */
  titleStyle: 'epithet' | 'scent';
  nouns: ProductNoun[];
  benefits: BenefitKey[];
  ingredients: IngredientKey[];
  properties: CategoryPropertySlug[];
  variants: VariantPlan;
  /** Price range, in som, of a product's cheapest variation. */
  priceSom: [number, number];
  formula: FormulaKey;
  /** Opening sentences of a description. */
  about: Localised[];
  /** Alternative "method of use" texts. */
  usage: Localised[];
}

export interface CategoryFamily {
  slug: FamilySlug;
  name: Localised;
  leaves: LeafCategory[];
}
