import type { NewReviewBody, ReviewChanges, ReviewSort } from '@aruu/contract/reviews';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/shared/api/client';

/** Every page and sort of one product's reviews (`[key, params]`, see queryKeyOf). */
const reviewsKey = (productId: number) =>
  queryKeyOf('GET /products/:id/reviews', { params: { id: productId } }).slice(0, 2);
const myReviewKey = (productId: number) => queryKeyOf('GET /products/:id/reviews/mine', { params: { id: productId } });

/** A product's reviews in `sort` order, the first `pageSize` of them. */
export function productReviewsQuery(productId: number, sort: ReviewSort, pageSize: number) {
  const input = { params: { id: productId }, query: { sort, page_size: pageSize } };
  return queryOptions({
    queryKey: queryKeyOf('GET /products/:id/reviews', input),
    queryFn: ({ signal }) => call('GET /products/:id/reviews', { ...input, signal }),
  });
}

/** The page and sort the product page opens its reviews at. */
export const FIRST_REVIEWS = { sort: 'newest', pageSize: 10 } as const satisfies { sort: ReviewSort; pageSize: number };

/** The reviews the product page shows first (what the server fetches before rendering it). */
export const firstReviewsQuery = (productId: number) =>
  productReviewsQuery(productId, FIRST_REVIEWS.sort, FIRST_REVIEWS.pageSize);

export function useProductReviews(productId: number, sort: ReviewSort, pageSize: number) {
  return useQuery({ ...productReviewsQuery(productId, sort, pageSize), placeholderData: keepPreviousData });
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

/** Adds one photo to the shopper's review (multipart), telling how much of it has been sent (0…1). */
export function useUploadReviewPhoto(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      reviewId,
      file,
      onProgress,
    }: {
      reviewId: number;
      file: File;
      onProgress: (share: number) => void;
    }) => {
      const form = new FormData();
      form.append('file', file);
      return call('POST /reviews/:review_id/photos', {
        params: { review_id: reviewId },
        form,
        onUploadProgress: onProgress,
      });
    },
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
