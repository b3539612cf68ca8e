import type { BrandBody, StaffBrand } from '@aruu/contract/staff-taxonomy';
import { type FormEvent, useState } from 'react';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { fieldCodeOf } from '@/staff/shared/lib/field-error';
import { useBrandChange, useStaffBrands } from '../api/taxonomy-api';
import { MoveButtons, moved } from './move-buttons';

function BrandForm(props: {
  brand?: StaffBrand;
  saving: boolean;
  error: unknown;
  onSave: (body: BrandBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staffTaxonomy');
  const fieldText = useFieldErrorText();
  const [draft, setDraft] = useState<BrandBody>(() => ({
    name: props.brand?.name ?? '',
    slug: props.brand?.slug ?? '',
    country: props.brand?.country ?? '',
  }));
  const set = (patch: Partial<BrandBody>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: string) => fieldText(fieldCodeOf(props.error, field));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(draft);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={props.brand ? t('brand.edit') : t('brand.new')}
      className="grid gap-3 rounded-lg border border-graphite-200 p-4 md:grid-cols-4 dark:border-graphite-700"
    >
      <TextField
        label={t('field.brandName')}
        value={draft.name}
        onChange={(e) => set({ name: e.target.value })}
        error={errorOf('name')}
        required
      />
      <TextField
        label={t('field.slug')}
        value={draft.slug}
        onChange={(e) => set({ slug: e.target.value })}
        error={errorOf('slug')}
        required
      />
      <TextField
        label={t('field.country')}
        value={draft.country}
        onChange={(e) => set({ country: e.target.value.toUpperCase() })}
        error={errorOf('country')}
        hint={t('hint.country')}
        maxLength={2}
        required
      />
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit" loading={props.saving}>
          {t('save')}
        </Button>
        <Button type="button" variant="secondary" onClick={props.onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Brands in the shop's order: add, rename, reorder, hide, delete. */
export function BrandsSection() {
  const { t } = useTranslation('staffTaxonomy');
  const brands = useStaffBrands();
  const change = useBrandChange();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const items = brands.data?.items ?? [];
  const open = (target: number | 'new') => {
    change.reset();
    setEditing(target);
  };
  const form = (brand?: StaffBrand) => (
    <BrandForm
      brand={brand}
      saving={change.isPending}
      error={change.error}
      onCancel={() => setEditing(null)}
      onSave={(body) => change.mutate({ kind: 'save', id: brand?.id, body }, { onSuccess: () => setEditing(null) })}
    />
  );
  return (
    <section aria-labelledby="brands-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="brands-title" className="font-display text-xl">
          {t('brand.title')}
        </h2>
        {editing !== 'new' && (
          <Button type="button" onClick={() => open('new')}>
            {t('brand.new')}
          </Button>
        )}
      </div>
      {editing === 'new' && form()}
      {change.error && editing === null && <QueryError error={change.error} />}
      {brands.isError && <QueryError error={brands.error} onRetry={() => brands.refetch()} />}
      {!brands.data && !brands.isError && <Spinner />}
      <ul className="divide-y divide-graphite-200 dark:divide-graphite-700">
        {items.map((brand, index) => (
          <li key={brand.id}>
            {editing === brand.id ? (
              form(brand)
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium">
                    {brand.name}
                    {brand.hidden && (
                      <span className="ml-2 rounded-full bg-graphite-200 px-2 py-0.5 text-xs dark:bg-graphite-700">
                        {t('hidden')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-graphite-700 dark:text-graphite-300">
                    {brand.country} · {t('products', { count: brand.product_count })}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-1">
                  <MoveButtons
                    name={brand.name}
                    index={index}
                    count={items.length}
                    onMove={(step) =>
                      change.mutate({
                        kind: 'order',
                        ids: moved(
                          items.map((b) => b.id),
                          index,
                          step,
                        ),
                      })
                    }
                  />
                  <Button type="button" variant="secondary" onClick={() => open(brand.id)}>
                    {t('edit')}
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => change.mutate({ kind: 'hidden', id: brand.id, hidden: !brand.hidden })}
                  >
                    {brand.hidden ? t('show') : t('hide')}
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => {
                      if (window.confirm(t('confirmDelete', { name: brand.name }))) {
                        change.mutate({ kind: 'delete', id: brand.id });
                      }
                    }}
                  >
                    {t('delete')}
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
