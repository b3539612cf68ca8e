import {
  AuthTokens,
  ForgotPasswordBody,
  LoginBody,
  RefreshBody,
  RegisterBody,
  ResetPasswordBody,
  StatusResponse,
} from '@aruu/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.js';
import * as rules from '../rate-limit/auth-rules.js';
import { createLoginLimits } from '../rate-limit/login-limits.js';
import { bodyEmail, clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AuthService } from './auth.service.js';
import { type Authenticate, currentUser } from './authenticate.js';

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  authenticate: Authenticate;
  limiter: RateLimiter;
}> = async (app, { auth, authenticate, limiter }) => {
  const tags = ['accounts'];
  const limited = (...checks: Parameters<typeof rateLimitHook>[1]) => rateLimitHook(limiter, checks);
  const loginLimits = createLoginLimits(limiter);

  app.post('/auth/register', {
    schema: {
      tags,
      summary: 'Create an account and sign in',
      body: RegisterBody,
      response: { 201: AuthTokens, ...errorResponses(400, 409, 429) },
    },
    preHandler: limited({ rule: rules.registerPerIp, subject: clientIp }),
    handler: async (request, reply) =>
      reply.status(201).send(await auth.register(request.body, request.headers['user-agent'])),
  });

  app.post('/auth/login', {
    schema: {
      tags,
      summary: 'Sign in',
      body: LoginBody,
      response: { 200: AuthTokens, ...errorResponses(400, 401, 429) },
    },
    preHandler: loginLimits.count,
    handler: (request) => loginLimits.settle(request, () => auth.login(request.body, request.headers['user-agent'])),
  });

  app.post('/auth/refresh', {
    schema: {
      tags,
      summary: 'Exchange a refresh token for a new pair (rotation)',
      body: RefreshBody,
      response: { 200: AuthTokens, ...errorResponses(400, 401, 429) },
    },
    preHandler: limited({ rule: rules.refreshPerIp, subject: clientIp }),
    handler: (request) => auth.refresh(request.body.refresh_token),
  });

  app.post('/auth/logout', {
    schema: { tags, summary: 'End this login', response: { 200: StatusResponse, ...errorResponses(401) } },
    onRequest: authenticate,
    handler: async (request) => {
      await auth.logout(currentUser(request).sessionId);
      return { status: 'ok' as const };
    },
  });

  app.post('/auth/forgot-password', {
    schema: {
      tags,
      summary: 'Email a password reset link',
      body: ForgotPasswordBody,
      response: { 200: StatusResponse, ...errorResponses(400, 404, 429) },
    },
    preHandler: limited(
      { rule: rules.forgotPasswordPerIp, subject: clientIp },
      { rule: rules.forgotPasswordPerAccount, subject: bodyEmail },
    ),
    handler: async (request) => {
      await auth.forgotPassword(request.body);
      return { status: 'ok' as const };
    },
  });

  app.post('/auth/reset-password', {
    schema: {
      tags,
      summary: 'Set a new password with the emailed token',
      body: ResetPasswordBody,
      response: { 200: StatusResponse, ...errorResponses(400, 429) },
    },
    preHandler: limited({ rule: rules.resetPasswordPerIp, subject: clientIp }),
    handler: async (request) => {
      await auth.resetPassword(request.body);
      return { status: 'ok' as const };
    },
  });
};
