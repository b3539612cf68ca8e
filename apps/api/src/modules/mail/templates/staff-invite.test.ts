import { languages } from '@aruu/contract/common';
import { describe, expect, it } from 'vitest';
import { staffInviteMail } from './staff-invite.js';

const inviteUrl = 'https://aruu.kg/staff/invite/Zm9v-YmFy';

describe('staffInviteMail', () => {
  const expected = {
    ru: { subject: 'Приглашение в рабочий кабинет Aruu', role: 'в роли менеджера', valid: 'Ссылка действует 72 часа' },
    en: { subject: 'Your invitation to the Aruu staff area', role: 'as a manager', valid: 'valid for 72 hours' },
    ky: { subject: 'Aruu кызматкерлер бөлүмүнө чакыруу', role: 'менеджер катары', valid: 'Шилтеме 72 саат бою' },
  };

  it.each(languages)('is written in %s, naming the role, the link and how long it works', (lang) => {
    const mail = staffInviteMail({ lang, name: 'Айгуль', role: 'manager', inviteUrl, validHours: 72 });
    expect(mail.subject).toBe(expected[lang].subject);
    expect(mail.text).toContain('Айгуль');
    expect(mail.text).toContain(expected[lang].role);
    expect(mail.text).toContain(expected[lang].valid);
    expect(mail.text).toContain(inviteUrl);
    expect(mail.html).toContain(`<html lang="${lang}">`);
    expect(mail.html).toContain(`href="${inviteUrl}"`);
  });

  it('escapes the name it is given', () => {
    const mail = staffInviteMail({ lang: 'ru', name: '<b>Ана</b>', role: 'warehouse', inviteUrl, validHours: 24 });
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain('сотрудника склада');
  });
});
