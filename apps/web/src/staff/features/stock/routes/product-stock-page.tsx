import type { StockMovement } from '@aruu/contract/staff-stock';
import { Link, useParams, useSearchParams } from 'react-router';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField } from '@/shared/ui/form-field';
import { Pagination } from '@/shared/ui/pagination';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { useProductStock } from '@/staff/shared/api/stock-queries';
import { useStaffLocations } from '@/staff/shared/location/work-location';
import { staffPaths } from '@/staff/shared/paths';
import { useMay } from '@/staff/shared/session/use-staff-me';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useStockHistory } from '../api/stock-api';
import { ProductStockPanel } from '../components/product-stock-panel';
import { ThresholdForm } from '../components/threshold-form';

/** A product's stock: each variation with its adjustment, the low-stock threshold, and the history. */
export function Component() {
  const { t } = useTranslation('staffStock');
  const productId = Number(useParams().productId);
  const product = useProductStock(productId);
  const mayEditCatalog = useMay('catalog.edit');
  if (product.isError) return <QueryError error={product.error} onRetry={() => product.refetch()} />;
  if (!product.data) return <Spinner />;
  const data = product.data;
  return (
    <>
      <Link to={staffPaths.stock} className="mb-2 inline-block text-sm underline">
        {t('back')}
      </Link>
      <PageHeader title={data.title} />
      <section className="mb-6">
        {mayEditCatalog ? (
          <ThresholdForm key={data.low_stock_threshold ?? 'default'} product={data} />
        ) : (
          <p className="text-sm">
            {t('threshold.current', { threshold: data.low_stock_threshold ?? data.default_low_stock_threshold })}
          </p>
        )}
      </section>
      <div className="mb-8">
        <ProductStockPanel productId={productId} editThresholds={mayEditCatalog} />
      </div>
      <History productId={productId} variations={data.variations} />
    </>
  );
}

function History({
  productId,
  variations,
}: {
  productId: number;
  variations: Array<{ variation_id: number; variation_name: string; sku: string }>;
}) {
  const { t } = useTranslation('staffStock');
  const [params, setParams] = useSearchParams();
  const variation = params.get('variation') ?? '';
  const location = params.get('location') ?? '';
  const page = params.get('page') ?? '1';
  const locations = useStaffLocations().data ?? [];
  const history = useStockHistory(productId, {
    ...(variation ? { variation_id: variation } : {}),
    ...(location ? { location } : {}),
    page,
  });
  const filtered = (key: 'variation' | 'location', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  const hrefOf = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `${staffPaths.stockProduct(productId)}?${next}`;
  };
  return (
    <section>
      <h2 className="mb-3 font-display text-lg">{t('history.title')}</h2>
      <SelectField
        label={t('history.location')}
        value={location}
        onChange={(event) => filtered('location', event.target.value)}
        className="mb-3 max-w-sm"
        data-history-location
      >
        <option value="">{t('location.all')}</option>
        {locations.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </SelectField>
      {variations.length > 1 && (
        <SelectField
          label={t('history.variation')}
          value={variation}
          onChange={(event) => filtered('variation', event.target.value)}
          className="mb-3 max-w-sm"
        >
          <option value="">{t('history.all')}</option>
          {variations.map((option) => (
            <option key={option.variation_id} value={option.variation_id}>
              {option.variation_name} ({option.sku})
            </option>
          ))}
        </SelectField>
      )}
      {history.isError ? (
        <QueryError error={history.error} onRetry={() => history.refetch()} />
      ) : !history.data ? (
        <Spinner />
      ) : history.data.items.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <>
          <ol className="flex flex-col gap-2" aria-busy={history.isPlaceholderData || undefined}>
            {history.data.items.map((movement) => (
              <li key={movement.id}>
                <MovementRow movement={movement} showVariation={variations.length > 1} />
              </li>
            ))}
          </ol>
          <Pagination
            page={Number(page)}
            pageCount={Math.ceil(history.data.total / history.data.page_size)}
            hrefOf={hrefOf}
          />
        </>
      )}
    </section>
  );
}

function MovementRow({ movement, showVariation }: { movement: StockMovement; showVariation: boolean }) {
  const { t } = useTranslation('staffStock');
  const formatDateTime = useFormatDateTime();
  const change = movement.quantity_change;
  return (
    <div className="grid gap-1 rounded-lg border border-graphite-200 p-3 text-sm sm:grid-cols-[10rem_1fr_6rem_6rem] sm:items-center dark:border-graphite-700">
      <time dateTime={movement.created_at} className="text-graphite-700 dark:text-graphite-300">
        {formatDateTime(movement.created_at)}
      </time>
      <span>
        <span className="font-medium">{t(`kind.${movement.kind}`)}</span>
        {movement.location && <span data-movement-location> · {movement.location.name}</span>}
        {showVariation && ` · ${movement.variation_name}`}
        {movement.counted !== null && ` · ${t('history.counted', { count: movement.counted })}`}
        {' · '}
        {movement.order_id !== null ? (
          <Link to={staffPaths.order(movement.order_id)} className="underline">
            {t('history.order', { id: movement.order_id })}
          </Link>
        ) : (
          movement.actor?.name
        )}
        {movement.note && <span className="block text-graphite-700 dark:text-graphite-300">{movement.note}</span>}
      </span>
      <span className="flex gap-4 tabular-nums sm:contents">
        <span
          className={`font-medium ${change > 0 ? 'text-olive-800 dark:text-olive-200' : change < 0 ? 'text-rose-700 dark:text-rose-300' : ''}`}
        >
          {change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '±0'}
        </span>
        <span>{t('history.after', { count: movement.stock_after })}</span>
      </span>
    </div>
  );
}
