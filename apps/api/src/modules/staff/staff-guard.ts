import { type Permission, roleMay } from '@aruu/contract/staff-access';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { type Authenticated, currentUser } from '../auth/authenticate.js';

/**
 * What a staff route demands, carried on its guard so that the route table can be read back
 * (`staffAccessOf`): the app refuses to start with an unguarded `/api/v1/staff/` route, and the
 * permission test walks every registered one.
 * - a permission of the matrix (contract/staff-access);
 * - `staff`: any employee (their own profile, signing out);
 * - `public`: the steps before a staff session exists (sign-in, the second factor, an invitation).
 */
export type StaffAccess = Permission | 'staff' | 'public';

const ACCESS = Symbol('staffAccess');
type Guard = preHandlerAsyncHookHandler & { [ACCESS]: StaffAccess };

function guard(access: StaffAccess, check: (request: FastifyRequest) => void): Guard {
  const handler: preHandlerAsyncHookHandler = async (request) => check(request);
  return Object.assign(handler, { [ACCESS]: access });
}

const forbidden = () => new AppError('forbidden', 'forbidden', 'You are not allowed to do this');

/** The signed-in employee, after the second factor: 401 without a session, 403 otherwise. */
function staffMember(request: FastifyRequest): Authenticated {
  const auth = currentUser(request);
  if (auth.role === 'shopper') throw forbidden();
  // A staff account signed in on the storefront (password only) is a shopper's session there.
  if (!auth.secondFactor) {
    throw new AppError('forbidden', 'second_factor_required', 'Sign in to the staff area with your code');
  }
  return auth;
}

/**
 * The preHandler of a staff route, after `authenticate` (an onRequest hook of the route's
 * plugin): 401 when not signed in, 403 `forbidden` when the role may not, 403
 * `second_factor_required` for a session that has not passed TOTP.
 */
export function requirePermission(permission: Permission): Guard {
  return guard(permission, (request) => {
    if (!roleMay(staffMember(request).role, permission)) throw forbidden();
  });
}

/** For what every employee may do to their own account. */
export function requireStaff(): Guard {
  return guard('staff', staffMember);
}

/** Marks a staff route that runs before a staff session exists; it checks its own token. */
export function publicStaffRoute(): Guard {
  return guard('public', () => {});
}

/** The access a route's preHandler(s) declare, if any. */
export function staffAccessOf(preHandler: unknown): StaffAccess[] {
  const handlers = Array.isArray(preHandler) ? preHandler : preHandler ? [preHandler] : [];
  return handlers.flatMap((handler) => (ACCESS in Object(handler) ? [(handler as Guard)[ACCESS]] : []));
}

/** The employee a guarded staff handler acts for. */
export function staffActor(request: FastifyRequest): { actorId: number; requestId: string } {
  return { actorId: currentUser(request).userId, requestId: request.id };
}

export interface StaffRoute {
  method: string;
  url: string;
  access: StaffAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route under `/api/v1/staff/` with the access its guard declares. */
    staffRoutes: StaffRoute[];
  }
}

/**
 * Call before any route is registered: collects the staff routes as they are added, and refuses
 * one that declares no guard or more than one — every staff endpoint is checked by exactly one.
 * The guard moves from the route's preHandlers to its preValidation: the role is checked before
 * the body, so an employee who may not gets 403 whatever they send, never a 400 that describes
 * an endpoint they cannot use.
 */
export function collectStaffRoutes(app: FastifyInstance, prefix = '/api/v1/staff/') {
  const routes: StaffRoute[] = [];
  app.decorate('staffRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return;
    const preHandlers = [route.preHandler ?? []].flat();
    const preValidation = [route.preValidation ?? []].flat();
    // A HEAD twin arrives with its GET's options, the guard already moved.
    const guards = [...preHandlers, ...preValidation].filter((handler) => staffAccessOf(handler).length > 0);
    if (guards.length !== 1) {
      throw new Error(`${route.method} ${route.url}: a staff route needs exactly one guard (staff-guard.ts)`);
    }
    const guard = guards[0]!;
    route.preHandler = preHandlers.filter((handler) => handler !== guard);
    route.preValidation = [...preValidation.filter((handler) => handler !== guard), guard];
    // Fastify adds a HEAD twin for every GET; the GET stands for both.
    for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
      routes.push({ method, url: route.url, access: staffAccessOf(guard)[0]! });
    }
  });
}
