import { type AuthTokens, LoginBody } from '@aruu/contract/auth';
import { Link } from 'react-router';
import { useFormFailure } from '@/shared/forms/form-failure';
import { PasswordField } from '@/shared/forms/password-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { useLogin } from '../api/auth-api';
import { AuthHeading, textLink } from './auth-card';

interface LoginFormProps {
  onSignedIn: (pair: AuthTokens) => void;
  forgotHref: string;
  registerHref: string;
}

export function LoginForm({ onSignedIn, forgotHref, registerHref }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const fieldText = useFieldErrorText();
  const login = useLogin();
  const form = useZodForm(LoginBody, { defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const onFailure = useFormFailure(form.setError, ['email', 'password']);
  const submit = form.handleSubmit((values) => login.mutate(values, { onSuccess: onSignedIn, onError: onFailure }));

  return (
    <>
      <AuthHeading title={t('login.heading')} intro={t('login.intro')} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-auth-form="login">
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldText(errors.email?.message)}
          {...form.register('email')}
        />
        <div className="flex flex-col gap-2">
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            error={fieldText(errors.password?.message)}
            {...form.register('password')}
          />
          {/* The email typed so far travels to the reset form, so it need not be typed twice. */}
          <Link to={forgotHref} state={{ email: form.watch('email') }} className={`${textLink} self-end text-sm`}>
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" loading={login.isPending} className="mt-1 w-full">
          {t('login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-graphite-700 dark:text-graphite-300">
        {t('login.noAccount')}{' '}
        <Link to={registerHref} className={textLink}>
          {t('login.toRegister')}
        </Link>
      </p>
    </>
  );
}
