import { z } from 'zod';
import { parseJson } from '../../lib/parse-json.js';

export interface TelegramClientOptions {
  /** `https://api.telegram.org`, or the sandbox's `…/_sandbox/telegram`. */
  apiUrl: string;
  /** The bot's token from @BotFather (`123456:ABC…`); it is part of every method's URL. */
  token: string;
  /** Per request, including reading the body. */
  timeoutMs?: number;
}

/**
 * A Bot API call that did not deliver. `errorCode` is the API's `error_code` (HTTP-like: 400 a
 * bad request or unknown chat, 401 a wrong token, 403 the bot was removed, 429 flood control),
 * absent when the API could not be reached or answered nonsense; `retryAfterSeconds` is set
 * for 429.
 */
export class TelegramError extends Error {
  override name = 'TelegramError';
  constructor(
    message: string,
    readonly errorCode?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

// https://core.telegram.org/bots/api#making-requests: every answer is `{ ok, result }` or
// `{ ok: false, error_code, description, parameters? }`.
const Answer = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({
    ok: z.literal(false),
    error_code: z.number().int(),
    description: z.string().default(''),
    parameters: z.object({ retry_after: z.number().int().optional() }).loose().optional(),
  }),
]);

const SentMessage = z.object({ message_id: z.number().int() }).loose();
// https://core.telegram.org/bots/api#user and #chatfullinfo: only what a check reports.
const Bot = z.object({ id: z.number().int(), is_bot: z.boolean(), username: z.string().optional() }).loose();
const Chat = z
  .object({ id: z.union([z.number().int(), z.string()]), type: z.string(), title: z.string().optional() })
  .loose();

export interface SendMessage {
  chatId: string;
  text: string;
  parseMode?: 'HTML';
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** The store's adapter for the Telegram Bot API; only what the shop's notifications need. */
export function createTelegramClient(options: TelegramClientOptions) {
  const base = `${options.apiUrl.replace(/\/+$/, '')}/bot${options.token}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** Calls a Bot API method and returns its `result`; throws a `TelegramError` otherwise. */
  async function call<Result extends z.ZodType>(
    method: string,
    body: object,
    result: Result,
  ): Promise<z.infer<Result>> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${base}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (cause) {
      // The token is in the URL: never let it reach a log through the cause's message.
      throw new TelegramError(`Telegram could not be reached (${(cause as Error).name})`);
    }
    const answer = Answer.safeParse(parseJson(text));
    if (!answer.success) throw new TelegramError(`Telegram answered HTTP ${status} with an unexpected body`);
    if (!answer.data.ok) {
      const { error_code, description, parameters } = answer.data;
      throw new TelegramError(`Telegram refused: ${error_code} ${description}`, error_code, parameters?.retry_after);
    }
    const parsed = result.safeParse(answer.data.result);
    if (!parsed.success) throw new TelegramError(`Telegram answered ${method} with an unexpected result`);
    return parsed.data;
  }

  return {
    /** Resolves with the message's id once Telegram has it; throws a `TelegramError` otherwise. */
    async sendMessage(message: SendMessage): Promise<{ messageId: number }> {
      const sent = await call(
        'sendMessage',
        {
          chat_id: message.chatId,
          text: message.text,
          parse_mode: message.parseMode,
          // A link to the staff page must not unfurl into a preview of the sign-in screen.
          link_preview_options: { is_disabled: true },
        },
        SentMessage,
      );
      return { messageId: sent.message_id };
    },

    /** The bot the token belongs to: a harmless call that proves the token (`npm run providers:check`). */
    async getMe(): Promise<{ id: number; username?: string }> {
      const bot = await call('getMe', {}, Bot);
      return { id: bot.id, ...(bot.username ? { username: bot.username } : {}) };
    },

    /** The chat as the bot sees it: fails with 400 "chat not found" when the bot is not in it. */
    async getChat(chatId: string): Promise<{ type: string; title?: string }> {
      const chat = await call('getChat', { chat_id: chatId }, Chat);
      return { type: chat.type, ...(chat.title ? { title: chat.title } : {}) };
    },
  };
}

export type TelegramClient = ReturnType<typeof createTelegramClient>;
