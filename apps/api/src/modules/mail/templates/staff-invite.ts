import type { Language } from '@aruu/contract/common';
import type { StaffRole } from '@aruu/contract/staff-access';
import { formatMinutes } from './duration.js';
import { type MailContent, type RenderedMail, renderMail } from './layout.js';

export interface StaffInviteMailInput {
  lang: Language;
  name: string;
  role: StaffRole;
  inviteUrl: string;
  validHours: number;
}

type Words = Omit<MailContent, 'lang' | 'action' | 'storeEmail'> & { actionLabel: string };

const roleNames: Record<Language, Record<StaffRole, string>> = {
  ru: { admin: 'администратора', manager: 'менеджера', warehouse: 'сотрудника склада' },
  en: { admin: 'an administrator', manager: 'a manager', warehouse: 'a warehouse worker' },
  ky: { admin: 'администратор', manager: 'менеджер', warehouse: 'кампа кызматкери' },
};

const words: Record<Language, (name: string, role: string, validFor: string) => Words> = {
  ru: (name, role, validFor) => ({
    subject: 'Приглашение в рабочий кабинет Aruu',
    preview: 'Задайте пароль, чтобы начать работу в кабинете магазина.',
    heading: 'Вас пригласили в команду Aruu',
    intro: [
      `Здравствуйте, ${name}!`,
      `Для вас создан доступ к рабочему кабинету магазина Aruu в роли ${role}. Чтобы начать, задайте пароль по ссылке ниже.`,
    ],
    actionLabel: 'Задать пароль',
    outro: [
      `Ссылка действует ${validFor} и срабатывает один раз.`,
      'При первом входе вы подключите приложение-аутентификатор (например, Google Authenticator): вход в кабинет всегда подтверждается кодом из него.',
      'Если вы не ждали этого письма, просто проигнорируйте его.',
    ],
  }),
  en: (name, role, validFor) => ({
    subject: 'Your invitation to the Aruu staff area',
    preview: 'Set a password to start working in the shop’s staff area.',
    heading: 'You are invited to the Aruu team',
    intro: [
      `Hello, ${name}!`,
      `You now have access to the Aruu staff area as ${role}. To start, set your password with the link below.`,
    ],
    actionLabel: 'Set a password',
    outro: [
      `The link is valid for ${validFor} and works once.`,
      'On your first sign-in you will set up an authenticator app (such as Google Authenticator): every sign-in to the staff area is confirmed with a code from it.',
      'If you did not expect this email, just ignore it.',
    ],
  }),
  ky: (name, role, validFor) => ({
    subject: 'Aruu кызматкерлер бөлүмүнө чакыруу',
    preview: 'Дүкөндүн кызматкерлер бөлүмүндө иштөө үчүн сырсөз коюңуз.',
    heading: 'Сизди Aruu командасына чакырышты',
    intro: [
      `Саламатсызбы, ${name}!`,
      `Сизге Aruu дүкөнүнүн кызматкерлер бөлүмүнө ${role} катары кирүү укугу берилди. Баштоо үчүн төмөнкү шилтеме аркылуу сырсөз коюңуз.`,
    ],
    actionLabel: 'Сырсөз коюу',
    outro: [
      `Шилтеме ${validFor} бою жарактуу жана бир гана жолу иштейт.`,
      'Биринчи киргениңизде аутентификатор тиркемесин (мисалы, Google Authenticator) туташтырасыз: бөлүмгө ар бир кирүү ошол тиркемедеги код менен ырасталат.',
      'Эгер бул катты күтпөсөңүз, көңүл бурбай эле коюңуз.',
    ],
  }),
};

export function staffInviteMail(input: StaffInviteMailInput): RenderedMail {
  const { actionLabel, ...texts } = words[input.lang](
    input.name.trim(),
    roleNames[input.lang][input.role],
    formatMinutes(input.lang, input.validHours * 60),
  );
  return renderMail({ ...texts, lang: input.lang, action: { label: actionLabel, url: input.inviteUrl } });
}
