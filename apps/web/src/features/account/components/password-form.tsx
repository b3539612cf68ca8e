import { UpdateProfileBody } from '@aruu/contract/users';
import { flagPasswordMismatch, useFormFailure } from '@/shared/forms/form-failure';
import { PasswordField } from '@/shared/forms/password-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast';
import { useUpdateProfile } from '../api/account-api';
import { AccountCard } from './account-shell';

const empty = { current_password: '', new_password: '', new_password_confirmation: '' };

/** A new password needs the current one; the API then ends every other login of the account. */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation(['account', 'common']);
  const fieldText = useFieldErrorText();
  const update = useUpdateProfile();
  const form = useZodForm(UpdateProfileBody, { defaultValues: empty });
  const { errors } = form.formState;
  const onFailure = useFormFailure(form.setError, ['current_password', 'new_password', 'new_password_confirmation']);
  const submit = form.handleSubmit(
    ({ current_password, new_password, new_password_confirmation }) =>
      update.mutate(
        { current_password, new_password, new_password_confirmation },
        {
          onSuccess: () => {
            toast.success(t('common:toast.saved'));
            form.reset(empty);
          },
          onError: onFailure,
        },
      ),
    () => flagPasswordMismatch(form, 'new_password', 'new_password_confirmation'),
  );

  return (
    <AccountCard title={t('profile.password.heading')}>
      <p className="-mt-2 mb-5 text-sm text-graphite-700 dark:text-graphite-300">{t('profile.password.intro')}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-password-form>
        {/* Lets a password manager file the new password under the right login. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label={t('profile.password.current')}
          autoComplete="current-password"
          error={fieldText(errors.current_password?.message)}
          {...form.register('current_password')}
        />
        <PasswordField
          label={t('profile.password.new')}
          autoComplete="new-password"
          hint={t('profile.password.newHint')}
          error={fieldText(errors.new_password?.message)}
          {...form.register('new_password')}
        />
        <PasswordField
          label={t('profile.password.confirmation')}
          autoComplete="new-password"
          error={fieldText(errors.new_password_confirmation?.message)}
          {...form.register('new_password_confirmation')}
        />
        <Button type="submit" variant="secondary" loading={update.isPending} className="w-full sm:w-auto sm:self-start">
          {t('profile.password.submit')}
        </Button>
      </form>
    </AccountCard>
  );
}
