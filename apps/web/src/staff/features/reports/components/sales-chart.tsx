import type { SalesRow } from '@aruu/contract/staff-reports';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Net revenue per day, week or month as bars and the margin as a line over them, in plain SVG (no
 * chart library): zero is a baseline, so a period lost to refunds dips below it. Each bar's title
 * gives its figures to a pointer or a screen reader.
 */
export function SalesChart({ rows }: { rows: SalesRow[] }) {
  const { t } = useTranslation('staffReports');
  const formatSom = useFormatSom();
  const values = rows.flatMap((row) => [row.current.net_revenue, row.current.margin]);
  const top = Math.max(1, ...values);
  const bottom = Math.min(0, ...values);
  const y = (value: number) => ((top - value) / (top - bottom)) * (HEIGHT - 4) + 2;
  const slot = WIDTH / Math.max(1, rows.length);
  const marginPath = rows
    .map((row, index) => `${index === 0 ? 'M' : 'L'}${(index + 0.5) * slot},${y(row.current.margin)}`)
    .join(' ');
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-48 w-full"
        role="img"
        aria-labelledby="sales-chart-title"
      >
        <title id="sales-chart-title">{t('chart.title')}</title>
        <line x1={0} x2={WIDTH} y1={y(0)} y2={y(0)} className="stroke-graphite-300" strokeWidth={1} />
        {rows.map((row, index) => {
          const value = row.current.net_revenue;
          return (
            <rect
              key={row.key ?? index}
              x={index * slot + slot * 0.15}
              y={Math.min(y(value), y(0))}
              width={slot * 0.7}
              height={Math.max(Math.abs(y(value) - y(0)), 0.5)}
              className="fill-olive-500"
            >
              <title>
                {t('chart.point', {
                  key: row.label,
                  revenue: formatSom(value / 100),
                  margin: formatSom(row.current.margin / 100),
                })}
              </title>
            </rect>
          );
        })}
        <path
          d={marginPath}
          fill="none"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          className="stroke-rose-600"
        />
      </svg>
      <figcaption className="mt-1 flex flex-wrap justify-between gap-2 text-xs text-graphite-600 dark:text-graphite-400">
        <span>{rows[0]?.label}</span>
        <span className="flex gap-4">
          <span className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block size-3 bg-olive-500" /> {t('chart.revenue')}
          </span>
          <span className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-rose-600" /> {t('chart.margin')}
          </span>
        </span>
        <span>{rows.at(-1)?.label}</span>
      </figcaption>
    </figure>
  );
}
