import type { Config } from '../../config/config.js';
import { createCdekClient } from '../delivery/cdek-client.js';
import { createUdsClient } from '../loyalty/uds-client.js';
import { createTelegramClient } from '../notifications/telegram-client.js';
import { createFreedomPayClient } from '../payments/freedom-pay/freedom-pay-client.js';
import { createWhatsappClient, type WhatsappChannel } from '../whatsapp/whatsapp-client.js';

type ProviderSettings = Pick<
  Config,
  | 'PORT'
  | 'SANDBOX'
  | 'CDEK_URL'
  | 'CDEK_CLIENT_ID'
  | 'CDEK_CLIENT_SECRET'
  | 'CDEK_TIMEOUT_MS'
  | 'UDS_URL'
  | 'UDS_COMPANY_ID'
  | 'UDS_API_KEY'
  | 'UDS_TIMEOUT_MS'
  | 'FREEDOM_PAY_URL'
  | 'FREEDOM_PAY_MERCHANT_ID'
  | 'FREEDOM_PAY_SECRET_KEY'
  | 'TELEGRAM_BOT_TOKEN'
  | 'TELEGRAM_CHAT_ID'
  | 'TELEGRAM_API_URL'
  | 'WHATSAPP_ACCESS_TOKEN'
  | 'WHATSAPP_PHONE_NUMBER_ID'
  | 'WHATSAPP_APP_SECRET'
  | 'WHATSAPP_VERIFY_TOKEN'
  | 'WHATSAPP_GRAPH_URL'
  | 'WHATSAPP_API_VERSION'
>;

/**
 * The providers' adapters as the configuration makes them: the store and `npm run providers:check`
 * build them here, so the check calls exactly what the store would. An unset URL is this
 * process's own simulator under /_sandbox/, over loopback like the real APIs.
 */
export function createProviderClients(config: ProviderSettings) {
  const loopback = `http://127.0.0.1:${config.PORT}/_sandbox`;
  return {
    cdek: createCdekClient({
      baseUrl: config.CDEK_URL ?? `${loopback}/cdek/v2`,
      clientId: config.CDEK_CLIENT_ID,
      clientSecret: config.CDEK_CLIENT_SECRET,
      timeoutMs: config.CDEK_TIMEOUT_MS,
    }),
    uds: createUdsClient({
      baseUrl: config.UDS_URL ?? `${loopback}/uds/partner/v2`,
      companyId: config.UDS_COMPANY_ID,
      apiKey: config.UDS_API_KEY,
      timeoutMs: config.UDS_TIMEOUT_MS,
    }),
    freedomPay: createFreedomPayClient({
      baseUrl: config.FREEDOM_PAY_URL ?? `${loopback}/payments`,
      merchantId: config.FREEDOM_PAY_MERCHANT_ID,
      secretKey: config.FREEDOM_PAY_SECRET_KEY,
      testingMode: config.SANDBOX,
    }),
    telegram: telegramOf(config, `${loopback}/telegram`),
    whatsapp: whatsappOf(config, `${loopback}/whatsapp`),
  };
}

export type ProviderClients = ReturnType<typeof createProviderClients>;

/** The shop's Telegram bot, when configured; with SANDBOX on it defaults to this process's simulator. */
function telegramOf(config: ProviderSettings, sandboxUrl: string) {
  if (!config.TELEGRAM_BOT_TOKEN || !config.TELEGRAM_CHAT_ID) return undefined;
  const apiUrl = config.TELEGRAM_API_URL ?? (config.SANDBOX ? sandboxUrl : 'https://api.telegram.org');
  return {
    client: createTelegramClient({ apiUrl, token: config.TELEGRAM_BOT_TOKEN }),
    chatId: config.TELEGRAM_CHAT_ID,
  };
}

/** The WhatsApp channel, when configured (config refuses a partial one); with SANDBOX on it defaults to this process's simulator. */
function whatsappOf(config: ProviderSettings, sandboxUrl: string): WhatsappChannel | undefined {
  const { WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN } = config;
  if (!WHATSAPP_ACCESS_TOKEN || !WHATSAPP_PHONE_NUMBER_ID || !WHATSAPP_APP_SECRET || !WHATSAPP_VERIFY_TOKEN) {
    return undefined;
  }
  const graphUrl = config.WHATSAPP_GRAPH_URL ?? (config.SANDBOX ? sandboxUrl : 'https://graph.facebook.com');
  return {
    client: createWhatsappClient({
      graphUrl,
      apiVersion: config.WHATSAPP_API_VERSION,
      accessToken: WHATSAPP_ACCESS_TOKEN,
      phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
    }),
    appSecret: WHATSAPP_APP_SECRET,
    verifyToken: WHATSAPP_VERIFY_TOKEN,
  };
}
