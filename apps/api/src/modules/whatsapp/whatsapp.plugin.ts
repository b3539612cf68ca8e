import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { whatsappRoutes } from './whatsapp.routes.js';
import { createWhatsappService, WHATSAPP_SEND_JOB, type WhatsappService } from './whatsapp.service.js';
import type { WhatsappChannel } from './whatsapp-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Order messages to buyers on WhatsApp: `sendOrderMessage`, and orders' status port. */
    whatsapp: WhatsappService;
  }
}

/** WhatsApp order messages (Cloud API): the send job, the webhook, and the service other modules call. */
export const whatsappModule = fp(
  async (app: FastifyInstance, options: { db: Db; channel: WhatsappChannel | undefined; publicUrl: string }) => {
    const whatsapp = createWhatsappService({ ...options, queue: app.jobs });
    app.decorate('whatsapp', whatsapp);
    app.jobs.register(WHATSAPP_SEND_JOB, whatsapp.sendJob);
    if (!options.channel) app.log.info('WhatsApp is off (WHATSAPP_* not set): no order messages are queued');
    await app.register(whatsappRoutes, { prefix: '/api/v1', whatsapp });
  },
  { name: 'whatsapp', dependencies: ['jobs'] },
);
