import type { LegalPage } from '../legal-page';
import { legalUpdated, shopCloses, shopOpens } from '../store-facts';

export const page: LegalPage = {
  title: 'Rules of Sale',
  summary:
    'How the Aruu online store sells cosmetics and perfume: prices, payment, delivery and pickup, receiving an order, and documents for legal entities.',
  updated: legalUpdated,
  sections: [
    {
      heading: '1. General provisions',
      paragraphs: [
        'These Rules govern distance sales of goods through the website of the Aruu online store (the "Seller") to buyers, whether individuals or legal entities (the "Buyer"). The shop offers skin care, make-up, perfume and body care from more than 100 Korean, European and American brands.',
        'The Seller sells only original products received from official suppliers. The relationship between the parties is governed by the Public Offer, these Rules and the laws of the Kyrgyz Republic.',
      ],
    },
    {
      heading: '2. Conclusion of the sales contract',
      paragraphs: [
        'The contract between the Buyer and the Seller is concluded when the Buyer registers on the website or places an order. The sale is complete when the Buyer is issued the payment documents — a till receipt, an electronic receipt or an invoice.',
      ],
    },
    {
      heading: '3. Product information and prices',
      paragraphs: [
        'Each product page shows the description, composition, method of use, availability and price. Product images are for information only: the colour and packaging design may differ slightly because of screen settings or a redesign by the manufacturer.',
        'Prices are in Kyrgyz som. The Seller may change prices on the website, but the price of an item in an order that has already been placed does not change. Discounts from promo codes and UDS loyalty bonuses are applied at checkout and shown in the total.',
        'Before using a cosmetic product, we recommend reading its ingredients and testing it on a small area of skin. Our consultants will help you choose products free of charge.',
      ],
    },
    {
      heading: '4. Payment',
      paragraphs: [
        'Orders can be paid in cash, by bank transfer, by Visa, MasterCard or ELKART card, or with an e-wallet. Online payments go through the Freedom Pay payment service with 3-D Secure confirmation. See the Payment and Refund Rules for details.',
      ],
    },
    {
      heading: '5. Delivery and pickup',
      paragraphs: [
        'Orders are delivered by a courier service to the address you give. Delivery within Bishkek is free for orders from 4,000 som; the cost of delivering smaller orders, or to other cities, is calculated at checkout and shown as a separate line.',
        `You can also collect your order yourself from one of the Aruu shops, open daily from ${shopOpens} to ${shopCloses}. The order is handed over once its status is Ready, on presentation of the order number:`,
      ],
      shops: true,
    },
    {
      heading: '6. Receiving the goods',
      paragraphs: [
        'When you receive the order, check the number of items, that they match the order, the packaging and the expiry dates. Any complaints about appearance or missing items are best raised on the spot. After receiving the order, you can confirm delivery in your personal account.',
        'The risk of accidental loss of or damage to the goods passes to the Buyer when the order is handed over.',
      ],
    },
    {
      heading: '7. Buyers that are legal entities',
      paragraphs: [
        'Legal entities order from an account of the "legal entity" type and usually pay by bank transfer against an invoice. A Buyer that is a legal entity must send the Seller the signed original documents (delivery note, acceptance certificate, invoice) within 2 (two) business days of receiving the goods.',
      ],
    },
    {
      heading: '8. Returns and exchanges',
      paragraphs: [
        'Goods of proper quality can be returned within 7 days of receipt if the packaging, appearance and receipt are kept. The money is refunded within 10 business days. The full terms are on the Return Conditions page.',
      ],
    },
    {
      heading: '9. Liability and disputes',
      paragraphs: [
        'The Seller is not liable for improper use of the goods, or for delays caused by incorrect details or by force majeure. Disputes are settled by negotiation and, failing agreement, in the manner established by the laws of the Kyrgyz Republic.',
      ],
    },
  ],
};
