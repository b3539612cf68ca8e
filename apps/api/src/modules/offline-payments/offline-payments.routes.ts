import { offlinePaymentEndpoints, staffOfflinePaymentEndpoints } from '@aruu/contract/offline-payments';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import { requirePermission, staffActor } from '../staff/staff-guard.js';
import type { StaffOrdersService } from '../staff-orders/staff-orders.service.js';
import { invoiceFilename } from './invoice-pdf.js';
import type { OfflinePaymentsService } from './offline-payments.service.js';

/** An invoice as a download named after its order; never cached, it is the buyer's own. */
function sendInvoice(reply: FastifyReply, orderId: number, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceFilename(orderId)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export const offlinePaymentsRoutes: FastifyPluginAsync<{
  offlinePayments: OfflinePaymentsService;
  staffOrders: StaffOrdersService;
  authenticate: Authenticate;
}> = async (app, { offlinePayments, staffOrders, authenticate }) => {
  app.addHook('onRequest', authenticate);
  const user = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;

  registerEndpoints(app, 'orders', offlinePaymentEndpoints, {
    'GET /users/legal_entity': (request) => offlinePayments.legalEntity(user(request)),
    'PUT /users/legal_entity': (request) => offlinePayments.saveLegalEntity(user(request), request.body),
    'POST /orders/place_offline': (request) =>
      offlinePayments.place(user(request), request.body.order_id, request.body.payment_method),
    'GET /orders/:order_id/invoice': async (request, reply) => {
      const { order_id } = request.params;
      return sendInvoice(reply, order_id, await offlinePayments.buyerInvoice(user(request), order_id));
    },
  });

  registerEndpoints(app, 'staff orders', staffOfflinePaymentEndpoints, {
    'POST /staff/orders/:order_id/mark-paid': {
      preHandler: requirePermission('orders.manage'),
      handler: async (request) => {
        await offlinePayments.markPaid(request.params.order_id, staffActor(request));
        return staffOrders.detail(request.params.order_id, currentUser(request).role);
      },
    },
    'GET /staff/orders/:order_id/invoice': {
      preHandler: requirePermission('orders.read'),
      handler: async (request, reply) => {
        const { order_id } = request.params;
        return sendInvoice(reply, order_id, await offlinePayments.staffInvoice(order_id));
      },
    },
  });
};
