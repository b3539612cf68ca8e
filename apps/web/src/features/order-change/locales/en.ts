import type { Messages } from '@/shared/i18n/messages';
import type { orderChange as ru } from './ru';

export const orderChange: Messages<typeof ru> = {
  title: 'A change to order #{{id}}',
  fromShop: 'A message from the shop',
  before: 'Before',
  after: 'After',
  afterApplied: 'Your order now',
  quantity: '{{count}} × {{price}}',
  noLines: 'No items',
  money: {
    refundCard: 'You will be refunded {{card}} to your card.',
    refundPoints_one: 'You will get {{count}} bonus point back in your UDS account.',
    refundPoints_few: 'You will get {{count}} bonus points back in your UDS account.',
    refundPoints_many: 'You will get {{count}} bonus points back in your UDS account.',
    refundPoints_other: 'You will get {{count}} bonus points back in your UDS account.',
    refundBoth_one:
      'You will be refunded {{card}} to your card and get {{count}} bonus point back in your UDS account.',
    refundBoth_few:
      'You will be refunded {{card}} to your card and get {{count}} bonus points back in your UDS account.',
    refundBoth_many:
      'You will be refunded {{card}} to your card and get {{count}} bonus points back in your UDS account.',
    refundBoth_other:
      'You will be refunded {{card}} to your card and get {{count}} bonus points back in your UDS account.',
    refundCardUnnamedPoints:
      'You will be refunded {{card}} to your card, and the bonus points spent on the removed items go back to your UDS account.',
    refundUnnamedPoints: 'The bonus points spent on the removed items go back to your UDS account.',
    pay: 'You will pay {{amount}} more.',
    dearer: 'The order will cost {{amount}} more.',
    cheaper: 'The order will cost {{amount}} less.',
    same: 'The order total stays the same.',
  },
  promo: {
    discount_recomputed: "Your promo code's discount was worked out again for the new items.",
    minimum_waived: "The order is now below the promo code's minimum, but you keep the discount.",
  },
  answerBy: 'Please answer by {{time}}. Without an answer, this item is removed from the order.',
  accept: 'Accept',
  removeLine: 'Remove the item instead',
  cancelOrder: 'Cancel the order',
  cancelConfirm: {
    title: 'Cancel the whole order?',
    message: 'The order is cancelled, and any money and points you paid come back to you.',
    confirm: 'Yes, cancel the order',
  },
  pay: 'Pay {{amount}}',
  state: {
    proposed: 'The shop proposes a change to your order. Please choose what to do.',
    applied: 'The change is now in your order.',
    line_removed: 'The item was removed from your order.',
    order_cancelled: 'The order was cancelled.',
    withdrawn: 'The shop withdrew this proposal. Your order stays as it was.',
  },
  toOrder: 'Open the order',
  notFound: {
    title: 'This link is not valid',
    hint: 'It may have a typo or be out of date. All your orders are in your account.',
    orders: 'My orders',
  },
};
