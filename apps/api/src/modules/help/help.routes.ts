import { helpEndpoints } from '@aruu/contract/help';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import * as rules from '../rate-limit/help-rules.js';
import { clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { HelpService } from './help.service.js';

export const helpRoutes: FastifyPluginAsync<{ help: HelpService; limiter: RateLimiter }> = async (
  app,
  { help, limiter },
) => {
  registerEndpoints(app, 'help', helpEndpoints, {
    'POST /help-form': {
      preHandler: rateLimitHook(limiter, [{ rule: rules.helpFormPerIp, subject: clientIp }]),
      handler: (request) => {
        const language = request.body.language ?? requestLanguage(request);
        return help.submitHelpForm({ ...request.body, language });
      },
    },
    'POST /consultations': {
      preHandler: rateLimitHook(limiter, [{ rule: rules.consultationPerIp, subject: clientIp }]),
      handler: (request) => {
        const language = request.body.language ?? requestLanguage(request);
        return help.requestConsultation({ ...request.body, language });
      },
    },
  });
};
