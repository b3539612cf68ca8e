import { usersEndpoints } from '@aruu/contract/users';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound } from '../../http/app-error.js';
import { registerEndpoints } from '../../http/endpoints.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { UsersService } from './users.service.js';

/**
 * `users/{id}` exists for the spec's client; a user reaches only their own id. Anyone else's
 * answers 404, the same as an id that does not exist, so ids cannot be probed.
 */
function ownId(request: FastifyRequest, id: number): number {
  const { userId } = currentUser(request);
  if (id !== userId) throw notFound('User');
  return userId;
}

export const usersRoutes: FastifyPluginAsync<{ users: UsersService; authenticate: Authenticate }> = async (
  app,
  { users, authenticate },
) => {
  // onRequest: a stranger gets 401 before their body is even validated.
  app.addHook('onRequest', authenticate);

  registerEndpoints(app, 'accounts', usersEndpoints, {
    'GET /users/me': (request) => users.profile(currentUser(request).userId),
    'PATCH /users/me': (request) => {
      const { userId, sessionId } = currentUser(request);
      return users.updateProfile(userId, sessionId, request.body);
    },
    'GET /users/address/get': (request) => users.address(currentUser(request).userId),
    'POST /users/address/create': (request) => users.createAddress(currentUser(request).userId, request.body),
    'PATCH /users/address/update': (request) => users.updateAddress(currentUser(request).userId, request.body),
    'GET /users/:id': (request) => users.profile(ownId(request, request.params.id)),
    'PATCH /users/:id': (request) =>
      users.updateProfile(ownId(request, request.params.id), currentUser(request).sessionId, request.body),
    'DELETE /users/:id': async (request) => {
      await users.closeAccount(ownId(request, request.params.id));
      return { status: 'ok' as const };
    },
  });
};
