import { useTranslation } from '@/shared/i18n/use-translation';
import { Picture } from '@/shared/ui/picture';
import { useProductPhotos } from '../api/photos-api';

/**
 * A small picture of a product's main photo (no `variationId`) or of a variation's own photo, for
 * other pages to show beside their fields (the product editor gets it through `app/`). Every
 * thumb of a product shares one photo query.
 */
export function ProductPhotoThumb({ productId, variationId }: { productId: number; variationId?: number }) {
  const { t } = useTranslation('staffPhotos');
  const photos = useProductPhotos(productId);
  const found = photos.data?.photos.find((photo) => variationId === undefined || photo.variation_id === variationId);
  const caption = variationId === undefined ? t('thumb.main') : t('thumb.variation');
  // The caption beside it names the picture, so the picture itself is decoration.
  const thumb = found && { ...found, alt: '' };
  return (
    <figure
      className="flex items-center gap-3"
      data-photo-thumb={variationId === undefined ? 'main' : variationId}
      data-has-photo={thumb ? 'yes' : 'no'}
    >
      {thumb ? (
        <Picture photo={thumb} sizes="64px" className="size-16 rounded-lg object-cover" />
      ) : (
        <span
          aria-hidden
          className="size-16 rounded-lg border border-dashed border-graphite-300 bg-olive-100/40 dark:border-graphite-600 dark:bg-graphite-800"
        />
      )}
      <figcaption className="text-sm text-graphite-700 dark:text-graphite-300">
        {caption}
        {!thumb && photos.data && <span className="block">{t('thumb.none')}</span>}
      </figcaption>
    </figure>
  );
}
