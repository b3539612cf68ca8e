import { type ReviewStatus, reviewStatuses } from '@aruu/contract/reviews';
import type { StaffReview } from '@aruu/contract/staff-reviews';
import { type FormEvent, useState } from 'react';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextAreaField } from '@/shared/ui/form-field';
import { Picture } from '@/shared/ui/picture';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { Stars } from '@/shared/ui/stars';
import { toast } from '@/shared/ui/toast';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useModerateReview, useStaffReviews } from '../api/reviews-api';

/** `/staff/reviews`: shoppers' reviews waiting for moderation (held ones say why), and the decided ones. */
export function Component() {
  const { t } = useTranslation('staffReviews');
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [page, setPage] = useState(1);
  const reviews = useStaffReviews(status, page);
  const data = reviews.data;
  return (
    <>
      <PageHeader title={t('title')} />
      <div role="tablist" className="mb-6 flex flex-wrap gap-2">
        {reviewStatuses.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === status}
            onClick={() => {
              setStatus(tab);
              setPage(1);
            }}
            className="min-h-11 rounded-full px-4 text-sm ring-1 ring-olive-200 aria-selected:bg-olive-700 aria-selected:text-white dark:ring-graphite-700 dark:aria-selected:bg-olive-300 dark:aria-selected:text-graphite-900"
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      {reviews.isError && <QueryError error={reviews.error} onRetry={() => reviews.refetch()} />}
      {!data && !reviews.isError && <Spinner />}
      {data?.items.length === 0 && <p className="text-graphite-600 dark:text-graphite-300">{t('empty')}</p>}
      <ul className="flex flex-col gap-4">
        {data?.items.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </ul>
      {data && data.total > data.page_size && (
        <div className="mt-6 flex gap-2">
          <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <Button variant="secondary" disabled={page * data.page_size >= data.total} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </div>
      )}
    </>
  );
}

function ReviewCard({ review }: { review: StaffReview }) {
  const { t } = useTranslation('staffReviews');
  const errorText = useErrorText();
  const moderate = useModerateReview();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = (reasonGiven?: string) =>
    moderate.mutate(
      { reviewId: review.id, reason: reasonGiven },
      {
        onSuccess: () => toast.success(reasonGiven === undefined ? t('approved') : t('rejected')),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  const submitRejection = (event: FormEvent) => {
    event.preventDefault();
    decide(reason);
  };
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-olive-200 dark:bg-graphite-800 dark:ring-graphite-700"
      data-staff-review={review.id}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Stars value={review.rating} />
        <span className="sr-only">{t('rating', { rating: review.rating })}</span>
        <span className="font-medium">{review.product.title}</span>
        <span className="min-w-0 text-graphite-600 wrap-anywhere dark:text-graphite-300">
          {review.author.name} · {review.author.email}
        </span>
        {review.verified_purchase && <span className="text-olive-700 dark:text-olive-300">{t('verified')}</span>}
      </div>
      {review.hold_reasons.length > 0 && (
        <p
          className="rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-800 dark:bg-rose-950 dark:text-rose-200"
          data-hold-reasons
        >
          {t('held', { reasons: review.hold_reasons.map((reasonCode) => t(`holdReasons.${reasonCode}`)).join(', ') })}
        </p>
      )}
      <p className="whitespace-pre-line wrap-anywhere">{review.text}</p>
      {review.photos.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {review.photos.map((photo) => (
            <Picture
              key={photo.id}
              photo={photo}
              alt={t('photo')}
              sizes="96px"
              className="size-24 rounded-xl object-cover"
            />
          ))}
        </div>
      )}
      {review.rejection_reason && (
        <p className="text-sm text-graphite-700 dark:text-graphite-300">
          {t('rejectedBecause', { reason: review.rejection_reason })}
        </p>
      )}
      {rejecting ? (
        <form onSubmit={submitRejection} className="flex flex-col gap-3">
          <TextAreaField
            label={t('reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={2}
            required
          />
          <div className="flex gap-2">
            <Button type="submit" variant="danger" loading={moderate.isPending} disabled={!reason.trim()}>
              {t('confirmReject')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setRejecting(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {review.status !== 'published' && (
            <Button onClick={() => decide()} loading={moderate.isPending}>
              {t('approve')}
            </Button>
          )}
          {review.status !== 'rejected' && (
            <Button variant="secondary" onClick={() => setRejecting(true)}>
              {t('reject')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
