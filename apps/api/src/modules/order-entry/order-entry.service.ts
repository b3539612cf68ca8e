import type { Language } from '@aruu/contract/common';
import { pagePath } from '@aruu/contract/pages';
import type {
  CreateStaffOrderRequest,
  OrderAccess,
  OrderEntryCustomerList,
  SentCustomerLink,
  TakenOrder,
} from '@aruu/contract/staff-order-entry';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import type { AuthService } from '../auth/auth.service.js';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens.js';
import type { CartService } from '../cart/cart.service.js';
import { type CheckoutService, customerBlocked } from '../checkout/checkout.service.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { enqueueMail } from '../mail/mail-jobs.js';
import { mailOf } from '../mail/mail-templates.js';
import type { OfflinePaymentsService } from '../offline-payments/offline-payments.service.js';
import type { OrderRow, OrdersService } from '../orders/orders.service.js';
import { isPayable, type PaymentsService } from '../payments/payments.service.js';
import type { StaffCustomersService } from '../staff-customers/staff-customers.service.js';
import type { StaffActor, StaffOrdersService } from '../staff-orders/staff-orders.service.js';
import {
  createTakenCustomer,
  findAccount,
  isBlockedCustomer,
  NO_PASSWORD_YET,
  type TakenCustomer,
} from '../users/accounts.js';
import type { WhatsappService } from '../whatsapp/whatsapp.service.js';

export type OrderEntryService = ReturnType<typeof createOrderEntryService>;

/** Matches offered to staff for a phone, an email or a name. */
const CUSTOMER_MATCHES = 10;

const emailTaken = () =>
  new AppError('conflict', 'email_taken', 'An account with this email already exists: choose it as the customer', {
    'customer.new.email': { code: 'email_taken', message: 'An account with this email already exists' },
  });

const invalidField = (field: string, message: string) =>
  new AppError('invalid_data', 'validation_failed', message, { [field]: { code: 'invalid_value', message } });

const passwordAlreadySet = () =>
  new AppError('conflict', 'password_already_set', 'This account has a password: sign in with it');

/** The link's token is unknown, or was replaced by a newer link: as absent as a missing order. */
const noSuchLink = () => notFound('Order');

/**
 * Orders staff take for a customer on a channel (issue 27 item 4), and the customer's link to
 * one. The order is placed by checkout's `placeOrder`, as the site places one, with its delivery
 * known: stock is reserved where that delivery takes it from, the promo code claimed, a cash or
 * bank-transfer order placed through offline-payments — in one transaction with the customer's
 * new account, the audit entry and the customer's mail.
 */
