import { AcceptInviteBody } from '@aruu/contract/staff-auth';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { flagPasswordMismatch, useFormFailure } from '@/shared/forms/form-failure';
import { PasswordField } from '@/shared/forms/password-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast';
import { call } from '@/staff/shared/api/client';
import { staffPaths } from '@/staff/shared/paths';
import { AuthFrame } from '@/staff/shared/ui/auth-frame';

/** The invitation link (`/staff/invite/{token}`): the new employee sets a password, then signs in. */
export function Component() {
  const { t } = useTranslation('staffInvite');
  usePageTitle(t('title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const fieldText = useFieldErrorText();
  const accept = useMutation({
    mutationFn: (body: { token: string; password: string; password_confirmation: string }) =>
      call('POST /staff/invites/accept', { body }),
  });
  const form = useZodForm(AcceptInviteBody, { defaultValues: { token, password: '', password_confirmation: '' } });
  const { errors } = form.formState;
  const onFailure = useFormFailure(form.setError, ['password', 'password_confirmation']);
  const submit = form.handleSubmit(
    (values) =>
      accept.mutate(values, {
        onSuccess: ({ email }) => {
          toast.success(t('done', { email }));
          navigate(`${staffPaths.signIn}?email=${encodeURIComponent(email)}`, { replace: true });
        },
        onError: onFailure,
      }),
    () => flagPasswordMismatch(form, 'password', 'password_confirmation'),
  );
  return (
    <AuthFrame title={t('title')}>
      <p className="mb-5 text-sm text-graphite-700 dark:text-graphite-300">{t('intro')}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-staff-form="invite-accept">
        <PasswordField
          label={t('password')}
          autoComplete="new-password"
          error={fieldText(errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordField
          label={t('confirmation')}
          autoComplete="new-password"
          error={fieldText(errors.password_confirmation?.message)}
          {...form.register('password_confirmation')}
        />
        <Button type="submit" loading={accept.isPending} className="w-full">
          {t('submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}
