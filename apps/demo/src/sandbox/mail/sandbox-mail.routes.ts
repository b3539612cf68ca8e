import type { Db } from '@aruu/api/db/client';
import { notFound } from '@aruu/api/http/app-error';
import { findSandboxMail, listSandboxMails } from '@aruu/api/modules/mail/sandbox-mail.repository';
import { IdParam } from '@aruu/contract/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderMailList, renderMailPage } from './sandbox-mail-pages.js';

const LIST_LIMIT = 200;

const RecipientQuery = z.object({ to: z.string().trim().max(320).optional() });
const SandboxMailList = z.array(
  z.object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    created_at: z.string(),
  }),
);

function sendHtml(reply: FastifyReply, html: string) {
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * The sandbox mailbox: what the store "sent" while SMTP_URL is unset, for a person running it
 * locally (`/_sandbox/mail`) and for tests and tools (`messages.json`). Hidden from OpenAPI.
 */
export const sandboxMailRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/_sandbox/mail', {
    schema: { hide: true, querystring: RecipientQuery, response: { 200: z.string() } },
    handler: async (request, reply) => {
      const to = request.query.to || undefined;
      return sendHtml(reply, renderMailList(await listSandboxMails(db, { to, limit: LIST_LIMIT }), to));
    },
  });

  app.get('/_sandbox/mail/messages.json', {
    schema: { hide: true, querystring: RecipientQuery, response: { 200: SandboxMailList } },
    handler: async (request, reply) => {
      const mails = await listSandboxMails(db, { to: request.query.to || undefined, limit: LIST_LIMIT });
      reply.header('cache-control', 'no-store');
      return mails.map(({ createdAt, ...mail }) => ({ ...mail, created_at: createdAt.toISOString() }));
    },
  });

  app.get('/_sandbox/mail/:id', {
    schema: { hide: true, params: IdParam, response: { 200: z.string() } },
    handler: async (request, reply) => {
      const mail = await findSandboxMail(db, request.params.id);
      if (!mail) throw notFound('Mail');
      return sendHtml(reply, renderMailPage(mail));
    },
  });
};
