import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInventoryService, type InventoryService } from './inventory.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    inventory: InventoryService;
  }
}

/** Stock and its movements, which checkout, returns, staff and imports change. */
export const inventoryModule = fp(
  async (app: FastifyInstance, settings: Parameters<typeof createInventoryService>[0]) => {
    app.decorate('inventory', createInventoryService(settings));
  },
  { name: 'inventory' },
);
