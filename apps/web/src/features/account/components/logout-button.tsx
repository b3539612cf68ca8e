import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { LogoutIcon } from '@/shared/ui/icons';
import { logoutOnServer } from '../api/account-api';
import { useSignOut } from '../use-sign-out';

/** Log out, after a confirmation (spec §2: leaving asks first). */
export function LogoutButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    setBusy(true);
    // A failed call (offline, session already over) must not keep the shopper signed in here.
    await logoutOnServer();
    signOut();
  };

  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setAsking(true)}>
        <LogoutIcon size={18} />
        {t('logout.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('logout.confirmTitle')}
        message={t('logout.confirmMessage')}
        confirmLabel={t('logout.confirm')}
        busy={busy}
        onConfirm={logout}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
