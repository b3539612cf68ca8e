import { z } from 'zod';

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
  z.object({ ok: z.literal(true), result: z.object({ message_id: z.number().int() }).loose() }),
  z.object({
    ok: z.literal(false),
    error_code: z.number().int(),
    description: z.string().default(''),
    parameters: z.object({ retry_after: z.number().int().optional() }).loose().optional(),
  }),
]);

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

  return {
    /** Resolves with the message's id once Telegram has it; throws a `TelegramError` otherwise. */
    async sendMessage(message: SendMessage): Promise<{ messageId: number }> {
      let status: number;
      let body: string;
      try {
        const response = await fetch(`${base}/sendMessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            chat_id: message.chatId,
            text: message.text,
            parse_mode: message.parseMode,
            // A link to the staff page must not unfurl into a preview of the sign-in screen.
            link_preview_options: { is_disabled: true },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        body = await response.text();
      } catch (cause) {
        // The token is in the URL: never let it reach a log through the cause's message.
        throw new TelegramError(`Telegram could not be reached (${(cause as Error).name})`);
      }
      const answer = Answer.safeParse(parseJson(body));
      if (!answer.success) throw new TelegramError(`Telegram answered HTTP ${status} with an unexpected body`);
      if (!answer.data.ok) {
        const { error_code, description, parameters } = answer.data;
        throw new TelegramError(`Telegram refused: ${error_code} ${description}`, error_code, parameters?.retry_after);
      }
      return { messageId: answer.data.result.message_id };
    },
  };
}

export type TelegramClient = ReturnType<typeof createTelegramClient>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
