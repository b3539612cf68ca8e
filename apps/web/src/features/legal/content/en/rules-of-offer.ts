import type { LegalPage } from '../legal-page';
import { legalUpdated, shopEmail, shopPhone } from '../store-facts';

export const page: LegalPage = {
  title: 'Ordering Rules',
  summary:
    'How to register, place and confirm an order in the Aruu online store, what happens when an item is out of stock, and when the Seller may refuse an order.',
  updated: legalUpdated,
  sections: [
    {
      heading: '1. General provisions',
      paragraphs: [
        'These Rules describe how orders are placed on the website of the Aruu online store (the "Seller") and form part of the Public Offer. By placing an order, you confirm that you have read and accept these Rules.',
        'Orders may be placed only by registered users aged 18 or older who have accepted the Public Offer and the Privacy Policy.',
      ],
    },
    {
      heading: '2. Registration',
      paragraphs: [
        'To register, enter your first name, last name (optional), the email address that will be your login, a contact phone number and a password, and choose the account type — individual or legal entity. The password must have at least 8 characters; we recommend combining Latin letters, digits and symbols.',
        'The contract between you and the Seller is concluded when you register or place an order. Once registered, you get a personal account holding your profile, delivery address, order history, cart and wishlist.',
        'You are responsible for the accuracy of your details and for keeping your password safe. If you suspect that someone else has accessed your account, change your password and let us know.',
      ],
    },
    {
      heading: '3. Placing an order',
      paragraphs: [
        'Add products to the cart, go to checkout and fill in the order form: name, phone, email, country, city and address. You may also leave a comment, enter a promo code, and give your UDS code and the number of bonuses you want to spend. Tick the box to accept the terms — an order cannot be placed without it.',
        'Then choose how to receive the order — courier delivery or pickup from a shop — and how to pay. Before confirming, check the items, the price of the goods and delivery, the discount and the total.',
      ],
    },
    {
      heading: '4. Confirmation and order statuses',
      paragraphs: [
        'Once placed, the order gets a number, and you can follow its status under Order tracking in your personal account. An order goes through these stages:',
      ],
      list: [
        'Processed — the order has been accepted, showing whether delivery is included;',
        'Payment — the order is awaiting payment;',
        'Assembly — the order is being put together in the warehouse;',
        'Delivery — the order has been handed to the courier;',
        'Delivered — the order has been handed over; you can confirm receipt in your personal account;',
        'Ready — the order can be collected from the chosen shop;',
        'Cancelled or Order error — the order will not be fulfilled; our manager will contact you if needed.',
      ],
    },
    {
      heading: '5. If an item is out of stock',
      paragraphs: [
        'Stock levels on the website are updated regularly, but occasionally an item sells out after an order has been placed. In that case our manager will contact you and offer you a choice:',
      ],
      list: [
        'remove the missing item and fulfil the rest of the order;',
        'replace the item with an equivalent one — with the same purpose and a similar price;',
        'cancel the whole order.',
      ],
    },
    {
      heading: '6. Changing or cancelling an order',
      paragraphs: [
        'Until the order goes to assembly, you can change or cancel it in your personal account or by calling us. A cancelled order can be repeated with a single button, which creates a new order with the same items.',
        'If the order has already been paid for, the money is refunded as described in the Payment and Refund Rules.',
      ],
    },
    {
      heading: '7. Restrictions for buyers',
      paragraphs: [
        'The Seller may refuse an order from a buyer who has refused or returned goods 5 (five) or more times for reasons other than defects.',
        'The Seller may also block ordering from a personal account after repeated cancellations, including refusing to collect orders that have already been assembled, or after violations of these Rules or the Public Offer. You can appeal such a decision by writing to us.',
      ],
    },
    {
      heading: '8. Contact us',
      paragraphs: [
        `If something goes wrong while you are placing an order, call us at ${shopPhone} or email ${shopEmail} and we will help.`,
      ],
    },
  ],
};
