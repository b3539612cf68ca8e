import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { useProductStock } from '@/staff/shared/api/stock-queries';
import { staffPaths } from '@/staff/shared/paths';
import { VariationStockCard } from './variation-stock-card';

/**
 * A product's variations with their free, reserved and on-hand units, over all and per location,
 * each with its adjustment.
 * The stock page shows it; the product editor can embed it as it is (given through `app/`, since
 * features do not import each other), with `historyLink` pointing to the product's stock page.
 */
export function ProductStockPanel({
  productId,
  historyLink = false,
  editThresholds = false,
}: {
  productId: number;
  historyLink?: boolean;
  /** Offer each variation's thresholds per location (catalogue editors). */
  editThresholds?: boolean;
}) {
  const { t } = useTranslation('staffStock');
  const product = useProductStock(productId);
  if (product.isError) return <QueryError error={product.error} onRetry={() => product.refetch()} />;
  if (!product.data) return <Spinner />;
  return (
    <section>
      <h2 className="mb-3 font-display text-lg">{t('variations')}</h2>
      <ul className="flex flex-col gap-2">
        {product.data.variations.map((variation) => (
          <li key={variation.variation_id}>
            <VariationStockCard variation={variation} showProduct={false} editThresholds={editThresholds} />
          </li>
        ))}
      </ul>
      {historyLink && (
        <Link to={staffPaths.stockProduct(productId)} className="mt-3 inline-block text-sm underline">
          {t('history.title')}
        </Link>
      )}
    </section>
  );
}
