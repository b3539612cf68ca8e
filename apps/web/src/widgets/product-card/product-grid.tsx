import type { ProductCard as Card } from '@aruu/contract/catalog';
import { Fragment } from 'react';
import { FirstScreenEnd } from '@/shared/ui/first-screen-end';
import { HydrateWhenSeen } from '@/shared/ui/hydrate-when-seen';
import { Masonry } from '@/shared/ui/masonry';
import { Skeleton } from '@/shared/ui/skeleton';
import { ProductCard } from './product-card';

/** Cards above the fold on a phone and a desktop load at once; the rest wait for scrolling. */
const EAGER_CARDS = 3;

/**
 * A listing's cards (one listing a page); those after the first row hydrate each in a task of
 * their own when seen or idle (HydrateWhenSeen), so a server-rendered page of them is not one long
 * hydration. The first card ends a phone's first screen: the first paint waits for it.
 */
export function ProductGrid({ products }: { products: Card[] }) {
  return (
    <Masonry>
      {products.map((product, index) =>
        index === 0 ? (
          // One item for the masonry's columns: the card, then the mark.
          <Fragment key={product.id}>
            <ProductCard product={product} eager />
            <FirstScreenEnd />
          </Fragment>
        ) : index < EAGER_CARDS ? (
          <ProductCard key={product.id} product={product} eager />
        ) : (
          <HydrateWhenSeen key={product.id}>
            <ProductCard product={product} />
          </HydrateWhenSeen>
        ),
      )}
    </Masonry>
  );
}

export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Masonry>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={index} className="overflow-hidden rounded-3xl">
          <Skeleton className="aspect-square rounded-none" />
          <Skeleton className="mt-3 h-4 w-1/3" />
          <Skeleton className="mt-2 h-5 w-5/6" />
          <Skeleton className="mt-3 h-10 w-1/2" />
        </div>
      ))}
    </Masonry>
  );
}
