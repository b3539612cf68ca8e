import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useTranslation } from '@/shared/i18n/use-translation';
import { buttonClass } from '@/shared/ui/button';
import { AboutStats } from '../components/about-stats';
import { Advantages } from '../components/advantages';
import { ConsultationForm } from '../components/consultation-form';
import { Team } from '../components/team';

/** Spec §2 `/about`: the story, the figures (§9), the team, the advantages, the consultation form. */
export function AboutPage() {
  const { t } = useTranslation('about');
  usePageTitle(t('title'));
  return (
    <div className="flex flex-col gap-16 pt-6 md:gap-24 md:pt-12">
      <header className="grid gap-8 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <div>
          <p className="text-xs font-semibold tracking-[0.16em] text-olive-700 uppercase dark:text-olive-300">
            {t('eyebrow')}
          </p>
          <h1 className="mt-4 font-display text-4xl leading-tight text-graphite-900 md:text-6xl dark:text-white">
            {t('heading')}
          </h1>
          <a href="#consultation" className={buttonClass('primary', 'mt-8')}>
            {t('toConsultation')}
          </a>
        </div>
        <div className="space-y-4 text-lg leading-relaxed text-graphite-800 dark:text-graphite-100">
          <p>{t('story.p1')}</p>
          <p>{t('story.p2')}</p>
          <p>{t('story.p3')}</p>
        </div>
      </header>
      <AboutStats />
      <Team />
      <Advantages />
      <section
        id="consultation"
        aria-labelledby="consultation-title"
        className="scroll-mt-24 rounded-3xl bg-white px-6 py-10 shadow-sm ring-1 ring-olive-200/60 md:px-12 md:py-14 dark:bg-graphite-800 dark:ring-graphite-700"
      >
        <div className="mb-8 max-w-2xl">
          <h2 id="consultation-title" className="font-display text-3xl text-graphite-900 md:text-4xl dark:text-white">
            {t('form.title')}
          </h2>
          <p className="mt-3 text-graphite-700 dark:text-graphite-300">{t('form.intro')}</p>
        </div>
        <ConsultationForm />
      </section>
    </div>
  );
}
export { AboutPage as Component };
