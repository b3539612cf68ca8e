import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/client.js';
import { createLoginLimits, type LoginLimits } from '../rate-limit/login-limits.js';
import { authRoutes } from './auth.routes.js';
import { type Accounts, type AuthService, type AuthSettings, createAuthService } from './auth.service.js';
import { type Authenticate, createAuthenticate, createIdentify, type Identify } from './authenticate.js';
import { createDeviceTrust, type DeviceTrust } from './device-trust.js';
import { createPasswordHasher, type PasswordHasher } from './passwords.js';
import { createTokenSigner } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /** An `onRequest` hook: 401 unless the request carries a valid access token. */
    authenticate: Authenticate;
    /** The signed-in viewer, if any, for answers that differ for them. */
    identify: Identify;
    passwords: PasswordHasher;
    devices: DeviceTrust;
    loginLimits: LoginLimits;
  }
}

export interface AuthModuleOptions {
  db: Db;
  /** The users module's accounts (`users/accounts.ts`), which auth signs in to. */
  accounts: Accounts;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  passwordCost: Pick<Config, 'ARGON2_MEMORY_KIB' | 'ARGON2_PASSES'>;
  settings: AuthSettings;
}

/** Sign-up, sign-in and sessions of shoppers and staff: the request guards every module uses. */
export const authModule = fp(
  async (app: FastifyInstance, options: AuthModuleOptions) => {
    const { db, jwtSecret } = options;
    const signer = createTokenSigner({ secret: jwtSecret, ttlSeconds: options.accessTokenTtlSeconds });
    const authenticate = createAuthenticate({ db, signer });
    const passwords = createPasswordHasher(options.passwordCost);
    const auth = createAuthService({
      db,
      accounts: options.accounts,
      signer,
      passwords,
      queue: app.jobs,
      settings: options.settings,
    });
    const devices = createDeviceTrust({ secret: jwtSecret });
    // Both sign-in doors count one account's wrong passwords together, by the account's kind.
    const loginLimits = createLoginLimits(app.limiter, async (request, email) => ({
      staff: await auth.isStaffAccount(email),
      device: devices.recognise(request, email),
    }));
    app.decorate('auth', auth);
    app.decorate('authenticate', authenticate);
    app.decorate('identify', createIdentify(authenticate));
    app.decorate('passwords', passwords);
    app.decorate('devices', devices);
    app.decorate('loginLimits', loginLimits);
    await app.register(authRoutes, {
      prefix: '/api/v1',
      auth,
      authenticate,
      limiter: app.limiter,
      loginLimits,
      devices,
    });
  },
  { name: 'auth', dependencies: ['jobs', 'rate-limit'] },
);
