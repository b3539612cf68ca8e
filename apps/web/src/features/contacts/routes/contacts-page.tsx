import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ContactDetails } from '../components/contact-details';
import { HelpForm } from '../components/help-form';
import { ShopList } from '../components/shop-list';

/** Spec §2 `/contacts`: the three shops, hours, phone, email, social links and the help form. */
export function ContactsPage() {
  const { t } = useTranslation('contacts');
  usePageTitle(t('title'));
  return (
    <div className="flex flex-col gap-14 pt-6 md:gap-20 md:pt-12">
      <header className="max-w-2xl">
        <h1 className="font-display text-4xl text-graphite-900 md:text-6xl dark:text-white">{t('title')}</h1>
        <p className="mt-4 text-lg leading-relaxed text-graphite-700 dark:text-graphite-300">{t('intro')}</p>
      </header>
      <ContactDetails />
      <ShopList />
      <section
        aria-labelledby="help-form-title"
        className="grid gap-8 rounded-3xl bg-white px-6 py-10 shadow-sm ring-1 ring-olive-200/60 md:px-12 md:py-14 lg:grid-cols-[1fr_1.6fr] lg:gap-14 dark:bg-graphite-800 dark:ring-graphite-700"
      >
        <div>
          <h2 id="help-form-title" className="font-display text-3xl text-graphite-900 md:text-4xl dark:text-white">
            {t('form.title')}
          </h2>
          <p className="mt-3 text-graphite-700 dark:text-graphite-300">{t('form.intro')}</p>
        </div>
        <HelpForm />
      </section>
    </div>
  );
}
export { ContactsPage as Component };
