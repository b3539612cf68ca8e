import type { ProductCard as Card } from '@aruu/contract/catalog';
import { Masonry } from '@/shared/ui/masonry';
import { Skeleton } from '@/shared/ui/skeleton';
import { ProductCard } from './product-card';

/** Cards above the fold on a phone and a desktop load at once; the rest wait for scrolling. */
const EAGER_CARDS = 3;

export function ProductGrid({ products }: { products: Card[] }) {
  return (
    <Masonry>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < EAGER_CARDS} />
      ))}
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
