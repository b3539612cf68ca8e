import type { Review } from '@aruu/contract/reviews';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Picture } from '@/shared/ui/picture';
import { Stars } from '@/shared/ui/stars';

interface ReviewItemProps {
  review: Review;
  /** Absent for a visitor who is not signed in (voting needs an account). */
  onHelpful?: (helpful: boolean) => void;
}

export function ReviewItem({ review, onHelpful }: ReviewItemProps) {
  const { t } = useTranslation('reviews');
  const formatDateTime = useFormatDateTime();
  return (
    <li className="flex flex-col gap-3 border-t border-olive-200 py-6 dark:border-graphite-700" data-review={review.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} />
        <span className="sr-only">{t('item.rating', { rating: review.rating })}</span>
        <span className="font-medium text-graphite-900 dark:text-graphite-100">{review.author}</span>
        <time dateTime={review.published_at} className="text-sm text-graphite-600 dark:text-graphite-300">
          {formatDateTime(review.published_at)}
        </time>
        {review.verified_purchase && (
          <span className="rounded-full bg-olive-100 px-2.5 py-0.5 text-xs font-medium text-olive-800 dark:bg-olive-900 dark:text-olive-100">
            {t('item.verified')}
          </span>
        )}
      </div>
      <p className="whitespace-pre-line text-graphite-800 dark:text-graphite-100">{review.text}</p>
      {review.photos.length > 0 && (
        <div className="flex gap-2">
          {review.photos.map((photo) => (
            <Picture
              key={photo.id}
              photo={photo}
              alt={t('item.photo', { author: review.author })}
              sizes="96px"
              className="size-24 rounded-xl object-cover"
            />
          ))}
        </div>
      )}
      <div>
        <button
          type="button"
          disabled={!onHelpful}
          aria-pressed={review.voted_helpful ?? false}
          onClick={() => onHelpful?.(!review.voted_helpful)}
          className="min-h-11 rounded-full px-4 text-sm text-graphite-700 ring-1 ring-olive-200 hover:bg-olive-50 disabled:cursor-default disabled:hover:bg-transparent aria-pressed:bg-olive-100 aria-pressed:text-olive-900 dark:text-graphite-200 dark:ring-graphite-700 dark:hover:bg-graphite-800 dark:aria-pressed:bg-olive-900 dark:aria-pressed:text-olive-50"
        >
          {t('item.helpful', { count: review.helpful_count })}
        </button>
      </div>
    </li>
  );
}
