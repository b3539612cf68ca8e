import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { usersRoutes } from './users.routes.js';
import { createUsersService, type UsersService } from './users.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

/** A shopper's own profile and password. */
export const usersModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    const users = createUsersService({ db, passwords: app.passwords });
    app.decorate('users', users);
    await app.register(usersRoutes, { prefix: '/api/v1', users, authenticate: app.authenticate });
  },
  { name: 'users', dependencies: ['auth'] },
);
