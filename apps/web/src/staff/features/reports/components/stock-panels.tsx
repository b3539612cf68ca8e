import { useState } from 'react';
import { Link } from 'react-router';
import { useFormatNumber, useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField } from '@/shared/ui/form-field';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { staffPaths } from '@/staff/shared/paths';
import { useReorder, useStockValuation } from '../api/reports-api';

// min-w-0: a grid item grows to its table's width unless told it may be narrower; the table scrolls inside.
const panel = 'min-w-0 rounded-lg border border-graphite-200 p-4 dark:border-graphite-700';
const cell = 'px-2 py-1.5 text-right tabular-nums';

/** Units at each location at their cost; units without a cost apart. */
export function StockValuationPanel() {
  const { t } = useTranslation('staffReports');
  const formatSom = useFormatSom();
  const formatNumber = useFormatNumber();
  const valuation = useStockValuation();
  if (valuation.isError) return <QueryError error={valuation.error} onRetry={() => valuation.refetch()} />;
  if (!valuation.data) return <Spinner />;
  const rows = [...valuation.data.locations.map((row) => ({ ...row, key: String(row.location_id) }))];
  const total = { ...valuation.data.total, key: 'total', name: t('total') };
  return (
    <section aria-labelledby="valuation-title" className={panel}>
      <h2 id="valuation-title" className="mb-3 font-display text-lg">
        {t('stock.title')}
      </h2>
      <div className="-mx-4 overflow-x-auto px-4">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-graphite-200 dark:border-graphite-700">
              <th scope="col" className="px-2 py-2 text-left font-medium">
                {t('stock.location')}
              </th>
              <th scope="col" className={cell}>
                {t('stock.free')}
              </th>
              <th scope="col" className={cell}>
                {t('stock.reserved')}
              </th>
              <th scope="col" className={cell}>
                {t('stock.value')}
              </th>
              <th scope="col" className={cell}>
                {t('stock.unknown')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...rows, total].map((row) => (
              <tr
                key={row.key}
                className={
                  row.key === 'total' ? 'font-medium' : 'border-b border-graphite-100 dark:border-graphite-800'
                }
              >
                <th scope="row" className="px-2 py-1.5 text-left font-normal">
                  {row.name}
                </th>
                <td className={cell}>{formatNumber(row.free_units)}</td>
                <td className={cell}>{formatNumber(row.reserved_units)}</td>
                <td className={cell}>{formatSom(row.value / 100)}</td>
                <td className={cell}>{formatNumber(row.unknown_cost_units)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Variations sold in the last N days against their free stock, the shortest cover first. */
export function ReorderPanel() {
  const { t } = useTranslation('staffReports');
  const formatNumber = useFormatNumber();
  const [days, setDays] = useState(30);
  const [location, setLocation] = useState<number | undefined>(undefined);
  const valuation = useStockValuation();
  const reorder = useReorder({ days, location_id: location });
  return (
    <section aria-labelledby="reorder-title" className={panel}>
      <h2 id="reorder-title" className="mb-3 font-display text-lg">
        {t('reorder.title')}
      </h2>
      <div className="mb-3 grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('reorder.days')}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {[7, 14, 30, 60, 90].map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('reorder.location')}
          value={location === undefined ? '' : String(location)}
          onChange={(event) => setLocation(event.target.value ? Number(event.target.value) : undefined)}
        >
          <option value="">{t('reorder.everywhere')}</option>
          {valuation.data?.locations.map((row) => (
            <option key={row.location_id} value={row.location_id}>
              {row.name}
            </option>
          ))}
        </SelectField>
      </div>
      {reorder.isError ? (
        <QueryError error={reorder.error} onRetry={() => reorder.refetch()} />
      ) : !reorder.data ? (
        <Spinner />
      ) : reorder.data.items.length === 0 ? (
        <p>{t('reorder.none')}</p>
      ) : (
        <div className="-mx-4 max-h-96 overflow-auto px-4">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-graphite-200 dark:border-graphite-700">
                <th scope="col" className="px-2 py-2 text-left font-medium">
                  {t('reorder.product')}
                </th>
                <th scope="col" className={cell}>
                  {t('reorder.sold')}
                </th>
                <th scope="col" className={cell}>
                  {t('reorder.free')}
                </th>
                <th scope="col" className={cell}>
                  {t('reorder.cover')}
                </th>
              </tr>
            </thead>
            <tbody>
              {reorder.data.items.map((item) => (
                <tr key={item.variation_id} className="border-b border-graphite-100 dark:border-graphite-800">
                  <th scope="row" className="px-2 py-1.5 text-left font-normal">
                    <Link to={staffPaths.stockProduct(item.product_id)} className="hover:underline">
                      {item.title}, {item.variation_name}
                    </Link>
                    <span className="block font-mono text-xs text-graphite-600">{item.sku}</span>
                  </th>
                  <td className={cell}>{formatNumber(item.sold)}</td>
                  <td className={cell}>{formatNumber(item.free_stock)}</td>
                  <td className={cell}>{formatNumber(item.days_of_cover)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
