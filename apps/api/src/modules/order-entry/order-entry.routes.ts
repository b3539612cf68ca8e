import { orderAccessEndpoints, staffOrderEntryEndpoints } from '@aruu/contract/staff-order-entry';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser, signedInAccount } from '../auth/authenticate.js';
import type { Idempotency } from '../idempotency/idempotency.js';
import { clientIp, rateLimitHook } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import * as rules from '../rate-limit/shop-rules.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import type { StaffActor } from '../staff-orders/staff-orders.service.js';
import type { OrderEntryService } from './order-entry.service.js';

const actor = (request: FastifyRequest): StaffActor => ({
  ...staffActor(request),
  role: currentUser(request).role,
  lang: requestLanguage(request),
});

/** The order in the path (validated by then: the hook runs before the handler, after validation). */
const orderOfPath = (request: FastifyRequest) => String((request.params as { order_id: number }).order_id);

/** Staff taking an order for a customer (`orders.manage`), and the customer's link to it (no sign-in). */
export const orderEntryRoutes: FastifyPluginAsync<{
  entry: OrderEntryService;
  authenticate: Authenticate;
  idempotency: Idempotency;
  limiter: RateLimiter;
}> = async (app, { entry, authenticate, idempotency, limiter }) => {
  await app.register(async (staff) => {
    staff.addHook('onRequest', authenticate);
    const manage = requirePermission('orders.manage');
    registerEndpoints(staff, 'staff order entry', staffOrderEntryEndpoints, {
      'GET /staff/order-entry/customers': {
        preHandler: manage,
        handler: (request) => entry.findCustomers(request.query.q),
      },
      'POST /staff/orders': {
        preHandler: [
          manage,
          rateLimitHook(limiter, [{ rule: rules.takenOrdersPerEmployee, subject: signedInAccount }]),
        ],
        handler: (request, reply) =>
          idempotency.respond(request, reply, {
            endpoint: 'staff/orders',
            userId: currentUser(request).userId,
            status: 201,
            execute: (record) => entry.take(actor(request), request.body, record),
          }),
      },
      'POST /staff/orders/:order_id/send-link': {
        preHandler: [manage, rateLimitHook(limiter, [{ rule: rules.orderLinkSendsPerOrder, subject: orderOfPath }])],
        handler: (request) => entry.sendLink(actor(request), request.params.order_id),
      },
    });
  });

  const byAddress = rateLimitHook(limiter, [{ rule: rules.orderAccessPerIp, subject: clientIp }]);
  registerEndpoints(app, 'order access', orderAccessEndpoints, {
    'GET /order-access/:token': {
      preHandler: byAddress,
      handler: (request) => entry.access(request.params.token),
    },
    'POST /order-access/:token/pay': {
      preHandler: rateLimitHook(limiter, [
        { rule: rules.orderAccessPerIp, subject: clientIp },
        { rule: rules.paymentStartsPerIp, subject: clientIp },
      ]),
      handler: (request) => entry.pay(request.params.token, requestLanguage(request)),
    },
    'POST /order-access/:token/password': {
      preHandler: rateLimitHook(limiter, [
        { rule: rules.orderAccessPerIp, subject: clientIp },
        { rule: rules.orderAccessPasswordsPerIp, subject: clientIp },
      ]),
      handler: async (request) => {
        await entry.setPassword(request.params.token, request.body.password);
      },
    },
  });
};
