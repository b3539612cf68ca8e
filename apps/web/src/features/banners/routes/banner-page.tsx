import type { Banner } from '@aruu/contract/catalog';
import { Link, useParams } from 'react-router';
import { useBanner } from '@/entities/banners/api/banners-api';
import { BannerPicture } from '@/entities/banners/components/banner-picture';
import { isApiError } from '@/shared/api/api-error';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { buttonClass } from '@/shared/ui/button';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { NotFoundState } from '@/shared/ui/not-found-state';
import { QueryError } from '@/shared/ui/query-error';
import { Skeleton } from '@/shared/ui/skeleton';
import { MoreBanners } from '../components/more-banners';

/** Spec §2 `/banner/{id}`: the banner's picture, title, subtitle, text and its call to action. */
export function BannerPage() {
  const { t } = useTranslation('banners');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const banner = useBanner(id);
  const missing = !valid || isApiError(banner.error, 'not_found');
  usePageTitle(missing ? t('notFound.title') : banner.data?.title);

  if (missing) return <BannerNotFound />;
  if (banner.isError) return <QueryError error={banner.error} onRetry={() => banner.refetch()} />;
  return (
    <div className="pt-4 md:pt-8">
      {banner.data ? <BannerArticle banner={banner.data} /> : <BannerSkeleton />}
      <MoreBanners exceptId={id} />
    </div>
  );
}
export { BannerPage as Component };

function BannerArticle({ banner }: { banner: Banner }) {
  const { t } = useTranslation('banners');
  return (
    <article className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-olive-200/60 dark:bg-graphite-800 dark:ring-graphite-700">
      {/* The picture repeats the title and subtitle printed below it. */}
      <BannerPicture
        banner={banner}
        alt=""
        sizes="(min-width: 1280px) 1200px, 100vw"
        eager
        className="aspect-[8/3] w-full bg-olive-100 object-cover dark:bg-graphite-700"
      />
      <div className="mx-auto max-w-2xl px-6 py-8 md:px-10 md:py-12">
        <p className="text-xs font-semibold tracking-[0.16em] text-olive-700 uppercase dark:text-olive-300">
          {t('page.eyebrow')}
        </p>
        <h1 className="mt-3 font-display text-3xl leading-tight text-graphite-900 md:text-5xl dark:text-white">
          {banner.title}
        </h1>
        <p className="mt-3 text-lg text-graphite-700 md:text-xl dark:text-graphite-300">{banner.subtitle}</p>
        <p className="mt-6 leading-relaxed text-graphite-800 dark:text-graphite-100">{banner.body}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <CallToAction href={banner.link} label={t('page.cta')} />
          <Link to={paths.home} className={buttonClass('ghost')}>
            {t('page.toHome')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** Banners point into the shop (`/catalog?categoryName=…`); anything else opens as a plain link. */
function CallToAction({ href, label }: { href: string; label: string }) {
  const content = (
    <>
      {label}
      <ChevronRightIcon size={18} />
    </>
  );
  const className = buttonClass('primary');
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {content}
    </a>
  );
}

function BannerSkeleton() {
  return (
    <div className="overflow-hidden rounded-3xl bg-white ring-1 ring-olive-200/60 dark:bg-graphite-800 dark:ring-graphite-700">
      <Skeleton className="aspect-[8/3] rounded-none" />
      <div className="mx-auto max-w-2xl space-y-4 px-6 py-8 md:px-10 md:py-12">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-11 w-48 rounded-full" />
      </div>
    </div>
  );
}

function BannerNotFound() {
  const { t } = useTranslation('banners');
  return (
    <NotFoundState
      title={t('notFound.title')}
      hint={t('notFound.text')}
      actions={
        <>
          <Link to={paths.catalog} className={buttonClass('primary')}>
            {t('notFound.toCatalog')}
          </Link>
          <Link to={paths.home} className={buttonClass('secondary')}>
            {t('page.toHome')}
          </Link>
        </>
      }
    />
  );
}
