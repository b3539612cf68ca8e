import type { Messages } from '@/shared/i18n/messages';
import type { about as ru } from './ru';

export const about: Messages<typeof ru> = {
  title: 'About us',
  eyebrow: 'About us',
  heading: 'Aruu — original cosmetics in Bishkek',
  story: {
    p1: 'The first Aruu shop opened in Bishkek in 2020. We wanted Korean skin care and much-loved European and American brands to be available here, with no fakes and no long waits.',
    p2: 'Today we have three shops in the city and an online store: more than 100 brands and about 3,000 products, from sheet masks to perfume. We buy them only from official suppliers.',
    p3: 'What matters most at Aruu is people. Our consultants help you choose your care for free, in the shop and online, and regular customers collect bonuses with every purchase.',
  },
  toConsultation: 'Book a free consultation',
  statsTitle: 'Aruu in numbers',
  team: {
    title: 'Our team',
    intro: 'Behind every order are people who use what they sell.',
    roles: {
      manager: {
        name: 'Manager',
        text: 'Looks after the range and the shops, orders from official suppliers and checks every delivery.',
      },
      onlineConsultant: {
        name: 'Online consultant',
        text: 'Answers on WhatsApp, Telegram and Instagram, suggests care from a photo and a description of your skin, and helps you order.',
      },
      contentMaker: {
        name: 'Content maker',
        text: 'Films swatches, reviews and new arrivals, so you can see the texture and shade before you buy.',
      },
      salesConsultant: {
        name: 'Sales consultant',
        text: 'Welcomes you in the shop, lets you try the testers and puts together care for your skin type and budget.',
      },
    },
  },
  advantages: {
    title: 'Why shoppers choose Aruu',
    original: {
      title: 'Only originals',
      text: 'Every product comes from official suppliers, with documents and expiry dates that we check.',
    },
    consultations: {
      title: 'Free consultations',
      text: 'We will tell you what suits your skin — in the shop, in messengers or through the request on this page.',
    },
    loyalty: {
      title: 'Bonuses for regular customers',
      text: 'Collect points in the UDS loyalty programme and pay part of your next purchases with them.',
    },
    delivery: {
      title: 'Courier delivery',
      text: 'We deliver across Bishkek, free for orders from {{amount}}.',
    },
    pickup: {
      title: 'Pickup from three shops',
      text: 'Collect your order from the shop that suits you, daily from 10:00 to 21:00.',
    },
    returns: {
      title: 'Fair returns',
      text: 'If a product is not right for you, return it within 7 days in its original packaging.',
    },
  },
  form: {
    title: 'Free consultation',
    intro: 'Leave your details and a consultant will contact you during opening hours to help you choose your care.',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    consent: 'By sending the request you agree to the <privacy>privacy policy</privacy>.',
    submit: 'Send request',
    sent: {
      title: 'Request sent',
      text: 'A consultant will contact you, daily from 10:00 to 21:00.',
    },
    failed: {
      title: 'Error sending request',
      text: 'Please try again.',
    },
  },
};
