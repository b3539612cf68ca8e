import { createSmtpTransport } from '../mail/mailer.js';
import { type TelegramClient, TelegramError } from '../notifications/telegram-client.js';
import { type WhatsappChannel, WhatsappError } from '../whatsapp/whatsapp-client.js';
import type { ProviderCheck } from './check-line.js';

type Outcome = Omit<ProviderCheck, 'provider'>;

/** The bot's token by `getMe`, then the shop's chat by `getChat`: neither sends anything. */
export async function checkTelegram(
  telegram: { client: TelegramClient; chatId: string } | undefined,
): Promise<Outcome> {
  if (!telegram)
    return { outcome: 'off', detail: 'TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are not set: no new-order messages' };
  let bot: Awaited<ReturnType<TelegramClient['getMe']>>;
  try {
    bot = await telegram.client.getMe();
  } catch (error) {
    return { outcome: 'failed', detail: telegramReason(error, 'the bot token') };
  }
  const name = bot.username ? `@${bot.username}` : `bot ${bot.id}`;
  try {
    const chat = await telegram.client.getChat(telegram.chatId);
    const title = chat.title ? ` «${chat.title}»` : '';
    return { outcome: 'ok', detail: `${name} can write to ${chat.type}${title} (${telegram.chatId})` };
  } catch (error) {
    return { outcome: 'failed', detail: `${name}: ${telegramReason(error, `chat ${telegram.chatId}`)}` };
  }
}

function telegramReason(error: unknown, subject: string): string {
  if (!(error instanceof TelegramError)) throw error;
  if (error.errorCode === 401 || error.errorCode === 404) return `Telegram does not know ${subject} (${error.message})`;
  if (error.errorCode === 400 || error.errorCode === 403) {
    return `the bot cannot reach ${subject}: add it to the group or channel (${error.message})`;
  }
  return error.message;
}

/** The business number's details (`GET /{phone-number-id}`): proves the token and the id, sends nothing. */
export async function checkWhatsapp(whatsapp: WhatsappChannel | undefined, phoneNumberId?: string): Promise<Outcome> {
  if (!whatsapp) return { outcome: 'off', detail: 'WHATSAPP_* are not set: no order messages to buyers' };
  try {
    const number = await whatsapp.client.phoneNumber();
    const name = number.verifiedName ? ` «${number.verifiedName}»` : '';
    return {
      outcome: 'ok',
      detail: `number ${number.displayPhoneNumber ?? phoneNumberId}${name} answers to the token`,
    };
  } catch (error) {
    if (!(error instanceof WhatsappError)) throw error;
    const known = error.status === 401 || error.code === 190;
    const reason = known ? `WhatsApp refused the access token (${error.message})` : error.message;
    return { outcome: 'failed', detail: `phone number id ${phoneNumberId}: ${reason}` };
  }
}

/** Connects, greets and signs in to the outgoing mail server (`verify`); sends nothing. */
export async function checkSmtp(smtpUrl: string | undefined, from: string): Promise<Outcome> {
  if (!smtpUrl)
    return { outcome: 'off', detail: 'SMTP_URL is not set: mail goes to the sandbox mailbox, nobody receives it' };
  const url = new URL(smtpUrl);
  const server = `${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
  const transport = createSmtpTransport(smtpUrl, from);
  try {
    await transport.verify();
    const login = url.username ? ` as ${decodeURIComponent(url.username)}` : ' (no sign-in)';
    return { outcome: 'ok', detail: `${server} accepted the connection${login}; mail is sent from ${from}` };
  } catch (error) {
    return { outcome: 'failed', detail: `${server}: ${smtpReason(error as Error & { code?: string })}` };
  } finally {
    transport.close();
  }
}

/** Nodemailer's error codes (https://nodemailer.com/errors/) in an operator's words. */
function smtpReason(error: Error & { code?: string }): string {
  switch (error.code) {
    case 'EAUTH':
      return `the server refused the user name or password (${error.message})`;
    case 'EDNS':
      return 'the host name does not resolve';
    case 'ETIMEDOUT':
    case 'ECONNECTION':
    case 'ESOCKET':
      return `cannot connect (${error.message})`;
    case 'ETLS':
      return `the TLS handshake failed: smtps:// for port 465, smtp:// for 587 (${error.message})`;
    default:
      return error.message;
  }
}
