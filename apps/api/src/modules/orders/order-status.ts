import type { OrderStatus, PaymentMethod } from '@aruu/contract/orders';
import { STATUS_UNDO_WINDOW_MINUTES } from '@aruu/contract/staff-orders';

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

/** How long staff may take back a status they set (the contract's figure, which the page states). */
export const STATUS_UNDO_WINDOW_MS = STATUS_UNDO_WINDOW_MINUTES * 60_000;

/**
 * The moves staff may take back, as `to → the status it came from`: the goods are still the
 * shop's and nothing was given back. Not `delivered` (handed to the buyer, who may have confirmed
 * it; reviews open) and not `cancelled` (stock, promo code and points went back, money refunded).
 * `delivery` is taken back to `assembly` only: the order then holds its units again.
 */
const undoableMoves: Partial<Record<OrderStatus, OrderStatus[]>> = {
  assembly: ['processed', 'pay'],
  delivery: ['assembly'],
  ready: ['assembly'],
};

/** May the move `from → to`, made by staff, be taken back (within `STATUS_UNDO_WINDOW_MS`)? */
export const canUndo = (from: OrderStatus, to: OrderStatus) => undoableMoves[to]?.includes(from) ?? false;

interface StatusEvent {
  status: OrderStatus;
  actor: Actor;
  note: string | null;
  createdAt: Date;
}

/**
 * Where staff's last move on the order would go back to, and until when; undefined when that
 * last event is not a move staff may take back (a payment noted since, an undo itself, the
 * buyer's or the system's change). The window is checked by the caller against its clock.
 */
export function undoTarget(current: OrderStatus, events: readonly StatusEvent[]) {
  const [before, last] = events.slice(-2);
  if (!before || !last || last.actor !== 'staff' || last.status !== current || last.note === 'status_undone') {
    return undefined;
  }
  if (before.status === last.status || !canUndo(before.status, last.status)) return undefined;
  return {
    status: before.status,
    movedAt: last.createdAt,
    until: new Date(last.createdAt.getTime() + STATUS_UNDO_WINDOW_MS),
  };
}

/**
 * The timeline as the buyer sees it: a move staff took back, and the undo itself, are left out,
 * so the order's steps do not claim it was handed over when it was a mis-tap.
 */
export function withoutUndone<Event extends { note: string | null }>(events: readonly Event[]): Event[] {
  const kept: Event[] = [];
  for (const event of events) {
    if (event.note === 'status_undone') kept.pop();
    else kept.push(event);
  }
  return kept;
}

/** Statuses in which the order still holds its stock unpaid. */
export const isUnpaid = (status: OrderStatus) => status === 'processed';
