import { languages } from '@aruu/contract/common';
import { describe, expect, it } from 'vitest';
import { formatMinutes } from './duration.js';
import { renderMail } from './layout.js';
import { passwordResetMail } from './password-reset.js';

const resetUrl = 'https://aruu.kg/auth/Zm9v-YmFy?utm_source=mail&lang=ky';
const hostileName = '<img src=x onerror="alert(1)"> Айжан & Co';

describe('passwordResetMail', () => {
  const expected = {
    ru: { subject: 'Восстановление пароля в Aruu', greeting: 'Здравствуйте, ', valid: 'Ссылка действует 30 минут.' },
    en: { subject: 'Reset your Aruu password', greeting: 'Hello, ', valid: 'The link is valid for 30 minutes.' },
    ky: {
      subject: 'Aruu: сырсөздү калыбына келтирүү',
      greeting: 'Саламатсызбы, ',
      valid: 'Шилтеме 30 мүнөт бою жарактуу.',
    },
  };

  it.each(languages)('is written in %s, with the link in both parts', (lang) => {
    const mail = passwordResetMail({ lang, name: 'Айжан', resetUrl, validMinutes: 30 });
    expect(mail.subject).toBe(expected[lang].subject);
    expect(mail.text).toContain(`${expected[lang].greeting}Айжан!`);
    expect(mail.text).toContain(expected[lang].valid);
    expect(mail.text).toContain(resetUrl);
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.text).toContain('hello@aruu.kg');

    expect(mail.html).toContain(`<html lang="${lang}">`);
    expect(mail.html).toContain(`href="${resetUrl.replaceAll('&', '&amp;')}"`);
    expect(mail.html).toContain(expected[lang].valid);
    expect(mail.html).toContain('#6b7a3a');
    expect(mail.html).toContain('href="mailto:hello@aruu.kg"');
    expect(mail.html).not.toMatch(/<table|<script|<style/i);
  });

  it.each(languages)('escapes what it is given, in %s', (lang) => {
    const mail = passwordResetMail({
      lang,
      name: hostileName,
      resetUrl: 'https://aruu.kg/auth/a"b<c>',
      validMinutes: 30,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Айжан &amp; Co');
    expect(mail.html).toContain('href="https://aruu.kg/auth/a&quot;b&lt;c&gt;"');
    expect(mail.text).toContain(hostileName);
  });

  it('greets without a name when there is none', () => {
    expect(passwordResetMail({ lang: 'ru', name: '  ', resetUrl, validMinutes: 30 }).text).toContain('Здравствуйте!\n');
    expect(passwordResetMail({ lang: 'ky', name: '', resetUrl, validMinutes: 30 }).text).toContain('Саламатсызбы!\n');
  });

  it('names a custom store address in the footer', () => {
    const mail = passwordResetMail({
      lang: 'en',
      name: 'Aida',
      resetUrl,
      validMinutes: 30,
      storeEmail: 'shop@aruu.kg',
    });
    expect(mail.html).toContain('mailto:shop@aruu.kg');
    expect(mail.text).toContain('shop@aruu.kg');
  });
});

describe('formatMinutes', () => {
  it.each([
    ['ru', 1, '1 минуту'],
    ['ru', 3, '3 минуты'],
    ['ru', 15, '15 минут'],
    ['ru', 21, '21 минуту'],
    ['ru', 60, '1 час'],
    ['ru', 120, '2 часа'],
    ['ru', 300, '5 часов'],
    ['en', 1, '1 minute'],
    ['en', 45, '45 minutes'],
    ['en', 60, '1 hour'],
    ['en', 1440, '24 hours'],
    ['ky', 1, '1 мүнөт'],
    ['ky', 30, '30 мүнөт'],
    ['ky', 180, '3 саат'],
  ] as const)('%s: %i minutes read "%s"', (lang, minutes, text) => {
    expect(formatMinutes(lang, minutes)).toBe(text);
  });
});

describe('the layout', () => {
  it('refuses a link that is not http(s)', () => {
    const content = { lang: 'en' as const, subject: 's', preview: 'p', heading: 'h', intro: [], outro: [] };
    expect(() => renderMail({ ...content, action: { label: 'Go', url: 'javascript:alert(1)' } })).toThrow(/http/);
    expect(renderMail(content).text).toContain('h\n\n—\n');
  });
});
