import { ResetPasswordBody } from '@aruu/contract/auth';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { tokens } from '@/shared/api/tokens';
import { flagPasswordMismatch, useFormFailure } from '@/shared/forms/form-failure';
import { PasswordField } from '@/shared/forms/password-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button, buttonClass } from '@/shared/ui/button';
import { AlertIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast';
import { useResetLinkState, useResetPassword } from '../api/auth-api';
import { AuthHeading } from './auth-card';

interface ResetPasswordFormProps {
  token: string;
  loginHref: string;
  forgotHref: string;
}

/** The emailed link `/auth/{token}`: a new password, then the login form (spec §4). */
export function ResetPasswordForm({ token, loginHref, forgotHref }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const fieldText = useFieldErrorText();
  const { t: errorsT } = useTranslation('errors');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const link = useResetLinkState(token);
  const [linkInvalid, setLinkInvalid] = useState(false);
  // A link found used or expired says so at once; if the check itself fails, the form still tries.
  const dead = link.data && link.data.state !== 'valid' ? link.data.state : linkInvalid ? 'unknown' : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useZodForm(ResetPasswordBody, { defaultValues: { token, password: '', password_confirmation: '' } });
  const { errors } = form.formState;
  const onFailure = useFormFailure(form.setError, ['password', 'password_confirmation']);
  const submit = form.handleSubmit(
    (values) =>
      reset.mutate(values, {
        onSuccess: () => {
          // The API has just ended every session of the account, this browser's included.
          if (tokens.access()) tokens.clear();
          toast.success(t('reset.done'));
          navigate(loginHref, { replace: true });
        },
        onError: (error) => {
          if (isApiError(error, 'invalid_reset_token') || (isApiError(error) && 'token' in error.fields))
            setLinkInvalid(true);
          else onFailure(error);
        },
      }),
    // A token the schema refuses (too long, empty) is a broken link, not a field to correct.
    (invalid) => {
      if (invalid.token) setLinkInvalid(true);
      else flagPasswordMismatch(form, 'password', 'password_confirmation');
    },
  );

  useEffect(() => {
    if (dead) heading.current?.focus();
  }, [dead]);

  if (link.isPending) return <Spinner />;
  if (dead) {
    return (
      <div role="alert" data-reset-invalid={dead}>
        <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-rose-100 text-rose-700 dark:bg-rose-900/50 dark:text-rose-200">
          <AlertIcon size={26} />
        </div>
        <AuthHeading
          headingRef={heading}
          title={dead === 'unknown' ? t('reset.invalidHeading') : t(`reset.${dead}Heading`)}
          intro={dead === 'unknown' ? errorsT('codes.invalid_reset_token') : t(`reset.${dead}Text`)}
        />
        <Link to={forgotHref} className={buttonClass('primary', 'w-full')}>
          {t('reset.askAgain')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <AuthHeading title={t('reset.heading')} intro={t('reset.intro')} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-auth-form="reset">
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          error={fieldText(errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordField
          label={t('fields.passwordConfirmation')}
          autoComplete="new-password"
          error={fieldText(errors.password_confirmation?.message)}
          {...form.register('password_confirmation')}
        />
        <Button type="submit" loading={reset.isPending} className="w-full">
          {t('reset.submit')}
        </Button>
      </form>
    </>
  );
}
