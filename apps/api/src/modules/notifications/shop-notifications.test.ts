import { storeInfo } from '@aruu/contract/store-info';
import { FLOOD_RETRY_AFTER_SECONDS, sandboxTelegramChats } from '@aruu/demo/sandbox/telegram/telegram-sandbox-chats';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/accounts.js';
import { cards, startCheckoutStore } from '../../../test/checkout-store.js';
import { queryRows } from '../../../test/test-app.js';
import { SANDBOX_TELEGRAM_BOT_TOKEN } from '../../config/config.js';
import { listSandboxMails } from '../mail/sandbox-mail.repository.js';
import { TELEGRAM_SEND_JOB } from './shop-notifications.js';
import { createTelegramClient, TelegramError } from './telegram-client.js';

// The shop's chat is the simulator's flood-controlled one, so the notification meets a 429 first.
let store: Awaited<ReturnType<typeof startCheckoutStore>>;

beforeAll(async () => {
  store = await startCheckoutStore({
    env: { TELEGRAM_BOT_TOKEN: SANDBOX_TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID: sandboxTelegramChats.flooded },
  });
});
afterAll(() => store?.close());

const sandboxUrl = () => `${store.origin}/_sandbox/telegram`;
const client = (token = SANDBOX_TELEGRAM_BOT_TOKEN) => createTelegramClient({ apiUrl: sandboxUrl(), token });

interface SandboxMessage {
  id: number;
  chatId: string;
  text: string;
  parseMode: string | null;
  outcome: 'delivered' | 'refused';
}

async function sandboxMessages(chatId: string): Promise<SandboxMessage[]> {
  const response = await fetch(`${sandboxUrl()}/messages.json?chat_id=${encodeURIComponent(chatId)}`);
  return (await response.json()) as SandboxMessage[];
}

async function refusal(promise: Promise<unknown>): Promise<TelegramError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TelegramError);
  return error as TelegramError;
}

describe('the Telegram adapter against the simulator', () => {
  it('sends a message and gets its id back; the simulator keeps and shows it', async () => {
    const chatId = '-1002000000001';
    const sent = await client().sendMessage({ chatId, text: '<b>Проверка</b> & <i>связи</i>', parseMode: 'HTML' });
    const [stored, ...others] = await sandboxMessages(chatId);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ id: sent.messageId, text: '<b>Проверка</b> & <i>связи</i>', outcome: 'delivered' });
    const page = await (await fetch(sandboxUrl())).text();
    expect(page).toContain('&lt;b&gt;Проверка&lt;/b&gt; &amp; &lt;i&gt;связи&lt;/i&gt;');
  });

  it('reports the API’s error code and description for an unknown chat and a wrong token', async () => {
    const notFound = await refusal(client().sendMessage({ chatId: sandboxTelegramChats.notFound, text: 'hi' }));
    expect(notFound.errorCode).toBe(400);
    expect(notFound.message).toContain('chat not found');
    const wrongToken = await refusal(
      client('1000000001:not-the-bot-token-we-were-given').sendMessage({ chatId: '-1002000000002', text: 'hi' }),
    );
    expect(wrongToken.errorCode).toBe(401);
    // The token is part of the URL: it must not leak into what gets logged.
    expect(wrongToken.message).not.toContain('not-the-bot-token');
  });

  it('reports flood control with its retry_after, and delivers when tried again', async () => {
    const chatId = sandboxTelegramChats.flooded;
    const before = (await sandboxMessages(chatId)).length;
    // The flooded chat refuses every other attempt, counted over all of them.
    if (before % 2 === 1) await client().sendMessage({ chatId, text: 'even out' });
    const flooded = await refusal(client().sendMessage({ chatId, text: 'first' }));
    expect(flooded.errorCode).toBe(429);
    expect(flooded.retryAfterSeconds).toBe(FLOOD_RETRY_AFTER_SECONDS);
    expect(await client().sendMessage({ chatId, text: 'first' })).toHaveProperty('messageId');
  });

  it('reports an unreachable API without the token in the message', async () => {
    const unreachable = createTelegramClient({ apiUrl: 'http://127.0.0.1:9', token: SANDBOX_TELEGRAM_BOT_TOKEN });
    const error = await refusal(unreachable.sendMessage({ chatId: '-1', text: 'hi' }));
    expect(error.errorCode).toBeUndefined();
    expect(error.message).not.toContain('sandbox-telegram-bot-token');
  });
});

describe('a paid order tells the shop', () => {
  it('by exactly one email and one Telegram message, retried after flood control', async () => {
    const chatId = sandboxTelegramChats.flooded;
    const tokens = await registerShopper(store.app);
    const order = await store.orderReadyToPay(tokens);
    await store.payOnHostedPage(await store.startPayment(tokens, order.order_id), cards.success);
    expect((await store.orderOf(tokens, order.order_id)).status).toBe('pay');

    const about = (messages: SandboxMessage[]) => messages.filter((m) => m.text.includes(`№${order.order_id}<`));
    const already = about(await sandboxMessages(chatId)).length;
    expect(already).toBe(0);
    // Line the flooded chat up so that this notification's first attempt is the refused one.
    if ((await sandboxMessages(chatId)).length % 2 === 1) await client().sendMessage({ chatId, text: 'even out' });

    await store.app.jobs.runDueJobs();
    const [job] = await queryRows<{ attempts: number; delay_ms: number; done_at: Date | null }>(
      store.database,
      sql`select attempts, extract(epoch from run_at - updated_at) * 1000 as delay_ms, done_at from jobs
          where kind = ${TELEGRAM_SEND_JOB} and dedupe_key = ${`shop-new-order-telegram:${order.order_id}`}`,
    );
    expect(job).toMatchObject({ attempts: 1, done_at: null });
    expect(Number(job!.delay_ms)).toBeGreaterThanOrEqual(FLOOD_RETRY_AFTER_SECONDS * 1000 - 1);
    expect(about(await sandboxMessages(chatId)).map((m) => m.outcome)).toEqual(['refused']);

    await store.runJobsNow(TELEGRAM_SEND_JOB);
    await store.runJobsNow(TELEGRAM_SEND_JOB);
    const messages = about(await sandboxMessages(chatId));
    expect(messages.map((m) => m.outcome).sort()).toEqual(['delivered', 'refused']);
    const delivered = messages.find((m) => m.outcome === 'delivered')!;
    expect(delivered.parseMode).toBe('HTML');
    expect(delivered.text).toContain(`<b>Новый заказ №${order.order_id}</b>`);
    expect(delivered.text).toContain('Товаров: 2');
    expect(delivered.text).toContain('Доставка: курьер');
    expect(delivered.text).toContain(`${store.origin}/staff/orders/${order.order_id}`);

    const mails = (await listSandboxMails(store.database.db, { to: storeInfo.email, limit: 200 })).filter((mail) =>
      mail.subject.startsWith(`Новый заказ №${order.order_id} `),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${store.origin}/staff/orders/${order.order_id}`);
  });

  it('does not tell the shop about an order that is not paid', async () => {
    const tokens = await registerShopper(store.app);
    const order = await store.orderReadyToPay(tokens);
    await store.app.jobs.runDueJobs();
    const [row] = await queryRows<{ n: number }>(
      store.database,
      sql`select count(*)::int as n from jobs where dedupe_key like ${`shop-new-order-%:${order.order_id}`}`,
    );
    expect(row?.n).toBe(0);
  });
});
