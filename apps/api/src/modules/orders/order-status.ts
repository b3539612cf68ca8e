import type { OrderStatus, PaymentMethod } from '@aruu/contract/orders';

export type Actor = 'buyer' | 'staff' | 'system';
type DeliveryMethod = 'courier' | 'pickup' | null;

/**
 * The one state machine of an order. Courier: pay → assembly → delivery → delivered;
 * pickup: pay → assembly → ready → delivered. `cancelled` and `error` are terminal.
 * A cash order may also go from processed straight to assembly: it is paid on delivery or at
 * pickup, so staff assemble it before the money is there (docs/decisions/023).
 */
const edges: Record<OrderStatus, OrderStatus[]> = {
  processed: ['pay', 'assembly', 'cancelled', 'error'],
  pay: ['assembly', 'cancelled', 'error'],
  assembly: ['delivery', 'ready', 'cancelled', 'error'],
  delivery: ['delivered', 'error'],
  ready: ['delivered', 'cancelled', 'error'],
  delivered: [],
  cancelled: [],
  error: [],
};

interface TransitionContext {
  actor: Actor;
  deliveryMethod: DeliveryMethod;
  /** Card when absent: the edges that only cash and bank-transfer orders have stay closed. */
  paymentMethod?: PaymentMethod;
}

/**
 * Who may take an edge: a card payment is the system's, the money of a cash or bank-transfer
 * order is confirmed by staff; a buyer only confirms receipt or cancels unpaid.
 */
function actorMayMove({ actor, paymentMethod = 'card' }: TransitionContext, from: OrderStatus, to: OrderStatus) {
  if (to === 'pay') return paymentMethod === 'card' ? actor === 'system' : actor === 'staff';
  if (from === 'processed' && to === 'assembly') return paymentMethod === 'cash' && actor === 'staff';
  if (actor === 'buyer') return to === 'delivered' || (from === 'processed' && to === 'cancelled');
  return true;
}

export function canTransition(from: OrderStatus, to: OrderStatus, context: TransitionContext): boolean {
  if (!edges[from].includes(to) || !actorMayMove(context, from, to)) return false;
  if (to === 'delivery') return context.deliveryMethod === 'courier';
  if (to === 'ready') return context.deliveryMethod === 'pickup';
  return true;
}

/** Statuses in which the order still holds its stock unpaid. */
export const isUnpaid = (status: OrderStatus) => status === 'processed';
