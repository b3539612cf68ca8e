import { useCart } from '@/entities/cart/api/cart-api';
import { useFavoriteIds } from '@/entities/favorites/api/favorites-api';
import { useOrders } from '@/entities/orders/api/orders-api';
import { useAddress, useMe } from '@/entities/users/api/users-api';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { RecentlyViewedShelf } from '@/widgets/product-card/recently-viewed-shelf';
import { AccountShell } from '../components/account-shell';
import { AddressSummary, CartSummary, FavoritesSummary, ProfileSummary } from '../components/hub-sections';
import { LogoutButton } from '../components/logout-button';
import { RecentOrders } from '../components/recent-orders';
import { UdsCard } from '../components/uds-card';

/**
 * `/my-acc`, the account hub of spec §2: profile, latest orders, cart, wishlist and address,
 * then the products viewed last, as sections (they read better than tabs on a phone), each loading and failing on its own.
 */
export function AccountPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('hub.title'));
  const formatSom = useFormatSom();
  const me = useMe();
  const orders = useOrders();
  const cart = useCart();
  const favorites = useFavoriteIds();
  const address = useAddress();

  return (
    <AccountShell
      title={t('hub.title')}
      intro={me.data ? t('hub.greeting', { name: me.data.nickname ?? me.data.first_name }) : t('hub.intro')}
      actions={<LogoutButton />}
    >
      {/* Phone: one column in this order. Wide: profile and address beside the orders, then cart and wishlist. */}
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-6 lg:gap-6">
        <ProfileSummary me={me} className="lg:col-span-2" />
        <RecentOrders orders={orders} className="md:col-span-2 lg:col-span-4 lg:row-span-2" />
        <AddressSummary address={address} className="lg:col-span-2" />
        <CartSummary cart={cart} formatSom={formatSom} className="lg:col-span-3" />
        <FavoritesSummary favorites={favorites} className="lg:col-span-3" />
        <UdsCard className="lg:col-span-2" />
      </div>
      <RecentlyViewedShelf className="mt-10" />
    </AccountShell>
  );
}
export { AccountPage as Component };
