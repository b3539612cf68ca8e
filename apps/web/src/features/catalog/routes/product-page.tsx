import type { ProductDetail } from '@aruu/contract/catalog';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AddToCartButton } from '@/entities/cart/components/add-to-cart-button';
import { MAX_LINE_QUANTITY } from '@/entities/cart/guest-cart';
import {
  isProductId,
  productIdOf,
  productQuery,
  relatedProductsQuery,
  useProduct,
} from '@/entities/catalog/api/products';
import { ProductRating } from '@/entities/catalog/components/product-rating';
import { FavoriteButton } from '@/entities/favorites/components/favorite-button';
import { useRecordView } from '@/entities/recently-viewed/recently-viewed-api';
import { firstReviewsQuery } from '@/entities/reviews/api/reviews-api';
import { ProductReviews } from '@/entities/reviews/components/product-reviews';
import { isApiError } from '@/shared/api/api-error';
import type { FirstScreen } from '@/shared/api/first-screen';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { buttonClass } from '@/shared/ui/button';
import { FirstScreenEnd } from '@/shared/ui/first-screen-end';
import { HydrateWhenSeen } from '@/shared/ui/hydrate-when-seen';
import { NotFoundState } from '@/shared/ui/not-found-state';
import { Price } from '@/shared/ui/price';
import { QuantityStepper } from '@/shared/ui/quantity-stepper';
import { QueryError } from '@/shared/ui/query-error';
import { Skeleton } from '@/shared/ui/skeleton';
import { discountPercent } from '@/widgets/product-card/product-card';
import { RecentlyViewedShelf } from '@/widgets/product-card/recently-viewed-shelf';
import { BackInStockForm, STOCK_ALERT_ID } from '../components/back-in-stock-form';
import { Breadcrumbs, type Crumb } from '../components/breadcrumbs';
import { BuyBar } from '../components/buy-bar';
import { ProductDetails, ProductProperties } from '../components/product-details';
import { ProductImage } from '../components/product-image';
import { RelatedProducts } from '../components/related-products';
import { isShadeRange, ShadePicker } from '../components/shade-picker';
import { StockStatus } from '../components/stock-status';
import { VariationPicker } from '../components/variation-picker';

// Stock per shop is not needed for the first paint: its code and its request come after (issue 26).
const ShopAvailability = lazy(() =>
  import('../components/shop-availability').then((module) => ({ default: module.ShopAvailability })),
);
// Nor is when a courier would bring it (issue 29).
const CourierEstimate = lazy(() =>
  import('../components/courier-estimate').then((module) => ({ default: module.CourierEstimate })),
);

/**
 * What the product page's first screen reads, fetched by the server before its one render: the
 * product and its first page of reviews together, then the related products of its category as
 * soon as the product has come. Stock per shop and the courier estimate come after the first
 * paint, in the browser.
 */
export const firstScreen: FirstScreen = ({ param, language, fetch }) => {
  const id = productIdOf(param);
  if (!isProductId(id)) return Promise.resolve();
  return Promise.all([
    fetch(productQuery(id, language)).then(
      (product) => product && fetch(relatedProductsQuery(product.category_id, language)),
    ),
    fetch(firstReviewsQuery(id)),
  ]);
};