export function createOrderEntryService(deps: {
  db: Db;
  queue: JobQueue;
  cart: CartService;
  checkout: CheckoutService;
  orders: OrdersService;
  staffOrders: StaffOrdersService;
  customers: StaffCustomersService;
  offlinePayments: OfflinePaymentsService;
  payments: PaymentsService;
  auth: AuthService;
  whatsapp: WhatsappService;
  /** Origin of the storefront, for the customer's link. */
  publicUrl: string;
}) {
  const { db, queue, cart, checkout, orders, staffOrders, offlinePayments, payments, auth } = deps;

  const linkOf = (token: string) => `${deps.publicUrl}${pagePath('orderAccess', token)}`;

  async function findCustomers(q: string): Promise<OrderEntryCustomerList> {
    const found = await deps.customers.list({ q, page: 1, page_size: CUSTOMER_MATCHES });
    return {
      items: found.items.map((customer) => ({
        user_id: customer.id,
        name: customer.name,
        phone: customer.phone,
        email: customer.email,
        language: customer.language,
        blocked: customer.blocked,
        orders_count: customer.orders_count,
      })),
    };
  }

  /**
   * Mails the customer the link to their order, in the order's language — and, to a customer who
   * opted in to WhatsApp, sends a card order's link there too (the page pays it). The one place
   * the link leaves the shop.
   */
  async function notifyCustomerLink(tx: DbOrTx, order: OrderRow, link: string) {
    const account = await findAccount(tx, order.userId);
    const mail = mailOf('order-link', {
      lang: order.language,
      name: order.customerName,
      orderId: order.id,
      linkUrl: link,
      payByCard: order.paymentMethod === 'card' && order.paidAt === null,
      canSetPassword: account?.passwordHash === NO_PASSWORD_YET,
    });
    await enqueueMail(queue, tx, { to: order.email, ...mail });
    if (order.paymentMethod === 'card' && order.paidAt === null) {
      await deps.whatsapp.sendOrderMessage(tx, {
        orderId: order.id,
        template: 'order_payment_link',
        params: { customer_name: order.customerName, order_id: String(order.id), payment_url: link },
      });
    }
  }

  /** The customer an order is taken for: an open account, not blocked; its language is the order's. */
  async function existingCustomer(userId: number) {
    const account = await findAccount(db, userId);
    if (!account) throw invalidField('customer.user_id', 'No such customer');
    if (account.blockedAt) throw customerBlocked();
    return account;
  }

  /** The lines at today's prices, each asked variation found and orderable. */
  async function linesOf(body: CreateStaffOrderRequest, lang: Language) {
    const items = body.lines.map((line) => ({ variationId: line.variation_id, quantity: line.quantity }));
    const { lines, unknown } = await cart.variationLines(db, items, lang);
    const [missing] = unknown;
    if (missing) {
      const index = items.indexOf(missing);
      throw invalidField(`lines.${index}.variation_id`, 'No such variation');
    }
    return lines;
  }

  /**
   * Takes the order: priced (its delivery too) before the transaction, then, in one transaction,
   * the new customer's account, the order placed with its stock, promo code and delivery, placed
   * for cash or bank transfer when so paid, the audit entry, the customer's mail with their link,
   * and the answer (`recordOutcome`, the Idempotency-Key's).
   */
  async function take(
    actor: StaffActor,
    body: CreateStaffOrderRequest,
    recordOutcome: (tx: DbOrTx, order: TakenOrder) => Promise<void>,
  ): Promise<TakenOrder> {
    const choice = body.customer;
    const who =
      'new' in choice
        ? ({ kind: 'new', details: choice.new } as const)
        : ({ kind: 'existing', account: await existingCustomer(choice.user_id) } as const);
    const language = who.kind === 'new' ? who.details.language : who.account.language;
    const lines = await linesOf(body, language);
    // A new customer has used no promo code yet: no account's uses count against it.
    const promo = body.promo_code
      ? { code: body.promo_code, userId: who.kind === 'existing' ? who.account.id : 0 }
      : null;
    const quote = await checkout.priceDelivery(lines, body.delivery, promo);
    const token = newOpaqueToken();
    const link = linkOf(token.token);
    return db.transaction(async (tx) => {
      const customer = who.kind === 'new' ? await newAccount(tx, who.details) : customerOf(who.account);
      if (await isBlockedCustomer(tx, customer.id)) throw customerBlocked();
      const placed = await checkout.placeOrder(tx, {
        userId: customer.id,
        form: {
          customer_name: customer.name,
          phone: customer.phone,
          email: customer.email,
          country: 'Kyrgyzstan',
          city: quote.city ?? 'Bishkek',
          address: body.delivery.method === 'courier' ? (body.delivery.address ?? null) : null,
          delivery_method: body.delivery.method,
          save_address: false,
          // WhatsApp needs the customer's own opt-in (checkout's box or the account): staff do not give it for them.
          whatsapp_opt_in: false,
          comment: body.comment ?? null,
          promo_code: body.promo_code ?? null,
          accept_terms: true,
        },
        language,
        lines,
        delivery: { choice: body.delivery, quote },
        taken: { channel: body.channel, takenBy: actor.actorId, accessTokenHash: token.hash },
      });
      if (body.payment_method !== 'card') {
        await offlinePayments.placeLocked(tx, await lockedOrder(tx, placed.id), body.payment_method);
      }
      const order = await lockedOrder(tx, placed.id);
      await recordAudit(tx, {
        actorId: actor.actorId,
        action: 'order.taken',
        objectType: 'order',
        objectId: order.id,
        before: null,
        after: {
          channel: body.channel,
          customer_id: customer.id,
          new_customer: who.kind === 'new',
          payment_method: order.paymentMethod,
          total: order.total,
        },
        requestId: actor.requestId,
      });
      await notifyCustomerLink(tx, order, link);
      const taken = {
        ...(await staffOrders.detail(order.id, actor.role, actor.lang, tx)),
        customer_link: link,
      };
      await recordOutcome(tx, taken);
      return taken;
    });
  }

  /**
   * The account of a customer new to the shop, with the consent staff noted (the audit entry
   * names who, the account's terms timestamp when).
   */
  async function newAccount(tx: Tx, details: TakenCustomer) {
    const created = await createTakenCustomer(tx, details, new Date());
    if (!created) throw emailTaken();
    return customerOf(created);
  }

  async function lockedOrder(tx: DbOrTx, orderId: number) {
    const order = await orders.lock(tx, orderId);
    if (!order) throw new Error(`order ${orderId} vanished inside its own transaction`);
    return order;
  }

  /** A new link for the order, mailed to its customer; the previous link stops working. */
  async function sendLink(actor: StaffActor, orderId: number): Promise<SentCustomerLink> {
    const token = newOpaqueToken();
    const link = linkOf(token.token);
    return db.transaction(async (tx) => {
      const order = await orders.lock(tx, orderId);
      if (!order) throw notFound('Order');
      if (order.status === 'cancelled') {
        throw new AppError('conflict', 'order_not_editable', 'A cancelled order has no link to send');
      }
      await orders.saveAccessToken(tx, orderId, token.hash);
      await notifyCustomerLink(tx, order, link);
      await recordAudit(tx, {
        actorId: actor.actorId,
        action: 'order.link_sent',
        objectType: 'order',
        objectId: orderId,
        before: null,
        after: { sent_to: order.email },
        requestId: actor.requestId,
      });
      return { customer_link: link, sent_to: order.email };
    });
  }

  async function orderOfLink(token: string) {
    const order = await orders.findByAccessToken(hashOpaqueToken(token));
    if (!order) throw noSuchLink();
    return order;
  }

  /** The customer's order by their link, as their own order page shows it. */
  async function access(token: string): Promise<OrderAccess> {
    const order = await orderOfLink(token);
    const [detail, account] = await Promise.all([orders.detail(order.userId, order.id), findAccount(db, order.userId)]);
    return {
      ...detail,
      can_pay: isPayable(order) && order.deliveryMethod !== null,
      can_set_password: account?.passwordHash === NO_PASSWORD_YET,
    };
  }

  /** The card payment page of the link's order, started for its owner; the provider sends them back to the link. */
  async function pay(token: string, lang: Language) {
    const order = await orderOfLink(token);
    const paymentUrl = await payments.paymentUrl(order.userId, order.id, lang, undefined, linkOf(token));
    return { payment_url: paymentUrl };
  }

  /** The first password of the link's account; then the customer signs in with their email. */
  async function setPassword(token: string, password: string) {
    const order = await orderOfLink(token);
    const account = await findAccount(db, order.userId);
    if (!account || account.passwordHash !== NO_PASSWORD_YET) throw passwordAlreadySet();
    if (!(await auth.setFirstPassword(order.userId, password))) throw passwordAlreadySet();
  }

  return { findCustomers, take, sendLink, access, pay, setPassword, notifyCustomerLink };
}

/** The order's customer fields from their account (an account without a phone leaves the order's empty). */
const customerOf = (account: {
  id: number;
  firstName: string;
  lastName: string | null;
  phone: string | null;
  email: string;
}) => ({
  id: account.id,
  name: account.lastName ? `${account.firstName} ${account.lastName}` : account.firstName,
  phone: account.phone ?? '',
  email: account.email,
});
