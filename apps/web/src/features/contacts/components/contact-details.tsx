import { storeInfo } from '@aruu/contract/store-info';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ClockIcon, MailIcon, PhoneIcon } from '@/shared/ui/icons';
import { SocialLinks } from '@/shared/ui/social-links';

const link =
  'font-medium text-graphite-900 underline-offset-4 hover:text-olive-700 hover:underline dark:text-white dark:hover:text-olive-300';

/** Phone, email, hours and the three networks: every way to reach the shop without a map. */
export function ContactDetails() {
  const { t } = useTranslation(['contacts', 'common']);
  const rows = [
    {
      id: 'phone',
      Icon: PhoneIcon,
      label: t('details.phone'),
      value: (
        <a href={`tel:${storeInfo.phone.replaceAll(' ', '')}`} className={link}>
          {storeInfo.phone}
        </a>
      ),
    },
    {
      id: 'email',
      Icon: MailIcon,
      label: t('details.email'),
      value: (
        <a href={`mailto:${storeInfo.email}`} className={link}>
          {storeInfo.email}
        </a>
      ),
    },
    {
      id: 'hours',
      Icon: ClockIcon,
      label: t('details.hours'),
      value: t('common:footer.hours', { opens: storeInfo.hours.opens, closes: storeInfo.hours.closes }),
    },
  ];
  return (
    <section
      aria-labelledby="contacts-details"
      data-section="details"
      className="rounded-3xl bg-olive-100 p-6 md:p-10 dark:bg-graphite-800"
    >
      <h2 id="contacts-details" className="font-display text-2xl text-graphite-900 md:text-3xl dark:text-white">
        {t('details.title')}
      </h2>
      <dl className="mt-6 grid gap-5 sm:grid-cols-3">
        {rows.map(({ id, Icon, label, value }) => (
          <div key={id} className="relative min-h-10 min-w-0 pl-13">
            <dt className="text-sm text-graphite-700 dark:text-graphite-300">
              <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-white text-olive-700 dark:bg-graphite-700 dark:text-olive-300">
                <Icon size={20} />
              </span>
              {label}
            </dt>
            <dd className="mt-0.5 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-col gap-3 border-t border-olive-200 pt-6 sm:flex-row sm:items-center sm:justify-between dark:border-graphite-700">
        <p className="text-sm text-graphite-700 dark:text-graphite-300">{t('details.social')}</p>
        <SocialLinks className="gap-3" />
      </div>
    </section>
  );
}
