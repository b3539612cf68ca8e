import type { StockVariation } from '@aruu/contract/staff-stock';
import { useTranslation } from '@/shared/i18n/use-translation';

/**
 * A variation's units at each location, as a narrow table that fits a phone held upright: free,
 * held for orders, and on the road to it. The worker's own location (`picked`) stands out.
 */
export function LocationStock({ variation, picked }: { variation: StockVariation; picked: string }) {
  const { t } = useTranslation('staffStock');
  const numeric = 'w-14 py-1 pl-1 text-right';
  return (
    <table className="mt-2 w-full text-sm tabular-nums" data-location-stock>
      <caption className="sr-only">{t('locations.caption')}</caption>
      <thead>
        <tr className="text-xs text-graphite-700 dark:text-graphite-300">
          <th scope="col" className="py-1 text-left font-normal">
            {t('locations.location')}
          </th>
          <th scope="col" className={`${numeric} font-normal`}>
            {t('locations.free')}
          </th>
          <th scope="col" className={`${numeric} font-normal`}>
            {t('locations.reserved')}
          </th>
          <th scope="col" className={`${numeric} font-normal`}>
            {t('locations.incoming')}
          </th>
        </tr>
      </thead>
      <tbody>
        {variation.locations.map((at) => (
          <tr
            key={at.location_id}
            data-location={at.code}
            aria-current={at.code === picked ? 'true' : undefined}
            className={`border-t border-graphite-200 dark:border-graphite-700 ${at.code === picked ? 'bg-olive-100/60 font-medium dark:bg-graphite-800' : ''}`}
          >
            <th scope="row" className="py-1 text-left font-[inherit] break-words">
              {at.name}
              {at.low && (
                <span className="ml-1 inline-block whitespace-nowrap rounded-full bg-rose-100 px-1.5 text-xs text-rose-800 dark:bg-rose-900/40 dark:text-rose-200">
                  {t('locations.low', { threshold: at.low_stock_threshold })}
                </span>
              )}
              {!at.sells && (
                <span className="ml-1 text-xs text-graphite-700 dark:text-graphite-300">
                  {t('locations.notSelling')}
                </span>
              )}
            </th>
            <td className={numeric}>{at.stock}</td>
            <td className={numeric}>{at.reserved}</td>
            <td className={numeric}>{at.incoming}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
