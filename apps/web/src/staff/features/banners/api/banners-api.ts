import type { Language } from '@aruu/contract/common';
import type { ErrorResponse } from '@aruu/contract/errors';
import type { CreateBannerBody, UpdateBannerBody } from '@aruu/contract/staff-banners';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { call, queryKeyOf, staffTokens } from '@/staff/shared/api/client';

const bannersKey = queryKeyOf('GET /staff/banners');

export function useStaffBanners() {
  return useQuery({ queryKey: bannersKey, queryFn: ({ signal }) => call('GET /staff/banners', { signal }) });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: bannersKey });
}

export function useCreateBanner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateBannerBody) => call('POST /staff/banners', { body }),
    onSuccess: refresh,
  });
}

export function useUpdateBanner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateBannerBody }) =>
      call('PATCH /staff/banners/:id', { params: { id: String(id) }, body }),
    onSuccess: refresh,
  });
}

export function useReorderBanners() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call('PUT /staff/banners/order', { body: { banner_ids: ids } }),
    onSuccess: (list) => client.setQueryData(bannersKey, list),
  });
}

export function useRemoveBannerImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, lang }: { id: number; lang: Language }) =>
      call('DELETE /staff/banners/:id/images/:lang', { params: { id: String(id), lang } }),
    onSuccess: refresh,
  });
}

/**
 * Uploads one language's picture as multipart. The banner list is asked for first so that the
 * client renews an expired access token before the upload uses it.
 */
export function useUploadBannerImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, lang, file }: { id: number; lang: Language; file: File }) => {
      await call('GET /staff/banners');
      const form = new FormData();
      form.append('file', file);
      const token = staffTokens.access();
      const response = await fetch(`/api/v1/staff/banners/${id}/images/${lang}`, {
        method: 'POST',
        body: form,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) {
        const json = (await response.json().catch(() => null)) as ErrorResponse | null;
        throw new ApiError(
          response.status,
          json?.error.code ?? 'internal_error',
          json?.error.message ?? '',
          json?.error.fields,
        );
      }
    },
    onSuccess: refresh,
  });
}
