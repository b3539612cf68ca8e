import { ConsultationBody, HelpFormBody, RequestReceived } from '@aruu/contract/help';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.js';
import { requestLanguage } from '../../http/language.js';
import * as rules from '../rate-limit/help-rules.js';
import { clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { HelpService } from './help.service.js';

export const helpRoutes: FastifyPluginAsyncZod<{ help: HelpService; limiter: RateLimiter }> = async (
  app,
  { help, limiter },
) => {
  const tags = ['help'];

  app.post('/help-form', {
    schema: {
      tags,
      summary: 'Send the shop a question (contacts page)',
      body: HelpFormBody,
      response: { 201: RequestReceived, ...errorResponses(400, 429) },
    },
    preHandler: rateLimitHook(limiter, [{ rule: rules.helpFormPerIp, subject: clientIp }]),
    handler: async (request, reply) => {
      const language = request.body.language ?? requestLanguage(request);
      return reply.status(201).send(await help.submitHelpForm({ ...request.body, language }));
    },
  });

  app.post('/consultations', {
    schema: {
      tags,
      summary: 'Ask for a free consultation (about page)',
      body: ConsultationBody,
      response: { 201: RequestReceived, ...errorResponses(400, 429) },
    },
    preHandler: rateLimitHook(limiter, [{ rule: rules.consultationPerIp, subject: clientIp }]),
    handler: async (request, reply) => {
      const language = request.body.language ?? requestLanguage(request);
      return reply.status(201).send(await help.requestConsultation({ ...request.body, language }));
    },
  });
};
