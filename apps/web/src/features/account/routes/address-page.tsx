import { Link, Navigate, useParams } from 'react-router';
import { useAddress } from '@/entities/users/api/users-api';
import { useHeaderOptions } from '@/shared/header/header-options';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { QueryError } from '@/shared/ui/query-error';
import { Skeleton } from '@/shared/ui/skeleton';
import { AccountCard, AccountShell } from '../components/account-shell';
import { AddressForm } from '../components/address-form';

/**
 * `/address` creates the one address, `/address/{id}` updates it (spec §3). Each sends to the
 * other when the address does (or does not) exist, so an old link still lands on the right form.
 */
export function AddressPage() {
  const { t } = useTranslation('account');
  const { id } = useParams();
  usePageTitle(t('address.title'));
  useHeaderOptions({ backArrow: true });
  const address = useAddress();
  const existing = address.data;

  if (existing && id !== String(existing.id)) return <Navigate to={paths.addressOf(existing.id)} replace />;
  if (address.isSuccess && !existing && id !== undefined) return <Navigate to={paths.address} replace />;

  return (
    <AccountShell title={t('address.title')} intro={t('address.intro')}>
      <div className="max-w-2xl">
        {address.isPending ? (
          <Skeleton className="h-[26rem] rounded-3xl" />
        ) : address.isError ? (
          <QueryError error={address.error} onRetry={() => address.refetch()} />
        ) : (
          <AccountCard title={existing ? t('hub.address.edit') : t('hub.address.add')}>
            <AddressForm key={existing?.id ?? 'new'} address={existing ?? null} />
          </AccountCard>
        )}
        <Link
          to={paths.account}
          className="mt-6 inline-flex min-h-11 items-center text-sm font-medium text-olive-700 underline decoration-olive-300 underline-offset-4 hover:text-olive-900 dark:text-olive-300 dark:decoration-olive-600 dark:hover:text-olive-100"
        >
          {t('address.toAccount')}
        </Link>
      </div>
    </AccountShell>
  );
}
export { AddressPage as Component };
