import type { ProductDetail } from '@aruu/contract/catalog';
import { PRODUCT_PHOTO_SIZES } from '@aruu/contract/photo-variants';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Picture } from '@/shared/ui/picture';

const imageClass =
  'aspect-square w-full rounded-3xl bg-olive-100 object-cover ring-1 ring-olive-200/60 dark:bg-graphite-800 dark:ring-graphite-700';
/** A photo doubles under a mouse on a wide screen, around the point the mouse is on. */
const zoomClass =
  'origin-(--zoom-origin) transition-transform duration-200 pointer-fine:lg:group-hover:scale-200 motion-reduce:transition-none';
/** How far a finger must move sideways for a swipe to turn the photo. */
const SWIPE_PX = 40;

/** The photo to show for a variation: its own if it has one, else the product's main photo. */
function photoIndexFor(product: ProductDetail, variationId: number | undefined): number {
  const own = product.photos.findIndex((photo) => photo.variation_id !== null && photo.variation_id === variationId);
  return Math.max(own, 0);
}

/**
 * The product's large picture, loaded at once (it is the page's main content), with its badges.
 * With photos it is a gallery: thumbnails choose the picture, a swipe turns it on a phone, and a
 * mouse over it zooms in on a desktop. Choosing a variation that
 * has its own photo (a brown mascara) shows that photo; without photos, the generated image (in
 * the chosen shade's colour).
 */
export function ProductImage({
  product,
  discount,
  variationId,
}: {
  product: ProductDetail;
  discount: number | undefined;
  variationId: number | undefined;
}) {
  const { t } = useTranslation('catalog');
  const [shown, setShown] = useState(() => photoIndexFor(product, variationId));
  useEffect(() => setShown(photoIndexFor(product, variationId)), [product, variationId]);
  const photo = product.photos[shown];
  const count = product.photos.length;
  const swipeStart = useRef<number | undefined>(undefined);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? undefined : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = undefined;
    if (start === undefined || count < 2 || Math.abs(event.clientX - start) < SWIPE_PX) return;
    // Swiping left brings the next photo, as in every phone gallery.
    setShown((index) => (index + (event.clientX < start ? 1 : count - 1)) % count);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    event.currentTarget.style.setProperty('--zoom-origin', `${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };
  // Without photos, a shade has its own generated picture in its colour.
  const generated = product.variations.find((variation) => variation.id === variationId)?.image ?? product.image;
  return (
    <div className="relative self-start lg:sticky lg:top-28">
      {photo ? (
        // Swiping and zooming only repeat what the thumbnails below do, for a finger and a mouse.
        <div
          className="group touch-pan-y overflow-hidden rounded-3xl"
          data-gallery
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = undefined;
          }}
          onPointerMove={onPointerMove}
        >
          <Picture
            key={photo.src}
            photo={photo}
            sizes={PRODUCT_PHOTO_SIZES}
            eager
            className={`${imageClass} ${zoomClass}`}
          />
        </div>
      ) : (
        <img
          src={generated}
          alt={product.title}
          width={800}
          height={800}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className={imageClass}
        />
      )}
      {product.photos.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {product.photos.map((thumbnail, index) => (
            <li key={thumbnail.src} className="shrink-0">
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-current={index === shown}
                aria-label={t('product.photoOf', { index: index + 1, count: product.photos.length })}
                className="block size-16 overflow-hidden rounded-xl ring-1 ring-olive-200 aria-[current=true]:ring-2 aria-[current=true]:ring-olive-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-olive-600 dark:ring-graphite-700 dark:aria-[current=true]:ring-olive-300"
              >
                <Picture photo={thumbnail} alt="" sizes="64px" className="size-16 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="pointer-events-none absolute top-4 left-4 flex flex-col items-start gap-1.5">
        {discount !== undefined && (
          <span className="rounded-full bg-rose-700 px-3 py-1 text-sm font-semibold text-white">−{discount}%</span>
        )}
        {product.is_new && (
          <span className="rounded-full bg-olive-700 px-3 py-1 text-sm font-medium text-white dark:bg-olive-300 dark:text-graphite-900">
            {t('card.new')}
          </span>
        )}
        {product.is_bestseller && (
          <span className="rounded-full bg-white/90 px-3 py-1 text-sm font-medium text-graphite-800 dark:bg-graphite-900/90 dark:text-graphite-100">
            {t('card.bestseller')}
          </span>
        )}
      </div>
    </div>
  );
}
