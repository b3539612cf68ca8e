import type { ProductCard as Card } from '@aruu/contract/catalog';
import { Link, useNavigate } from 'react-router';
import { AddToCartButton } from '@/entities/cart/components/add-to-cart-button';
import { ProductRating } from '@/entities/catalog/components/product-rating';
import { FavoriteButton } from '@/entities/favorites/components/favorite-button';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { Picture } from '@/shared/ui/picture';
import { Price } from '@/shared/ui/price';
import { toast } from '@/shared/ui/toast';

/** How much cheaper a sale price is, in whole percent. */
export function discountPercent(price: number, oldPrice: number | null | undefined): number | undefined {
  if (!oldPrice || oldPrice <= price) return undefined;
  return Math.round((1 - price / oldPrice) * 100);
}

/** Cards are two across on a phone, three on a tablet, four to five in the desktop grid. */
const CARD_SIZES = '(min-width: 1280px) 280px, (min-width: 768px) 33vw, 50vw';

interface ProductCardProps {
  product: Card;
  /** The first cards of a page are above the fold: they load at once, the rest lazily. */
  eager?: boolean;
}

/** Spec §2: image, brand, title, the first variation's price in som, favourite toggle, add to cart. */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const discount = discountPercent(product.price, product.old_price);
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-[0_1px_2px_rgba(40,40,30,0.06)] ring-1 ring-olive-200/60 transition-shadow hover:shadow-lg has-[h3_a:focus-visible]:ring-2 has-[h3_a:focus-visible]:ring-olive-600 dark:bg-graphite-800 dark:ring-graphite-700 dark:has-[h3_a:focus-visible]:ring-olive-300"
      data-product-card={product.id}
    >
      <Link
        to={paths.product(product.id)}
        className="block overflow-hidden bg-olive-100 dark:bg-graphite-700"
        tabIndex={-1}
        aria-hidden="true"
      >
        {product.photo ? (
          <Picture
            photo={product.photo}
            alt=""
            sizes={CARD_SIZES}
            eager={eager}
            className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <img
            src={product.image}
            alt=""
            width={480}
            height={480}
            loading={eager ? 'eager' : 'lazy'}
            // The first row is what the page's largest paint waits for: ask for it before the rest.
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        )}
      </Link>
      <div className="pointer-events-none absolute top-3 left-3 flex flex-col items-start gap-1.5">
        {discount !== undefined && (
          <span className="rounded-full bg-rose-700 px-2.5 py-1 text-xs font-semibold text-white">−{discount}%</span>
        )}
        {product.is_new && (
          <span className="rounded-full bg-olive-700 px-2.5 py-1 text-xs font-medium text-white dark:bg-olive-300 dark:text-graphite-900">
            {t('card.new')}
          </span>
        )}
        {product.is_bestseller && (
          <span className="rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-graphite-800 dark:bg-graphite-900/90 dark:text-graphite-100">
            {t('card.bestseller')}
          </span>
        )}
      </div>
      {/* Above the title link's stretched hit area, which covers the whole card. */}
      <FavoriteButton productId={product.id} className="absolute top-3 right-3 z-10" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium tracking-[0.12em] text-olive-700 uppercase dark:text-olive-300">
          {product.brand.name}
        </p>
        <h3 className="line-clamp-2 text-[0.95rem] leading-snug">
          <Link
            to={paths.product(product.id)}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {product.title}
          </Link>
        </h3>
        <ProductRating rating={product.rating} />
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <span data-card-price className="whitespace-nowrap">
            <Price amount={product.price} oldAmount={product.old_price} />
          </span>
          {product.in_stock ? (
            <AddToCartButton
              product_id={product.id}
              variation_id={product.variation_id}
              available
              compact
              className="relative z-10 min-h-11 min-w-11 px-3"
              onSoldOut={() => {
                // The card adds the first variation; another one may still be in stock.
                toast.info(t('card.chooseAnother'));
                navigate(paths.product(product.id));
              }}
            />
          ) : (
            // A label, not a dead button: there is nothing to press until it is back.
            <span className="shrink-0 rounded-full bg-graphite-100 px-3 py-1.5 text-xs font-medium text-graphite-700 dark:bg-graphite-700 dark:text-graphite-100">
              {t('card.outOfStock')}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
