import type { Language } from '@aruu/contract/languages';
import { formatNumber } from './format';
import { withKyrgyzAblative, withKyrgyzDative } from './kyrgyz-dative';
import type { Texts, TextValues } from './text-keys';

/** The `{{value, format}}` formats the texts use. */
const formats: Record<string, (value: string | number, language: Language) => string> = {
  // Written by formatNumber, so the server's render and every browser's write the same digits.
  number: (value, language) => formatNumber(Number(value), language),
  // Only Kyrgyz joins an ending to the value (kyrgyz-dative.ts); other languages write it as it is.
  dative: (value, language) => (language === 'ky' ? withKyrgyzDative(String(value)) : String(value)),
  // "from ЦУМ": ЦУМдан (the same rules, the ablative's д/т…н).
  ablative: (value, language) => (language === 'ky' ? withKyrgyzAblative(String(value)) : String(value)),
};

const pluralRules = new Map<Language, Intl.PluralRules>();

/** `one`, `few`, `many` or `other`: the plural form of `count` in `language`, as i18next's key suffixes name them. */
function pluralForm(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function textAt(tree: object | undefined, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

/**
 * `{{name}}` and `{{name, format}}`. Values go in as they are: React escapes what it renders, and
 * no text is put into HTML otherwise. As with i18next, a value not given leaves its placeholder
 * (a missed value shows), one given as undefined or null writes nothing.
 */
function interpolate(text: string, values: TextValues, language: Language): string {
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, inside: string) => {
    const [name = '', format = ''] = inside.split(',').map((part) => part.trim());
    const value = values[name];
    if (value === undefined && !(name in values)) return placeholder;
    if (value === undefined || value === null) return '';
    return formats[format]?.(value, language) ?? String(value);
  });
}

/**
 * The text of `key` (`ns:path` or a `path` in `defaultNamespace`) in `language`. With `count`, the
 * key's plural form (`path_one`, `path_few`…) comes first, then `path` itself. A missing text
 * answers its key, as i18next does: every language has every key (checked by tsc and
 * locales.test.ts), so only a namespace that has not arrived yet can miss.
 */
export function translate(
  texts: Texts,
  language: Language,
  defaultNamespace: string,
  key: string,
  values: TextValues = {},
): string {
  const colon = key.indexOf(':');
  const tree = texts[colon < 0 ? defaultNamespace : key.slice(0, colon)];
  const path = key.slice(colon + 1);
  const plural = values.count === undefined ? undefined : textAt(tree, `${path}_${pluralForm(language, values.count)}`);
  const text = plural ?? textAt(tree, path);
  return typeof text === 'string' ? interpolate(text, values, language) : path;
}
