import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { createChallengeTokens } from './challenge-tokens.js';
import { staffRoutes } from './staff.routes.js';
import { createStaffAuthService } from './staff-auth.service.js';
import { createStaffTeamService, type StaffTeamSettings } from './staff-team.service.js';
import { createTotpBox } from './totp.js';

/** Staff sign-in with a second factor, and the team: invitations, roles, disabling. */
export const staffModule = fp(
  async (
    app: FastifyInstance,
    options: {
      db: Db;
      jwtSecret: string;
      totpEncryptionKey: Parameters<typeof createTotpBox>[0];
      team: StaffTeamSettings;
    },
  ) => {
    const { db } = options;
    const staffAuth = createStaffAuthService({
      db,
      auth: app.auth,
      passwords: app.passwords,
      challenges: createChallengeTokens(options.jwtSecret),
      totp: createTotpBox(options.totpEncryptionKey, app.log),
    });
    const team = createStaffTeamService({ db, passwords: app.passwords, queue: app.jobs, settings: options.team });
    await app.register(staffRoutes, {
      prefix: '/api/v1',
      staffAuth,
      team,
      authenticate: app.authenticate,
      limiter: app.limiter,
      loginLimits: app.loginLimits,
      devices: app.devices,
    });
  },
  { name: 'staff', dependencies: ['jobs', 'rate-limit', 'auth'] },
);
