import { createHmac } from 'node:crypto';
import type { AppExtension } from '@aruu/api/app';
import { SANDBOX_TELEGRAM_BOT_TOKEN, SANDBOX_WHATSAPP } from '@aruu/api/config/config';
import { cdekSandboxRoutes } from './cdek/cdek-sandbox.routes.js';
import { sandboxMailRoutes } from './mail/sandbox-mail.routes.js';
import { paymentSandboxRoutes } from './payments/sandbox-payments.routes.js';
import { telegramSandboxRoutes } from './telegram/telegram-sandbox.routes.js';
import { udsSandboxRoutes } from './uds/uds-sandbox.routes.js';
import { whatsappSandboxRoutes } from './whatsapp/whatsapp-sandbox.routes.js';

/**
 * Simulators of the providers under /_sandbox/, speaking their protocols, so the real adapters run
 * offline; with SANDBOX off, none. They accept the credentials the store is configured with.
 */
export const sandboxes: AppExtension = async (app, { config, database }) => {
  if (!config.SANDBOX) return;
  await app.register(sandboxMailRoutes, { db: database.db });
  await app.register(cdekSandboxRoutes, {
    prefix: '/_sandbox/cdek',
    clientId: config.CDEK_CLIENT_ID,
    clientSecret: config.CDEK_CLIENT_SECRET,
    tokenSecret: createHmac('sha256', config.JWT_SECRET).update('cdek-sandbox').digest('hex'),
  });
  await app.register(paymentSandboxRoutes, {
    prefix: '/_sandbox/payments',
    db: database.db,
    merchantId: config.FREEDOM_PAY_MERCHANT_ID,
    secretKey: config.FREEDOM_PAY_SECRET_KEY,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  });
  await app.register(udsSandboxRoutes, {
    prefix: '/_sandbox/uds',
    db: database.db,
    companyId: config.UDS_COMPANY_ID,
    apiKey: config.UDS_API_KEY,
  });
  await app.register(telegramSandboxRoutes, {
    prefix: '/_sandbox/telegram',
    db: database.db,
    token: config.TELEGRAM_BOT_TOKEN ?? SANDBOX_TELEGRAM_BOT_TOKEN,
  });
  await app.register(whatsappSandboxRoutes, {
    prefix: '/_sandbox/whatsapp',
    db: database.db,
    accessToken: config.WHATSAPP_ACCESS_TOKEN ?? SANDBOX_WHATSAPP.WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? SANDBOX_WHATSAPP.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: config.WHATSAPP_APP_SECRET ?? SANDBOX_WHATSAPP.WHATSAPP_APP_SECRET,
    webhookUrl: `${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}/api/v1/whatsapp/webhook`,
  });
};
