import type { AmountVariants, Localised, ProductNoun, RussianGender } from './catalogue-types.js';

export const text = (ru: string, en: string, ky: string): Localised => ({ ru, en, ky });

export const noun = (
  ru: string,
  gender: RussianGender,
  en: string,
  ky: string,
  extra: Pick<ProductNoun, 'kyFor' | 'variants' | 'priceSom'> = {},
): ProductNoun => ({ ru, gender, en, ky, ...extra });

export const ml = (...options: number[]): AmountVariants => ({ kind: 'amount', unit: 'ml', options });
export const grams = (...options: number[]): AmountVariants => ({ kind: 'amount', unit: 'g', options });
export const pieces = (...options: number[]): AmountVariants => ({ kind: 'amount', unit: 'pcs', options });
