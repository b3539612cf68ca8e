import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { MobileSearch } from '@/features/search/components/mobile-search';
import { SearchCombobox } from '@/features/search/components/search-combobox';
import { useHeaderState } from '@/shared/header/header-options';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { IconButton } from '@/shared/ui/button';
import { BackIcon, MenuIcon, SearchIcon } from '@/shared/ui/icons';
import { ThemeToggle } from '@/shared/ui/theme-toggle';
import { CartLink, FavoritesLink, ProfileLink } from './header-icons';
import { MenuDrawer, navLinks } from './menu-drawer';

function Logo({ className = '' }: { className?: string }) {
  const { t } = useTranslation('layout');
  return (
    <Link
      to={paths.home}
      aria-label={t('header.logoHome')}
      className={`inline-flex min-h-11 items-center font-display text-[1.75rem] leading-none tracking-[0.08em] text-olive-800 dark:text-olive-200 ${className}`}
    >
      Aruu
    </Link>
  );
}

/** Desktop and phone headers of spec §2; what they show follows the page's header options. */
export function SiteHeader() {
  const { t } = useTranslation(['layout', 'common']);
  const navigate = useNavigate();
  const header = useHeaderState();
  const [drawer, setDrawer] = useState<'closed' | 'menu' | 'categories'>('closed');
  const [searchOpen, setSearchOpen] = useState(false);
  const closeDrawer = () => setDrawer('closed');

  return (
    <header className="sticky top-0 z-30 border-b border-olive-200/70 bg-olive-50/90 backdrop-blur-md dark:border-graphite-800 dark:bg-graphite-900/90">
      {/* Phone (below 62em): menu or back, logo or title, search, cart. */}
      <div className="page-width flex h-16 items-center gap-1 lg:hidden">
        {header.backArrow ? (
          <IconButton label={t('header.back')} onClick={() => navigate(-1)} className="-ml-2">
            <BackIcon />
          </IconButton>
        ) : (
          <IconButton
            label={t('header.openMenu')}
            onClick={() => setDrawer('menu')}
            className="-ml-2"
            aria-haspopup="dialog"
          >
            <MenuIcon />
          </IconButton>
        )}
        <div className="flex flex-1 justify-center">
          {header.title ? <p className="truncate font-display text-lg">{header.title}</p> : <Logo />}
        </div>
        {header.search ? (
          <IconButton label={t('header.search')} onClick={() => setSearchOpen(true)} aria-haspopup="dialog">
            <SearchIcon />
          </IconButton>
        ) : (
          <span className="size-11" />
        )}
        {header.icons ? <CartLink /> : <span className="size-11" />}
      </div>

      {/* Desktop (62em and wider). */}
      <div className="page-width hidden h-20 items-center gap-6 lg:flex">
        <IconButton
          label={t('header.openCategories')}
          onClick={() => setDrawer('categories')}
          className="-ml-2"
          aria-haspopup="dialog"
        >
          <MenuIcon />
        </IconButton>
        <Logo />
        <nav aria-label={t('header.mainNav')}>
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className="rounded-full px-3 py-2 text-sm tracking-wide transition-colors hover:bg-olive-100 aria-[current=page]:text-olive-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8 dark:hover:bg-graphite-800 dark:aria-[current=page]:text-olive-300"
                >
                  {t(`common:${link.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex max-w-md flex-1 justify-end">{header.search && <SearchCombobox variant="dropdown" />}</div>
        <div className="flex items-center">
          <ThemeToggle />
          {header.icons && (
            <>
              <FavoritesLink />
              <CartLink />
              <ProfileLink />
            </>
          )}
        </div>
      </div>

      <MenuDrawer open={drawer !== 'closed'} onClose={closeDrawer} categoriesOnly={drawer === 'categories'} />
      <MobileSearch open={searchOpen} onClose={() => setSearchOpen(false)} />
    </header>
  );
}
