import { roleMay } from '@aruu/contract/staff-access';
import { staffOrderEndpoints } from '@aruu/contract/staff-orders';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { registerEndpoints } from '../../http/endpoints.js';
import { requestLanguage } from '../../http/language.js';
import { type Authenticate, currentUser } from '../auth/authenticate.js';
import { findLiveSession } from '../auth/sessions.js';
import { publicStaffRoute, requirePermission, staffActor } from '../staff/staff-guard.js';
import type { EventsTickets, TicketClaims } from './events-ticket.js';
import type { OrderFeed } from './order-feed.js';
import type { StaffActor, StaffOrdersService } from './staff-orders.service.js';

/** A comment line now and then keeps proxies from closing an idle stream, and re-checks the session. */
const HEARTBEAT_MS = 25_000;

const { 'GET /staff/orders/events': eventsEndpoint, ...signedInEndpoints } = staffOrderEndpoints;

const actor = (request: FastifyRequest): StaffActor => ({
  ...staffActor(request),
  role: currentUser(request).role,
  lang: requestLanguage(request),
});

export const staffOrdersRoutes: FastifyPluginAsync<{
  staffOrders: StaffOrdersService;
  feed: OrderFeed;
  tickets: EventsTickets;
  authenticate: Authenticate;
  db: Db;
}> = async (app, { staffOrders, feed, tickets, authenticate, db }) => {
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', authenticate);
    registerEndpoints(signedIn, 'staff orders', signedInEndpoints, {
      'GET /staff/orders': {
        preHandler: requirePermission('orders.read'),
        handler: (request) => staffOrders.list(request.query),
      },
      'POST /staff/orders/events/ticket': {
        preHandler: requirePermission('orders.read'),
        handler: (request) => {
          const { ticket, expiresAt } = tickets.issue(currentUser(request));
          return { ticket, expires_at: expiresAt.toISOString() };
        },
      },
      'GET /staff/orders/picking-list': {
        preHandler: requirePermission('orders.fulfil'),
        handler: (request) => staffOrders.pickingList(request.query.location, requestLanguage(request)),
      },
      'GET /staff/orders/:order_id': {
        preHandler: requirePermission('orders.read'),
        handler: (request) =>
          staffOrders.detail(request.params.order_id, currentUser(request).role, requestLanguage(request)),
      },
      'POST /staff/orders/:order_id/fulfil': {
        preHandler: requirePermission('orders.fulfil'),
        handler: (request) =>
          staffOrders.move(request.params.order_id, request.body.status, request.body.note ?? null, actor(request)),
      },
      'POST /staff/orders/:order_id/undo-status': {
        preHandler: requirePermission('orders.fulfil'),
        handler: (request) => staffOrders.undo(request.params.order_id, request.body.from, actor(request)),
      },
      'POST /staff/orders/:order_id/cancel': {
        preHandler: requirePermission('orders.manage'),
        handler: (request) => staffOrders.move(request.params.order_id, 'cancelled', request.body.note, actor(request)),
      },
      'POST /staff/orders/:order_id/notes': {
        preHandler: requirePermission('orders.note'),
        handler: (request) => staffOrders.addNote(request.params.order_id, request.body.text, actor(request)),
      },
    });
  });

  /** The ticket's session is still live, past its second factor, and its role may still read orders. */
  const stillAllowed = async (claims: TicketClaims) => {
    const session = await findLiveSession(db, claims.sessionId);
    return (
      session !== undefined &&
      session.userId === claims.userId &&
      session.secondFactorAt !== null &&
      roleMay(session.role, 'orders.read')
    );
  };

  const streams = new Set<FastifyReply>();
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    for (const reply of streams) reply.raw.end();
  });

  registerEndpoints(
    app,
    'staff orders',
    { 'GET /staff/orders/events': eventsEndpoint },
    {
      'GET /staff/orders/events': {
        // EventSource sends no Authorization header: the ticket, issued under orders.read, stands in.
        preHandler: publicStaffRoute(),
        handler: async (request, reply) => {
          const claims = request.query.ticket ? tickets.verify(request.query.ticket) : undefined;
          if (!claims || !(await stillAllowed(claims))) {
            throw new AppError('unauthorized', 'invalid_token', 'Open the live feed with a fresh ticket');
          }
          const send = (text: string) => reply.raw.write(text);
          const unsubscribe = await feed.subscribe((event) => send(`event: order\ndata: ${JSON.stringify(event)}\n\n`));
          reply.hijack();
          reply.raw.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-store',
            'x-accel-buffering': 'no',
            // Not reused once the stream ends: a kept-alive socket would hold a closing server
            // for its whole keep-alive timeout (the stream ends in preClose, after the server
            // has already closed the connections that were idle).
            connection: 'close',
          });
          send('retry: 3000\n\n');
          streams.add(reply);
          const heartbeat = setInterval(() => {
            stillAllowed(claims)
              .then((allowed) => (allowed ? send(': ping\n\n') : reply.raw.end()))
              .catch(() => reply.raw.end());
          }, HEARTBEAT_MS);
          reply.raw.once('close', () => {
            clearInterval(heartbeat);
            unsubscribe();
            streams.delete(reply);
          });
          return reply;
        },
      },
    },
  );
};
