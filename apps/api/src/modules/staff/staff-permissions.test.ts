import { ErrorResponse } from '@aruu/contract/errors';
import { roleMay, type StaffRole, staffRoles } from '@aruu/contract/staff-access';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper, STRONG_PASSWORD, uniqueIp } from '../../../test/accounts.js';
import { type SignedInStaff, signInStaff, staffPost } from '../../../test/staff.js';
import { useTestApp } from '../../../test/test-app.js';
import type { StaffRoute } from './staff-guard.js';

const ctx = useTestApp();

/** The steps before a staff session exists; any other public staff route is a mistake. */
const publicRoutes = [
  'POST /api/v1/staff/auth/sign-in',
  'POST /api/v1/staff/auth/enrolment',
  'POST /api/v1/staff/auth/enrolment/confirm',
  'POST /api/v1/staff/auth/verify',
  'POST /api/v1/staff/auth/recover',
  'POST /api/v1/staff/invites/accept',
  'POST /api/v1/staff/invites/state',
  // EventSource sends no Authorization header: the live feed checks the ticket that
  // POST /staff/orders/events/ticket issues under orders.read (staff-orders' own tests cover it).
  'GET /api/v1/staff/orders/events',
];

const keyOf = (route: StaffRoute) => `${route.method} ${route.url}`;
/** Every path parameter filled with an id nobody has: the guard answers before the handler looks. */
const urlOf = (route: StaffRoute) => route.url.replace(/:\w+/g, '2147483000');

function call(route: StaffRoute, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: route.method as 'GET',
    url: urlOf(route),
    headers,
    // An empty body: the guard runs before validation, so a role that may not gets 403 anyway.
    ...(route.method === 'GET' ? {} : { payload: {} }),
    remoteAddress: uniqueIp(),
  });
}

const codeOf = (response: { json(): unknown }) => ErrorResponse.parse(response.json()).error.code;

describe('the permission matrix over every staff endpoint', () => {
  // Walked from the registered routes, so endpoints other features add are covered as they land.
  const guarded = () => ctx.app.staffRoutes.filter((route) => route.access !== 'public');
  const staff = {} as Record<StaffRole, SignedInStaff>;
  let shopper: { access_token: string };

  beforeAll(async () => {
    shopper = await registerShopper(ctx.app);
    for (const role of staffRoles) staff[role] = await signInStaff(ctx, role);
  });

  it('knows the staff routes, and only the sign-in steps are public', () => {
    expect(guarded().length).toBeGreaterThanOrEqual(10);
    const open = ctx.app.staffRoutes.filter((route) => route.access === 'public').map(keyOf);
    expect(open.sort()).toEqual([...publicRoutes].sort());
  });

  it('answers 401 to anonymous requests', async () => {
    for (const route of guarded()) {
      const response = await call(route);
      expect(response.statusCode, keyOf(route)).toBe(401);
    }
  });

  it('answers 403 to shoppers', async () => {
    for (const route of guarded()) {
      const response = await call(route, bearer(shopper));
      expect(response.statusCode, keyOf(route)).toBe(403);
      expect(codeOf(response), keyOf(route)).toBe('forbidden');
    }
  });

  it.each(staffRoles)('lets %s do exactly what the matrix says', async (role) => {
    for (const route of guarded()) {
      const allowed = route.access === 'staff' || (route.access !== 'public' && roleMay(role, route.access));
      // Sign-out ends the session the rest of the walk uses; it is checked last, on its own.
      if (route.url.endsWith('/sign-out')) continue;
      const response = await call(route, bearer(staff[role]));
      if (allowed) expect([401, 403], `${role} ${keyOf(route)}: ${response.body}`).not.toContain(response.statusCode);
      else expect(response.statusCode, `${role} ${keyOf(route)}`).toBe(403);
    }
  });

  it('walks the cash and bank-transfer endpoints: marking paid is money, the invoice is reading', () => {
    const accessOf = (url: string) => ctx.app.staffRoutes.find((route) => route.url === url)?.access;
    expect(accessOf('/api/v1/staff/orders/:order_id/mark-paid')).toBe('orders.manage');
    expect(accessOf('/api/v1/staff/orders/:order_id/invoice')).toBe('orders.read');
  });

  it('walks the shops and warehouses: managers and admins manage them, the warehouse does not', () => {
    const accessOf = (key: string) => ctx.app.staffRoutes.find((route) => keyOf(route) === key)?.access;
    for (const key of ['GET /locations', 'POST /locations', 'PATCH /locations/:location_id']) {
      const [method, path] = key.split(' ');
      expect(accessOf(`${method} /api/v1/staff${path}`), key).toBe('locations.manage');
    }
    expect(roleMay('warehouse', 'locations.manage')).toBe(false);
    expect(roleMay('manager', 'locations.manage')).toBe(true);
  });

  it('refuses a staff account signed in with its password only', async () => {
    const login = await staffPost(ctx, '/auth/login', { email: staff.admin.email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(200);
    for (const route of guarded()) {
      const response = await call(route, bearer(login.json()));
      expect(response.statusCode, keyOf(route)).toBe(403);
      expect(codeOf(response), keyOf(route)).toBe('second_factor_required');
    }
  });

  it("stops a disabled employee's token on the very next request", async () => {
    const manager = await signInStaff(ctx, 'manager');
    const me = () => ctx.app.inject({ url: '/api/v1/staff/me', headers: bearer(manager) });
    expect((await me()).statusCode).toBe(200);
    const disabled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staff/team/${manager.userId}/disable`,
      headers: bearer(staff.admin),
    });
    expect(disabled.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    expect((await staffPost(ctx, '/auth/refresh', { refresh_token: manager.refresh_token })).statusCode).toBe(401);
    const signIn = await staffPost(ctx, '/staff/auth/sign-in', { email: manager.email, password: STRONG_PASSWORD });
    expect(signIn.statusCode).toBe(401);
  });

  it('signs out: the session ends', async () => {
    const signOut = ctx.app.staffRoutes.find((route) => route.url.endsWith('/sign-out'))!;
    const response = await call(signOut, bearer(staff.warehouse));
    expect(response.statusCode).toBe(204);
    expect((await call(signOut, bearer(staff.warehouse))).statusCode).toBe(401);
  });
});
