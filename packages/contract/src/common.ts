import { z } from 'zod';

import { languages } from './languages.js';

export { fallbackLanguage, languages } from './languages.js';
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

/**
 * The largest PostgreSQL `integer`: every id, and every amount in tyiyn, is one. A value past it
 * is refused at the edge, not by the database.
 */
export const INT4_MAX = 2_147_483_647;
/** The most whole som whose tyiyn still fit an `integer` (21,474,836 som). */
export const MAX_SOM = Math.floor(INT4_MAX / 100);

/** Query strings carry text: a positive integer has to be parsed, not assumed. */
export const queryInt = (options: { min: number; max: number }) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(options.min).max(options.max));

export const IdParam = z.object({
  id: queryInt({ min: 1, max: INT4_MAX }),
});

/** Money leaves the API in som (1 som = 100 tyiyn); the database keeps integer tyiyn. */
export const Som = z.number().nonnegative().meta({ description: 'Amount in Kyrgyz som' });

export const LangQuery = z.object({
  lang: Language.optional().meta({ description: 'Language of text fields; defaults to Accept-Language, then ru' }),
});

export const paginationQuery = (options: { defaultPageSize: number; maxPageSize: number }) => ({
  page: queryInt({ min: 1, max: 100_000 }).default(1),
  page_size: queryInt({ min: 1, max: options.maxPageSize }).default(options.defaultPageSize),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
  });
}
