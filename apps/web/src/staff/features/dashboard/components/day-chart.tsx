import type { Dashboard } from '@aruu/contract/staff-dashboard';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';

/**
 * Revenue by day as plain SVG bars (no chart library): one bar per day, the tallest day full
 * height; each bar's title gives the figures to a pointer or a screen reader.
 */
export function DayChart({ days }: { days: Dashboard['by_day'] }) {
  const { t } = useTranslation('staffDashboard');
  const formatSom = useFormatSom();
  const highest = Math.max(1, ...days.map((day) => day.revenue));
  const width = 300;
  const height = 100;
  const slot = width / days.length;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-40 w-full text-olive-600"
        role="img"
        aria-labelledby="day-chart-title"
      >
        <title id="day-chart-title">{t('chartTitle')}</title>
        {days.map((day, index) => {
          const barHeight = (day.revenue / highest) * (height - 2);
          return (
            <rect
              key={day.date}
              x={index * slot + slot * 0.15}
              y={height - barHeight}
              width={slot * 0.7}
              height={Math.max(barHeight, 0.5)}
              className="fill-current"
            >
              <title>{t('bar', { date: day.date, orders: day.orders, revenue: formatSom(day.revenue) })}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-graphite-600 dark:text-graphite-400">
        <span>{days[0]?.date}</span>
        <span>{days.at(-1)?.date}</span>
      </figcaption>
    </figure>
  );
}
