import type { Language } from '@aruu/contract/common';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

export interface LocalizedColumns {
  ru: AnyColumn;
  en: AnyColumn;
  ky: AnyColumn;
}

/** The text in `lang`, falling back to Russian where a translation is empty. */
export function localized(columns: LocalizedColumns, lang: Language): SQL<string> {
  if (lang === 'ru') return sql<string>`${columns.ru}`;
  return sql<string>`coalesce(nullif(${columns[lang]}, ''), ${columns.ru})`;
}
