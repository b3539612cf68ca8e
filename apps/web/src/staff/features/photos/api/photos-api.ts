import type { ErrorResponse } from '@aruu/contract/errors';
import type { UpdatePhotoBody } from '@aruu/contract/staff-photos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { call, queryKeyOf, staffTokens } from '@/staff/shared/api/client';

const photosKey = (productId: number) =>
  queryKeyOf('GET /staff/products/:id/photos', { params: { id: String(productId) } });

export function useProductPhotos(productId: number) {
  return useQuery({
    queryKey: photosKey(productId),
    queryFn: ({ signal }) => call('GET /staff/products/:id/photos', { params: { id: String(productId) }, signal }),
  });
}

function errorOfXhr(xhr: XMLHttpRequest): ApiError {
  try {
    const { error } = JSON.parse(xhr.responseText) as ErrorResponse;
    return new ApiError(xhr.status, error.code, error.message, error.fields);
  } catch {
    return new ApiError(xhr.status, xhr.status === 0 ? 'network_error' : 'internal_error', 'Upload failed');
  }
}

/**
 * Uploads one file as multipart with its progress (0…1). `fetch` reports no upload progress,
 * hence XMLHttpRequest; the photo list is asked for first so that the client renews an expired
 * access token the usual way before the upload uses it.
 */
export async function uploadPhoto(
  productId: number,
  file: File,
  variationId: number | null,
  onProgress: (share: number) => void,
): Promise<void> {
  await call('GET /staff/products/:id/photos', { params: { id: String(productId) } });
  const form = new FormData();
  if (variationId !== null) form.append('variation_id', String(variationId));
  form.append('file', file);
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1/staff/products/${productId}/photos`);
    const token = staffTokens.access();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => (xhr.status === 201 ? resolve() : reject(errorOfXhr(xhr)));
    xhr.onerror = () => reject(errorOfXhr(xhr));
    xhr.send(form);
  });
}

export function useRefreshPhotos(productId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: photosKey(productId) });
}

export function useUpdatePhoto(productId: number) {
  const refresh = useRefreshPhotos(productId);
  return useMutation({
    mutationFn: ({ photoId, body }: { photoId: number; body: UpdatePhotoBody }) =>
      call('PATCH /staff/products/:id/photos/:photo_id', {
        params: { id: String(productId), photo_id: String(photoId) },
        body,
      }),
    onSuccess: refresh,
  });
}

export function useReorderPhotos(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photoIds: number[]) =>
      call('PUT /staff/products/:id/photos/order', {
        params: { id: String(productId) },
        body: { photo_ids: photoIds },
      }),
    onSuccess: (photos) => client.setQueryData(photosKey(productId), photos),
  });
}

export function useDeletePhoto(productId: number) {
  const refresh = useRefreshPhotos(productId);
  return useMutation({
    mutationFn: (photoId: number) =>
      call('DELETE /staff/products/:id/photos/:photo_id', {
        params: { id: String(productId), photo_id: String(photoId) },
      }),
    onSuccess: refresh,
  });
}
