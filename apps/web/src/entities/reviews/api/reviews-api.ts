import type { ErrorResponse } from '@aruu/contract/errors';
import type { MyReview, NewReviewBody, ReviewChanges, ReviewSort } from '@aruu/contract/reviews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { call, queryKeyOf } from '@/shared/api/client';
import { tokens } from '@/shared/api/tokens';

/** Every page and sort of one product's reviews (`[key, params]`, see queryKeyOf). */
const reviewsKey = (productId: number) =>
  queryKeyOf('GET /products/:id/reviews', { params: { id: productId } }).slice(0, 2);
const myReviewKey = (productId: number) => queryKeyOf('GET /products/:id/reviews/mine', { params: { id: productId } });

export function useProductReviews(productId: number, sort: ReviewSort, pageSize: number) {
  return useQuery({
    queryKey: queryKeyOf('GET /products/:id/reviews', {
      params: { id: productId },
      query: { sort, page_size: pageSize },
    }),
    queryFn: ({ signal }) =>
      call('GET /products/:id/reviews', { params: { id: productId }, query: { sort, page_size: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyReview(productId: number, signedIn: boolean) {
  return useQuery({
    queryKey: myReviewKey(productId),
    queryFn: ({ signal }) => call('GET /products/:id/reviews/mine', { params: { id: productId }, signal }),
    enabled: signedIn,
  });
}

/** Writes a new review or changes the shopper's own; the answer replaces the cached one. */
export function useSaveReview(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId?: number; body: NewReviewBody & ReviewChanges }) =>
      reviewId === undefined
        ? call('POST /products/:id/reviews', { params: { id: productId }, body })
        : call('PATCH /reviews/:review_id', { params: { review_id: reviewId }, body }),
    onSuccess: (review) => {
      client.setQueryData(myReviewKey(productId), { review });
      // An edited published review leaves the page until it is approved again.
      return client.invalidateQueries({ queryKey: reviewsKey(productId) });
    },
  });
}

/**
 * Adds one photo to the shopper's review: multipart, which the JSON client does not send, so
 * this one request goes through fetch with the session's token.
 */
export async function uploadReviewPhoto(reviewId: number, file: File): Promise<MyReview> {
  const form = new FormData();
  form.append('file', file);
  const access = tokens.access();
  const response = await fetch(`/api/v1/reviews/${reviewId}/photos`, {
    method: 'POST',
    headers: access ? { authorization: `Bearer ${access}` } : {},
    body: form,
  }).catch(() => {
    throw new ApiError(0, 'network_error', 'Network error');
  });
  const json = (await response.json().catch(() => null)) as (MyReview & ErrorResponse) | null;
  if (response.ok && json) return json;
  const error = json?.error;
  throw error
    ? new ApiError(response.status, error.code, error.message, error.fields)
    : new ApiError(response.status, 'internal_error', 'Upload failed');
}

export function useUploadReviewPhoto(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, file }: { reviewId: number; file: File }) => uploadReviewPhoto(reviewId, file),
    onSuccess: (review) => client.setQueryData(myReviewKey(productId), { review }),
  });
}

export function useHelpfulVote(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, helpful }: { reviewId: number; helpful: boolean }) =>
      call('POST /reviews/:review_id/helpful', { params: { review_id: reviewId }, body: { helpful } }),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsKey(productId) }),
  });
}
