import { AcceptInviteBody } from '@aruu/contract/staff-auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { flagPasswordMismatch, useFormFailure } from '@/shared/forms/form-failure';
import { PasswordField } from '@/shared/forms/password-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast';
import { call, queryKeyOf } from '@/staff/shared/api/client';
import { staffPaths } from '@/staff/shared/paths';
import { AuthFrame } from '@/staff/shared/ui/auth-frame';

/**
 * The invitation link (`/staff/invite/{token}`): the new employee sets a password, then signs in.
 * A link that no longer works says why (accepted, withdrawn, expired) before anything is typed.
 */
export function Component() {
  const { t } = useTranslation('staffInvite');
  usePageTitle(t('title'));
  const { token = '' } = useParams();
  const link = useQuery({
    queryKey: [...queryKeyOf('POST /staff/invites/state'), token],
    queryFn: ({ signal }) => call('POST /staff/invites/state', { body: { token }, signal }),
  });
  return (
    <AuthFrame title={t('title')}>
      {link.isError ? (
        <QueryError error={link.error} onRetry={() => link.refetch()} />
      ) : !link.data ? (
        <Spinner />
      ) : link.data.state === 'open' ? (
        <PasswordForm token={token} email={link.data.email ?? ''} />
      ) : (
        <div role="status" className="flex flex-col gap-4" data-invite-state={link.data.state}>
          <p>{t(`closed.${link.data.state}`)}</p>
          <Link to={staffPaths.signIn} className="underline">
            {t('toSignIn')}
          </Link>
        </div>
      )}
    </AuthFrame>
  );
}

function PasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('staffInvite');
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
    <>
      <p className="mb-5 text-sm text-graphite-700 dark:text-graphite-300">{t('intro', { email })}</p>
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
    </>
  );
}
