import type { RequestChangeBody, RequestDetail, RequestKind, RequestStatus } from '@aruu/contract/staff-requests';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';

/** As the address carries them: numbers too are text until the server parses them. */
export interface RequestsFilters {
  status?: RequestStatus;
  kind?: RequestKind;
  assignee?: string;
  page?: string;
}

/** How often the menu's count of new requests is read again while the staff app is open. */
const COUNT_REFRESH_MS = 60_000;

export function useRequestsPage(query: RequestsFilters) {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/requests', { query }),
    queryFn: ({ signal }) => call('GET /staff/requests', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The menu's badge: new requests, read again every minute and after every change. */
export function useNewRequestsCount(): number | undefined {
  const counts = useQuery({
    queryKey: queryKeyOf('GET /staff/requests/counts'),
    queryFn: ({ signal }) => call('GET /staff/requests/counts', { signal }),
    refetchInterval: COUNT_REFRESH_MS,
  });
  return counts.data?.new;
}

export function useAssignees() {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/requests/assignees'),
    queryFn: ({ signal }) => call('GET /staff/requests/assignees', { signal }),
  });
}

const paramsOf = (kind: RequestKind, id: number) => ({ kind, id: String(id) });

export function useRequest(kind: RequestKind, id: number) {
  const params = paramsOf(kind, id);
  return useQuery({
    queryKey: queryKeyOf('GET /staff/requests/:kind/:id', { params }),
    queryFn: ({ signal }) => call('GET /staff/requests/:kind/:id', { params, signal }),
  });
}

/** Every change answers with the request as it now is: shown at once, and the list and count read again. */
function useRequestChange<Input>(kind: RequestKind, id: number, change: (input: Input) => Promise<RequestDetail>) {
  const queryClient = useQueryClient();
  const params = paramsOf(kind, id);
  return useMutation({
    mutationFn: change,
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeyOf('GET /staff/requests/:kind/:id', { params }), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('GET /staff/requests') });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('GET /staff/requests/counts') });
    },
  });
}

export const useChangeRequest = (kind: RequestKind, id: number) =>
  useRequestChange(kind, id, (body: RequestChangeBody) =>
    call('PATCH /staff/requests/:kind/:id', { params: paramsOf(kind, id), body }),
  );

export const useAddNote = (kind: RequestKind, id: number) =>
  useRequestChange(kind, id, (text: string) =>
    call('POST /staff/requests/:kind/:id/notes', { params: paramsOf(kind, id), body: { text } }),
  );

export const useReply = (kind: RequestKind, id: number) =>
  useRequestChange(kind, id, (text: string) =>
    call('POST /staff/requests/:kind/:id/replies', { params: paramsOf(kind, id), body: { text } }),
  );
