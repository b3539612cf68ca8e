import type { StaffCategory } from '@aruu/contract/staff-taxonomy';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { useCategoryChange, useStaffCategories } from '../api/taxonomy-api';
import { CategoryForm } from './category-form';
import { MoveButtons, moved } from './move-buttons';

type Row = Omit<StaffCategory, 'children'>;

/** The two-level category tree: add, rename, move between levels, reorder, hide, delete. */
export function CategoriesSection() {
  const { t } = useTranslation('staffTaxonomy');
  const tree = useStaffCategories();
  const change = useCategoryChange();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const tops = tree.data?.items ?? [];

  const open = (target: number | 'new') => {
    change.reset();
    setEditing(target);
  };
  const form = (category?: Row) => (
    <CategoryForm
      category={category}
      tops={tops.filter((top) => top.id !== category?.id)}
      saving={change.isPending}
      error={change.error}
      onCancel={() => setEditing(null)}
      onSave={(body) => change.mutate({ kind: 'save', id: category?.id, body }, { onSuccess: () => setEditing(null) })}
    />
  );
  const row = (category: Row, siblings: Row[], index: number) =>
    editing === category.id ? (
      form(category)
    ) : (
      <div className="flex flex-wrap items-center justify-between gap-2 py-2" data-category={category.slug}>
        <div className="min-w-0">
          <p className="font-medium">
            {category.name_ru}
            {category.hidden && (
              <span className="ml-2 rounded-full bg-graphite-200 px-2 py-0.5 text-xs dark:bg-graphite-700">
                {t('hidden')}
              </span>
            )}
          </p>
          <p className="text-sm text-graphite-700 dark:text-graphite-300">
            /{category.slug} · {t('products', { count: category.product_count })}
            {category.old_slugs.length > 0 && ` · ${t('oldSlugs', { slugs: category.old_slugs.join(', ') })}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <MoveButtons
            name={category.name_ru}
            index={index}
            count={siblings.length}
            onMove={(step) =>
              change.mutate({
                kind: 'order',
                parentId: category.parent_id,
                ids: moved(
                  siblings.map((s) => s.id),
                  index,
                  step,
                ),
              })
            }
          />
          <Button type="button" variant="secondary" onClick={() => open(category.id)}>
            {t('edit')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => change.mutate({ kind: 'hidden', id: category.id, hidden: !category.hidden })}
          >
            {category.hidden ? t('show') : t('hide')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              if (window.confirm(t('confirmDelete', { name: category.name_ru }))) {
                change.mutate({ kind: 'delete', id: category.id });
              }
            }}
          >
            {t('delete')}
          </Button>
        </div>
      </div>
    );

  return (
    <section aria-labelledby="categories-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="categories-title" className="font-display text-xl">
          {t('category.title')}
        </h2>
        {editing !== 'new' && (
          <Button type="button" onClick={() => open('new')}>
            {t('category.new')}
          </Button>
        )}
      </div>
      <p className="text-sm text-graphite-700 dark:text-graphite-300">{t('category.rules')}</p>
      {editing === 'new' && form()}
      {change.error && editing === null && <QueryError error={change.error} />}
      {tree.isError && <QueryError error={tree.error} onRetry={() => tree.refetch()} />}
      {!tree.data && !tree.isError && <Spinner />}
      <ul className="divide-y divide-graphite-200 dark:divide-graphite-700">
        {tops.map((top, index) => (
          <li key={top.id}>
            {row(top, tops, index)}
            {top.children.length > 0 && (
              <ul className="ml-4 border-l border-graphite-200 pl-3 dark:border-graphite-700">
                {top.children.map((child, childIndex) => (
                  <li key={child.id}>{row(child, top.children, childIndex)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
