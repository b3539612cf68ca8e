import { staffAuthEndpoints, staffSignInEndpoints } from '@aruu/contract/staff-auth';
import { staffTeamEndpoints } from '@aruu/contract/staff-team';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import type { DeviceTrust } from '../auth/device-trust.js';
import * as rules from '../rate-limit/auth-rules.js';
import type { LoginLimits } from '../rate-limit/login-limits.js';
import { clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { createSecondFactorLimits } from '../rate-limit/second-factor-limits.js';
import type { StaffAuthService } from './staff-auth.service.js';
import { publicStaffRoute, requirePermission, requireStaff, staffActor } from './staff-guard.js';
import type { StaffTeamService } from './staff-team.service.js';

interface StaffRoutesOptions {
  staffAuth: StaffAuthService;
  team: StaffTeamService;
  authenticate: Authenticate;
  limiter: RateLimiter;
  loginLimits: LoginLimits;
  devices: DeviceTrust;
}

const userAgent = (request: FastifyRequest) => request.headers['user-agent'];

/** The steps before a staff session exists: public, each checking the token it is given. */
const signInRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (app, options) => {
  const { staffAuth, team, limiter, loginLimits, devices } = options;
  const settleSecondFactor = createSecondFactorLimits(limiter);
  /** A staff session opened: the browser is the employee's (device-trust.ts); only now, after the second factor. */
  const opened = <T>(request: FastifyRequest, reply: FastifyReply, email: string, session: T) => {
    devices.remember(request, reply, email);
    return session;
  };
  const secondFactorPerIp = rateLimitHook(limiter, [{ rule: rules.secondFactorPerIp, subject: clientIp }]);
  const publicStep = publicStaffRoute();
  const step = [secondFactorPerIp, publicStep];

  registerEndpoints(app, 'back office', staffSignInEndpoints, {
    'POST /staff/auth/sign-in': {
      preHandler: [loginLimits.count, publicStep],
      handler: (request) => loginLimits.settle(request, () => staffAuth.signIn(request.body)),
    },
    'POST /staff/auth/enrolment': {
      preHandler: step,
      handler: async (request) =>
        staffAuth.startEnrolment(await staffAuth.challenged(request.body.challenge_token, 'enrol')),
    },
    'POST /staff/auth/enrolment/confirm': {
      preHandler: step,
      handler: async (request, reply) => {
        const user = await staffAuth.challenged(request.body.challenge_token, 'enrol');
        const session = await settleSecondFactor(reply, user.id, () =>
          staffAuth.confirmEnrolment(user, request.body.code, userAgent(request)),
        );
        return opened(request, reply, user.email, session);
      },
    },
    'POST /staff/auth/verify': {
      preHandler: step,
      handler: async (request, reply) => {
        const user = await staffAuth.challenged(request.body.challenge_token, 'verify');
        const session = await settleSecondFactor(reply, user.id, () =>
          staffAuth.verify(user, request.body.code, userAgent(request)),
        );
        return opened(request, reply, user.email, session);
      },
    },
    'POST /staff/auth/recover': {
      preHandler: step,
      handler: async (request, reply) => {
        const user = await staffAuth.challenged(request.body.challenge_token, 'verify');
        const session = await settleSecondFactor(reply, user.id, () =>
          staffAuth.recover(user, request.body.recovery_code, { userAgent: userAgent(request), requestId: request.id }),
        );
        return opened(request, reply, user.email, session);
      },
    },
    'POST /staff/invites/accept': {
      preHandler: [rateLimitHook(limiter, [{ rule: rules.acceptInvitePerIp, subject: clientIp }]), publicStep],
      handler: (request) => team.acceptInvite(request.body.token, request.body.password),
    },
    'POST /staff/invites/state': {
      preHandler: [rateLimitHook(limiter, [{ rule: rules.acceptInvitePerIp, subject: clientIp }]), publicStep],
      handler: (request) => team.inviteState(request.body.token),
    },
  });
};

/** A signed-in employee's own account, and the admin's work on the team. */
const signedInRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (app, options) => {
  const { staffAuth, team, authenticate, limiter } = options;
  app.addHook('onRequest', authenticate);
  const settleSecondFactor = createSecondFactorLimits(limiter);
  const anyStaff = requireStaff();
  const manageStaff = requirePermission('staff.manage');

  registerEndpoints(app, 'back office', staffAuthEndpoints, {
    'POST /staff/auth/sign-out': {
      preHandler: anyStaff,
      handler: async (request) => {
        await staffAuth.signOut(currentUser(request).sessionId);
      },
    },
    'GET /staff/me': { preHandler: anyStaff, handler: (request) => staffAuth.me(currentUser(request).userId) },
    'POST /staff/me/recovery-codes': {
      preHandler: anyStaff,
      // Wrong answers count with the sign-in's wrong codes: no guessing the password here either.
      handler: (request, reply) =>
        settleSecondFactor(reply, currentUser(request).userId, () =>
          staffAuth.renewRecoveryCodes(staffActor(request), request.body),
        ),
    },
  });

  registerEndpoints(app, 'back office', staffTeamEndpoints, {
    'GET /staff/team': { preHandler: manageStaff, handler: () => team.team() },
    'POST /staff/team/invites': {
      preHandler: manageStaff,
      handler: (request) => team.invite(staffActor(request), request.body),
    },
    'PATCH /staff/team/:id/role': {
      preHandler: manageStaff,
      handler: (request) => team.changeRole(staffActor(request), request.params.id, request.body.role),
    },
    'POST /staff/team/:id/disable': {
      preHandler: manageStaff,
      handler: (request) => team.disable(staffActor(request), request.params.id),
    },
    'POST /staff/team/:id/enable': {
      preHandler: manageStaff,
      handler: (request) => team.enable(staffActor(request), request.params.id),
    },
    'POST /staff/team/invites/:id/revoke': {
      preHandler: manageStaff,
      handler: (request) => team.revokeInvite(staffActor(request), request.params.id),
    },
    'POST /staff/team/:id/reset-second-factor': {
      preHandler: manageStaff,
      handler: (request) => team.resetSecondFactor(staffActor(request), request.params.id),
    },
  });
};

export const staffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (app, options) => {
  // The halves take this plugin's services, not the prefix it was registered under (that is theirs already).
  const { prefix: _registeredUnder, ...services } = options as StaffRoutesOptions & { prefix?: string };
  await app.register(signInRoutes, services);
  await app.register(signedInRoutes, services);
};
