import { whatsappWebhookEndpoints } from '@aruu/contract/whatsapp';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import type { WhatsappService } from './whatsapp.service.js';

/**
 * The Cloud API's webhook. Its JSON is kept as the raw text it arrived as — the signature is over
 * those bytes — by a parser registered in this plugin only: every other route parses JSON as usual.
 */
export const whatsappRoutes: FastifyPluginAsync<{ whatsapp: WhatsappService }> = async (app, { whatsapp }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  registerEndpoints(app, 'whatsapp', whatsappWebhookEndpoints, {
    'GET /whatsapp/webhook': (request, reply) => {
      const challenge = whatsapp.verifySubscription({
        mode: request.query['hub.mode'],
        verifyToken: request.query['hub.verify_token'],
        challenge: request.query['hub.challenge'],
      });
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
    'POST /whatsapp/webhook': async (request) => {
      await whatsapp.receiveWebhook(request.body, request.headers['x-hub-signature-256']);
      return { status: 'ok' as const };
    },
  });
};
