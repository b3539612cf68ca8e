import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';

const tab =
  'inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap text-graphite-700 transition-colors hover:bg-olive-100 aria-[current=page]:bg-olive-700 aria-[current=page]:text-white dark:text-graphite-300 dark:hover:bg-graphite-800 dark:aria-[current=page]:bg-olive-300 dark:aria-[current=page]:text-graphite-900';

/** The account pages' heading and their section links (a scrolling row on a phone). */
export function AccountShell({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Beside the heading on wide screens, under it on a phone (the logout button). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  const sections = [
    { to: paths.account, label: t('nav.overview') },
    { to: paths.profile, label: t('nav.profile') },
    { to: paths.address, label: t('nav.address') },
    { to: paths.orders, label: t('nav.orders') },
  ];
  return (
    <div className="py-6 sm:py-10">
      <header className="mb-6 sm:mb-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-display text-3xl leading-tight text-graphite-900 sm:text-4xl dark:text-olive-50">
              {title}
            </h1>
            {intro && <p className="mt-2 text-graphite-700 dark:text-graphite-300">{intro}</p>}
          </div>
          {actions}
        </div>
        <nav aria-label={t('nav.label')} className="-mx-1 mt-5 overflow-x-auto px-1 pb-1">
          <ul className="flex gap-2">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.to === paths.account} className={tab}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {children}
    </div>
  );
}

/** A rounded card holding one part of an account page, titled by an h2. */
export function AccountCard({
  title,
  action,
  children,
  className = '',
  tone = 'plain',
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: 'plain' | 'danger';
}) {
  const ring = tone === 'danger' ? 'ring-rose-200 dark:ring-rose-900' : 'ring-olive-200/70 dark:ring-graphite-700';
  return (
    <section
      className={`rounded-3xl bg-white p-5 shadow-sm shadow-olive-900/5 ring-1 sm:p-7 dark:bg-graphite-800 dark:shadow-none ${ring} ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 className="font-display text-xl text-graphite-900 sm:text-2xl dark:text-olive-50">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
