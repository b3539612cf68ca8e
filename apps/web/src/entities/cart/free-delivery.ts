import { somToTyiyn, tyiynToSom } from '@/shared/lib/money';

/**
 * Courier delivery in Bishkek is free from this subtotal, in som (spec §9). The shop charges by
 * the server's setting `FREE_DELIVERY_FROM_SOM` (apps/api/src/config/config.ts, default 4000):
 * change both together.
 */
export const FREE_DELIVERY_FROM_SOM = 4000;

/** How much more the cart (its subtotal in som) needs for free delivery in Bishkek, in som; 0 once it qualifies. */
export function amountLeftForFreeDelivery(subtotal: number): number {
  return tyiynToSom(Math.max(0, somToTyiyn(FREE_DELIVERY_FROM_SOM) - somToTyiyn(subtotal)));
}
