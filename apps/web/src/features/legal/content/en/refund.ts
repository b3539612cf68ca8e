import type { LegalPage } from '../legal-page';
import { legalUpdated, shopEmail, shopPhone } from '../store-facts';

export const page: LegalPage = {
  title: 'Payment and Refund Rules',
  summary:
    'How you can pay for an order, how online card payment works, and how much money is refunded, and when, if you refuse an order.',
  updated: legalUpdated,
  sections: [
    {
      heading: '1. Payment methods',
      paragraphs: ['At the Aruu online store you can pay for an order:'],
      list: [
        'in cash — to the courier on delivery or in the shop on pickup;',
        'by bank transfer against an invoice — for legal entities;',
        'online on the website with a Visa, MasterCard or ELKART bank card;',
        'with an e-wallet.',
      ],
    },
    {
      heading: '2. Paying online by card',
      paragraphs: [
        "Online payments are accepted by Freedom Pay, a third-party payment service. After confirming the order you are taken to the payment service's secure page, where you enter your card details. The payment is confirmed with 3-D Secure — a code sent by SMS or a confirmation in your banking app.",
        'Your card details are processed by the payment service; they are not passed to the Seller and are not stored on the Aruu website. If a payment fails, check your card details and balance or contact your bank; the order is kept and can be paid again.',
      ],
    },
    {
      heading: '3. Payment confirmation and documents',
      paragraphs: [
        'After a successful payment, the order status in your personal account changes and the order goes to assembly. The sale is complete when the payment documents are issued — a till or electronic receipt, or an invoice for legal entities.',
        'A Buyer that is a legal entity pays against the invoice issued and sends the Seller the signed original documents within 2 business days of receiving the goods. Please keep your receipt: you will need it to return goods or get a refund.',
      ],
    },
    {
      heading: '4. Refunds when you refuse an order',
      paragraphs: ['If you refuse an order that has been paid for, the amount refunded depends on when you refuse it:'],
      list: [
        '100% of the amount paid — if you refuse before the goods are supplied;',
        '50% of the amount paid — if you refuse within 30 calendar days of the goods being supplied;',
        'no refund — if more than 30 calendar days have passed since the goods were supplied.',
      ],
    },
    {
      heading: '5. Returns of goods of proper quality and faulty goods',
      paragraphs: [
        'If goods are returned under the Return Conditions — goods of proper quality in unopened packaging within 7 days of receipt, or faulty goods — their full price is refunded within 10 business days. This section takes precedence over section 4.',
      ],
    },
    {
      heading: '6. How to get your money back',
      paragraphs: [
        `To request a refund, email ${shopEmail} or call ${shopPhone}, giving the order number and the reason. The money is paid out within up to 30 days of receiving the request, unless section 5 sets a shorter period.`,
        "The refund is made by the same method as the payment: to the bank card the order was paid with, through the Freedom Pay payment service; in cash at the shop; or by bank transfer to the payer's account. How quickly the money reaches a card depends on the issuing bank.",
      ],
    },
    {
      heading: '7. Bonuses and promo codes',
      paragraphs: [
        'UDS loyalty bonuses cannot be exchanged for money. Bonuses spent on a cancelled or returned order are returned under the rules of the loyalty programme. A promo code discount is not paid out in money when goods are returned.',
      ],
    },
    {
      heading: '8. Governing law',
      paragraphs: ['These Rules form part of the Public Offer and are governed by the laws of the Kyrgyz Republic.'],
    },
  ],
};
