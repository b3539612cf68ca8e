import type { StaffMe } from '@aruu/contract/staff-auth';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { IconButton } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { LogoutIcon, MenuIcon } from '@/shared/ui/icons';
import { LanguageSwitcher } from '@/shared/ui/language-switcher';
import { ThemeToggle } from '@/shared/ui/theme-toggle';
import { NewRecoveryCodes } from '@/staff/features/sign-in/components/new-recovery-codes';
import { useSignOut } from '@/staff/shared/session/use-sign-out';
import { useStaffMe } from '@/staff/shared/session/use-staff-me';
import { useMenuPages } from '../use-allowed-pages';
import { type MenuPage, StaffNav } from './staff-nav';

/** Who is signed in, the language and theme, and signing out: the foot of the sidebar and drawer. */
function Account({ me }: { me: StaffMe }) {
  const { t } = useTranslation('staffLayout');
  const signOut = useSignOut();
  return (
    <div className="flex flex-col gap-3 border-t border-olive-200 pt-4 dark:border-graphite-800">
      <p className="text-sm">
        <span className="block font-medium" data-staff-name>
          {me.first_name} {me.last_name}
        </span>
        <span className="text-graphite-500 dark:text-graphite-300">{t(`role.${me.role}`)}</span>
      </p>
      <NewRecoveryCodes left={me.recovery_codes_left} />
      <div className="flex items-center justify-between gap-2">
        <LanguageSwitcher />
        <ThemeToggle />
      </div>
      <button
        type="button"
        onClick={signOut}
        className="flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm text-graphite-700 hover:bg-olive-100 dark:text-graphite-100 dark:hover:bg-graphite-800"
      >
        <LogoutIcon size={20} />
        {t('signOut')}
      </button>
    </div>
  );
}

const bottomItem =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 px-1 text-[11px] tracking-wide text-graphite-700 aria-[current=page]:text-olive-700 dark:text-graphite-300 dark:aria-[current=page]:text-olive-300';

/** The phone's bottom bar: the first four sections the role may open; the rest are in the drawer. */
function BottomNav({ pages }: { pages: MenuPage[] }) {
  const { t } = useTranslation('staffLayout');
  if (pages.length < 2) return null;
  return (
    <nav
      aria-label={t('menu.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-olive-200 bg-olive-50/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden dark:border-graphite-800 dark:bg-graphite-900/95"
    >
      <ul className="flex">
        {pages.slice(0, 4).map(({ path, menu }) => (
          <li key={path} className="flex flex-1">
            <NavLink to={`/${path}`} className={bottomItem}>
              <menu.icon size={22} />
              {t(`menu.${menu.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The back office's frame: a sidebar from 62em (desktop), a top bar with a drawer and a bottom
 * bar below it (a phone in the warehouse). The menu lists only what the role may open.
 */
export function StaffLayout() {
  const { t } = useTranslation('staffLayout');
  const me = useStaffMe().data;
  const pages = useMenuPages();
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!me) return null;
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_1fr]">
      <a
        href="#staff-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-olive-700 focus:px-4 focus:py-2 focus:text-white"
      >
        {t('skipToContent')}
      </a>
      <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-olive-200 bg-olive-50/95 px-3 py-2 backdrop-blur-md lg:hidden dark:border-graphite-800 dark:bg-graphite-900/95">
        <IconButton label={t('menu.open')} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
          <MenuIcon />
        </IconButton>
        <span className="font-display text-lg">{t('brand')}</span>
      </header>
      <Dialog open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('brand')} placement="drawer-left">
        <div className="flex h-full flex-col justify-between gap-6">
          <StaffNav pages={pages} onNavigate={() => setDrawerOpen(false)} />
          <Account me={me} />
        </div>
      </Dialog>
      <aside className="sticky top-0 hidden h-dvh flex-col justify-between gap-6 border-r border-olive-200 p-4 lg:flex dark:border-graphite-800">
        <div className="flex flex-col gap-6">
          <p className="px-3 font-display text-xl">{t('brand')}</p>
          <StaffNav pages={pages} />
        </div>
        <Account me={me} />
      </aside>
      <main id="staff-main" className="min-w-0 px-4 pt-6 pb-24 lg:px-8 lg:pb-10">
        <Outlet />
      </main>
      <BottomNav pages={pages} />
    </div>
  );
}
