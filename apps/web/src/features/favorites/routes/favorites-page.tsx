import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFavoriteIds, useFavoriteList } from '@/entities/favorites/api/favorites-api';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { HeartIcon } from '@/shared/ui/icons';
import { Masonry } from '@/shared/ui/masonry';
import { QueryError } from '@/shared/ui/query-error';
import { ProductGridSkeleton } from '@/widgets/product-card/product-grid';
import { FavoriteItem } from '../components/favorite-item';

/** Cards above the fold on a phone and a desktop load at once; the rest wait for scrolling. */
const EAGER_CARDS = 3;

function NoFavorites() {
  const { t } = useTranslation('favorites');
  return (
    <EmptyState
      icon={<HeartIcon size={28} />}
      title={t('empty.title')}
      text={t('empty.text')}
      action={
        <Link to={paths.catalog} className={buttonClass('primary')}>
          {t('empty.action')}
        </Link>
      }
    />
  );
}

/** Spec §2 /favorites (signed in only): the wishlist as a masonry grid. */
export function FavoritesPage() {
  const { t } = useTranslation(['favorites', 'common']);
  usePageTitle(t('title'));
  const list = useFavoriteList();
  const ids = useFavoriteIds();
  // The ids are the one source of truth: a heart unset anywhere (here too) hides the card at once,
  // and a refused unset brings it back.
  const items = list.data?.items.filter((product) => ids.data?.has(product.id) ?? true) ?? [];

  let content: ReactNode;
  if (list.data && items.length > 0) {
    content = (
      <Masonry>
        {items.map((product, index) => (
          <FavoriteItem key={product.id} product={product} eager={index < EAGER_CARDS} />
        ))}
      </Masonry>
    );
  } else if (list.data) {
    content = <NoFavorites />;
  } else if (list.isError) {
    content = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  } else {
    content = (
      <>
        <p role="status" className="sr-only">
          {t('common:state.loading')}
        </p>
        <ProductGridSkeleton count={6} />
      </>
    );
  }

  return (
    <div className="pt-6 pb-6 lg:pt-10">
      <h1 className="font-display text-3xl md:text-4xl">{t('title')}</h1>
      {items.length > 0 && (
        <p className="mt-1 text-graphite-700 dark:text-graphite-300" data-favorites-count>
          {t('count', { count: items.length })}
        </p>
      )}
      <section className="mt-6" aria-labelledby="favorites-list-title">
        {/* Names the grid, so the cards' titles (h3) follow a heading of their level. */}
        <h2 id="favorites-list-title" className="sr-only">
          {t('listTitle')}
        </h2>
        {content}
      </section>
    </div>
  );
}
export { FavoritesPage as Component };
