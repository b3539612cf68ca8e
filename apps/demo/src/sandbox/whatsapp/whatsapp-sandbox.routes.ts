import type { Db } from '@aruu/api/db/client';
import { registerFormBodyParser } from '@aruu/api/modules/payments/form-body';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countMessages, findByWamid, insertMessage, listMessages, setStatus } from './whatsapp-sandbox.repository.js';
import { renderWhatsappSandboxPage } from './whatsapp-sandbox-page.js';
import {
  type GraphErrorKind,
  graphErrorBody,
  graphErrors,
  newWamid,
  SANDBOX_RETRY_AFTER_SECONDS,
  sandboxTemplateLanguages,
  sandboxTemplates,
  sandboxWhatsappNumbers,
} from './whatsapp-sandbox-protocol.js';
import { deliverWebhook, inboundTextPayload, statusPayload } from './whatsapp-sandbox-webhooks.js';

export interface WhatsappSandboxOptions {
  db: Db;
  /** The only access token, phone number id and app secret the simulated business has. */
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
  /** The store's webhook, where statuses and replies are delivered. */
  webhookUrl: string;
}

const LIST_LIMIT = 200;

// The send request (https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/template-messages):
// `{ messaging_product: 'whatsapp', recipient_type?: 'individual', to, type: 'template',
//    template: { name, language: { code, policy? }, components?: [{ type: 'body', parameters: [{ type: 'text', text }] }] } }`.
// Loose like the API: fields it does not know are ignored; each check below answers its documented error.
const Parameter = z.object({ type: z.string(), text: z.string().optional() }).loose();
const Component = z.object({ type: z.string(), parameters: z.array(Parameter).optional() }).loose();
const SendBody = z
  .object({
    messaging_product: z.string().optional(),
    recipient_type: z.string().optional(),
    to: z.string().optional(),
    type: z.string().optional(),
    template: z
      .object({
        name: z.string().optional(),
        language: z.object({ code: z.string().optional() }).loose().optional(),
        components: z.array(Component).optional(),
      })
      .loose()
      .optional(),
  })
  .loose();

const DeliverBody = z.union([
  z.object({
    wamid: z.string(),
    status: z.enum(['sent', 'delivered', 'read', 'failed']),
    forge: z.boolean().optional(),
  }),
  z.object({ from: z.string().regex(/^\d{8,15}$/), text: z.string().min(1).max(4096), forge: z.boolean().optional() }),
]);

function refuse(reply: FastifyReply, kind: GraphErrorKind, details?: string) {
  const { status } = graphErrors[kind];
  return reply.status(status).send(graphErrorBody(kind, details));
}

/** What is wrong with a send request, by the documented checks, in order; undefined when nothing is. */
function sendProblem(body: z.infer<typeof SendBody>): [GraphErrorKind, string] | undefined {
  if (body.messaging_product !== 'whatsapp') return ['invalidParameter', 'messaging_product must be whatsapp'];
  if (!body.to) return ['missingParameter', 'to is required'];
  if (body.recipient_type !== undefined && body.recipient_type !== 'individual') {
    return ['invalidParameter', 'recipient_type must be individual'];
  }
  if (body.type !== 'template') return ['invalidParameter', 'this sandbox sends template messages only'];
  const template = body.template;
  if (!template?.name || !template.language?.code)
    return ['missingParameter', 'template.name and template.language.code are required'];
  const expected = sandboxTemplates[template.name];
  if (expected === undefined || !sandboxTemplateLanguages.includes(template.language.code)) {
    return ['noTemplate', `template name (${template.name}) does not exist in ${template.language.code}`];
  }
  const parameters = (template.components ?? [])
    .filter((component) => component.type === 'body')
    .flatMap((c) => c.parameters ?? []);
  if (parameters.some((parameter) => parameter.type !== 'text' || !parameter.text?.trim())) {
    return ['invalidParameter', 'a body parameter must be { type: text, text } with a non-empty text'];
  }
  if (parameters.length !== expected) {
    return [
      'paramCount',
      `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${expected})`,
    ];
  }
  return undefined;
}

/**
 * The WhatsApp Cloud API simulator at `/_sandbox/whatsapp`: `POST /{version}/{phone-number-id}/messages`
 * sends a template (checked as the API checks it, refused with the Graph error object),
 * `GET /{version}/{phone-number-id}` answers the number's details, `POST /deliver` signs and posts a
 * status or a customer's reply to the store's webhook, and the root page lists what was sent.
 */
