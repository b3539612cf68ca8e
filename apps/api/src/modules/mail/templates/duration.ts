import type { Language } from '@aruu/contract/common';

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const units: Record<Language, { minute: PluralForms; hour: PluralForms }> = {
  // Accusative, as in "ссылка действует 1 минуту / 2 минуты / 5 минут".
  ru: {
    minute: { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' },
    hour: { one: 'час', few: 'часа', many: 'часов', other: 'часа' },
  },
  en: { minute: { one: 'minute', other: 'minutes' }, hour: { one: 'hour', other: 'hours' } },
  // Kyrgyz nouns stay singular after a number.
  ky: { minute: { other: 'мүнөт' }, hour: { other: 'саат' } },
};

/** "30 минут", "2 hours", "1 саат": whole hours read as hours. */
export function formatMinutes(lang: Language, minutes: number): string {
  const [count, unit] =
    minutes >= 60 && minutes % 60 === 0 ? [minutes / 60, 'hour' as const] : [minutes, 'minute' as const];
  const forms = units[lang][unit];
  const form = forms[new Intl.PluralRules(lang).select(count)] ?? forms.other;
  return `${count} ${form}`;
}
