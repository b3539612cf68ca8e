import { OrderFeedEvent } from '@aruu/contract/staff-orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';

/** The channel the orders table's trigger notifies (migration `staff_orders_notify`). */
const CHANNEL = 'staff_orders';

export type OrderFeed = ReturnType<typeof createOrderFeed>;

/**
 * New orders and status changes as they commit, from any API process: the database announces
 * them (a trigger's NOTIFY) and each process listens once, however many staff have the board
 * open. Listening starts with the first subscriber.
 */
export function createOrderFeed(deps: { database: Database; log: FastifyBaseLogger }) {
  const subscribers = new Set<(event: OrderFeedEvent) => void>();
  let listening: Promise<() => Promise<void>> | undefined;

  const deliver = (payload: string) => {
    const parsed = OrderFeedEvent.safeParse(safeJson(payload));
    if (!parsed.success) {
      deps.log.warn({ payload }, 'unreadable order feed notification');
      return;
    }
    for (const subscriber of subscribers) subscriber(parsed.data);
  };

  async function subscribe(subscriber: (event: OrderFeedEvent) => void): Promise<() => void> {
    listening ??= deps.database.listen(CHANNEL, deliver).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    await listening;
    subscribers.add(subscriber);
    return () => subscribers.delete(subscriber);
  }

  async function close() {
    subscribers.clear();
    const stop = await listening?.catch(() => undefined);
    listening = undefined;
    await stop?.();
  }

  return { subscribe, close, subscriberCount: () => subscribers.size };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
