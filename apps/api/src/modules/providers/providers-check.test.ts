import { sandboxTelegramChats } from '@aruu/demo/sandbox/telegram/telegram-sandbox-chats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckoutStore } from '../../../test/checkout-store.js';
import { startSmtpTestServer } from '../../../test/support/smtp-test-server.js';
import { testConfig } from '../../../test/test-app.js';
import { SANDBOX_TELEGRAM_BOT_TOKEN, SANDBOX_WHATSAPP } from '../../config/config.js';
import { formatCheck, type ProviderCheck } from './check-line.js';
import { checkProviders } from './providers-check.js';

// The store's own simulators answer the check as the providers would: with the store's
// credentials everything passes; each wrong setting fails its own line, in words.
let store: Awaited<ReturnType<typeof startCheckoutStore>>;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  store = await startCheckoutStore({
    env: {
      TELEGRAM_BOT_TOKEN: SANDBOX_TELEGRAM_BOT_TOKEN,
      TELEGRAM_CHAT_ID: sandboxTelegramChats.shop,
      ...SANDBOX_WHATSAPP,
    },
  });
});
afterAll(async () => {
  await store?.close();
  await smtp?.close();
});

/** The operator's settings: the store's, with some changed. */
function check(env: Record<string, string> = {}) {
  return checkProviders(
    testConfig({
      PORT: new URL(store.origin).port,
      TELEGRAM_BOT_TOKEN: SANDBOX_TELEGRAM_BOT_TOKEN,
      TELEGRAM_CHAT_ID: sandboxTelegramChats.shop,
      ...SANDBOX_WHATSAPP,
      SMTP_URL: smtp.url,
      ...env,
    }),
  );
}

const line = (checks: ProviderCheck[], provider: string) => checks.find((each) => each.provider === provider)!;

describe('npm run providers:check', () => {
  it('passes every provider with the store’s settings, one line each', async () => {
    const checks = await check();
    expect(checks.map(formatCheck), checks.map(formatCheck).join('\n')).toHaveLength(6);
    expect(checks.map((each) => [each.provider, each.outcome])).toEqual([
      ['Freedom Pay', 'ok'],
      ['UDS', 'ok'],
      ['CDEK', 'ok'],
      ['Telegram', 'ok'],
      ['WhatsApp', 'ok'],
      ['Mail (SMTP)', 'ok'],
    ]);
    expect(line(checks, 'WhatsApp').detail).toContain('«Aruu sandbox»');
    expect(line(checks, 'UDS').detail).toContain('KGS');
    expect(line(checks, 'CDEK').detail).toMatch(/door tariffs sold on 5444 → \d+/);
    expect(smtp.received).toEqual([]);
  });

  it('fails each provider on its own line when its credential is wrong, never showing the secret', async () => {
    const checks = await check({
      FREEDOM_PAY_SECRET_KEY: 'a-wrong-secret-key-for-the-check',
      UDS_API_KEY: 'a-wrong-uds-api-key-for-the-check',
      CDEK_CLIENT_SECRET: 'a-wrong-cdek-secret-for-the-check',
      TELEGRAM_BOT_TOKEN: '1000000001:a-wrong-telegram-bot-token-xyz',
      WHATSAPP_ACCESS_TOKEN: 'a-wrong-whatsapp-access-token',
      SMTP_URL: smtp.url.replace(':secret@', ':wrong@'),
    });
    expect(checks.map((each) => each.outcome)).toEqual(['failed', 'failed', 'failed', 'failed', 'failed', 'failed']);
    expect(line(checks, 'WhatsApp').detail).toMatch(/refused the access token/);
    expect(line(checks, 'UDS').detail).toMatch(/refused the company id and API key/);
    expect(line(checks, 'CDEK').detail).toMatch(/401/);
    expect(line(checks, 'Telegram').detail).toMatch(/does not know the bot token/);
    expect(line(checks, 'Mail (SMTP)').detail).toMatch(/refused the user name or password/);
    const printed = checks.map(formatCheck).join('\n');
    for (const secret of [
      'a-wrong-secret-key',
      'a-wrong-uds-api-key',
      'a-wrong-cdek-secret',
      'wrong-telegram-bot-token',
      'a-wrong-whatsapp-access-token',
    ]) {
      expect(printed).not.toContain(secret);
    }
  });

  it('fails on a wrong URL, a sender city that is not Bishkek, and a chat the bot is not in', async () => {
    const checks = await check({
      FREEDOM_PAY_URL: `${store.origin}/_sandbox/nothing-here`,
      UDS_URL: `${store.origin}/healthz`,
      CDEK_SENDER_CITY_CODE: '44',
      TELEGRAM_CHAT_ID: sandboxTelegramChats.notFound,
    });
    expect(line(checks, 'Freedom Pay').outcome).toBe('failed');
    expect(line(checks, 'UDS')).toMatchObject({ outcome: 'failed' });
    expect(line(checks, 'CDEK')).toMatchObject({ outcome: 'failed' });
    expect(line(checks, 'CDEK').detail).toMatch(/CDEK_SENDER_CITY_CODE is 44, but CDEK codes .*Бишкек.* as 5444/);
    expect(line(checks, 'Telegram').detail).toMatch(/cannot reach chat -1001000000404/);
    expect(line(checks, 'Mail (SMTP)').outcome).toBe('ok');
  });

  it('says what is off rather than failing it', async () => {
    const checks = await check({
      TELEGRAM_BOT_TOKEN: '',
      TELEGRAM_CHAT_ID: '',
      WHATSAPP_ACCESS_TOKEN: '',
      WHATSAPP_PHONE_NUMBER_ID: '',
      WHATSAPP_APP_SECRET: '',
      WHATSAPP_VERIFY_TOKEN: '',
      SMTP_URL: '',
    });
    expect(line(checks, 'Telegram')).toMatchObject({ outcome: 'off' });
    expect(line(checks, 'WhatsApp')).toMatchObject({ outcome: 'off' });
    expect(line(checks, 'Mail (SMTP)')).toMatchObject({ outcome: 'off' });
    expect(formatCheck(line(checks, 'Telegram'))).toMatch(/^– Telegram/);
  });
});
