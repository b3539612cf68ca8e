import type { Messages } from '@/shared/i18n/messages';
import type { stockAlerts as ru } from './ru';

export const stockAlerts: Messages<typeof ru> = {
  title: 'Notify me when it is back',
  hint: 'Leave your email: we will send one email when this option is back in stock.',
  hintSignedIn: 'We will send one email to your account’s address when this option is back in stock.',
  email: 'Email',
  submit: 'Notify me',
  done: 'Done! We will write as soon as it is back in stock.',
};
