import type { StaffProductListQuery, StaffProductSort } from '@aruu/contract/staff-products';
import { staffProductSorts } from '@aruu/contract/staff-products';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFormatSom } from '@/shared/i18n/format';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button, buttonClass } from '@/shared/ui/button';
import { CheckboxField, SelectField, TextField } from '@/shared/ui/form-field';
import { Pagination } from '@/shared/ui/pagination';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast';
import { staffPaths } from '@/staff/shared/paths';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useBulkProducts, useProductOptions, useProducts } from '../api/products-api';

/** The list's filters live in the address, so a filtered list can be reloaded and shared. */
const filterNames = ['q', 'brand', 'category', 'published', 'in_stock', 'missing_translation', 'no_photo', 'sort'];

function queryOf(params: URLSearchParams): StaffProductListQuery {
  const query: Record<string, string> = {};
  for (const name of [...filterNames, 'page']) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  return query as StaffProductListQuery;
}

/** Products found by SKU, barcode or title, filtered; selected ones take bulk actions. */
export function Component() {
  const { t } = useTranslation('staffProducts');
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const products = useProducts(query);
  const options = useProductOptions();
  const formatSom = useFormatSom();
  const [draft, setDraft] = useState<Record<string, string>>(() => ({ ...query }) as Record<string, string>);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const name of filterNames) if (draft[name]?.trim()) next.set(name, draft[name].trim());
    setSelected(new Set());
    setParams(next);
  };
  const pageCount = products.data ? Math.ceil(products.data.total / products.data.page_size) : 0;
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `${staffPaths.products}?${next}`;
  };
  const items = products.data?.items ?? [];
  const allSelected = items.length > 0 && items.every((row) => selected.has(row.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <Link to={staffPaths.newProduct} className={buttonClass('primary')}>
            {t('newProduct')}
          </Link>
        }
      />
      <form
        onSubmit={submit}
        className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        data-staff-form="product-filters"
      >
        <TextField
          label={t('search')}
          type="search"
          placeholder={t('searchHint')}
          value={draft.q ?? ''}
          onChange={(event) => set('q', event.target.value)}
          className="sm:col-span-2"
        />
        <SelectField
          label={t('brand')}
          value={draft.brand ?? ''}
          onChange={(event) => set('brand', event.target.value)}
        >
          <option value="">{t('anyValue')}</option>
          {options.data?.brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('category')}
          value={draft.category ?? ''}
          onChange={(event) => set('category', event.target.value)}
        >
          <option value="">{t('anyValue')}</option>
          {options.data?.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.leaf ? `${category.parent_name} / ${category.name}` : category.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('published')}
          value={draft.published ?? ''}
          onChange={(event) => set('published', event.target.value)}
        >
          <option value="">{t('anyValue')}</option>
          <option value="true">{t('publishedYes')}</option>
          <option value="false">{t('publishedNo')}</option>
        </SelectField>
        <SelectField
          label={t('inStock')}
          value={draft.in_stock ?? ''}
          onChange={(event) => set('in_stock', event.target.value)}
        >
          <option value="">{t('anyValue')}</option>
          <option value="true">{t('inStockYes')}</option>
          <option value="false">{t('inStockNo')}</option>
        </SelectField>
        <SelectField
          label={t('missingTranslation')}
          value={draft.missing_translation ?? ''}
          onChange={(event) => set('missing_translation', event.target.value)}
        >
          <option value="">{t('anyValue')}</option>
          <option value="en">{t('languages.en')}</option>
          <option value="ky">{t('languages.ky')}</option>
        </SelectField>
        <SelectField label={t('sort')} value={draft.sort ?? ''} onChange={(event) => set('sort', event.target.value)}>
          {staffProductSorts.map((sort: StaffProductSort) => (
            <option key={sort} value={sort === 'updated_desc' ? '' : sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end gap-3">
          <CheckboxField
            label={t('noPhoto')}
            checked={draft.no_photo === 'true'}
            onChange={(event) => set('no_photo', event.target.checked ? 'true' : '')}
          />
          <Button type="submit">{t('show')}</Button>
        </div>
      </form>
      {selected.size > 0 && <BulkBar ids={[...selected]} onDone={() => setSelected(new Set())} />}
      {products.isError ? (
        <QueryError error={products.error} onRetry={() => products.refetch()} />
      ) : !products.data ? (
        <Spinner />
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-graphite-700 dark:text-graphite-300" aria-live="polite">
              {t('total', { count: products.data.total })}
            </p>
            {items.length > 0 && (
              <CheckboxField
                label={t('selectAll')}
                checked={allSelected}
                onChange={(event) =>
                  setSelected(event.target.checked ? new Set(items.map((row) => row.id)) : new Set())
                }
              />
            )}
          </div>
          {items.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-busy={products.isPlaceholderData || undefined}>
              {items.map((row) => (
                <li
                  key={row.id}
                  data-product-row={row.id}
                  className="grid grid-cols-[auto_1fr] items-center gap-3 rounded-lg border border-graphite-200 p-3 dark:border-graphite-700"
                >
                  <input
                    type="checkbox"
                    className="size-5 accent-olive-700"
                    aria-label={t('select', { title: row.title })}
                    checked={selected.has(row.id)}
                    onChange={(event) => toggle(row.id, event.target.checked)}
                  />
                  <div className="grid min-w-0 gap-1 md:grid-cols-[1fr_12rem_9rem_9rem] md:items-center">
                    <Link
                      to={staffPaths.product(row.id)}
                      className="min-w-0 font-medium underline-offset-2 hover:underline"
                    >
                      <span className="block truncate">{row.title}</span>
                      <span className="block truncate text-sm font-normal text-graphite-700 dark:text-graphite-300">
                        {row.brand.name} · {row.category.name} · {row.skus.join(', ')}
                      </span>
                    </Link>
                    <span className="text-sm">
                      {row.published ? t('live') : <strong>{t('draft')}</strong>}
                      {row.missing_languages.length > 0 && (
                        <span className="block text-amber-800 dark:text-amber-300">
                          {t('missing', { languages: row.missing_languages.map((l) => l.toUpperCase()).join(', ') })}
                        </span>
                      )}
                    </span>
                    <span className="text-sm tabular-nums">{formatSom(row.price / 100)}</span>
                    <span className="text-sm">{t('stock', { count: row.stock })}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={Number(query.page ?? 1)} pageCount={pageCount} hrefOf={pageHref} />
        </>
      )}
    </>
  );
}

/** The actions on the selected products; each is one request and one audit entry. */
function BulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const { t } = useTranslation('staffProducts');
  const errorText = useErrorText();
  const bulk = useBulkProducts();
  const options = useProductOptions();
  const [categoryId, setCategoryId] = useState('');
  const [percent, setPercent] = useState('');
  const run = (body: Parameters<typeof bulk.mutate>[0]) =>
    bulk.mutate(body, {
      onSuccess: (answer) => {
        toast.success(t('bulk.done', { count: answer.updated }));
        onDone();
      },
      onError: (error) => toast.error(errorText(error)),
    });
  const percentValue = Number(percent.replace(',', '.').replace('−', '-'));
  return (
    <section
      aria-label={t('selected', { count: ids.length })}
      className="sticky top-0 z-10 mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-olive-600 bg-white p-3 dark:bg-graphite-900"
    >
      <p className="w-full text-sm font-medium">{t('selected', { count: ids.length })}</p>
      <Button type="button" loading={bulk.isPending} onClick={() => run({ action: 'publish', product_ids: ids })}>
        {t('bulk.publish')}
      </Button>
      <Button
        type="button"
        variant="secondary"
        loading={bulk.isPending}
        onClick={() => run({ action: 'unpublish', product_ids: ids })}
      >
        {t('bulk.unpublish')}
      </Button>
      <div className="flex items-end gap-2">
        <SelectField
          label={t('bulk.moveTo')}
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
        >
          <option value="">{t('editor.choose')}</option>
          {options.data?.categories
            .filter((category) => category.leaf)
            .map((category) => (
              <option key={category.id} value={category.id}>
                {category.parent_name} / {category.name}
              </option>
            ))}
        </SelectField>
        <Button
          type="button"
          variant="secondary"
          disabled={!categoryId}
          onClick={() => run({ action: 'move_category', product_ids: ids, category_id: Number(categoryId) })}
        >
          {t('bulk.move')}
        </Button>
      </div>
      <div className="flex items-end gap-2">
        <TextField
          label={t('bulk.percent')}
          hint={t('bulk.percentHint')}
          inputMode="decimal"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
          className="w-40"
        />
        <Button
          type="button"
          variant="secondary"
          disabled={!percent || Number.isNaN(percentValue)}
          onClick={() => run({ action: 'change_price', product_ids: ids, percent: percentValue })}
        >
          {t('bulk.changePrice')}
        </Button>
      </div>
    </section>
  );
}
