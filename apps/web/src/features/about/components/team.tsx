import { useTranslation } from '@/shared/i18n/use-translation';
import { BagIcon, InstagramIcon, PhoneIcon, UserIcon } from '@/shared/ui/icons';

/** Spec §9's team roles: what each does for the shopper (roles, not people). */
const roles = [
  { id: 'manager', Icon: UserIcon },
  { id: 'onlineConsultant', Icon: PhoneIcon },
  { id: 'contentMaker', Icon: InstagramIcon },
  { id: 'salesConsultant', Icon: BagIcon },
] as const;

export function Team() {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="about-team" data-section="team">
      <div className="mb-8 max-w-2xl">
        <h2 id="about-team" className="font-display text-3xl text-graphite-900 md:text-4xl dark:text-white">
          {t('team.title')}
        </h2>
        <p className="mt-3 text-graphite-700 dark:text-graphite-300">{t('team.intro')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {roles.map(({ id, Icon }) => (
          <li
            key={id}
            className="rounded-3xl bg-white p-6 ring-1 ring-olive-200/60 dark:bg-graphite-800 dark:ring-graphite-700"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-olive-100 text-olive-700 dark:bg-graphite-700 dark:text-olive-300">
              <Icon size={22} />
            </span>
            <h3 className="mt-5 font-display text-xl text-graphite-900 dark:text-white">
              {t(`team.roles.${id}.name`)}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-graphite-700 dark:text-graphite-300">
              {t(`team.roles.${id}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
