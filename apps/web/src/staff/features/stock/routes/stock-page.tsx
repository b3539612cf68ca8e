import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { Pagination } from '@/shared/ui/pagination';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { useStockList } from '@/staff/shared/api/stock-queries';
import { useWorkLocation, WorkLocationPicker } from '@/staff/shared/location/work-location';
import { staffPaths } from '@/staff/shared/paths';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { VariationStockCard } from '../components/variation-stock-card';

/**
 * The warehouse's stock page, made for a phone: find a variation by SKU, barcode (typed, or by a
 * scanner that types it and presses Enter), a part of a SKU, or title, and adjust it; or list what
 * is running low — at the worker's location when one is picked.
 * A code that matches exactly one variation opens its adjustment at once, and after saving the
 * search field is ready for the next scan.
 */
export function Component() {
  const { t } = useTranslation('staffStock');
  const [params, setParams] = useSearchParams();
  const searched = params.get('q') ?? '';
  const low = params.get('low') === 'true';
  const page = params.get('page') ?? '1';
  const [q, setQ] = useState(searched);
  const input = useRef<HTMLInputElement>(null);
  // The worker's location: low stock is counted and sorted there (remembered on the device).
  const [location] = useWorkLocation();
  const query = {
    ...(searched ? { q: searched } : {}),
    ...(low ? { low: 'true' as const } : {}),
    ...(location ? { location } : {}),
    page,
  };
  const list = useStockList(query, Boolean(searched) || low);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (q.trim()) next.set('q', q.trim());
    if (low) next.set('low', 'true');
    setParams(next);
  };
  const readyForNextScan = () => {
    setQ('');
    setParams(low ? new URLSearchParams({ low: 'true' }) : new URLSearchParams());
    input.current?.focus();
  };
  const hrefOf = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `${staffPaths.stock}?${next}`;
  };
  const items = list.data?.items ?? [];
  const code = searched.toLowerCase();
  const scanned =
    items.length === 1 && (items[0]!.sku.toLowerCase() === code || items[0]!.barcode === searched)
      ? items[0]!.variation_id
      : undefined;
  const tab = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full px-4 text-sm ${active ? 'bg-olive-700 text-white dark:bg-olive-600' : 'border border-graphite-300 dark:border-graphite-700'}`;

  return (
    <>
      <PageHeader title={t('title')} />
      <WorkLocationPicker label={t('location.label')} everywhere={t('location.all')} className="mb-3 w-full max-w-sm" />
      <nav aria-label={t('views')} className="mb-4 flex flex-wrap gap-2">
        <Link to={staffPaths.stock} className={tab(!low)} aria-current={low ? undefined : 'page'}>
          {t('find')}
        </Link>
        <Link to={`${staffPaths.stock}?low=true`} className={tab(low)} aria-current={low ? 'page' : undefined}>
          {t('lowList')}
        </Link>
      </nav>
      <search className="mb-4 block">
        <form onSubmit={submit} className="flex items-end gap-2">
          <TextField
            ref={input}
            label={t('search')}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            // The page is opened to scan or type a code: the field is where input should go.
            autoFocus
            placeholder={t('searchHint')}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            className="min-w-0 flex-1"
          />
          <Button type="submit">{t('show')}</Button>
        </form>
      </search>
      {!searched && !low ? (
        <p className="text-graphite-700 dark:text-graphite-300">{t('start')}</p>
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <Spinner />
      ) : (
        <>
          <p className="mb-3 text-sm text-graphite-700 dark:text-graphite-300" aria-live="polite">
            {t('total', { count: list.data.total })}
          </p>
          {items.length === 0 ? (
            <p>{low ? t('noneLow') : t('empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-busy={list.isPlaceholderData || undefined}>
              {items.map((variation) => (
                <li key={variation.variation_id}>
                  <VariationStockCard
                    variation={variation}
                    startOpen={variation.variation_id === scanned}
                    onAdjusted={variation.variation_id === scanned ? readyForNextScan : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={Number(page)}
            pageCount={Math.ceil(list.data.total / list.data.page_size)}
            hrefOf={hrefOf}
          />
        </>
      )}
    </>
  );
}
