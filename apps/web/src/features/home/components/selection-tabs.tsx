import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { type ProductSelection, useProductSelection } from '@/entities/catalog/api/products';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { QueryError } from '@/shared/ui/query-error';
import { ProductShelf, ProductShelfSkeleton } from '@/widgets/product-card/product-shelf';
import { useNearViewport } from '../hooks/use-near-viewport';
import { SectionHeading } from './section-heading';

const selections: readonly ProductSelection[] = ['new', 'bestselling', 'recommended'];
/** Two rows of four on a desktop; the top sellers list below reads the same bestsellers. */
export const SELECTION_SIZE = 8;

/** Where "see all" leads for each tab; staff picks have no catalogue order of their own. */
const seeAll: Record<ProductSelection, string | undefined> = {
  new: paths.catalogOf({ sort: 'new' }),
  bestselling: paths.catalogOf({ sort: 'popular' }),
  recommended: undefined,
};

/**
 * Spec §2: tabs New / Bestseller / Recommended, as the WAI-ARIA tabs pattern (arrow keys, Home
 * and End move between tabs and show them). A tab asks for its products the first time it is
 * shown, and the section not before it comes near the screen.
 */
export function SelectionTabs() {
  const { t } = useTranslation(['home', 'common']);
  const baseId = useId();
  const [ref, near] = useNearViewport<HTMLElement>();
  const [active, setActive] = useState<ProductSelection>('new');
  const [shown, setShown] = useState<ReadonlySet<ProductSelection>>(() => new Set(['new']));
  const tabs = useRef(new Map<ProductSelection, HTMLButtonElement>());

  const show = (selection: ProductSelection, focus = false) => {
    setActive(selection);
    setShown((old) => (old.has(selection) ? old : new Set([...old, selection])));
    if (focus) tabs.current.get(selection)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = selections.indexOf(active);
    const last = selections.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(selections[next] ?? 'new', true);
  };

  const link = seeAll[active];
  return (
    <section ref={ref} aria-labelledby={`${baseId}-title`} data-section="selections">
      <SectionHeading
        id={`${baseId}-title`}
        title={t('tabs.title')}
        text={t('tabs.text')}
        link={link ? { to: link, label: t('common:action.showAll') } : undefined}
      />
      <div
        role="tablist"
        aria-label={t('tabs.title')}
        onKeyDown={onKeyDown}
        className="mb-6 inline-flex max-w-full gap-1 overflow-x-auto rounded-full bg-olive-100 p-1 dark:bg-graphite-800"
      >
        {selections.map((selection) => {
          const selected = selection === active;
          return (
            <button
              key={selection}
              ref={(element) => {
                if (element) tabs.current.set(selection, element);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${selection}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${selection}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => show(selection)}
              className={`min-h-11 shrink-0 rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition-colors sm:px-6 ${
                selected
                  ? 'bg-white text-graphite-900 shadow-sm dark:bg-olive-300 dark:text-graphite-900'
                  : 'text-graphite-700 hover:text-graphite-900 dark:text-graphite-300 dark:hover:text-white'
              }`}
            >
              {t(`tabs.${selection}`)}
            </button>
          );
        })}
      </div>
      {selections.map((selection) => (
        <div
          key={selection}
          role="tabpanel"
          id={`${baseId}-panel-${selection}`}
          aria-labelledby={`${baseId}-tab-${selection}`}
          hidden={selection !== active}
          data-selection={selection}
        >
          {!shown.has(selection) ? null : near ? <SelectionShelf selection={selection} /> : <ProductShelfSkeleton />}
        </div>
      ))}
    </section>
  );
}

function SelectionShelf({ selection }: { selection: ProductSelection }) {
  const { t } = useTranslation('home');
  const list = useProductSelection(selection, SELECTION_SIZE);
  if (list.isError) return <QueryError error={list.error} onRetry={() => list.refetch()} />;
  if (!list.data) return <ProductShelfSkeleton />;
  if (list.data.items.length === 0) {
    return (
      <p className="rounded-3xl bg-olive-100 px-6 py-10 text-center text-graphite-700 dark:bg-graphite-800 dark:text-graphite-300">
        {t('tabs.empty')}
      </p>
    );
  }
  return <ProductShelf products={list.data.items} desktopCount={SELECTION_SIZE} />;
}
