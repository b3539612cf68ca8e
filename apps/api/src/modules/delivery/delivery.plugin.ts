import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CdekClient } from './cdek-client.js';
import { deliveryRoutes } from './delivery.routes.js';
import {
  type CourierDispatch,
  createDeliveryService,
  type DeliveryService,
  type DeliverySettings,
} from './delivery.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    delivery: DeliveryService;
  }
}

/** Delivery by CDEK's courier, by the city's own courier, or pickup at a shop: places and prices. */
export const deliveryModule = fp(
  async (
    app: FastifyInstance,
    options: {
      cdek: CdekClient;
      settings: DeliverySettings;
      pickupPointOpen: (code: string) => Promise<boolean>;
      courierDispatch: () => Promise<CourierDispatch | null>;
    },
  ) => {
    const delivery = createDeliveryService({ ...options, log: app.log.child({ module: 'delivery' }) });
    app.decorate('delivery', delivery);
    await app.register(deliveryRoutes, { prefix: '/api/v1', delivery, limiter: app.limiter });
  },
  { name: 'delivery', dependencies: ['rate-limit'] },
);
