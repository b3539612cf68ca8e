import { useTranslation } from '@/shared/i18n/use-translation';
import { SocialLinks } from '@/shared/ui/social-links';

/** Spec §2 "follow-on-social block": Instagram, WhatsApp and Telegram from the store's facts. */
export function FollowUs() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="home-follow"
      data-section="social"
      className="flex flex-col items-start gap-6 rounded-3xl bg-white px-6 py-10 ring-1 ring-olive-200/60 md:flex-row md:items-center md:justify-between md:px-12 dark:bg-graphite-800 dark:ring-graphite-700"
    >
      <div className="max-w-xl">
        <h2 id="home-follow" className="font-display text-2xl text-graphite-900 md:text-3xl dark:text-white">
          {t('follow.title')}
        </h2>
        <p className="mt-2 text-graphite-700 dark:text-graphite-300">{t('follow.text')}</p>
      </div>
      <SocialLinks className="gap-3" />
    </section>
  );
}
