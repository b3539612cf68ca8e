import type { Messages } from '@/shared/i18n/messages';
import type { stockAlerts as ru } from './ru';

export const stockAlerts: Messages<typeof ru> = {
  title: 'Келгенде кабарлоо',
  hint: 'Email калтырыңыз: бул вариант кайра келгенде бир кат жөнөтөбүз.',
  hintSignedIn: 'Бул вариант кайра келгенде аккаунтуңуздун email дарегине бир кат жөнөтөбүз.',
  email: 'Email',
  submit: 'Келгенде кабарлаңыз',
  done: 'Даяр! Товар келери менен жазабыз.',
};
