import type { Messages } from '@/shared/i18n/messages';
import type { contacts as ru } from './ru';

export const contacts: Messages<typeof ru> = {
  title: 'Contacts',
  intro: 'Visit any of our three shops in Bishkek, call or write to us — we are here every day.',
  details: {
    title: 'How to reach us',
    phone: 'Phone',
    email: 'Email',
    hours: 'Opening hours',
    social: 'Message us on Instagram, WhatsApp or Telegram',
  },
  shops: {
    title: 'Where to find us',
  },
  form: {
    title: 'Ask a question',
    intro: 'Ask about a product, an order or delivery — we will answer by phone or email during opening hours.',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    emailHint: 'Optional — if you would rather get the answer by email',
    message: 'Message',
    consent: 'By sending the message you agree to the <privacy>privacy policy</privacy>.',
    submit: 'Send',
    sent: {
      title: 'Message sent',
      text: 'We answer daily from 10:00 to 21:00.',
    },
    failed: {
      title: 'Error sending request',
      text: 'Please try again.',
    },
  },
};
