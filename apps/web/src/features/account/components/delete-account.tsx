import { useState } from 'react';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { TrashIcon } from '@/shared/ui/icons';
import { toast } from '@/shared/ui/toast';
import { useCloseAccount } from '../api/account-api';
import { useSignOut } from '../use-sign-out';
import { AccountCard } from './account-shell';

/** Closing the account, after a dialog that says what happens to orders, address and logins. */
export function DeleteAccount({ userId }: { userId: number }) {
  const { t } = useTranslation(['account', 'common']);
  const errorText = useErrorText();
  const close = useCloseAccount();
  const signOut = useSignOut();
  const [asking, setAsking] = useState(false);

  const confirm = () =>
    close.mutate(userId, {
      onSuccess: () => {
        toast.success(t('common:toast.deleted'));
        // Every session of the account has ended on the server; forget this one here too.
        signOut();
      },
      onError: (error) => {
        setAsking(false);
        toast.error(errorText(error));
      },
    });

  return (
    <AccountCard title={t('profile.delete.heading')} tone="danger">
      <p className="mb-5 text-sm text-graphite-700 dark:text-graphite-300">{t('profile.delete.text')}</p>
      <Button variant="danger" onClick={() => setAsking(true)}>
        <TrashIcon size={18} />
        {t('profile.delete.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        danger
        title={t('profile.delete.confirmTitle')}
        message={t('profile.delete.confirmMessage')}
        confirmLabel={t('profile.delete.confirm')}
        busy={close.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </AccountCard>
  );
}
