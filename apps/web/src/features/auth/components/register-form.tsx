import { type AuthTokens, RegisterBody } from '@aruu/contract/auth';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { flagPasswordMismatch, useFormFailure } from '@/shared/forms/form-failure';
import { PasswordField } from '@/shared/forms/password-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { TaggedText } from '@/shared/i18n/tagged-text';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { Button } from '@/shared/ui/button';
import { CheckboxField, TextField } from '@/shared/ui/form-field';
import { InfoIcon } from '@/shared/ui/icons';
import { useRegister } from '../api/auth-api';
import { AccountTypeField } from './account-type-field';
import { AuthHeading, textLink } from './auth-card';

const fieldNames = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'account_type',
  'password',
  'password_confirmation',
  'accept_terms',
  'confirm_adult',
] as const;

/** A legal page opened beside the form, so what was typed is not lost; TaggedText gives it its words. */
function NewTabLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Link to={to} target="_blank" rel="noopener" className={textLink}>
      {children}
      <span className="sr-only"> {t('register.newTab')}</span>
    </Link>
  );
}

interface RegisterFormProps {
  onSignedIn: (pair: AuthTokens) => void;
  loginHref: string;
}

/** Every registration field of the offer (spec §3, §5), checked by the same schema as the API. */
export function RegisterForm({ onSignedIn, loginHref }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const fieldText = useFieldErrorText();
  const language = useLanguage();
  const registration = useRegister();
  const form = useZodForm(RegisterBody, {
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      account_type: 'individual',
      password: '',
      password_confirmation: '',
    },
  });
  const { errors } = form.formState;
  const onFailure = useFormFailure(form.setError, fieldNames);
  const submit = form.handleSubmit(
    (values) => registration.mutate({ ...values, language }, { onSuccess: onSignedIn, onError: onFailure }),
    () => flagPasswordMismatch(form, 'password', 'password_confirmation'),
  );
  const optional = (
    <span className="font-normal text-graphite-500 dark:text-graphite-300">({t('fields.optional')})</span>
  );

  return (
    <>
      <AuthHeading title={t('register.heading')} intro={t('register.intro')} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-auth-form="register">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            error={fieldText(errors.first_name?.message)}
            {...form.register('first_name')}
          />
          <TextField
            label={
              <>
                {t('fields.lastName')} {optional}
              </>
            }
            autoComplete="family-name"
            error={fieldText(errors.last_name?.message)}
            {...form.register('last_name')}
          />
        </div>
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
        <TextField
          label={t('fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('fields.phoneHint')}
          error={fieldText(errors.phone?.message)}
          {...form.register('phone')}
        />
        <AccountTypeField
          registration={form.register('account_type')}
          error={fieldText(errors.account_type?.message)}
        />
        {form.watch('account_type') === 'legal' && (
          <p
            className="-mt-1 flex gap-3 rounded-2xl bg-olive-100 p-4 text-sm text-olive-900 dark:bg-graphite-900 dark:text-olive-100"
            data-legal-note
          >
            <InfoIcon size={20} className="mt-0.5 shrink-0" />
            {t('fields.legalNote')}
          </p>
        )}
        <PasswordField
          label={t('fields.password')}
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
        <div className="flex flex-col gap-3 rounded-2xl border border-olive-200 p-4 dark:border-graphite-700">
          <CheckboxField
            label={
              <TaggedText
                text={t('register.terms')}
                tags={{
                  offer: <NewTabLink to={paths.legal('public-offer')} />,
                  privacy: <NewTabLink to={paths.legal('privacy-policy')} />,
                }}
              />
            }
            error={fieldText(errors.accept_terms?.message)}
            {...form.register('accept_terms')}
          />
          <CheckboxField
            label={t('register.adult')}
            error={fieldText(errors.confirm_adult?.message)}
            {...form.register('confirm_adult')}
          />
        </div>
        <Button type="submit" loading={registration.isPending} className="mt-1 w-full">
          {t('register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-graphite-700 dark:text-graphite-300">
        {t('register.haveAccount')}{' '}
        <Link to={loginHref} className={textLink}>
          {t('register.toLogin')}
        </Link>
      </p>
    </>
  );
}
