import type { Language } from '@aruu/contract/common';
import { formatMinutes } from './duration.js';
import { type MailContent, type RenderedMail, renderMail } from './layout.js';

export interface PasswordResetMailInput {
  lang: Language;
  name: string;
  resetUrl: string;
  validMinutes: number;
  storeEmail?: string;
}

type Words = Omit<MailContent, 'lang' | 'action' | 'storeEmail'> & { actionLabel: string };

const words: Record<Language, (name: string, validFor: string) => Words> = {
  ru: (name, validFor) => ({
    subject: 'Восстановление пароля в Aruu',
    preview: 'Задайте новый пароль по ссылке из этого письма.',
    heading: 'Восстановление пароля',
    intro: [
      name ? `Здравствуйте, ${name}!` : 'Здравствуйте!',
      'Мы получили запрос на восстановление пароля к вашему аккаунту в Aruu. Чтобы задать новый пароль, перейдите по ссылке ниже.',
    ],
    actionLabel: 'Задать новый пароль',
    outro: [
      `Ссылка действует ${validFor}.`,
      'Если вы не запрашивали восстановление пароля, просто проигнорируйте это письмо — ваш пароль останется прежним.',
    ],
  }),
  en: (name, validFor) => ({
    subject: 'Reset your Aruu password',
    preview: 'Choose a new password with the link in this email.',
    heading: 'Reset your password',
    intro: [
      name ? `Hello, ${name}!` : 'Hello!',
      'We received a request to reset the password for your Aruu account. To choose a new password, follow the link below.',
    ],
    actionLabel: 'Choose a new password',
    outro: [
      `The link is valid for ${validFor}.`,
      'If you did not ask to reset your password, just ignore this email — your password will stay the same.',
    ],
  }),
  ky: (name, validFor) => ({
    subject: 'Aruu: сырсөздү калыбына келтирүү',
    preview: 'Жаңы сырсөздү ушул каттагы шилтеме аркылуу коюңуз.',
    heading: 'Сырсөздү калыбына келтирүү',
    intro: [
      name ? `Саламатсызбы, ${name}!` : 'Саламатсызбы!',
      'Aruu дүкөнүндөгү каттоо эсебиңиздин сырсөзүн калыбына келтирүү боюнча сурам алдык. Жаңы сырсөз коюу үчүн төмөнкү шилтемени ачыңыз.',
    ],
    actionLabel: 'Жаңы сырсөз коюу',
    outro: [
      `Шилтеме ${validFor} бою жарактуу.`,
      'Эгер бул сурамды сиз жөнөтпөсөңүз, катты көңүлгө албай эле коюңуз — сырсөзүңүз өзгөрбөйт.',
    ],
  }),
};

export function passwordResetMail(input: PasswordResetMailInput): RenderedMail {
  const { actionLabel, ...texts } = words[input.lang](input.name.trim(), formatMinutes(input.lang, input.validMinutes));
  return renderMail({
    ...texts,
    lang: input.lang,
    action: { label: actionLabel, url: input.resetUrl },
    storeEmail: input.storeEmail,
  });
}
