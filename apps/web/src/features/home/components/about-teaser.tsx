import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { ChevronRightIcon } from '@/shared/ui/icons';

const teaserStats = ['years', 'clients', 'consultations', 'reviews'] as const;

/** Spec §2 "about block": the shop's story in a few lines, and the way to the whole of it. */
export function AboutTeaser() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <section
      aria-labelledby="home-about"
      data-section="about"
      className="grid gap-8 overflow-hidden rounded-3xl bg-olive-800 px-6 py-10 text-olive-50 md:px-12 md:py-14 lg:grid-cols-2 lg:items-center lg:gap-14 dark:bg-graphite-800"
    >
      <div>
        <p className="text-xs font-semibold tracking-[0.16em] text-olive-200 uppercase">{t('about.eyebrow')}</p>
        <h2 id="home-about" className="mt-3 font-display text-3xl leading-tight text-white md:text-4xl">
          {t('about.title')}
        </h2>
        <p className="mt-4 leading-relaxed text-olive-100 dark:text-graphite-100">{t('about.text')}</p>
        <Link
          to={paths.about}
          className="mt-7 inline-flex min-h-11 items-center gap-2 rounded-full border border-olive-200 px-5 text-sm font-medium tracking-wide text-white transition-colors hover:bg-olive-700 dark:border-olive-300 dark:text-olive-100 dark:hover:bg-graphite-700"
        >
          {t('about.link')}
          <ChevronRightIcon size={18} />
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        {teaserStats.map((stat) => (
          <div
            key={stat}
            className="flex flex-col-reverse justify-end rounded-2xl bg-olive-900/60 p-5 ring-1 ring-olive-700 dark:bg-graphite-900 dark:ring-graphite-700"
          >
            <dt className="mt-1 text-sm text-olive-100 dark:text-graphite-300">{t(`common:stats.${stat}.label`)}</dt>
            <dd className="font-display text-3xl text-white md:text-4xl">{t(`common:stats.${stat}.value`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
