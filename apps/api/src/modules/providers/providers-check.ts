import type { Config } from '../../config/config.js';
import { type ProviderCheck, runCheck } from './check-line.js';
import { checkSmtp, checkTelegram, checkWhatsapp } from './messaging-checks.js';
import { checkCdek, checkFreedomPay, checkUds } from './money-provider-checks.js';
import { createProviderClients } from './provider-clients.js';

/**
 * One harmless call (or a few) to each provider the configuration names, all at once: nothing is
 * paid, spent, sent or booked. `npm run providers:check` prints the lines; docs/operations.md
 * says when to run it.
 */
export async function checkProviders(config: Config): Promise<ProviderCheck[]> {
  const clients = createProviderClients(config);
  return Promise.all([
    runCheck('Freedom Pay', () => checkFreedomPay(clients.freedomPay, config.FREEDOM_PAY_MERCHANT_ID)),
    runCheck('UDS', () => checkUds(clients.uds)),
    runCheck('CDEK', () =>
      checkCdek(clients.cdek, {
        senderCityCode: config.CDEK_SENDER_CITY_CODE,
        doorTariffCodes: config.CDEK_DOOR_TARIFF_CODES,
      }),
    ),
    runCheck('Telegram', () => checkTelegram(clients.telegram)),
    runCheck('WhatsApp', () => checkWhatsapp(clients.whatsapp, config.WHATSAPP_PHONE_NUMBER_ID)),
    runCheck('Mail (SMTP)', () => checkSmtp(config.SMTP_URL, config.MAIL_FROM)),
  ]);
}
