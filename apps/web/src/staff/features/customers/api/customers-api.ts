import type { CustomerListQuery } from '@aruu/contract/staff-customers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';

export function useCustomers(query: CustomerListQuery) {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/customers', { query }),
    queryFn: ({ signal }) => call('GET /staff/customers', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: number) {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/customers/:id', { params: { id: String(id) } }),
    queryFn: ({ signal }) => call('GET /staff/customers/:id', { params: { id: String(id) }, signal }),
  });
}

/** Blocks with a reason or unblocks with a note; the page shows the answer and lists refetch. */
export function useSetBlocked(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ blocked, text }: { blocked: boolean; text: string }) =>
      blocked
        ? call('POST /staff/customers/:id/block', { params: { id: String(id) }, body: { reason: text } })
        : call('POST /staff/customers/:id/unblock', { params: { id: String(id) }, body: { note: text } }),
    onSuccess: (customer) => {
      client.setQueryData(queryKeyOf('GET /staff/customers/:id', { params: { id: String(id) } }), customer);
      return client.invalidateQueries({ queryKey: queryKeyOf('GET /staff/customers').slice(0, 1) });
    },
  });
}
