import { ReauthenticationBody } from '@aruu/contract/staff-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { PasswordField } from '@/shared/forms/password-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useErrorText, useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';
import { call, queryKeyOf } from '@/staff/shared/api/client';
import { RecoveryCodes } from './recovery-codes';

/**
 * When three or fewer recovery codes are left: ten new ones, replacing the rest, shown once. They
 * open the account without the phone, so the password and a current code are asked again.
 */
export function NewRecoveryCodes({ left }: { left: number }) {
  const { t } = useTranslation('staffSignIn');
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useZodForm(ReauthenticationBody, { defaultValues: { password: '', code: '' } });
  const { errors } = form.formState;
  const renew = useMutation({
    mutationFn: (body: ReauthenticationBody) => call('POST /staff/me/recovery-codes', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf('GET /staff/me') }),
    onError: (error) => {
      // A wrong password or code is said at the form; anything else (too many tries, no connection) as a toast.
      if (!isApiError(error, 'reauthentication_failed')) toast.error(errorText(error));
    },
  });
  if (left > 3 && !open) return null;
  const close = () => {
    setOpen(false);
    renew.reset();
    form.reset();
  };
  const submit = form.handleSubmit((values) => renew.mutate(values));
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
          <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-staff-form="renew-recovery-codes">
            <p className="text-sm text-graphite-700 dark:text-graphite-300">{t('recovery.renewHint')}</p>
            {isApiError(renew.error, 'reauthentication_failed') && (
              <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
                {errorText(renew.error)}
              </p>
            )}
            <PasswordField
              label={t('password')}
              autoComplete="current-password"
              error={fieldText(errors.password?.message)}
              {...form.register('password')}
            />
            <TextField
              label={t('code.label')}
              hint={t('code.hint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              spellCheck={false}
              error={fieldText(errors.code?.message)}
              {...form.register('code')}
            />
            <Button type="submit" loading={renew.isPending}>
              {t('recovery.renewSubmit')}
            </Button>
          </form>
        )}
      </Dialog>
    </>
  );
}
