import { alertSubscribedMail, backInStockMail } from './templates/back-in-stock.js';
import { type RenderedMail, renderMail } from './templates/layout.js';
import { orderChangeMail } from './templates/order-change.js';
import { orderLinkMail } from './templates/order-link.js';
import { orderRefundMail } from './templates/order-refund.js';
import { orderStatusMail } from './templates/order-status.js';
import { passwordResetMail } from './templates/password-reset.js';
import { paymentRefundedMail } from './templates/payment-refunded.js';
import { requestReplyMail } from './templates/request-reply.js';
import { consultationRequestMail, helpRequestMail } from './templates/shop-requests.js';
import { staffInviteMail } from './templates/staff-invite.js';

/**
 * Every mail the store sends, by the name its queued job keeps. A job holds the template's name
 * and its data, not the HTML (docs/decisions/049): the mail is rendered when it is sent. A queued
 * job may be sent by the next release, so a template's data may gain optional fields only; a
 * change of shape is a new name.
 */
const templates = {
  'order-status': orderStatusMail,
  'order-refund': orderRefundMail,
  'order-link': orderLinkMail,
  'order-change': orderChangeMail,
  'payment-refunded': paymentRefundedMail,
  'password-reset': passwordResetMail,
  'staff-invite': staffInviteMail,
  'request-reply': requestReplyMail,
  'help-request': helpRequestMail,
  'consultation-request': consultationRequestMail,
  'alert-subscribed': alertSubscribedMail,
  'back-in-stock': backInStockMail,
  /** Mail whose paragraphs the caller writes (the shop's own notices), in the common layout. */
  layout: renderMail,
} satisfies Record<string, (data: never) => RenderedMail>;

export type MailTemplate = keyof typeof templates;
export type MailData<T extends MailTemplate> = Parameters<(typeof templates)[T]>[0];

/** A mail to queue: its template and data, and its subject so that the queue reads plainly. */
export type TemplatedMail = {
  [T in MailTemplate]: { template: T; data: MailData<T>; subject: string };
}[MailTemplate];

export const isMailTemplate = (name: string): name is MailTemplate => Object.hasOwn(templates, name);

/**
 * The mail `template` makes of `data`, to queue. The data is kept as the job will read it back
 * (JSON), and rendered from that once now: a mistake in it (a link that is not http, a value
 * JSON does not keep) fails the change that queues the mail, not its send later.
 */
export function mailOf<T extends MailTemplate>(template: T, data: MailData<T>): TemplatedMail {
  const stored = JSON.parse(JSON.stringify(data)) as MailData<T>;
  const { subject } = renderTemplate(template, stored);
  return { template, data: stored, subject } as TemplatedMail;
}

export function renderTemplate<T extends MailTemplate>(template: T, data: MailData<T>): RenderedMail {
  return (templates[template] as (data: MailData<T>) => RenderedMail)(data);
}
