import { Link } from 'react-router';
import { useCartCount } from '@/entities/cart/api/cart-api';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { useSignedIn } from '@/shared/session/use-signed-in';
import { BagIcon, HeartIcon, UserIcon } from '@/shared/ui/icons';

const iconLink =
  'relative inline-flex size-11 items-center justify-center rounded-full transition-colors hover:bg-olive-100 dark:hover:bg-graphite-800';

export function CartLink() {
  const { t } = useTranslation('layout');
  const count = useCartCount();
  return (
    <Link
      to={paths.basket}
      className={iconLink}
      aria-label={count ? t('header.cartWithCount', { count }) : t('header.cart')}
      data-cart-link
    >
      <BagIcon />
      {count > 0 && (
        <span
          data-cart-count
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-olive-700 px-1 text-[11px] font-semibold text-white dark:bg-olive-300 dark:text-graphite-900"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

export function FavoritesLink() {
  const { t } = useTranslation('layout');
  return (
    <Link to={paths.favorites} className={iconLink} aria-label={t('header.favorites')}>
      <HeartIcon />
    </Link>
  );
}

/** To the profile when signed in, else to sign-in (spec §2). */
export function ProfileLink() {
  const { t } = useTranslation('layout');
  const signedIn = useSignedIn();
  return (
    <Link
      to={signedIn ? paths.profile : paths.auth}
      className={iconLink}
      aria-label={signedIn ? t('header.profile') : t('header.signIn')}
    >
      <UserIcon />
    </Link>
  );
}
