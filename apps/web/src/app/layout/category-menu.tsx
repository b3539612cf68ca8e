import type { CategoryNode } from '@aruu/contract/catalog';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCategories } from '@/entities/catalog/api/categories';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { BackIcon, ChevronRightIcon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';

const row =
  'flex min-h-12 w-full items-center justify-between gap-3 rounded-xl px-3 text-left text-base transition-colors hover:bg-olive-100 focus-visible:bg-olive-100 dark:hover:bg-graphite-800 dark:focus-visible:bg-graphite-800';

/**
 * Spec §2: top-level categories, then the chosen one's sub-categories with a back control;
 * choosing a category opens the catalogue filtered by it and closes the menu. Every category is a
 * real link (a long press, a new tab); opening a parent's sub-categories is a button of its own.
 */
export function CategoryMenu({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation('layout');
  const categories = useCategories();
  const [openParent, setOpenParent] = useState<CategoryNode | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const lastParentId = useRef<number | null>(null);

  // Focus follows the level: the back control on entering a category, that category on leaving it.
  useEffect(() => {
    const root = listRef.current;
    if (!root) return;
    const target = openParent
      ? root.querySelector<HTMLElement>('[data-back]')
      : root.querySelector<HTMLElement>(`[data-category="${lastParentId.current}"]`);
    target?.focus();
  }, [openParent]);

  const linkTo = (slug: string) => paths.catalogOf({ categoryName: slug });

  if (categories.isPending) {
    return (
      <div className="space-y-2">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} className="h-12" />
        ))}
      </div>
    );
  }
  if (categories.isError) return <p role="alert">{t('drawer.loadError')}</p>;

  if (openParent) {
    return (
      <div ref={listRef}>
        <button type="button" className={`${row} mb-2 font-medium`} onClick={() => setOpenParent(null)} data-back>
          <span className="flex items-center gap-2">
            <BackIcon size={18} />
            {t('drawer.allCategories')}
          </span>
        </button>
        <h3 className="px-3 pb-2 font-display text-lg">{openParent.name}</h3>
        <ul>
          <li>
            <Link
              to={linkTo(openParent.slug)}
              className={`${row} text-olive-700 dark:text-olive-300`}
              onClick={onChosen}
            >
              {t('drawer.allIn', { name: openParent.name })}
            </Link>
          </li>
          {openParent.categories.map((child) => (
            <li key={child.id}>
              <Link to={linkTo(child.slug)} className={row} onClick={onChosen}>
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div ref={listRef}>
      <ul>
        {categories.data.map((parent) => (
          <li key={parent.id} className="flex items-center gap-1">
            <Link to={linkTo(parent.slug)} className={`${row} min-w-0 flex-1`} onClick={onChosen}>
              {parent.name}
            </Link>
            {parent.categories.length > 0 && (
              <button
                type="button"
                className="flex size-12 shrink-0 items-center justify-center rounded-xl text-graphite-500 transition-colors hover:bg-olive-100 focus-visible:bg-olive-100 dark:hover:bg-graphite-800 dark:focus-visible:bg-graphite-800"
                data-category={parent.id}
                aria-label={t('drawer.openSubcategories', { name: parent.name })}
                onClick={() => {
                  lastParentId.current = parent.id;
                  setOpenParent(parent);
                }}
              >
                <ChevronRightIcon size={18} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
