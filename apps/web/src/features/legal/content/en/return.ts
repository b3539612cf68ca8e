import type { LegalPage } from '../legal-page';
import { legalUpdated, shopCloses, shopEmail, shopOpens, shopPhone } from '../store-facts';

export const page: LegalPage = {
  title: 'Return Conditions',
  summary:
    'How to return or exchange goods of proper quality within 7 days, what to do if an item turns out to be faulty, and when your money is refunded.',
  updated: legalUpdated,
  sections: [
    {
      heading: '1. General provisions',
      paragraphs: [
        'These Return Conditions set out how goods bought from the Aruu online store can be returned or exchanged. They apply together with the Public Offer and the Rules of Sale.',
        'We want every purchase to bring you joy. If an item does not suit you or turns out to be faulty, we will help you return or exchange it in accordance with the laws of the Kyrgyz Republic, including the Law of the Kyrgyz Republic "On Consumer Rights Protection".',
      ],
    },
    {
      heading: '2. Returning goods of proper quality',
      paragraphs: [
        'Goods of proper quality can be returned or exchanged within 7 (seven) calendar days of receipt, provided that all of the following conditions are met:',
      ],
      list: [
        'the packaging is unopened, and the protective film, seals and factory stickers are intact;',
        'the item has not been used and has kept its appearance and properties;',
        'the original packaging, all parts of the set and any gifts received with the item are returned;',
        'you have the receipt or another document proving the purchase from Aruu (an electronic receipt or the order number will do).',
      ],
    },
    {
      heading: '3. Goods that cannot be returned',
      paragraphs: [
        'Cosmetics and perfume come into contact with the skin, so for hygiene reasons we cannot take back the following goods of proper quality (these restrictions do not apply to faulty goods — see section 4):',
      ],
      list: [
        'items that have been opened, unpacked or used, even if tried only once;',
        'perfume with a damaged film or an opened box;',
        'items without their original packaging or that no longer look new;',
        'gift sets with any of their items missing;',
        'items received more than 7 days ago.',
      ],
    },
    {
      heading: '4. Faulty goods or a mistake in the order',
      paragraphs: [
        'Please check your order when you receive it: the number of items, the packaging, whether the goods match the order, and the expiry dates. If an item is damaged, does not match the order or has a manufacturing defect, tell us as soon as possible — ideally on receipt — and send photos of the item and its packaging.',
        'In that case you may, at your choice, ask us to replace the item with the same or an equivalent one, reduce the price accordingly, or refund the amount paid. The Seller pays for shipping faulty goods. If a quality check is needed to find out what caused the defect, we will carry it out and tell you the result.',
      ],
    },
    {
      heading: '5. How to make a return',
      paragraphs: [
        `Contact us by phone at ${shopPhone} or by email at ${shopEmail}, giving the order number, the item and the reason for the return. Our manager will confirm the return and agree with you how to hand the item over.`,
        `A short return form is filled in when you hand the item back; to receive a cash refund you will need an identity document. You can bring the item to any of our shops, open daily from ${shopOpens} to ${shopCloses}:`,
      ],
      shops: true,
    },
    {
      heading: '6. Refunds',
      paragraphs: [
        'The money for a returned item is refunded within 10 (ten) business days of receiving the item and your request, using the same method you paid with: to your bank card through the payment service, in cash at the shop, or by bank transfer to the account the payment came from.',
        'How quickly the money reaches your card depends on the bank that issued it. UDS loyalty bonuses spent on the returned item are returned to your bonus account under the rules of the loyalty programme.',
      ],
    },
    {
      heading: '7. Exchanges',
      paragraphs: [
        'Goods of proper quality can be exchanged for another size, shade or scent on the same conditions as a return, if the item you want is in stock. If the new item costs more, you pay the difference; if it costs less, we refund the difference as described in section 6.',
      ],
    },
    {
      heading: '8. Restrictions',
      paragraphs: [
        'The Seller may refuse to accept orders from a buyer who has refused or returned goods 5 (five) or more times for reasons other than defects. See the Ordering Rules for details.',
      ],
    },
  ],
};
