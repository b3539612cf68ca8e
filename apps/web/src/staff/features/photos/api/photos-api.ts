import type { UpdatePhotoBody } from '@aruu/contract/staff-photos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';

const photosKey = (productId: number) =>
  queryKeyOf('GET /staff/products/:id/photos', { params: { id: String(productId) } });

export function useProductPhotos(productId: number) {
  return useQuery({
    queryKey: photosKey(productId),
    queryFn: ({ signal }) => call('GET /staff/products/:id/photos', { params: { id: String(productId) }, signal }),
  });
}

/** Uploads one file as multipart through the one client, telling how much of it has been sent (0…1). */
export async function uploadPhoto(
  productId: number,
  file: File,
  variationId: number | null,
  onProgress: (share: number) => void,
): Promise<void> {
  const form = new FormData();
  if (variationId !== null) form.append('variation_id', String(variationId));
  form.append('file', file);
  await call('POST /staff/products/:id/photos', {
    params: { id: String(productId) },
    form,
    onUploadProgress: onProgress,
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
