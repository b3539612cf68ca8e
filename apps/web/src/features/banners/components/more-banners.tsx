import { Link } from 'react-router';
import { useBanners } from '@/entities/banners/api/banners-api';
import { BannerPicture } from '@/entities/banners/components/banner-picture';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';

/** The shop's other banners under the one being read: somewhere to go next. */
export function MoreBanners({ exceptId }: { exceptId: number }) {
  const { t } = useTranslation('banners');
  const banners = useBanners();
  const others = banners.data?.filter((banner) => banner.id !== exceptId) ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="more-banners" className="mt-14">
      <h2 id="more-banners" className="mb-5 font-display text-2xl text-graphite-900 dark:text-white">
        {t('page.more')}
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {others.map((banner) => (
          <li key={banner.id}>
            <Link
              to={paths.banner(banner.id)}
              className="group block overflow-hidden rounded-3xl bg-white ring-1 ring-olive-200/60 transition-shadow hover:shadow-lg dark:bg-graphite-800 dark:ring-graphite-700"
            >
              <BannerPicture
                banner={banner}
                alt=""
                sizes="(min-width: 768px) 33vw, 100vw"
                className="aspect-[8/3] w-full bg-olive-100 object-cover dark:bg-graphite-700"
              />
              <span className="block p-4">
                <span className="block font-display text-lg text-graphite-900 group-hover:underline dark:text-white">
                  {banner.title}
                </span>
                <span className="mt-1 line-clamp-2 block text-sm text-graphite-700 dark:text-graphite-300">
                  {banner.subtitle}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
