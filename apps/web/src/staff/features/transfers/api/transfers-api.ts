import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency-headers';
import type { TransferBody, TransferListQuery, TransferReceiptBody } from '@aruu/contract/staff-transfers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';
import { useStaffLocations } from '@/staff/shared/location/work-location';

export function useTransfers(query: TransferListQuery) {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/transfers', { query }),
    queryFn: ({ signal }) => call('GET /staff/transfers', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The active locations a transfer may leave or reach (the staff app's one list of locations). */
export function useTransferPlaces() {
  const locations = useStaffLocations();
  return { ...locations, data: locations.data?.filter((location) => location.active) };
}

const transferParams = (transferId: number) => ({ transfer_id: String(transferId) });

export function useTransfer(transferId: number) {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/transfers/:transfer_id', { params: transferParams(transferId) }),
    queryFn: ({ signal }) => call('GET /staff/transfers/:transfer_id', { params: transferParams(transferId), signal }),
  });
}

/** A step changes the transfer and the stock at both places: lists, the transfer and stock read again. */
function invalidateTransfers(client: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    (['GET /staff/transfers', 'GET /staff/transfers/:transfer_id', 'GET /staff/stock'] as const).map((key) =>
      client.invalidateQueries({ queryKey: queryKeyOf(key).slice(0, 1) }),
    ),
  );
}

/** A new transfer sent with its idempotency key: a retry with the same key is not made twice. */
export function useCreateTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TransferBody; key: string }) =>
      call('POST /staff/transfers', { body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
    onSuccess: () => invalidateTransfers(client),
  });
}

export function useDispatchTransfer(transferId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /staff/transfers/:transfer_id/dispatch', { params: transferParams(transferId) }),
    onSuccess: () => invalidateTransfers(client),
  });
}

export function useReceiveTransfer(transferId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferReceiptBody) =>
      call('POST /staff/transfers/:transfer_id/receive', { params: transferParams(transferId), body }),
    onSuccess: () => invalidateTransfers(client),
  });
}

export function useCancelTransfer(transferId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /staff/transfers/:transfer_id/cancel', { params: transferParams(transferId) }),
    onSuccess: () => invalidateTransfers(client),
  });
}
