import type { OrderDetail, OrderEvent, OrderStatus, PaymentMethod } from '@aruu/contract/orders';

/** The forward path of an order (spec §4); `cancelled` and `error` end it early. */
const courierPath = ['processed', 'pay', 'assembly', 'delivery', 'delivered'] as const;
const pickupPath = ['processed', 'pay', 'assembly', 'ready', 'delivered'] as const;

/**
 * `done`: reached; `next`: what happens next (awaiting payment, being packed…); `upcoming`:
 * later; `failed`: the order ended here (cancelled or an order error).
 */
export type StepState = 'done' | 'next' | 'upcoming' | 'failed';

export interface OrderStep {
  status: OrderStatus;
  state: StepState;
  /** When the order reached this step. */
  at?: string;
  note?: string | null;
}

type Trackable = Pick<OrderDetail, 'status' | 'timeline'> & {
  delivery: 'courier' | 'pickup' | null;
  /** Card when absent. */
  payment_method?: PaymentMethod;
};

function firstEvent(timeline: OrderEvent[], status: OrderStatus) {
  return timeline.find((event) => event.status === status);
}

/** The vertical timeline of the order page, built from its status and its recorded events. */
export function orderSteps(order: Trackable): OrderStep[] {
  const forward: readonly OrderStatus[] = order.delivery === 'pickup' ? pickupPath : courierPath;
  // Cash is paid when the order is handed over, after it is packed: no payment step before the
  // packing (unless the shop recorded the money early, docs/decisions/023).
  const paidEarly = order.status === 'pay' || order.timeline.some((event) => event.status === 'pay');
  const path = order.payment_method === 'cash' && !paidEarly ? forward.filter((status) => status !== 'pay') : forward;
  const stepAt = (status: OrderStatus, state: StepState): OrderStep => {
    const event = firstEvent(order.timeline, status);
    // A status can be entered with a note later (choosing cash writes `processed` again with
    // `awaiting_cash`): the step is dated by its first event and tells the newest note.
    const noted = order.timeline.findLast((candidate) => candidate.status === status && candidate.note);
    return { status, state, at: event?.at, note: noted?.note ?? event?.note };
  };

  if (order.status === 'cancelled' || order.status === 'error') {
    // The steps the order really went through, then where it stopped.
    const reached = Math.max(0, ...order.timeline.map((event) => path.indexOf(event.status)));
    return [...path.slice(0, reached + 1).map((status) => stepAt(status, 'done')), stepAt(order.status, 'failed')];
  }

  const current = Math.max(0, path.indexOf(order.status));
  return path.map((status, index) =>
    stepAt(status, index <= current ? 'done' : index === current + 1 ? 'next' : 'upcoming'),
  );
}
