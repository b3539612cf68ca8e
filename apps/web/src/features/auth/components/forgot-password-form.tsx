import { ForgotPasswordBody } from '@aruu/contract/auth';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { useFormFailure } from '@/shared/forms/form-failure';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button, buttonClass } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { MailIcon } from '@/shared/ui/icons';
import { useForgotPassword } from '../api/auth-api';
import { AuthHeading, textLink } from './auth-card';

/** Asks for a reset link in the interface language; then says where it went (spec §4). */
export function ForgotPasswordForm({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation('auth');
  const fieldText = useFieldErrorText();
  const language = useLanguage();
  const typedAtLogin = (useLocation().state as { email?: unknown } | null)?.email;
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useZodForm(ForgotPasswordBody, {
    defaultValues: { email: typeof typedAtLogin === 'string' ? typedAtLogin : '' },
  });
  const onFailure = useFormFailure(form.setError, ['email']);
  const submit = form.handleSubmit(({ email }) =>
    forgot.mutate(
      { email, language },
      {
        onSuccess: () => setSentTo(email),
        onError: (error) => {
          // Spec §8: an unknown email is said plainly, under the field where it was typed.
          if (isApiError(error, 'email_not_found')) form.setError('email', { message: 'email_not_found' });
          else onFailure(error);
        },
      },
    ),
  );

  // The page changes under a screen reader's cursor: move it to the new heading.
  useEffect(() => {
    if (sentTo) heading.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <div data-forgot-sent>
        <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-olive-100 text-olive-700 dark:bg-graphite-900 dark:text-olive-300">
          <MailIcon size={26} />
        </div>
        <AuthHeading headingRef={heading} title={t('forgot.sentHeading')} intro={t('forgot.sent', { email: sentTo })} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={loginHref} className={buttonClass('primary', 'flex-1')}>
            {t('forgot.backToLogin')}
          </Link>
          <Button variant="secondary" className="flex-1" onClick={() => setSentTo(undefined)}>
            {t('forgot.anotherEmail')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <>
      <AuthHeading title={t('forgot.heading')} intro={t('forgot.intro')} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-auth-form="forgot">
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldText(form.formState.errors.email?.message)}
          {...form.register('email')}
        />
        <Button type="submit" loading={forgot.isPending} className="w-full">
          {t('forgot.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={loginHref} className={textLink}>
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </>
  );
}
