import { NavLink } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { StaffPage } from '../pages';

const link =
  'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-graphite-700 transition-colors hover:bg-olive-100 aria-[current=page]:bg-olive-200 aria-[current=page]:text-olive-900 dark:text-graphite-100 dark:hover:bg-graphite-800 dark:aria-[current=page]:bg-graphite-800 dark:aria-[current=page]:text-olive-200';

/** A page listed in the menu. */
export type MenuPage = StaffPage & { menu: NonNullable<StaffPage['menu']> };

function Badge({ useBadge }: { useBadge: () => number | undefined }) {
  const { t } = useTranslation('staffLayout');
  const count = useBadge();
  if (!count) return null;
  return (
    <span className="ml-auto rounded-full bg-olive-700 px-2 py-0.5 text-xs text-white dark:bg-olive-300 dark:text-graphite-900">
      {count}
      <span className="sr-only"> ({t('badge', { count })})</span>
    </span>
  );
}

/** The menu entries the signed-in role may open, with their count badges. */
export function StaffNav({ pages, onNavigate }: { pages: MenuPage[]; onNavigate?: () => void }) {
  const { t } = useTranslation('staffLayout');
  return (
    <nav aria-label={t('menu.label')}>
      <ul className="flex flex-col gap-1">
        {pages.map(({ path, menu }) => (
          <li key={path}>
            <NavLink to={`/${path}`} className={link} onClick={onNavigate}>
              <menu.icon size={20} />
              {t(`menu.${menu.label}`)}
              {menu.useBadge && <Badge useBadge={menu.useBadge} />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
