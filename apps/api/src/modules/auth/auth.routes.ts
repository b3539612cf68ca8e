import { authEndpoints } from '@aruu/contract/auth';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import * as rules from '../rate-limit/auth-rules.js';
import type { LoginLimits } from '../rate-limit/login-limits.js';
import { bodyEmail, clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AuthService } from './auth.service.js';
import { type Authenticate, currentUser } from './authenticate.js';
import type { DeviceTrust } from './device-trust.js';

export const authRoutes: FastifyPluginAsync<{
  auth: AuthService;
  authenticate: Authenticate;
  limiter: RateLimiter;
  loginLimits: LoginLimits;
  devices: DeviceTrust;
}> = async (app, { auth, authenticate, limiter, loginLimits, devices }) => {
  const limited = (...checks: Parameters<typeof rateLimitHook>[1]) => rateLimitHook(limiter, checks);

  // Each way of proving the account's password (or its email, by the reset link) marks the
  // browser as the owner's: guesses from elsewhere no longer lock it out (device-trust.ts).
  registerEndpoints(app, 'accounts', authEndpoints, {
    'POST /auth/register': {
      preHandler: limited({ rule: rules.registerPerIp, subject: clientIp }),
      handler: async (request, reply) => {
        const tokens = await auth.register(request.body, request.headers['user-agent']);
        devices.remember(request, reply, tokens.user.email);
        return tokens;
      },
    },
    'POST /auth/login': {
      preHandler: loginLimits.count,
      handler: async (request, reply) => {
        const tokens = await loginLimits.settle(request, () => auth.login(request.body, request.headers['user-agent']));
        devices.remember(request, reply, request.body.email);
        return tokens;
      },
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
      handler: async (request, reply) => {
        devices.remember(request, reply, await auth.resetPassword(request.body));
        return { status: 'ok' as const };
      },
    },
  });
};
