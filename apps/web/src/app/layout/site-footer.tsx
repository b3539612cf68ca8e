import { footerCategorySlugs, legalPageIds, storeInfo } from '@aruu/contract/store-info';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/i18n/use-language';
import { paths } from '@/shared/paths';
import { SocialLinks } from '@/shared/ui/social-links';

const heading = 'mb-4 font-display text-lg text-olive-800 dark:text-olive-200';
const link = 'inline-block py-1 transition-colors hover:text-olive-700 hover:underline dark:hover:text-olive-300';

/** Spec §2: Account, Menu (seven categories), Useful (six legal pages), Address (three shops, hours, email). */
export function SiteFooter() {
  const { t } = useTranslation(['layout', 'common']);
  const language = useLanguage();
  const accountLinks = [
    { to: paths.account, label: t('footer.myAccount') },
    { to: paths.orders, label: t('footer.orders') },
    { to: paths.basket, label: t('footer.cart') },
    { to: paths.favorites, label: t('footer.wishlist') },
  ];
  return (
    <footer className="mt-20 border-t border-olive-200 bg-olive-100/60 pt-14 pb-28 text-sm lg:pb-10 dark:border-graphite-800 dark:bg-graphite-900">
      <div className="page-width grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-labelledby="footer-account">
          <h2 id="footer-account" className={heading}>
            {t('footer.account')}
          </h2>
          <ul>
            {accountLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-menu">
          <h2 id="footer-menu" className={heading}>
            {t('footer.menu')}
          </h2>
          <ul>
            {footerCategorySlugs.map((slug) => (
              <li key={slug}>
                <Link to={paths.catalogOf({ categoryName: slug })} className={link}>
                  {t(`footer.categories.${slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-useful">
          <h2 id="footer-useful" className={heading}>
            {t('footer.useful')}
          </h2>
          <ul>
            {legalPageIds.map((id) => (
              <li key={id}>
                <Link to={paths.legal(id)} className={link}>
                  {t(`common:footer.legal.${id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-address">
          <h2 id="footer-address" className={heading}>
            {t('footer.address')}
          </h2>
          <address className="space-y-2 not-italic">
            {storeInfo.shops.map((shop) => (
              <p key={shop.id}>{shop.address[language]}</p>
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
