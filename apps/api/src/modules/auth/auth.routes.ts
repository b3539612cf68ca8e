import { authEndpoints } from '@aruu/contract/auth';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import * as rules from '../rate-limit/auth-rules.js';
import { createLoginLimits } from '../rate-limit/login-limits.js';
import { bodyEmail, clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AuthService } from './auth.service.js';
import { type Authenticate, currentUser } from './authenticate.js';

export const authRoutes: FastifyPluginAsync<{
  auth: AuthService;
  authenticate: Authenticate;
  limiter: RateLimiter;
}> = async (app, { auth, authenticate, limiter }) => {
  const limited = (...checks: Parameters<typeof rateLimitHook>[1]) => rateLimitHook(limiter, checks);
  const loginLimits = createLoginLimits(limiter);

  registerEndpoints(app, 'accounts', authEndpoints, {
    'POST /auth/register': {
      preHandler: limited({ rule: rules.registerPerIp, subject: clientIp }),
      handler: (request) => auth.register(request.body, request.headers['user-agent']),
    },
    'POST /auth/login': {
      preHandler: loginLimits.count,
      handler: (request) => loginLimits.settle(request, () => auth.login(request.body, request.headers['user-agent'])),
    },
    'POST /auth/refresh': {
      preHandler: limited({ rule: rules.refreshPerIp, subject: clientIp }),
      handler: (request) => auth.refresh(request.body.refresh_token),
    },
    'POST /auth/logout': {
      onRequest: authenticate,
      handler: async (request) => {
        await auth.logout(currentUser(request).sessionId);
        return { status: 'ok' as const };
      },
    },
    'POST /auth/forgot-password': {
      preHandler: limited(
        { rule: rules.forgotPasswordPerIp, subject: clientIp },
        { rule: rules.forgotPasswordPerAccount, subject: bodyEmail },
      ),
      handler: async (request) => {
        await auth.forgotPassword(request.body);
        return { status: 'ok' as const };
      },
    },
    'POST /auth/reset-password/state': {
      preHandler: limited({ rule: rules.resetLinkChecksPerIp, subject: clientIp }),
      handler: (request) => auth.resetLinkState(request.body.token),
    },
    'POST /auth/reset-password': {
      preHandler: limited({ rule: rules.resetPasswordPerIp, subject: clientIp }),
      handler: async (request) => {
        await auth.resetPassword(request.body);
        return { status: 'ok' as const };
      },
    },
  });
};
