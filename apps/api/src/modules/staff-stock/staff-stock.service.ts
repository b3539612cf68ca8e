import type { Language } from '@aruu/contract/common';
import type {
  ProductStock,
  StockAdjusted,
  StockAdjustmentBody,
  StockHistoryFilters,
  StockListFilters,
  StockVariation,
} from '@aruu/contract/staff-stock';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import type { InventoryService } from '../inventory/inventory.service.js';

/** Who acts, for the audit trail (`staffActor(request)`). */
interface Actor {
  actorId: number;
  requestId?: string;
}

export type StaffStockService = ReturnType<typeof createStaffStockService>;

/** The back office's stock: finding variations, adjusting them, their history and thresholds, each change audited. */
export function createStaffStockService(deps: { db: Db; inventory: InventoryService }) {
  const { db, inventory } = deps;

  const list = (filters: StockListFilters) => inventory.list(db, filters);
  const locations = (lang: Language) => inventory.locations(db, lang);
  const product = (productId: number, lang: Language) => inventory.product(db, productId, lang);
  const history = (productId: number, filters: StockHistoryFilters) => inventory.history(db, productId, filters);

  /**
   * One adjustment: the change, its movement and one audit entry in one transaction; a refusal
   * writes nothing, and a repeated idempotency key answers the first adjustment as it is now.
   */
  async function adjust(
    variationId: number,
    body: StockAdjustmentBody,
    lang: Language,
    actor: Actor & { idempotencyKey?: string | undefined },
  ): Promise<StockAdjusted> {
    return db.transaction(async (tx) => {
      const done = await inventory.adjust(tx, variationId, body, { ...actor, locationId: body.location_id });
      if (!done.replayed) {
        await recordAudit(tx, {
          actorId: actor.actorId,
          requestId: actor.requestId,
          action: 'stock.adjusted',
          objectType: 'variation',
          objectId: variationId,
          before: {
            location_id: done.locationId,
            stock: done.before.stock,
            reserved: done.before.reserved,
            on_hand: done.before.stock + done.before.reserved,
          },
          after: {
            stock: done.after.stock,
            on_hand: done.after.stock + done.after.reserved,
            reason: body.reason,
            quantity: body.quantity,
            note: body.note ?? null,
            movement_id: done.movementId,
          },
        });
      }
      const variation = (await inventory.variation(tx, variationId, lang))!;
      const movement = (await inventory.movement(tx, variation.product_id, done.movementId, lang))!;
      // A replayed adjustment answers where the first was made.
      const place = variation.locations.find((location) => location.location_id === movement.location?.id);
      const location = movement.location ?? (place && { id: place.location_id, code: place.code, name: place.name });
      if (!location) throw new Error(`movement ${done.movementId} has no location`);
      return { variation, movement, location };
    });
  }

  /** Sets the product's low-stock threshold (null: the shop's default); an unchanged value writes nothing. */
  async function setThreshold(
    productId: number,
    threshold: number | null,
    lang: Language,
    actor: Actor,
  ): Promise<ProductStock> {
    await db.transaction(async (tx) => {
      const changed = await inventory.setThreshold(tx, productId, threshold);
      if (!changed) throw notFound('Product');
      if (changed.before === threshold) return;
      await recordAudit(tx, {
        ...actor,
        action: 'product.low_stock_threshold_changed',
        objectType: 'product',
        objectId: productId,
        before: { low_stock_threshold: changed.before },
        after: { low_stock_threshold: threshold },
      });
    });
    return product(productId, lang);
  }

  /**
   * Sets a variation's own threshold at a location (null: the product's or the shop's applies),
   * audited on the variation; an unchanged value writes nothing. Answers the variation's stock.
   */
  async function setLocationThreshold(
    variationId: number,
    locationId: number,
    threshold: number | null,
    lang: Language,
    actor: Actor,
  ): Promise<StockVariation> {
    return db.transaction(async (tx) => {
      const changed = await inventory.setLocationThreshold(tx, variationId, locationId, threshold);
      if (!changed) throw notFound('Variation or location');
      if (changed.before !== threshold)
        await recordAudit(tx, {
          ...actor,
          action: 'stock.location_threshold_changed',
          objectType: 'variation',
          objectId: variationId,
          before: { location_id: locationId, low_stock_threshold: changed.before },
          after: { location_id: locationId, low_stock_threshold: threshold },
        });
      return (await inventory.variation(tx, variationId, lang))!;
    });
  }

  return { locations, list, product, history, adjust, setThreshold, setLocationThreshold };
}
