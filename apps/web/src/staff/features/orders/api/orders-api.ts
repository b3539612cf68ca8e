import type { OrderFeedEvent, StaffOrderListQuery } from '@aruu/contract/staff-orders';
import { keepPreviousData, type Query, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLanguage } from '@/shared/i18n/use-language';
import { call, queryKeyOf } from '@/staff/shared/api/client';

/** The board, the order pages and the picking list: everything an order change may alter. */
const isOrdersQuery = (query: Query) => String(query.queryKey[0]).startsWith('GET /staff/orders');

export function useOrdersBoard(query: StaffOrderListQuery) {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/orders', { query }),
    queryFn: ({ signal }) => call('GET /staff/orders', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The order's lines and shop are named in the interface's language (the packing slip prints them),
 * so the language is part of the key: switching it asks again.
 */
export function useStaffOrder(orderId: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeyOf('GET /staff/orders/:order_id', { params: { order_id: String(orderId) } }), language],
    queryFn: ({ signal }) => call('GET /staff/orders/:order_id', { params: { order_id: String(orderId) }, signal }),
  });
}

/** The picking list, of one location when `location` names one (a worker's own shop). */
export function usePickingList(location = '') {
  const query = location ? { location } : {};
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeyOf('GET /staff/orders/picking-list', { query }), language],
    queryFn: ({ signal }) => call('GET /staff/orders/picking-list', { query, signal }),
  });
}

/** After a change the order's page shows the answer, and the board counts again. */
export function useOrderChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ predicate: isOrdersQuery }) });
}

export function useFulfil(orderId: number) {
  return useOrderChange((body: { status: 'assembly' | 'ready' | 'delivery' | 'delivered' }) =>
    call('POST /staff/orders/:order_id/fulfil', { params: { order_id: String(orderId) }, body }),
  );
}

/** Takes back staff's last status change, while the order page offers it. */
export function useUndoStatus(orderId: number) {
  return useOrderChange((body: { from: 'assembly' | 'ready' | 'delivery' | 'delivered' }) =>
    call('POST /staff/orders/:order_id/undo-status', { params: { order_id: String(orderId) }, body }),
  );
}

export function useCancel(orderId: number) {
  return useOrderChange((body: { note: string }) =>
    call('POST /staff/orders/:order_id/cancel', { params: { order_id: String(orderId) }, body }),
  );
}

/** Records the money of a cash or bank-transfer order; a repeat changes nothing. */
export function useMarkPaid(orderId: number) {
  return useOrderChange(() =>
    call('POST /staff/orders/:order_id/mark-paid', { params: { order_id: String(orderId) }, body: {} }),
  );
}

/**
 * Cancels a paid order and refunds what is left of its card payment. The server cancels it once:
 * a second click finds it cancelled and is refused, so it cannot refund twice.
 */
export function useCancelPaid(orderId: number) {
  return useOrderChange((body: { note: string }) =>
    call('POST /staff/orders/:order_id/cancel-paid', { params: { order_id: String(orderId) }, body }),
  );
}

export function useAddNote(orderId: number) {
  return useOrderChange((body: { text: string }) =>
    call('POST /staff/orders/:order_id/notes', { params: { order_id: String(orderId) }, body }),
  );
}

/**
 * The live feed: a ticket from the API opens an EventSource (which cannot send the access token);
 * every event refreshes the board, and `onCreated` hears of new orders. A dropped stream is opened
 * again with a fresh ticket, and the board refetches then, since events may have been missed.
 */
export function useOrderFeed(onCreated: (event: OrderFeedEvent) => void) {
  const client = useQueryClient();
  const created = useRef(onCreated);
  created.current = onCreated;
  useEffect(() => {
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const refresh = () => client.invalidateQueries({ predicate: isOrdersQuery });
    const open = async () => {
      try {
        const { ticket } = await call('POST /staff/orders/events/ticket', {});
        if (closed) return;
        source = new EventSource(`/api/v1/staff/orders/events?ticket=${encodeURIComponent(ticket)}`);
        source.addEventListener('open', refresh);
        source.addEventListener('order', (message) => {
          const event = JSON.parse((message as MessageEvent<string>).data) as OrderFeedEvent;
          refresh();
          if (event.kind === 'created') created.current(event);
        });
        source.addEventListener('error', () => {
          source?.close();
          retry = setTimeout(open, 5000);
        });
      } catch {
        if (!closed) retry = setTimeout(open, 5000);
      }
    };
    void open();
    return () => {
      closed = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [client]);
}
