import { NavLink } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { useSignedIn } from '@/shared/session/use-signed-in';
import { HeartIcon, HomeIcon, UserIcon } from '@/shared/ui/icons';

const item =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] tracking-wide text-graphite-700 aria-[current=page]:text-olive-700 dark:text-graphite-300 dark:aria-[current=page]:text-olive-300';

/** Spec §2: the phone's bottom bar — Home, Favorites, Profile. */
export function BottomBar() {
  const { t } = useTranslation(['common', 'layout']);
  const signedIn = useSignedIn();
  return (
    <nav
      aria-label={t('layout:bottomBar.label')}
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-olive-200 bg-olive-50/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden dark:border-graphite-800 dark:bg-graphite-900/95"
    >
      <ul className="mx-auto flex max-w-md">
        <li className="flex flex-1">
          <NavLink to={paths.home} end className={item}>
            <HomeIcon size={22} />
            {t('nav.home')}
          </NavLink>
        </li>
        <li className="flex flex-1">
          <NavLink to={paths.favorites} className={item}>
            <HeartIcon size={22} />
            {t('nav.favorites')}
          </NavLink>
        </li>
        <li className="flex flex-1">
          <NavLink to={signedIn ? paths.profile : paths.auth} className={item}>
            <UserIcon size={22} />
            {t('nav.profile')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
