import type { LegalPage } from '../legal-page';
import { legalUpdated, shopEmail, shopPhone } from '../store-facts';

export const page: LegalPage = {
  title: 'Privacy Policy',
  summary:
    'What personal data the Aruu online store collects, why we need it, how we store and protect it, and how you can control it.',
  updated: legalUpdated,
  sections: [
    {
      heading: '1. General provisions',
      paragraphs: [
        'This Privacy Policy (the "Policy") explains how the Aruu online cosmetics store (the "Seller", "we", "us") processes and protects the personal data of the users of its website. The Seller operates in Bishkek and serves customers in the three shops listed in section 10.',
        'By using the website, registering or placing an order, you confirm that you have read this Policy and consent to the processing of your personal data on the terms set out in it. If you do not agree with the Policy, please do not use the website.',
        'Personal data is processed in accordance with the laws of the Kyrgyz Republic, including the Law of the Kyrgyz Republic "On Personal Information".',
      ],
    },
    {
      heading: '2. Age of users',
      paragraphs: [
        'Only persons aged 18 or older may register on the website and place orders. We do not knowingly collect data from minors. If you learn that a child has given us their data, please let us know and we will delete it.',
      ],
    },
    {
      heading: '3. What data we collect',
      paragraphs: ['We collect only the data the shop needs to work:'],
      list: [
        'your first name and last name (the last name is optional);',
        'your email address, which is also your login;',
        'your contact phone number;',
        'your delivery address: country, city, street and house number;',
        'the account type — individual or legal entity — and, for legal entities, the details needed to issue documents;',
        'your order history, cart contents and wishlist;',
        'order comments and messages sent through the consultation and help forms (name, phone, email, message text).',
      ],
    },
    {
      heading: '4. Why we use your data',
      paragraphs: ['We process personal data in order to:'],
      list: [
        'register you and maintain your personal account, let you log in and reset your password;',
        'accept, confirm, assemble and deliver orders, or hand them over in our shops;',
        'contact you about your order, including when an item is out of stock;',
        'take payments and issue refunds;',
        'add and redeem loyalty programme bonuses;',
        'answer your questions and give free consultations on choosing cosmetics;',
        'comply with legal requirements, including accounting and tax rules.',
      ],
    },
    {
      heading: '5. Cookies and local storage',
      paragraphs: [
        "The website keeps login tokens in your browser's local storage, so that you do not have to enter your password on every visit, together with your chosen interface language (Russian, Kyrgyz or English) and colour mode (light or dark). This data stays on your device and is used only to make the website work.",
        'You can clear local storage and cookies in your browser settings at any time. You will then need to log in again, and the language and colour mode will return to their defaults.',
      ],
    },
    {
      heading: '6. Sharing data with third parties',
      paragraphs: [
        'We do not sell or rent out personal data. We disclose data to public authorities only where the laws of the Kyrgyz Republic expressly require it.',
        'We share data with our partners only to the extent needed to fulfil your order:',
      ],
      list: [
        'the courier service — your name, phone number and delivery address;',
        "the Freedom Pay payment service — the information needed to process the payment; card details are entered on the payment service's page and are never passed to the Seller;",
        'the UDS loyalty programme — your UDS code and the bonuses added and redeemed.',
      ],
    },
    {
      heading: '7. Storage and protection',
      paragraphs: [
        'Personal data is kept on secure servers. Passwords are stored only in hashed form, data is exchanged with the website over an encrypted connection, and only staff who need the data to fulfil orders have access to it.',
        'We keep your data for as long as you have an account. When the account is closed, the data is deleted or anonymised, except for order records that we are required to keep for the periods set by the laws of the Kyrgyz Republic.',
      ],
    },
    {
      heading: '8. Your rights',
      paragraphs: ['You have the right to:'],
      list: [
        'find out what data about you we process;',
        'correct or complete your data — name, phone, address — in your personal account;',
        'delete your data by closing your account in the Profile section, or by sending us a deletion request;',
        'withdraw your consent to processing (in that case we will no longer be able to accept your orders);',
        'opt out of promotional messages.',
      ],
    },
    {
      heading: '9. Changes to this Policy',
      paragraphs: [
        'We may update this Policy. A new version takes effect when it is published on the website; the date of the last update is shown on this page. By continuing to use the website after an update, you accept the new version.',
      ],
    },
    {
      heading: '10. Contact us',
      paragraphs: [
        `For any question about your personal data, email us at ${shopEmail} or call ${shopPhone}. We will reply as soon as possible. You can also visit any of our shops:`,
      ],
      shops: true,
    },
  ],
};
