import type { HomePick } from '@aruu/contract/staff-taxonomy';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button, IconButton } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { TrashIcon } from '@/shared/ui/icons';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useHomePicks, useProductSearch, useSaveHomePicks } from '../api/taxonomy-api';
import { MoveButtons, moved } from '../components/move-buttons';

/** What the list shows of a pick; a product found by search becomes one before it is saved. */
type Chosen = Pick<HomePick, 'product_id' | 'title' | 'brand'>;

/** The home page's recommended products: found by search, put in order by hand, saved at once. */
export function Component() {
  const { t } = useTranslation('staffTaxonomy');
  const saved = useHomePicks();
  const save = useSaveHomePicks();
  const [picks, setPicks] = useState<Chosen[] | null>(null);
  const [search, setSearch] = useState('');
  const found = useProductSearch(search);
  useEffect(() => {
    if (saved.data && picks === null) setPicks(saved.data.items);
  }, [saved.data, picks]);

  if (saved.isError) return <QueryError error={saved.error} onRetry={() => saved.refetch()} />;
  if (!picks) return <Spinner />;
  const ids = picks.map((pick) => pick.product_id);
  const changed = saved.data !== undefined && ids.join() !== saved.data.items.map((p) => p.product_id).join();
  const reorder = (index: number, step: -1 | 1) => {
    const order = moved(ids, index, step);
    setPicks(order.map((id) => picks.find((pick) => pick.product_id === id) as Chosen));
  };
  return (
    <>
      <PageHeader
        title={t('picks.title')}
        actions={
          <Button
            type="button"
            disabled={!changed}
            loading={save.isPending}
            onClick={() => save.mutate(ids, { onSuccess: (answer) => setPicks(answer.items) })}
          >
            {t('save')}
          </Button>
        }
      />
      <p className="mb-4 text-sm text-graphite-700 dark:text-graphite-300">{t('picks.hint')}</p>
      {save.error && <QueryError error={save.error} />}
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="picks-list">
          <h2 id="picks-list" className="mb-2 font-display text-lg">
            {t('picks.chosen', { count: picks.length })}
          </h2>
          {picks.length === 0 && <p>{t('picks.empty')}</p>}
          <ol className="divide-y divide-graphite-200 dark:divide-graphite-700">
            {picks.map((pick, index) => (
              <li key={pick.product_id} className="flex items-center justify-between gap-2 py-2" data-pick>
                <span className="min-w-0">
                  <span className="mr-2 tabular-nums text-graphite-700 dark:text-graphite-300">{index + 1}.</span>
                  {pick.title} <span className="text-sm text-graphite-700 dark:text-graphite-300">{pick.brand}</span>
                </span>
                <span className="flex shrink-0 items-center">
                  <MoveButtons name={pick.title} index={index} count={picks.length} onMove={(s) => reorder(index, s)} />
                  <IconButton
                    label={t('picks.remove', { name: pick.title })}
                    onClick={() => setPicks(picks.filter((p) => p.product_id !== pick.product_id))}
                  >
                    <TrashIcon size={18} />
                  </IconButton>
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="picks-add">
          <h2 id="picks-add" className="mb-2 font-display text-lg">
            {t('picks.add')}
          </h2>
          <TextField
            label={t('picks.search')}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <ul className="mt-2 divide-y divide-graphite-200 dark:divide-graphite-700">
            {found.data?.items
              .filter((item) => !ids.includes(item.id))
              .map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-2 py-2">
                  <span className="min-w-0">
                    {item.title}{' '}
                    <span className="text-sm text-graphite-700 dark:text-graphite-300">{item.brand.name}</span>
                  </span>
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() =>
                      setPicks([...picks, { product_id: item.id, title: item.title, brand: item.brand.name }])
                    }
                  >
                    {t('picks.addOne')}
                  </Button>
                </li>
              ))}
          </ul>
        </section>
      </div>
    </>
  );
}
