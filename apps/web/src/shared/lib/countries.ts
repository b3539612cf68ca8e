/**
 * Countries the courier service reaches from Bishkek; an order keeps the English name, pages show
 * the `common:countries.<code>` text.
 */
export const countries = [
  { code: 'KG', name: 'Kyrgyzstan', aliases: ['kyrgyzstan', 'кыргызстан', 'киргизия', 'кыргызская республика'] },
  { code: 'KZ', name: 'Kazakhstan', aliases: ['kazakhstan', 'казахстан', 'казакстан'] },
  { code: 'RU', name: 'Russia', aliases: ['russia', 'россия', 'орусия'] },
] as const;
export type CountryCode = (typeof countries)[number]['code'];

export function countryOf(name: string | null | undefined) {
  const key = (name ?? '').trim().toLowerCase();
  return countries.find((country) => country.name.toLowerCase() === key || country.aliases.some((a) => a === key));
}
