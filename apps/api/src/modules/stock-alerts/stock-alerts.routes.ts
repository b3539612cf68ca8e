import { stockAlertEndpoints } from '@aruu/contract/stock-alerts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import type { Identify } from '../auth/authenticate.js';
import { bodyEmail, clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import * as rules from '../rate-limit/stock-alert-rules.js';
import type { UsersService } from '../users/users.service.js';
import type { StockAlertsService } from './stock-alerts.service.js';

const emailRequired = () =>
  new AppError('invalid_data', 'validation_failed', 'Invalid data', {
    email: { code: 'required', message: 'This field is required' },
  });

export const stockAlertsRoutes: FastifyPluginAsync<{
  alerts: StockAlertsService;
  users: UsersService;
  identify: Identify;
  limiter: RateLimiter;
}> = async (app, { alerts, users, identify, limiter }) => {
  registerEndpoints(app, 'stock-alerts', stockAlertEndpoints, {
    'POST /stock_alerts': {
      preHandler: rateLimitHook(limiter, [
        { rule: rules.stockAlertPerIp, subject: clientIp },
        { rule: rules.stockAlertPerEmail, subject: bodyEmail },
      ]),
      handler: async (request) => {
        // Signed in, the alert goes to the account's address, whatever the body says.
        const user = await identify(request);
        const email = user ? (await users.profile(user.userId)).email : request.body.email;
        if (!email) throw emailRequired();
        await alerts.subscribe({
          ...request.body,
          email,
          language: request.body.language ?? requestLanguage(request),
          userId: user?.userId ?? null,
        });
      },
    },
  });
};
