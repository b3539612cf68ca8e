import type { StockVariation } from '@aruu/contract/staff-stock';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { useWorkLocation } from '@/staff/shared/location/work-location';
import { staffPaths } from '@/staff/shared/paths';
import { AdjustStock } from './adjust-stock';
import { LocationStock } from './location-stock';
import { LocationThresholds } from './location-thresholds';

/**
 * One variation's stock as a card a thumb can work: what is free, put aside, on the road and in
 * the shop's hands, the same per location, and an Adjust button opening `AdjustStock` in a
 * dialog. `startOpen` opens it at once (a scanned code); `editThresholds` offers the thresholds
 * per location (catalogue editors, on the product's page).
 */
export function VariationStockCard({
  variation,
  showProduct = true,
  startOpen = false,
  editThresholds = false,
  onAdjusted,
}: {
  variation: StockVariation;
  showProduct?: boolean;
  startOpen?: boolean;
  editThresholds?: boolean;
  onAdjusted?: () => void;
}) {
  const { t } = useTranslation('staffStock');
  const [open, setOpen] = useState(startOpen);
  const [picked] = useWorkLocation();
  const name = showProduct ? `${variation.title} · ${variation.variation_name}` : variation.variation_name;
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-graphite-200 p-3 sm:flex-row sm:items-start dark:border-graphite-700">
      <div className="min-w-0 flex-1">
        <h3 className="font-medium">
          {showProduct ? (
            <Link to={staffPaths.stockProduct(variation.product_id)} className="underline-offset-2 hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        <p className="text-sm text-graphite-700 dark:text-graphite-300">
          {t('sku', { sku: variation.sku })}
          {variation.barcode && ` · ${t('barcode', { barcode: variation.barcode })}`}
        </p>
        <p className="mt-1 text-sm tabular-nums">
          <span className="font-medium">{t('free', { count: variation.stock })}</span>
          {' · '}
          {t('reservedCount', { count: variation.reserved })}
          {variation.in_transit > 0 && ` · ${t('inTransit', { count: variation.in_transit })}`}
          {' · '}
          {t('onHand', { count: variation.on_hand })}
          {variation.low && (
            <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-rose-100 px-2 py-0.5 text-xs text-rose-800 dark:bg-rose-900/40 dark:text-rose-200">
              {t('low', { threshold: variation.low_stock_threshold })}
            </span>
          )}
          {variation.hidden && (
            <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-graphite-100 px-2 py-0.5 text-xs text-graphite-800 dark:bg-graphite-800 dark:text-graphite-200">
              {t('hidden')}
            </span>
          )}
        </p>
        <LocationStock variation={variation} picked={picked} />
        {editThresholds && <LocationThresholds variation={variation} />}
      </div>
      <Button variant="secondary" onClick={() => setOpen(true)} className="sm:w-auto">
        {t('adjust.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('adjust.title', { name })}>
        <AdjustStock
          variation={variation}
          picked={picked}
          onDone={() => {
            setOpen(false);
            onAdjusted?.();
          }}
        />
      </Dialog>
    </article>
  );
}