export const whatsappSandboxRoutes: FastifyPluginAsyncZod<WhatsappSandboxOptions> = async (app, options) => {
  const { db, accessToken, phoneNumberId, appSecret, webhookUrl } = options;
  const authorized = (authorization: string | undefined) => authorization === `Bearer ${accessToken}`;

  app.post('/:version/:phoneNumberId/messages', {
    schema: { hide: true, params: z.object({ version: z.string(), phoneNumberId: z.string() }) },
    // The API's own answers, not the store's error shape.
    attachValidation: true,
    handler: async (request, reply) => {
      if (!authorized(request.headers.authorization)) return refuse(reply, 'invalidToken');
      if (request.params.phoneNumberId !== phoneNumberId) {
        return refuse(reply, 'invalidParameter', `Object with ID '${request.params.phoneNumberId}' does not exist`);
      }
      const parsed = SendBody.safeParse(request.body);
      if (!parsed.success) return refuse(reply, 'invalidParameter', 'the request body is not a message');
      const problem = sendProblem(parsed.data);
      if (problem) return refuse(reply, ...problem);
      const body = parsed.data;
      const to = body.to!.replace(/\D/g, '');
      const message = {
        to,
        template: body.template!.name!,
        language: body.template!.language!.code!,
        params: (body.template!.components ?? []).flatMap((component) =>
          (component.parameters ?? []).map((p) => p.text ?? ''),
        ),
      };
      if (to === sandboxWhatsappNumbers.notAllowed) {
        const error = graphErrorBody('notAllowed');
        await insertMessage(db, { ...message, wamid: null, outcome: 'refused', refusal: error });
        return reply.status(graphErrors.notAllowed.status).send(error);
      }
      if (to === sandboxWhatsappNumbers.rateLimited && (await countMessages(db, to)) % 2 === 0) {
        const error = graphErrorBody('throughput');
        await insertMessage(db, { ...message, wamid: null, outcome: 'refused', refusal: error });
        return reply
          .status(graphErrors.throughput.status)
          .header('retry-after', String(SANDBOX_RETRY_AFTER_SECONDS))
          .send(error);
      }
      const sent = await insertMessage(db, { ...message, wamid: newWamid(), outcome: 'accepted', refusal: null });
      return {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: to }],
        messages: [{ id: sent.wamid, message_status: 'accepted' }],
      };
    },
  });

  /** https://developers.facebook.com/documentation/business-messaging/whatsapp/reference/whatsapp-business-phone-number: the number's details. */
  app.get('/:version/:phoneNumberId', {
    schema: { hide: true, params: z.object({ version: z.string(), phoneNumberId: z.string() }) },
    handler: async (request, reply) => {
      if (!authorized(request.headers.authorization)) return refuse(reply, 'invalidToken');
      if (request.params.phoneNumberId !== phoneNumberId) {
        return refuse(reply, 'invalidParameter', `Object with ID '${request.params.phoneNumberId}' does not exist`);
      }
      return {
        id: phoneNumberId,
        display_phone_number: '+996 555 000 000',
        verified_name: 'Aruu sandbox',
        quality_rating: 'GREEN',
      };
    },
  });

  /** Signs and posts a status of a sent message, or a customer's text, to the store; answers the store's status (404: no such message). */
  async function deliver(request: z.infer<typeof DeliverBody>): Promise<number> {
    const target = { url: webhookUrl, appSecret, phoneNumberId };
    const secret = request.forge ? `${appSecret}-forged` : appSecret;
    if ('wamid' in request) {
      const message = await findByWamid(db, request.wamid);
      if (!message) return 404;
      const payload = statusPayload(target, { wamid: request.wamid, status: request.status, recipient: message.to });
      const status = await deliverWebhook(webhookUrl, payload, secret);
      if (status === 200) await setStatus(db, message.id, request.status);
      return status;
    }
    return deliverWebhook(webhookUrl, inboundTextPayload(target, request), secret);
  }

  /** For tests and tools: a status of a sent message, or a customer's text, delivered signed (or `forge`d) to the store. */
  app.post('/deliver', {
    schema: { hide: true, body: DeliverBody },
    handler: async (request, reply) => {
      const status = await deliver(request.body);
      return status === 404 ? reply.status(404).send({ error: 'no such message' }) : { store_status: status };
    },
  });

  // The page's buttons post forms: only this plugin reads them.
  await app.register(async (forms) => {
    registerFormBodyParser(forms);
    forms.post('/deliver-form', {
      schema: { hide: true, body: DeliverBody },
      handler: async (request, reply) => {
        await deliver(request.body as z.infer<typeof DeliverBody>);
        return reply.redirect(`${app.prefix}/`, 303);
      },
    });
  });

  app.get('/', {
    schema: { hide: true, response: { 200: z.string() } },
    handler: async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderWhatsappSandboxPage(await listMessages(db, { limit: LIST_LIMIT }), `${app.prefix}/deliver-form`)),
  });

  app.get('/messages.json', {
    schema: { hide: true, querystring: z.object({ to: z.string().max(32).optional() }) },
    handler: async (request, reply) => {
      const messages = await listMessages(db, { to: request.query.to, limit: LIST_LIMIT });
      reply.header('cache-control', 'no-store');
      return messages.map(({ createdAt, ...message }) => ({ ...message, created_at: createdAt.toISOString() }));
    },
  });
};
