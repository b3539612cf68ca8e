import { useTranslation } from '@/shared/i18n/use-translation';

/** Spec §9's figures, in the order the shop tells them. */
export const aboutStats = ['years', 'clients', 'brands', 'items', 'consultations', 'reviews'] as const;

export function AboutStats() {
  const { t } = useTranslation(['about', 'common']);
  return (
    <section aria-labelledby="about-stats" data-section="stats">
      <h2 id="about-stats" className="sr-only">
        {t('statsTitle')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5">
        {aboutStats.map((stat) => (
          <div
            key={stat}
            data-stat={stat}
            className="flex flex-col-reverse justify-end rounded-3xl bg-olive-100 p-5 md:p-8 dark:bg-graphite-800"
          >
            <dt className="mt-1 text-sm leading-snug text-graphite-700 md:text-base dark:text-graphite-300">
              {t(`common:stats.${stat}.label`)}
            </dt>
            <dd className="font-display text-4xl text-olive-800 md:text-5xl dark:text-olive-200">
              {t(`common:stats.${stat}.value`)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
