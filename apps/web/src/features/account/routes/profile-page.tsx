import { useLegalEntity, useMe } from '@/entities/users/api/users-api';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useTranslation } from '@/shared/i18n/use-translation';
import { QueryError } from '@/shared/ui/query-error';
import { Skeleton } from '@/shared/ui/skeleton';
import { AccountShell } from '../components/account-shell';
import { DeleteAccount } from '../components/delete-account';
import { LegalEntityForm } from '../components/legal-entity-form';
import { LogoutButton } from '../components/logout-button';
import { PasswordForm } from '../components/password-form';
import { ProfileDetailsForm } from '../components/profile-details-form';

/** `/profile`: the shopper's details, password, logout and account closing. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  usePageTitle(t('profile.title'));
  const me = useMe();
  const legalEntity = useLegalEntity();

  return (
    <AccountShell title={t('profile.title')} intro={t('profile.intro')} actions={<LogoutButton />}>
      {me.isPending ? (
        <ProfileSkeleton />
      ) : me.isError ? (
        <QueryError error={me.error} onRetry={() => me.refetch()} />
      ) : (
        <div className="grid items-start gap-5 lg:grid-cols-5 lg:gap-6">
          <div className="lg:col-span-3">
            <ProfileDetailsForm key={me.data.id} user={me.data} />
            {legalEntity.data && (
              <div className="mt-5 lg:mt-6">
                <LegalEntityForm legalEntity={legalEntity.data.legal_entity} />
              </div>
            )}
          </div>
          <div className="flex flex-col gap-5 lg:col-span-2 lg:gap-6">
            <PasswordForm email={me.data.email} />
            <DeleteAccount userId={me.data.id} />
          </div>
        </div>
      )}
    </AccountShell>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid items-start gap-5 lg:grid-cols-5 lg:gap-6" data-loading>
      <Skeleton className="h-[36rem] rounded-3xl lg:col-span-3" />
      <div className="flex flex-col gap-5 lg:col-span-2 lg:gap-6">
        <Skeleton className="h-96 rounded-3xl" />
        <Skeleton className="h-44 rounded-3xl" />
      </div>
    </div>
  );
}

export { ProfilePage as Component };
