import type { Banner } from '@aruu/contract/catalog';
import { useLanguage } from '@/shared/i18n/use-language';
import { Picture } from '@/shared/ui/picture';
import { BANNER_IMAGE, bannerImageUrl } from '../api/banners-api';

interface BannerPictureProps {
  banner: Banner;
  alt: string;
  /** How wide the banner is drawn (the `sizes` of an uploaded picture's `srcset`). */
  sizes: string;
  eager?: boolean;
  className: string;
}

/** The banner's uploaded picture for the shop's language, or its generated one. */
export function BannerPicture({ banner, alt, sizes, eager = false, className }: BannerPictureProps) {
  const language = useLanguage();
  if (banner.photo) return <Picture photo={banner.photo} alt={alt} sizes={sizes} eager={eager} className={className} />;
  return (
    <img
      src={bannerImageUrl(banner, language)}
      alt={alt}
      width={BANNER_IMAGE.width}
      height={BANNER_IMAGE.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'sync' : 'async'}
      className={className}
    />
  );
}
