import type { Db } from '@aruu/api/db/client';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countMessages, insertMessage, listMessages } from './telegram-sandbox.repository.js';
import { FLOOD_RETRY_AFTER_SECONDS, sandboxTelegramChats } from './telegram-sandbox-chats.js';
import { renderTelegramSandboxPage } from './telegram-sandbox-page.js';

export interface TelegramSandboxOptions {
  db: Db;
  /** The only token the simulated bot answers to. */
  token: string;
}

const LIST_LIMIT = 200;
/** The Bot API's limit on a message's text, after entities are parsed. */
const MAX_TEXT_LENGTH = 4096;

// Loose like the Bot API: chat ids come as numbers or strings, unknown fields are ignored.
const ChatBody = z.object({ chat_id: z.union([z.string(), z.number()]).optional() }).loose();
const SendMessageBody = z
  .object({
    chat_id: z.union([z.string(), z.number()]).optional(),
    text: z.string().optional(),
    parse_mode: z.string().optional(),
  })
  .loose();

function refuse(reply: FastifyReply, errorCode: number, description: string, parameters?: object) {
  return reply
    .status(errorCode)
    .send({ ok: false, error_code: errorCode, description, ...(parameters && { parameters }) });
}

/**
 * The Telegram Bot API simulator at `/_sandbox/telegram`: `POST /bot<token>/sendMessage`,
 * `getMe` and `getChat` speak the API's JSON (`{ok, result}` / `{ok:false, error_code, description}`, 429 with
 * `parameters.retry_after`), and the root page shows what the bot sent, newest first.
 */
export const telegramSandboxRoutes: FastifyPluginAsyncZod<TelegramSandboxOptions> = async (app, { db, token }) => {
  app.post('/bot:token/sendMessage', {
    schema: { hide: true, params: z.object({ token: z.string() }) },
    // The API's own answers, not the store's error shape: a bad body is a Bot API 400.
    attachValidation: true,
    handler: async (request, reply) => {
      if (request.params.token !== token) return refuse(reply, 401, 'Unauthorized');
      const body = SendMessageBody.safeParse(request.body);
      if (!body.success) return refuse(reply, 400, 'Bad Request: invalid request body');
      const chatId = body.data.chat_id === undefined ? '' : String(body.data.chat_id);
      const text = body.data.text?.trim() ?? '';
      if (!chatId) return refuse(reply, 400, 'Bad Request: chat_id is empty');
      if (!text) return refuse(reply, 400, 'Bad Request: message text is empty');
      if (text.length > MAX_TEXT_LENGTH) return refuse(reply, 400, 'Bad Request: message is too long');
      if (body.data.parse_mode !== undefined && !['HTML', 'MarkdownV2', 'Markdown'].includes(body.data.parse_mode)) {
        return refuse(reply, 400, 'Bad Request: unsupported parse_mode');
      }
      if (chatId === sandboxTelegramChats.notFound) return refuse(reply, 400, 'Bad Request: chat not found');
      const message = { chatId, text, parseMode: body.data.parse_mode ?? null };
      if (chatId === sandboxTelegramChats.flooded && (await countMessages(db, chatId)) % 2 === 0) {
        const description = `Too Many Requests: retry after ${FLOOD_RETRY_AFTER_SECONDS}`;
        await insertMessage(db, { ...message, outcome: 'refused', refusal: { error_code: 429, description } });
        return refuse(reply, 429, description, { retry_after: FLOOD_RETRY_AFTER_SECONDS });
      }
      const sent = await insertMessage(db, { ...message, outcome: 'delivered', refusal: null });
      return {
        ok: true,
        result: {
          message_id: sent.id,
          date: Math.floor(sent.createdAt.getTime() / 1000),
          chat: { id: Number(chatId) || chatId, type: 'supergroup' },
          text,
        },
      };
    },
  });

  /** https://core.telegram.org/bots/api#getme: the bot itself, a `User`. */
  app.post('/bot:token/getMe', {
    schema: { hide: true, params: z.object({ token: z.string() }) },
    handler: async (request, reply) => {
      if (request.params.token !== token) return refuse(reply, 401, 'Unauthorized');
      const id = Number(token.slice(0, token.indexOf(':')));
      return { ok: true, result: { id, is_bot: true, first_name: 'Aruu sandbox', username: 'aruu_sandbox_bot' } };
    },
  });

  /** https://core.telegram.org/bots/api#getchat: any chat but the "not found" one is a group the bot is in. */
  app.post('/bot:token/getChat', {
    schema: { hide: true, params: z.object({ token: z.string() }) },
    handler: async (request, reply) => {
      if (request.params.token !== token) return refuse(reply, 401, 'Unauthorized');
      const body = ChatBody.safeParse(request.body);
      const chatId = body.success && body.data.chat_id !== undefined ? String(body.data.chat_id) : '';
      if (!chatId) return refuse(reply, 400, 'Bad Request: chat_id is empty');
      if (chatId === sandboxTelegramChats.notFound) return refuse(reply, 400, 'Bad Request: chat not found');
      return { ok: true, result: { id: Number(chatId) || chatId, type: 'supergroup', title: 'Aruu sandbox orders' } };
    },
  });

  app.get('/', {
    schema: { hide: true, response: { 200: z.string() } },
    handler: async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderTelegramSandboxPage(await listMessages(db, { limit: LIST_LIMIT }))),
  });

  app.get('/messages.json', {
    schema: { hide: true, querystring: z.object({ chat_id: z.string().max(64).optional() }) },
    handler: async (request, reply) => {
      const messages = await listMessages(db, { chatId: request.query.chat_id, limit: LIST_LIMIT });
      reply.header('cache-control', 'no-store');
      return messages.map(({ createdAt, ...message }) => ({ ...message, created_at: createdAt.toISOString() }));
    },
  });
};