/** Spec §2 `/product/{id}`: image, price in som, variations, availability, description, composition, use. */
export function ProductPage() {
  const { t } = useTranslation('catalog');
  const id = productIdOf(useParams().id);
  const product = useProduct(id);
  usePageTitle(product.data?.title ?? (product.isError || Number.isNaN(id) ? t('product.notFound') : undefined));

  if (Number.isNaN(id) || id < 1 || (isApiError(product.error) && product.error.status === 404)) {
    return <ProductNotFound />;
  }
  if (product.isError) return <QueryError error={product.error} onRetry={() => product.refetch()} />;
  if (product.isPending) return <ProductSkeleton />;
  return <ProductView key={product.data.id} product={product.data} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(['catalog', 'common', 'stockAlerts']);
  const [params, setParams] = useSearchParams();
  const [quantity, setQuantity] = useState(1);
  useRecordView(product.id);
  // Set after the first paint (effects run after it), and never in the server's render.
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);

  // The chosen variation is in the address (`?variation=`), so a link opens the same one. The
  // address changes in a transition; the page answers the click at once.
  const asked = Number(params.get('variation'));
  const [chosenId, setChosenId] = useState(asked);
  useEffect(() => setChosenId(asked), [asked]);
  const variation = product.variations.find((v) => v.id === chosenId) ?? product.variations[0];
  const choose = (variationId: number) => {
    setChosenId(variationId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('variation', String(variationId));
        return next;
      },
      { replace: true, state: { keepScroll: true } },
    );
  };

  const price = variation?.price ?? product.price;
  const oldPrice = variation ? variation.old_price : product.old_price;
  const discount = discountPercent(price, oldPrice);
  const available = variation?.in_stock ?? product.in_stock;
  // A sold-out option: the page offers to tell the shopper when it is back.
  const notify = variation !== undefined && !available;
  const crumbs: Crumb[] = [
    { label: t('common:nav.home'), to: paths.home },
    { label: t('common:nav.catalog'), to: paths.catalog },
    ...product.category_path.map((category) => ({
      label: category.name,
      to: paths.catalogOf({ categoryName: category.slug }),
    })),
    { label: product.title },
  ];
  return (
    <article className="pt-6 pb-10 md:pt-10" data-product={product.id}>
      <Breadcrumbs crumbs={crumbs} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-14">
        <ProductImage product={product} discount={discount} variationId={variation?.id} />

        <div className="flex min-w-0 flex-col gap-6">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Link
                to={paths.catalogOf({ brand: [product.brand.id] })}
                className="inline-flex min-h-11 items-center text-sm font-medium tracking-[0.14em] text-olive-700 uppercase underline-offset-4 hover:underline dark:text-olive-300"
              >
                {product.brand.name}
              </Link>
              <h1 className="mt-2 font-display text-3xl leading-tight text-graphite-900 md:text-4xl dark:text-olive-50">
                {product.title}
              </h1>
              <ProductRating rating={product.rating} className="mt-2" />
            </div>
            <FavoriteButton
              productId={product.id}
              className="size-12 shrink-0 ring-1 ring-olive-200 dark:ring-graphite-700"
            />
          </div>

          <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-product-price>
            <Price amount={price} oldAmount={oldPrice} className="text-2xl" />
            {discount !== undefined && (
              <span className="rounded-full bg-rose-100 px-2.5 py-0.5 text-sm font-medium text-rose-800 dark:bg-rose-950 dark:text-rose-200">
                {t('product.discount', { percent: discount })}
              </span>
            )}
          </div>
          {variation && <StockStatus state={variation.stock_state} />}

          {product.variations.length > 1 &&
            variation &&
            (isShadeRange(product.variations) ? (
              <ShadePicker variations={product.variations} chosenId={variation.id} onChoose={choose} />
            ) : (
              <VariationPicker variations={product.variations} chosenId={variation.id} onChoose={choose} />
            ))}

          <div className="flex flex-wrap items-center gap-3" data-buy-block>
            <QuantityStepper
              value={quantity}
              min={1}
              max={MAX_LINE_QUANTITY}
              onChange={setQuantity}
              disabled={!available}
              label={product.title}
            />
            <BuyBar
              summary={
                <>
                  {product.variations.length > 1 && variation && (
                    <p className="truncate text-sm text-graphite-700 dark:text-graphite-300">{variation.name}</p>
                  )}
                  <Price amount={price} oldAmount={oldPrice} />
                </>
              }
            >
              <AddToCartButton
                product_id={product.id}
                variation_id={variation?.id ?? product.variation_id}
                quantity={quantity}
                available={available}
                // Sold out, the bar on a phone offers the alert's form instead (below); wider, the button says so.
                className={`min-h-12 shrink-0 whitespace-nowrap px-6 lg:max-w-72 lg:flex-1 ${notify ? 'max-lg:hidden' : ''}`}
              />
              {notify && (
                <a href={`#${STOCK_ALERT_ID}`} className={buttonClass('secondary', 'min-h-12 shrink-0 lg:hidden')}>
                  {t('stockAlerts:title')}
                </a>
              )}
            </BuyBar>
          </div>
          <FirstScreenEnd />
          {notify && <BackInStockForm key={variation.id} variationId={variation.id} />}
          {variation && (
            // Its room is kept from the first paint (a heading and three shops), so arriving late moves nothing below it.
            <div className="min-h-[100px]">
              {painted && (
                <Suspense fallback={null}>
                  <ShopAvailability productId={product.id} variationId={variation.id} />
                </Suspense>
              )}
            </div>
          )}
          {available && (
            // Its room is kept too: a heading and the shop's city.
            <div className="min-h-16">
              {painted && (
                <Suspense fallback={null}>
                  <CourierEstimate />
                </Suspense>
              )}
            </div>
          )}

          <ProductProperties product={product} />
        </div>
      </div>

      <section aria-labelledby="product-details-heading" className="mt-14 lg:max-w-3xl">
        <h2 id="product-details-heading" className="sr-only">
          {t('product.details')}
        </h2>
        <ProductDetails product={product} />
      </section>

      {/* Below the first screen: hydrated when seen or idle (HydrateWhenSeen), not with the buy block. */}
      <HydrateWhenSeen>
        <ProductReviews productId={product.id} />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <RelatedProducts product={product} />
        <RecentlyViewedShelf exclude={product.id} className="mt-16" />
      </HydrateWhenSeen>
    </article>
  );
}

function ProductNotFound() {
  const { t } = useTranslation(['catalog', 'common']);
  return (
    <NotFoundState
      title={t('product.notFound')}
      hint={t('product.notFoundHint')}
      actions={
        <>
          <Link to={paths.catalog} className={buttonClass('primary')}>
            {t('product.toCatalog')}
          </Link>
          <Link to={paths.home} className={buttonClass('secondary')}>
            {t('common:state.toHome')}
          </Link>
        </>
      }
    />
  );
}

/** Shaped like the page: breadcrumbs, the square image, then brand, title, price and buttons. */
function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="pt-6 pb-10 md:pt-10" role="status" aria-label={t('state.loading')}>
      <div className="flex h-11 items-center">
        <Skeleton className="h-4 w-64 max-w-full" />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-14">
        <Skeleton className="aspect-square rounded-3xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10 w-5/6" />
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-4 w-24" />
          <div className="flex gap-2">
            <Skeleton className="h-12 w-24" />
            <Skeleton className="h-12 w-24" />
          </div>
          <Skeleton className="h-12 w-full sm:w-80" />
          <Skeleton className="mt-4 h-40 w-full" />
        </div>
      </div>
    </div>
  );
}

export { ProductPage as Component };
