import { Link } from 'react-router';
import { catalogHref } from '@/entities/catalog/catalog-filters';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { buttonClass } from '@/shared/ui/button';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { useRandomBrands } from '../api/home-api';
import { hotOffersFilters } from '../home-shelves';

const BRAND_COUNT = 12;
const heroStats = ['brands', 'items', 'clients'] as const;

/**
 * Spec §2 "hero on original brands": the page's headline and first screen on a phone. Drawn
 * without pictures, so it paints as soon as the texts are there; the brand row keeps its
 * height while the names load, so nothing below it moves.
 */
export function Hero() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <section
      aria-labelledby="home-hero-title"
      data-section="hero"
      className="relative isolate mt-4 overflow-hidden rounded-3xl bg-olive-100 px-6 pt-9 pb-7 md:mt-6 md:px-12 md:pt-14 md:pb-10 dark:bg-graphite-800"
    >
      <div
        aria-hidden="true"
        className="absolute -top-28 -right-20 -z-10 size-80 rounded-full bg-olive-200 blur-3xl dark:bg-olive-900/70"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-40 left-1/4 -z-10 size-96 rounded-full bg-white/80 blur-3xl dark:bg-graphite-700/50"
      />
      <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr] lg:items-end lg:gap-12">
        <div>
          <p className="text-xs font-semibold tracking-[0.16em] text-olive-700 uppercase dark:text-olive-300">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="home-hero-title"
            className="mt-4 font-display text-[2.1rem] leading-[1.08] text-graphite-900 sm:text-5xl md:text-6xl dark:text-white"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-graphite-700 md:text-lg dark:text-graphite-300">
            {t('hero.lead')}
          </p>
          <div className="mt-7 flex flex-wrap gap-3">
            <Link to={paths.catalog} className={buttonClass('primary')}>
              {t('hero.cta')}
              <ChevronRightIcon size={18} />
            </Link>
            <Link to={catalogHref(hotOffersFilters)} className={buttonClass('secondary')}>
              {t('hero.offers')}
            </Link>
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-3 border-t border-olive-300/70 pt-5 lg:grid-cols-1 lg:gap-5 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10 dark:border-graphite-700">
          {heroStats.map((stat) => (
            <div key={stat} className="flex flex-col-reverse justify-end">
              <dt className="text-xs leading-snug text-graphite-700 sm:text-sm dark:text-graphite-300">
                {t(`common:stats.${stat}.label`)}
              </dt>
              <dd className="font-display text-2xl text-olive-800 sm:text-3xl lg:text-4xl dark:text-olive-200">
                {t(`common:stats.${stat}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <BrandRow />
    </section>
  );
}

function BrandRow() {
  const { t } = useTranslation('home');
  const brands = useRandomBrands(BRAND_COUNT);
  return (
    <div className="mt-8 border-t border-olive-300/70 pt-5 dark:border-graphite-700">
      <div className="mb-2 flex items-center justify-between gap-4">
        <p id="home-hero-brands" className="text-sm font-medium text-graphite-800 dark:text-graphite-100">
          {t('hero.brands')}
        </p>
        <Link
          to={paths.catalog}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-olive-800 underline-offset-4 hover:underline dark:text-olive-200"
        >
          {t('hero.allBrands')}
          <ChevronRightIcon size={16} />
        </Link>
      </div>
      {/* One line that scrolls sideways: its height never depends on how the names wrap. */}
      <ul
        aria-labelledby="home-hero-brands"
        className="-mx-6 flex h-12 items-center gap-2 overflow-x-auto px-6 [scrollbar-width:none] md:-mx-12 md:px-12 [&::-webkit-scrollbar]:hidden"
        data-brand-row
      >
        {brands.data
          ? brands.data.map((brand) => (
              <li key={brand.id} className="shrink-0">
                <Link
                  to={paths.catalogOf({ brand: brand.id })}
                  className="inline-flex h-11 items-center rounded-full border border-olive-300 bg-white/70 px-4 text-sm whitespace-nowrap text-graphite-800 transition-colors hover:border-olive-600 hover:bg-white dark:border-graphite-700 dark:bg-graphite-900/60 dark:text-graphite-100 dark:hover:border-olive-300"
                >
                  {brand.name}
                </Link>
              </li>
            ))
          : Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={index} aria-hidden="true">
                <span className="block h-11 w-28 rounded-full bg-white/70 dark:bg-graphite-700" />
              </li>
            ))}
      </ul>
    </div>
  );
}
