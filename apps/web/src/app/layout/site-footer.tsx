import { footerCategorySlugs, legalPageIds, storeInfo } from '@aruu/contract/store-info';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useShops } from '@/entities/locations/api/locations-api';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { ChevronDownIcon } from '@/shared/ui/icons';
import { SocialLinks } from '@/shared/ui/social-links';

const heading = 'mb-4 font-display text-lg text-olive-800 dark:text-olive-200';
// 44 px tall on phones and tablets, where a finger taps them (issue 15); a pointer needs less.
const link =
  'inline-flex min-h-11 items-center transition-colors hover:text-olive-700 hover:underline lg:min-h-0 lg:py-1 dark:hover:text-olive-300';

/**
 * One list of the footer's links. On phones the lists are folded behind their headings, so the
 * footer is three lines and the shop's address instead of two screens of links.
 */
function FooterLinks({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={`${heading} max-sm:hidden`}>
        {title}
      </h2>
      <h2 className="sm:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-links`}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 w-full items-center justify-between font-display text-lg text-olive-800 dark:text-olive-200"
        >
          {title}
          <ChevronDownIcon size={20} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <ul id={`${id}-links`} className={open ? 'max-sm:mt-1' : 'max-sm:hidden'}>
        {children}
      </ul>
    </nav>
  );
}

/** Spec §2: Account, Menu (seven categories), Useful (six legal pages), Address (the shops from GET /locations, hours, email). */
export function SiteFooter() {
  const { t } = useTranslation(['layout', 'common']);
  const shops = useShops();
  const accountLinks = [
    { to: paths.account, label: t('footer.myAccount') },
    { to: paths.orders, label: t('footer.orders') },
    { to: paths.basket, label: t('footer.cart') },
    { to: paths.favorites, label: t('footer.wishlist') },
  ];
  return (
    // On a phone the last lines scroll clear of the bottom bar (56 px), a page's bar docked over it
    // (the product's buy bar, styles.css `--docked-bar`) and the language switcher over them.
    <footer className="mt-20 border-t border-olive-200 bg-olive-100/60 pt-14 pb-[calc(9rem+var(--docked-bar)+env(safe-area-inset-bottom))] text-sm lg:pb-10 dark:border-graphite-800 dark:bg-graphite-900">
      <div className="page-width grid gap-2 sm:grid-cols-2 sm:gap-10 lg:grid-cols-4">
        <FooterLinks id="footer-account" title={t('footer.account')}>
          {accountLinks.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={link}>
                {item.label}
              </Link>
            </li>
          ))}
        </FooterLinks>
        <FooterLinks id="footer-menu" title={t('footer.menu')}>
          {footerCategorySlugs.map((slug) => (
            <li key={slug}>
              <Link to={paths.catalogOf({ categoryName: slug })} className={link}>
                {t(`footer.categories.${slug}`)}
              </Link>
            </li>
          ))}
        </FooterLinks>
        <FooterLinks id="footer-useful" title={t('footer.useful')}>
          {legalPageIds.map((id) => (
            <li key={id}>
              <Link to={paths.legal(id)} className={link}>
                {t(`common:footer.legal.${id}`)}
              </Link>
            </li>
          ))}
        </FooterLinks>
        <section aria-labelledby="footer-address" className="max-sm:mt-6">
          <h2 id="footer-address" className={heading}>
            {t('footer.address')}
          </h2>
          <address className="space-y-2 not-italic">
            {shops.data?.map((shop) => (
              <p key={shop.code}>{shop.address || shop.name}</p>
            ))}
            {/* Pages painted without the shops (the build's first paint) keep their lines' room. */}
            {!shops.data &&
              [1, 2, 3].map((line) => (
                <p key={line} aria-hidden="true" className="invisible">
                  &nbsp;
                </p>
              ))}
            <p>{t('common:footer.hours', { opens: storeInfo.hours.opens, closes: storeInfo.hours.closes })}</p>
            <p>
              {t('footer.email')}:{' '}
              <a href={`mailto:${storeInfo.email}`} className={link}>
                {storeInfo.email}
              </a>
            </p>
            <p>
              {t('footer.phone')}:{' '}
              <a href={`tel:${storeInfo.phone.replaceAll(' ', '')}`} className={link}>
                {storeInfo.phone}
              </a>
            </p>
          </address>
          <h3 className="mt-6 mb-3 text-sm font-medium">{t('footer.followUs')}</h3>
          <SocialLinks />
        </section>
      </div>
      <div className="page-width mt-12 flex flex-col gap-1 border-t border-olive-200 pt-6 text-xs text-graphite-700 sm:flex-row sm:justify-between dark:border-graphite-800 dark:text-graphite-300">
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        <p>{t('footer.adultsOnly')}</p>
      </div>
    </footer>
  );
}
