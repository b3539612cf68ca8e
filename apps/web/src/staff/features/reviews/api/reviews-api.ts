import type { ReviewStatus } from '@aruu/contract/reviews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';

export function useStaffReviews(status: ReviewStatus, page: number) {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/reviews', { query: { status, page } }),
    queryFn: ({ signal }) => call('GET /staff/reviews', { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Approve or reject; every list of reviews is refetched (the review moved between them). */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: number; reason?: string }) =>
      reason === undefined
        ? call('POST /staff/reviews/:review_id/approve', { params: { review_id: reviewId } })
        : call('POST /staff/reviews/:review_id/reject', { params: { review_id: reviewId }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeyOf('GET /staff/reviews').slice(0, 1) }),
  });
}
