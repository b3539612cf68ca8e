import type { LegalPage } from '../legal-page';
import { legalUpdated, shopEmail, shopPhone } from '../store-facts';

export const page: LegalPage = {
  title: 'Public Offer',
  summary:
    'The offer of the Aruu online store to conclude a distance contract for the sale of goods: the subject of the contract, how it is concluded, and the rights and obligations of the parties.',
  updated: legalUpdated,
  sections: [
    {
      heading: '1. Definitions',
      paragraphs: ['The following terms are used in this offer:'],
      list: [
        'Seller — the Aruu online cosmetics store, Bishkek;',
        'Website — the website of the Aruu online store, where the product catalogue and this offer are published;',
        'User — a person aged 18 or older who has registered on the Website and accepted this offer;',
        'Buyer — a User who has placed an order and has a personal account with an order history;',
        "Order — a Buyer's request, placed on the Website, to buy the selected goods;",
        "Goods — the cosmetics, perfume and care products in the Website's catalogue.",
      ],
    },
    {
      heading: '2. General provisions',
      paragraphs: [
        "This document is the Seller's public offer under the Civil Code of the Kyrgyz Republic and is addressed to any person aged 18 or older with full legal capacity.",
        'The offer is accepted by registering on the Website or by placing an Order. By doing either, the User confirms that they have read and fully accept, without reservation, this offer, the Ordering Rules, the Rules of Sale, the Return Conditions, the Payment and Refund Rules and the Privacy Policy.',
      ],
    },
    {
      heading: '3. Subject of the contract',
      paragraphs: [
        'The Seller undertakes to transfer the Goods to the Buyer in accordance with the Order, and the Buyer undertakes to pay for and accept them. The contract is concluded on registration or on placing the Order, and the sale is complete when the Buyer is issued the payment documents.',
      ],
    },
    {
      heading: '4. Registration',
      paragraphs: [
        'When registering, the User gives their first name, last name (optional), email address (used as the login), a password of at least 8 characters, a contact phone number and the account type — individual or legal entity. The User undertakes to give accurate information and not to share the password with anyone.',
      ],
    },
    {
      heading: '5. Order and price',
      paragraphs: [
        'Orders are placed on the Website in accordance with the Ordering Rules. The price of the Goods is shown on the Website in som and is fixed when the Order is placed. The total consists of the price of the Goods and delivery, less any discounts from promo codes and UDS loyalty bonuses.',
        'If ordered Goods turn out to be out of stock, the Seller, by agreement with the Buyer, removes them from the Order, replaces them with equivalent Goods or cancels the Order.',
      ],
    },
    {
      heading: '6. Payment',
      paragraphs: [
        "Payment is made in cash, by bank transfer, by bank card (Visa, MasterCard, ELKART) or with an e-wallet. Online payments are accepted through the Freedom Pay payment service; card details are entered on the payment service's page with 3-D Secure confirmation and are never passed to the Seller.",
      ],
    },
    {
      heading: '7. Delivery and pickup',
      paragraphs: [
        "The Goods are delivered by a courier service to the address given in the Order or handed over in one of the Seller's shops. Delivery within Bishkek is free for Orders from 4,000 som. Delivery times and costs are shown when the Order is placed.",
      ],
    },
    {
      heading: '8. Returns and refunds',
      paragraphs: [
        'Goods of proper quality may be returned within 7 days of receipt if they are unopened and their original packaging, appearance and receipt are kept. The Seller refunds the price of returned Goods within 10 business days. Refunds when a paid Order is refused are governed by the Payment and Refund Rules.',
      ],
    },
    {
      heading: '9. Rights and obligations of the parties',
      paragraphs: [
        "The Seller undertakes to hand over Goods of proper quality within the agreed time, to keep the Buyer's personal data confidential and to consider the Buyer's requests. The Seller may:",
      ],
      list: [
        'change the terms of this offer, the prices and the range of Goods by publishing the changes on the Website; changes do not affect Orders already placed;',
        'refuse an Order from a Buyer who has refused or returned Goods 5 or more times for reasons other than defects;',
        'block ordering after repeated cancellations of Orders or violations of this offer;',
        'require a Buyer that is a legal entity to send the original documents within 2 business days of receiving the Goods.',
      ],
    },
    {
      heading: '10. Liability',
      paragraphs: [
        'The parties are liable for failure to perform their obligations in accordance with the laws of the Kyrgyz Republic. The Seller is not liable for the consequences of the Buyer giving incorrect details, for improper use of the Goods, or for force majeure.',
      ],
    },
    {
      heading: '11. Personal data',
      paragraphs: [
        "The Seller processes the Buyer's personal data in order to perform the contract, in accordance with the Privacy Policy. By accepting the offer, the Buyer consents to such processing.",
      ],
    },
    {
      heading: '12. Dispute resolution',
      paragraphs: [
        "This contract is governed by the laws of the Kyrgyz Republic. Disputes are settled by negotiation and, failing agreement, by the court at the Seller's location in the manner established by the laws of the Kyrgyz Republic.",
      ],
    },
    {
      heading: "13. Seller's contact details",
      paragraphs: [`Aruu online store. Email: ${shopEmail}. Phone: ${shopPhone}. Shops in Bishkek:`],
      shops: true,
    },
  ],
};
