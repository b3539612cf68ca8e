import { z } from 'zod';
import { StatusResponse } from './auth.js';
import { endpoints } from './endpoint.js';

/**
 * The WhatsApp Cloud API's webhook (Meta's servers, not shoppers): the subscription handshake
 * (`GET`, answered with `hub.challenge` as plain text) and the deliveries (`POST`, JSON signed in
 * `X-Hub-Signature-256`). The body is the raw text the signature is over; the server parses it
 * once the signature verifies.
 */
export const whatsappWebhookEndpoints = endpoints({
  'GET /whatsapp/webhook': {
    summary: 'WhatsApp webhook subscription handshake',
    query: z.object({
      'hub.mode': z.string().max(40).optional(),
      'hub.verify_token': z.string().max(200).optional(),
      'hub.challenge': z.string().max(200).optional(),
    }),
    response: z.string(),
    errors: [400, 403, 404],
    hidden: true,
  },
  'POST /whatsapp/webhook': {
    summary: 'WhatsApp webhook delivery (statuses, inbound messages)',
    headers: z.object({ 'x-hub-signature-256': z.string().max(200).optional() }),
    body: z.string(),
    response: StatusResponse,
    errors: [400, 401, 404],
    hidden: true,
  },
});
