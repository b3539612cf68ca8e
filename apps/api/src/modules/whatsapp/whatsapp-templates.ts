import type { Language } from '@aruu/contract/common';

/**
 * The message templates the shop has approved in WhatsApp Manager, each with its body's
 * parameters in order (`{{1}}`, `{{2}}`…). A template is approved per language under the same
 * name; the texts themselves live at Meta (README.md has them), the store sends only the values.
 */
export const whatsappTemplates = {
  order_placed: ['customer_name', 'order_id', 'total', 'order_url'],
  order_ready_for_pickup: ['customer_name', 'order_id', 'shop'],
  order_handed_to_courier: ['customer_name', 'order_id', 'order_url'],
  order_change_proposed: ['customer_name', 'order_id', 'order_url'],
  order_payment_link: ['customer_name', 'order_id', 'payment_url'],
} as const;

export type WhatsappTemplate = keyof typeof whatsappTemplates;

/** A template's values by name: each one its body needs, nothing else. */
export type TemplateParams<T extends WhatsappTemplate> = Record<(typeof whatsappTemplates)[T][number], string>;

/** The values in the order the template's body numbers them. */
export function orderedParams<T extends WhatsappTemplate>(template: T, params: TemplateParams<T>): string[] {
  return whatsappTemplates[template].map((name) => params[name as keyof TemplateParams<T>]);
}

/**
 * Our languages as template language codes
 * (https://developers.facebook.com/documentation/business-messaging/whatsapp/templates/supported-languages):
 * Kyrgyz is supported as `ky_KG` ("Kyrgyz (Kyrgyzstan)"), Russian and English by their bare codes.
 */
export const templateLanguage: Record<Language, string> = { ru: 'ru', en: 'en', ky: 'ky_KG' };
