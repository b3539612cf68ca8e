import { StatusResponse, User } from '@aruu/contract/auth';
import { Address, CreateAddressBody, UpdateAddressBody, UpdateProfileBody, UserIdParam } from '@aruu/contract/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.js';
import { errorResponses } from '../../http/error-responses.js';
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

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; authenticate: Authenticate }> = async (
  app,
  { users, authenticate },
) => {
  const tags = ['accounts'];
  // onRequest: a stranger gets 401 before their body is even validated.
  app.addHook('onRequest', authenticate);

  app.get('/users/me', {
    schema: { tags, summary: 'My profile', response: { 200: User, ...errorResponses(401) } },
    handler: (request) => users.profile(currentUser(request).userId),
  });

  app.patch('/users/me', {
    schema: {
      tags,
      summary: 'Change my profile or password',
      body: UpdateProfileBody,
      response: { 200: User, ...errorResponses(400, 401) },
    },
    handler: (request) => {
      const { userId, sessionId } = currentUser(request);
      return users.updateProfile(userId, sessionId, request.body);
    },
  });

  app.get('/users/address/get', {
    schema: { tags, summary: 'My address, or null', response: { 200: Address.nullable(), ...errorResponses(401) } },
    handler: (request) => users.address(currentUser(request).userId),
  });

  app.post('/users/address/create', {
    schema: {
      tags,
      summary: 'Create my address',
      body: CreateAddressBody,
      response: { 201: Address, ...errorResponses(400, 401, 409) },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await users.createAddress(currentUser(request).userId, request.body)),
  });

  app.patch('/users/address/update', {
    schema: {
      tags,
      summary: 'Change my address',
      body: UpdateAddressBody,
      response: { 200: Address, ...errorResponses(400, 401, 404) },
    },
    handler: (request) => users.updateAddress(currentUser(request).userId, request.body),
  });

  app.get('/users/:id', {
    schema: {
      tags,
      summary: 'A user (only oneself)',
      params: UserIdParam,
      response: { 200: User, ...errorResponses(400, 401, 404) },
    },
    handler: (request) => users.profile(ownId(request, request.params.id)),
  });

  app.patch('/users/:id', {
    schema: {
      tags,
      summary: 'Change a user (only oneself)',
      params: UserIdParam,
      body: UpdateProfileBody,
      response: { 200: User, ...errorResponses(400, 401, 404) },
    },
    handler: (request) =>
      users.updateProfile(ownId(request, request.params.id), currentUser(request).sessionId, request.body),
  });

  app.delete('/users/:id', {
    schema: {
      tags,
      summary: 'Close my account',
      params: UserIdParam,
      response: { 200: StatusResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      await users.closeAccount(ownId(request, request.params.id));
      return { status: 'ok' as const };
    },
  });
};
