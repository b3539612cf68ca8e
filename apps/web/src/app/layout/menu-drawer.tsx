import { type KeyboardEvent, useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { Dialog } from '@/shared/ui/dialog';
import { LanguageSwitcher } from '@/shared/ui/language-switcher';
import { SocialLinks } from '@/shared/ui/social-links';
import { ThemeToggle } from '@/shared/ui/theme-toggle';
import { CategoryMenu } from './category-menu';

type Tab = 'menu' | 'categories';
const tabs: Tab[] = ['menu', 'categories'];

export const navLinks = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.catalog, label: 'nav.catalog' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.contacts, label: 'nav.contacts' },
] as const;

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Desktop opens the category drawer alone; the phone drawer has both tabs (spec §2). */
  categoriesOnly?: boolean;
}

export function MenuDrawer({ open, onClose, categoriesOnly = false }: MenuDrawerProps) {
  const { t } = useTranslation('layout');
  const [tab, setTab] = useState<Tab>('menu');
  const shown: Tab = categoriesOnly ? 'categories' : tab;

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tabs[(tabs.indexOf(tab) + 1) % tabs.length] as Tab;
    setTab(next);
    document.getElementById(`drawer-tab-${next}`)?.focus();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={categoriesOnly ? t('drawer.categories') : t('drawer.title')}
      placement="drawer-left"
    >
      {!categoriesOnly && (
        <div
          role="tablist"
          aria-label={t('drawer.tabs')}
          className="mb-4 grid grid-cols-2 rounded-full bg-olive-100 p-1 dark:bg-graphite-800"
        >
          {tabs.map((id) => (
            <button
              key={id}
              id={`drawer-tab-${id}`}
              type="button"
              role="tab"
              aria-selected={tab === id}
              aria-controls={`drawer-panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => setTab(id)}
              onKeyDown={onTabKey}
              className="min-h-10 rounded-full text-sm font-medium transition-colors aria-selected:bg-white aria-selected:shadow-sm dark:aria-selected:bg-graphite-700"
            >
              {t(id === 'menu' ? 'drawer.menu' : 'drawer.categories')}
            </button>
          ))}
        </div>
      )}
      {categoriesOnly ? (
        <CategoryMenu onChosen={onClose} />
      ) : (
        <div id={`drawer-panel-${shown}`} role="tabpanel" aria-labelledby={`drawer-tab-${shown}`}>
          {shown === 'menu' ? <MenuPanel onNavigate={onClose} /> : <CategoryMenu onChosen={onClose} />}
        </div>
      )}
    </Dialog>
  );
}

function MenuPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['common', 'layout']);
  return (
    <div className="flex flex-col gap-8">
      <nav aria-label={t('layout:header.mainNav')}>
        <ul>
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={onNavigate}
                className="flex min-h-12 items-center rounded-xl px-3 font-display text-xl transition-colors hover:bg-olive-100 aria-[current=page]:text-olive-700 dark:hover:bg-graphite-800 dark:aria-[current=page]:text-olive-300"
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-4 px-3">
        <LanguageSwitcher />
        <ThemeToggle withLabel />
        <SocialLinks />
      </div>
    </div>
  );
}
