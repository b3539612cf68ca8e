import type { ImportDetail, ImportSummary } from '@aruu/contract/staff-import';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { call, queryKeyOf, staffTokens } from '@/staff/shared/api/client';

const running = new Set<ImportSummary['status']>(['checking', 'queued', 'running']);
/** While an import is being checked or run, its page asks for its progress this often. */
const PROGRESS_POLL_MS = 1000;

export function useImports() {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/catalog-imports'),
    queryFn: ({ signal }) => call('GET /staff/catalog-imports', { signal }),
  });
}

export function useImport(id: number | null) {
  const params = { id: String(id) };
  return useQuery({
    queryKey: queryKeyOf('GET /staff/catalog-imports/:id', { params }),
    queryFn: ({ signal }) => call('GET /staff/catalog-imports/:id', { params, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && running.has(query.state.data.status) ? PROGRESS_POLL_MS : false),
  });
}

/**
 * A request `call` cannot make (a file's bytes as the body, a file as the answer), with the
 * employee's token. A 401 means the access token has expired: one call through `call`
 * refreshes it, then the request is sent again.
 */
async function sendRaw(url: string, init: RequestInit = {}): Promise<Response> {
  const attempt = () =>
    fetch(url, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${staffTokens.access() ?? ''}` },
    });
  let response = await attempt();
  if (response.status === 401) {
    await call('GET /staff/me');
    response = await attempt();
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
    throw new ApiError(response.status, (body?.error?.code ?? 'internal_error') as never, body?.error?.message ?? '');
  }
  return response;
}

export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const url = `/api/v1/staff/catalog-imports?file_name=${encodeURIComponent(file.name)}`;
      const response = await sendRaw(url, {
        method: 'POST',
        headers: { 'content-type': file.name.toLowerCase().endsWith('.csv') ? 'text/csv' : 'application/octet-stream' },
        body: file,
      });
      return (await response.json()) as ImportSummary;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeyOf('GET /staff/catalog-imports') }),
  });
}

export function useStartImport(id: number) {
  const client = useQueryClient();
  const params = { id: String(id) };
  return useMutation({
    mutationFn: () => call('POST /staff/catalog-imports/:id/start', { params }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeyOf('GET /staff/catalog-imports/:id', { params }) }),
        client.invalidateQueries({ queryKey: queryKeyOf('GET /staff/catalog-imports') }),
      ]),
  });
}

/** Fetches a file from the API and hands it to the browser as a download. */
export async function download(path: string, fileName: string) {
  const response = await sendRaw(`/api/v1${path}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type { ImportDetail };
