import type { ReviewSort } from '@aruu/contract/reviews';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { useSignedIn } from '@/shared/session/use-signed-in';
import { Button, buttonClass } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/form-field';
import { Spinner } from '@/shared/ui/spinner';
import { FIRST_REVIEWS, useHelpfulVote, useMyReview, useProductReviews } from '../api/reviews-api';
import { RatingSummary } from './rating-summary';
import { ReviewItem } from './review-item';

/**
 * Only a signed-in shopper ever sees the form, so its code (and the contract's schemas it
 * reaches) loads when it is first shown, not with every product page.
 */
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

/** The product page's reviews: the summary, the shopper's own review or the form, then the list. */
export function ProductReviews({ productId }: { productId: number }) {
  const { t } = useTranslation('reviews');
  const signedIn = useSignedIn();
  const [sort, setSort] = useState<ReviewSort>(FIRST_REVIEWS.sort);
  const [shown, setShown] = useState<number>(FIRST_REVIEWS.pageSize);
  const reviews = useProductReviews(productId, sort, shown);
  const vote = useHelpfulVote(productId);
  const page = reviews.data;

  return (
    <section aria-labelledby="reviews-heading" className="mt-14 flex flex-col gap-8" data-product-reviews>
      <h2 id="reviews-heading" className="font-display text-2xl text-graphite-900 md:text-3xl dark:text-olive-50">
        {t('title')}
      </h2>
      {page && <RatingSummary summary={page.summary} />}
      <OwnReview productId={productId} signedIn={signedIn} />
      {page && page.items.length > 0 && (
        <div className="flex flex-col gap-2">
          <div className="max-w-56">
            <SelectField
              label={t('sort.label')}
              value={sort}
              onChange={(event) => setSort(event.target.value as ReviewSort)}
            >
              <option value="newest">{t('sort.newest')}</option>
              <option value="helpful">{t('sort.helpful')}</option>
            </SelectField>
          </div>
          <ul>
            {page.items.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                onHelpful={signedIn ? (helpful) => vote.mutate({ reviewId: review.id, helpful }) : undefined}
              />
            ))}
          </ul>
          {page.total > page.items.length && (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => setShown((count) => count + FIRST_REVIEWS.pageSize)}
            >
              {t('more')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

function OwnReview({ productId, signedIn }: { productId: number; signedIn: boolean }) {
  const { t } = useTranslation('reviews');
  const location = useLocation();
  const mine = useMyReview(productId, signedIn);
  const [editing, setEditing] = useState(false);
  if (!signedIn) {
    return (
      <Link
        to={paths.authThenBack(`${location.pathname}${location.search}`)}
        className={buttonClass('secondary', 'self-start')}
      >
        {t('form.signIn')}
      </Link>
    );
  }
  if (!mine.data) return null;
  const review = mine.data.review;
  if (!review || editing) {
    return (
      <div className="flex flex-col gap-4 rounded-3xl bg-olive-50 p-6 dark:bg-graphite-800">
        <h3 className="font-display text-xl">{review ? t('form.editTitle') : t('form.title')}</h3>
        <Suspense fallback={<Spinner />}>
          <ReviewForm
            productId={productId}
            review={review ?? undefined}
            onSending={() => setEditing(true)}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <div
      className="flex flex-wrap items-center gap-4 rounded-3xl bg-olive-50 p-6 dark:bg-graphite-800"
      data-own-review={review.status}
    >
      <p className="flex-1">{t(`status.${review.status}`, { reason: review.rejection_reason ?? '' })}</p>
      <Button variant="secondary" onClick={() => setEditing(true)}>
        {t('form.edit')}
      </Button>
    </div>
  );
}
