import type { RatingSummary as Summary } from '@aruu/contract/reviews';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Stars } from '@/shared/ui/stars';

/** The average in large type and one bar per rating, 5★ down to 1★. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('reviews');
  if (summary.average === null) {
    return <p className="text-graphite-700 dark:text-graphite-300">{t('summary.none')}</p>;
  }
  const widest = Math.max(...summary.distribution, 1);
  return (
    <div className="flex flex-wrap items-center gap-x-10 gap-y-4" data-rating-summary>
      <div className="flex flex-col gap-1">
        <p className="font-display text-5xl text-graphite-900 dark:text-olive-50">
          <span className="sr-only">{t('summary.average', { average: summary.average })}</span>
          <span aria-hidden="true" data-rating-average>
            {summary.average.toFixed(1)}
          </span>
        </p>
        <Stars value={summary.average} size={20} />
        <p className="text-sm text-graphite-700 dark:text-graphite-300">
          {t('summary.count', { count: summary.count })}
        </p>
      </div>
      <ul className="flex min-w-56 flex-1 flex-col gap-1.5 sm:max-w-sm">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="sr-only">{t('summary.bar', { stars, count })}</span>
              <span aria-hidden="true" className="w-6 text-graphite-700 dark:text-graphite-300">
                {stars}★
              </span>
              <span
                aria-hidden="true"
                className="h-2 flex-1 overflow-hidden rounded-full bg-olive-100 dark:bg-graphite-700"
              >
                <span
                  className="block h-full rounded-full bg-amber-500"
                  style={{ width: `${(count / widest) * 100}%` }}
                />
              </span>
              <span aria-hidden="true" className="w-8 text-right text-graphite-700 tabular-nums dark:text-graphite-300">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
