import type { Banner } from '@aruu/contract/catalog';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { IconButton } from '@/shared/ui/button';
import { BackIcon, ChevronRightIcon } from '@/shared/ui/icons';
import { QueryError } from '@/shared/ui/query-error';
import { Skeleton } from '@/shared/ui/skeleton';
import { useBanners } from '../api/banners-api';
import { BannerPicture } from './banner-picture';

const slideWidth = 'w-[88%] shrink-0 snap-start md:w-[calc(50%-0.5rem)]';
const track =
  'flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain pb-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden';

/**
 * The shop's banners as a row the shopper swipes, or steps through with the two buttons. It
 * never moves by itself; every slide is a link, so Tab walks through them (and the browser
 * scrolls the focused one into view) and a screen reader hears "slide 2 of 5".
 */
export function BannerCarousel({ priority = false }: { priority?: boolean }) {
  const { t } = useTranslation('banners');
  const banners = useBanners();
  const headingId = useId();
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = trackRef.current;
    if (!element) return;
    const atStart = element.scrollLeft <= 4;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 4;
    setEdges((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
  }, []);

  const count = banners.data?.length ?? 0;
  useEffect(() => {
    if (!count) return;
    // In the next frame rather than while the page hydrates: reading the track's widths here would
    // force a layout of a page still being built (the server drew the buttons as at the start).
    const frame = window.requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [count, measure]);

  const step = (direction: 1 | -1) => {
    const element = trackRef.current;
    const slide = element?.firstElementChild as HTMLElement | null;
    if (!element || !slide) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * (slide.offsetWidth + 16), behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  if (banners.isSuccess && count === 0) return null;

  return (
    <section aria-labelledby={headingId} aria-roledescription={t('carousel.name')} data-section="banners">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={headingId} className="font-display text-2xl text-graphite-900 md:text-3xl dark:text-white">
          {t('carousel.title')}
        </h2>
        {count > 1 && (
          <div className="flex gap-2">
            <IconButton
              label={t('carousel.previous')}
              aria-controls={trackId}
              disabled={edges.atStart}
              onClick={() => step(-1)}
              className="border border-olive-300 dark:border-graphite-700"
            >
              <BackIcon size={20} />
            </IconButton>
            <IconButton
              label={t('carousel.next')}
              aria-controls={trackId}
              disabled={edges.atEnd}
              onClick={() => step(1)}
              className="border border-olive-300 dark:border-graphite-700"
            >
              <ChevronRightIcon size={20} />
            </IconButton>
          </div>
        )}
      </div>
      {banners.isError ? (
        <QueryError error={banners.error} onRetry={() => banners.refetch()} />
      ) : (
        <div id={trackId} ref={trackRef} onScroll={measure} className={track}>
          {banners.data
            ? banners.data.map((banner, index) => (
                // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset.
                <div
                  key={banner.id}
                  role="group"
                  aria-roledescription={t('carousel.slide')}
                  aria-label={t('carousel.slideOf', { index: index + 1, count })}
                  className={slideWidth}
                >
                  <BannerSlide banner={banner} priority={priority && index === 0} />
                </div>
              ))
            : [0, 1].map((index) => (
                <div key={index} className={slideWidth}>
                  <Skeleton className="aspect-[8/3] rounded-3xl" />
                  <Skeleton className="mt-3 h-5 w-2/3" />
                </div>
              ))}
        </div>
      )}
    </section>
  );
}

function BannerSlide({ banner, priority }: { banner: Banner; priority: boolean }) {
  return (
    <Link
      to={paths.banner(banner.id)}
      className="group block rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-olive-600"
    >
      <span className="block overflow-hidden rounded-3xl bg-olive-100 ring-1 ring-olive-200/60 dark:bg-graphite-800 dark:ring-graphite-700">
        <BannerPicture
          banner={banner}
          alt={banner.title}
          sizes="(min-width: 768px) 50vw, 88vw"
          eager={priority}
          className="aspect-[8/3] w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
        />
      </span>
      <span className="mt-3 flex items-center justify-between gap-3 px-1 text-sm text-graphite-700 dark:text-graphite-300">
        <span className="line-clamp-1">{banner.subtitle}</span>
        <ChevronRightIcon
          size={18}
          className="shrink-0 text-olive-700 transition-transform group-hover:translate-x-0.5 dark:text-olive-300"
        />
      </span>
    </Link>
  );
}
