import { photoFallbackSrc, photoFormats, photoSrcset } from '@aruu/contract/photo-variants';
import type { Photo } from '@aruu/contract/photos';
import type { CSSProperties } from 'react';

interface PictureProps {
  photo: Photo;
  /** The `sizes` of every `srcset`: how wide the picture is drawn, so the browser picks a width. */
  sizes: string;
  /** Above the fold: fetched at once and before other pictures; otherwise when scrolled near. */
  eager?: boolean;
  /** Overrides the photo's own alt text (an empty one for a picture beside its own caption). */
  alt?: string;
  className?: string;
}

/**
 * An uploaded photo: AVIF, then WebP, then JPEG at each width, with its intrinsic width and
 * height (the box is reserved, nothing moves when it arrives) and its blurred placeholder
 * painted underneath until then.
 */
export function Picture({ photo, sizes, eager = false, alt, className }: PictureProps) {
  const placeholder: CSSProperties = {
    backgroundImage: `url("${photo.placeholder}")`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  };
  return (
    <picture>
      {photoFormats
        .filter((format) => format.extension !== 'jpg')
        .map((format) => (
          <source
            key={format.extension}
            type={format.type}
            srcSet={photoSrcset(photo, format.extension)}
            sizes={sizes}
          />
        ))}
      <img
        src={photoFallbackSrc(photo)}
        srcSet={photoSrcset(photo, 'jpg')}
        sizes={sizes}
        alt={alt ?? photo.alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        style={placeholder}
        // Gone once the photo has painted: a transparent PNG must not show the blur through.
        onLoad={(event) => {
          event.currentTarget.style.backgroundImage = 'none';
        }}
        className={className}
        data-photo={photo.src}
      />
    </picture>
  );
}
