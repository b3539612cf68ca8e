import type { User } from '@aruu/contract/auth';
import type { Address } from '@aruu/contract/users';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatPhone } from '@/shared/lib/format-phone';
import { paths } from '@/shared/paths';
import { buttonClass } from '@/shared/ui/button';
import { BagIcon, HeartIcon, PinIcon, UserIcon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { AccountCard } from './account-shell';
import { SectionError } from './section-error';

interface Loadable<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The card body for a query: a skeleton while loading, an error with retry, or the content. */
function Loaded<T>({
  query,
  skeleton,
  children,
}: {
  query: Loadable<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return skeleton;
  if (query.isError || query.data === undefined)
    return <SectionError error={query.error} onRetry={() => query.refetch()} />;
  return children(query.data);
}

const lines = (count: number) => (
  <div className="flex flex-col gap-2" data-loading>
    {Array.from({ length: count }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
      <Skeleton key={index} className={`h-5 ${index === 0 ? 'w-2/3' : 'w-1/2'}`} />
    ))}
  </div>
);

const cardLink = buttonClass('secondary', 'mt-5 self-start');

export function CardIcon({ children }: { children: ReactNode }) {
  return (
    <span className="flex size-10 items-center justify-center rounded-full bg-olive-100 text-olive-700 dark:bg-graphite-900 dark:text-olive-300">
      {children}
    </span>
  );
}

export function ProfileSummary({ me, className = '' }: { me: Loadable<User>; className?: string }) {
  const { t } = useTranslation('account');
  return (
    <AccountCard
      title={t('hub.profile.heading')}
      action={<CardIcon>{<UserIcon size={20} />}</CardIcon>}
      className={`flex flex-col ${className}`}
    >
      <Loaded query={me} skeleton={lines(3)}>
        {(user) => (
          <>
            <dl className="flex flex-col gap-1 text-graphite-700 dark:text-graphite-300" data-profile-summary>
              <dt className="sr-only">{t('profile.details.firstName')}</dt>
              <dd className="text-lg font-medium text-graphite-900 dark:text-graphite-100">
                {[user.first_name, user.last_name].filter(Boolean).join(' ')}
              </dd>
              <dt className="sr-only">{t('profile.details.email')}</dt>
              <dd className="break-all">{user.email}</dd>
              <dt className="sr-only">{t('profile.details.phone')}</dt>
              <dd>{user.phone ? formatPhone(user.phone) : t('hub.profile.noPhone')}</dd>
            </dl>
            {user.account_type === 'legal' && (
              <p className="mt-3 inline-flex self-start rounded-full bg-olive-100 px-3 py-1 text-xs font-medium text-olive-800 dark:bg-graphite-900 dark:text-olive-200">
                {t('hub.profile.legal')}
              </p>
            )}
            <Link to={paths.profile} className={cardLink}>
              {t('hub.profile.edit')}
            </Link>
          </>
        )}
      </Loaded>
    </AccountCard>
  );
}

/** A small card with an icon, a figure and a link onwards (cart, wishlist). */
function CountCard({
  title,
  icon,
  to,
  linkLabel,
  children,
  className = '',
}: {
  title: string;
  icon: ReactNode;
  to: string;
  linkLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <AccountCard title={title} action={<CardIcon>{icon}</CardIcon>} className={`flex flex-col ${className}`}>
      {children}
      <Link to={to} className={cardLink}>
        {linkLabel}
      </Link>
    </AccountCard>
  );
}

export function CartSummary({
  cart,
  formatSom,
  className,
}: {
  cart: Loadable<{ cartCount: number; subtotal: number }>;
  formatSom: (amount: number) => string;
  className?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <CountCard
      title={t('hub.cart.heading')}
      icon={<BagIcon size={20} />}
      to={paths.basket}
      linkLabel={t('hub.cart.open')}
      className={className}
    >
      <Loaded query={cart} skeleton={lines(1)}>
        {({ cartCount, subtotal }) => (
          <p className="text-graphite-700 dark:text-graphite-300" data-cart-summary>
            {cartCount === 0 ? (
              t('hub.cart.empty')
            ) : (
              <>
                <span className="font-medium text-graphite-900 dark:text-graphite-100">
                  {t('hub.cart.items', { count: cartCount })}
                </span>{' '}
                {t('hub.cart.subtotal', { amount: formatSom(subtotal) })}
              </>
            )}
          </p>
        )}
      </Loaded>
    </CountCard>
  );
}

export function FavoritesSummary({ favorites, className }: { favorites: Loadable<Set<number>>; className?: string }) {
  const { t } = useTranslation('account');
  return (
    <CountCard
      title={t('hub.favorites.heading')}
      icon={<HeartIcon size={20} />}
      to={paths.favorites}
      linkLabel={t('hub.favorites.open')}
      className={className}
    >
      <Loaded query={favorites} skeleton={lines(1)}>
        {(ids) => (
          <p className="text-graphite-700 dark:text-graphite-300" data-favorites-summary>
            {ids.size === 0 ? (
              t('hub.favorites.empty')
            ) : (
              <span className="font-medium text-graphite-900 dark:text-graphite-100">
                {t('hub.favorites.items', { count: ids.size })}
              </span>
            )}
          </p>
        )}
      </Loaded>
    </CountCard>
  );
}

export function AddressSummary({ address, className = '' }: { address: Loadable<Address | null>; className?: string }) {
  const { t } = useTranslation('account');
  return (
    <AccountCard
      title={t('hub.address.heading')}
      action={
        <CardIcon>
          <PinIcon size={20} />
        </CardIcon>
      }
      className={`flex flex-col ${className}`}
    >
      {address.isPending ? (
        lines(2)
      ) : address.isError ? (
        <SectionError error={address.error} onRetry={() => address.refetch()} />
      ) : address.data ? (
        <>
          <address className="text-graphite-700 not-italic dark:text-graphite-300" data-address-summary>
            {[address.data.street, address.data.house, address.data.apartment].filter(Boolean).join(', ')}
            <br />
            {address.data.city}, {address.data.country}
          </address>
          <Link to={paths.addressOf(address.data.id)} className={cardLink}>
            {t('hub.address.edit')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-graphite-700 dark:text-graphite-300">{t('hub.address.none')}</p>
          <Link to={paths.address} className={cardLink}>
            {t('hub.address.add')}
          </Link>
        </>
      )}
    </AccountCard>
  );
}
