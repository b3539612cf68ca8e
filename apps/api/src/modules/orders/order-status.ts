import type { OrderStatus } from '@aruu/contract/orders';

export type Actor = 'buyer' | 'staff' | 'system';
type DeliveryMethod = 'courier' | 'pickup' | null;

/**
 * The one state machine of an order. Courier: pay → assembly → delivery → delivered;
 * pickup: pay → assembly → ready → delivered. `cancelled` and `error` are terminal.
 */
const edges: Record<OrderStatus, OrderStatus[]> = {
  processed: ['pay', 'cancelled', 'error'],
  pay: ['assembly', 'cancelled', 'error'],
  assembly: ['delivery', 'ready', 'cancelled', 'error'],
  delivery: ['delivered', 'error'],
  ready: ['delivered', 'cancelled', 'error'],
  delivered: [],
  cancelled: [],
  error: [],
};

/** Who may take an edge: payment is the system's; a buyer only confirms receipt or cancels unpaid. */
function actorMayMove(actor: Actor, from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'pay') return actor === 'system';
  if (actor === 'buyer') return to === 'delivered' || (from === 'processed' && to === 'cancelled');
  return true;
}

export function canTransition(
  from: OrderStatus,
  to: OrderStatus,
  context: { actor: Actor; deliveryMethod: DeliveryMethod },
): boolean {
  if (!edges[from].includes(to) || !actorMayMove(context.actor, from, to)) return false;
  if (to === 'delivery') return context.deliveryMethod === 'courier';
  if (to === 'ready') return context.deliveryMethod === 'pickup';
  return true;
}

/** Statuses in which the order still holds its stock unpaid. */
export const isUnpaid = (status: OrderStatus) => status === 'processed';
