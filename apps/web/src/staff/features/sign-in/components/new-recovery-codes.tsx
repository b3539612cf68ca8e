import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';
import { call, queryKeyOf } from '@/staff/shared/api/client';
import { RecoveryCodes } from './recovery-codes';

/** When three or fewer recovery codes are left: ten new ones, replacing the rest, shown once. */
export function NewRecoveryCodes({ left }: { left: number }) {
  const { t } = useTranslation('staffSignIn');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const renew = useMutation({
    mutationFn: () => call('POST /staff/me/recovery-codes'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf('GET /staff/me') }),
    onError: (error) => toast.error(errorText(error)),
  });
  if (left > 3 && !open) return null;
  const close = () => {
    setOpen(false);
    renew.reset();
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-xl bg-amber-50 px-3 py-2 text-left text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      >
        {t('recovery.left', { count: left })} — {t('recovery.renew')}
      </button>
      <Dialog open={open} onClose={close} title={t('recovery.renew')}>
        {renew.data ? (
          <RecoveryCodes codes={renew.data.recovery_codes} onDone={close} />
        ) : (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-graphite-700 dark:text-graphite-300">{t('recovery.renewHint')}</p>
            <Button loading={renew.isPending} onClick={() => renew.mutate()}>
              {t('recovery.renewSubmit')}
            </Button>
          </div>
        )}
      </Dialog>
    </>
  );
}
