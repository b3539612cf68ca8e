import type { ProductCard as Card } from '@aruu/contract/catalog';
import { Skeleton } from '@/shared/ui/skeleton';
import { ProductCard } from './product-card';

/**
 * The one carousel of product cards (home shelves, related products): on a phone and a tablet it
 * runs off the screen's edge and snaps card by card as the shopper swipes, with the page's margin
 * before the first card and after the last; from 62em it becomes a grid of `columns`.
 * `desktopCount` cards show there (a row or two); the phone row holds them all.
 */
const row =
  '-mx-[5vw] flex snap-x snap-mandatory scroll-px-[5vw] gap-4 overflow-x-auto px-[5vw] pt-1 pb-3 [scrollbar-width:thin] sm:-mx-[2.5vw] sm:scroll-px-[2.5vw] sm:px-[2.5vw] md:mx-0 md:scroll-px-0 md:px-0 lg:grid lg:gap-6 lg:overflow-visible lg:p-0';
const grid = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' };
type Columns = keyof typeof grid;
const item = 'flex w-[68%] shrink-0 snap-start sm:w-[42%] md:w-[30%] lg:w-auto';
const hiddenOnDesktop = 'lg:hidden';

export function ProductShelf({
  products,
  desktopCount = 4,
  columns = 4,
}: {
  products: Card[];
  desktopCount?: number;
  columns?: Columns;
}) {
  return (
    <ul className={`${row} ${grid[columns]}`}>
      {products.map((product, index) => (
        <li key={product.id} className={`${item} ${index >= desktopCount ? hiddenOnDesktop : ''} [&>article]:flex-1`}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

/** The shelf while its products load: the same row of cards, in grey. */
export function ProductShelfSkeleton({ count = 4, columns = 4 }: { count?: number; columns?: Columns }) {
  return (
    <ul className={`${row} ${grid[columns]} overflow-hidden`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          key={index}
          className={`${item} flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-olive-200/60 dark:bg-graphite-800 dark:ring-graphite-700`}
        >
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
            <div className="flex items-center justify-between pt-3">
              <Skeleton className="h-5 w-20" />
              <Skeleton className="size-11 rounded-full" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
