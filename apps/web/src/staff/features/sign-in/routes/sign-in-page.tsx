import { LoginBody } from '@aruu/contract/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { TokenPair } from '@/shared/api/tokens';
import { useFormFailure } from '@/shared/forms/form-failure';
import { PasswordField } from '@/shared/forms/password-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useErrorText, useFieldErrorText } from '@/shared/i18n/use-error-text';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { LanguageSwitcher } from '@/shared/ui/language-switcher';
import { staffTokens } from '@/staff/shared/api/client';
import { staffPaths } from '@/staff/shared/paths';
import { useStaffSignedIn } from '@/staff/shared/session/use-staff-signed-in';
import { QrCode } from '../components/qr-code';
import { RecoveryCodes } from '../components/recovery-codes';
import { type PasswordStepAnswer, useCodeStep, usePasswordStep } from '../sign-in-api';

/** Only paths inside the staff app, so a crafted link cannot send a signed-in employee elsewhere. */
function nextPath(next: string | null): string {
  return next && /^\/[a-z0-9/_-]*$/i.test(next) && !next.startsWith('//') ? next : staffPaths.home;
}

function PasswordStep({ onPassed }: { onPassed: (answer: PasswordStepAnswer) => void }) {
  const { t } = useTranslation('staffSignIn');
  const fieldText = useFieldErrorText();
  const step = usePasswordStep();
  const form = useZodForm(LoginBody, { defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const onFailure = useFormFailure(form.setError, ['email', 'password']);
  const submit = form.handleSubmit((values) => step.mutate(values, { onSuccess: onPassed, onError: onFailure }));
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-staff-form="password">
      <TextField
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldText(errors.email?.message)}
        {...form.register('email')}
      />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        error={fieldText(errors.password?.message)}
        {...form.register('password')}
      />
      <Button type="submit" loading={step.isPending} className="w-full">
        {t('submit')}
      </Button>
    </form>
  );
}

/** The second step: a TOTP code (or, without the phone, a recovery code); enrolment shows the QR first. */
function CodeStep({
  passed,
  onSignedIn,
}: {
  passed: PasswordStepAnswer;
  onSignedIn: (pair: TokenPair, recoveryCodes: string[] | null) => void;
}) {
  const { t } = useTranslation('staffSignIn');
  const errorText = useErrorText();
  const step = useCodeStep();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const enrolment = passed.enrolment;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const factor = useRecovery ? { recovery_code: value.trim() } : { code: value.replace(/\s/g, '') };
    step.mutate(
      { challenge: passed.challenge, ...factor },
      { onSuccess: ({ recovery_codes, ...pair }) => onSignedIn(pair, recovery_codes) },
    );
  };
  return (
    <div className="flex flex-col gap-5">
      {enrolment ? (
        <section className="flex flex-col items-center gap-4 text-center" data-staff-enrolment>
          <h2 className="font-display text-xl">{t('enrol.title')}</h2>
          <p className="text-sm text-graphite-700 dark:text-graphite-300">{t('enrol.steps')}</p>
          <QrCode value={enrolment.otpauth_url} label={t('enrol.qr')} />
          <p className="text-sm">
            {t('enrol.manual')}{' '}
            <code className="break-all rounded bg-white px-1.5 py-0.5 font-mono dark:bg-graphite-800" data-totp-secret>
              {enrolment.secret}
            </code>
          </p>
        </section>
      ) : (
        <h2 className="font-display text-xl">{t('code.title')}</h2>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-staff-form="code">
        <TextField
          key={useRecovery ? 'recovery' : 'code'}
          label={useRecovery ? t('code.recoveryLabel') : t('code.label')}
          hint={useRecovery ? t('code.recoveryHint') : t('code.hint')}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={step.error ? errorText(step.error) : undefined}
        />
        <Button type="submit" loading={step.isPending} className="w-full">
          {t('code.submit')}
        </Button>
      </form>
      {!enrolment && (
        <button
          type="button"
          className="self-center text-sm text-olive-800 underline underline-offset-4 dark:text-olive-200"
          onClick={() => {
            setUseRecovery((on) => !on);
            setValue('');
            step.reset();
          }}
        >
          {useRecovery ? t('code.useApp') : t('code.useRecovery')}
        </button>
      )}
    </div>
  );
}

/**
 * Staff sign-in: email and password, then the authenticator's code — on the first sign-in after
 * enrolling the authenticator from a QR code, and then the recovery codes, shown once.
 */
export function Component() {
  const { t } = useTranslation('staffSignIn');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = useStaffSignedIn();
  const [passed, setPassed] = useState<PasswordStepAnswer>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const next = nextPath(params.get('next'));
  if (signedIn && !recoveryCodes) return <Navigate to={next} replace />;

  const onSignedIn = (pair: TokenPair, codes: string[] | null) => {
    // The codes are shown before the tokens are kept, so the redirect waits for "I have saved them".
    if (codes?.length) setRecoveryCodes(codes);
    staffTokens.save(pair);
  };
  return (
    <main className="mx-auto flex min-h-dvh w-[min(92vw,26rem)] flex-col justify-center gap-8 py-10">
      <div className="flex items-center justify-between gap-3">
        <p className="font-display text-xl">Aruu</p>
        <LanguageSwitcher />
      </div>
      <div className="rounded-3xl bg-white p-6 shadow-sm dark:bg-graphite-800/60">
        <h1 className="mb-6 font-display text-2xl">{t('title')}</h1>
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={() => navigate(next, { replace: true })} />
        ) : passed ? (
          <>
            <CodeStep passed={passed} onSignedIn={onSignedIn} />
            <button
              type="button"
              className="mt-4 text-sm text-graphite-700 underline underline-offset-4 dark:text-graphite-300"
              onClick={() => setPassed(undefined)}
            >
              {t('back')}
            </button>
          </>
        ) : (
          <PasswordStep onPassed={setPassed} />
        )}
      </div>
    </main>
  );
}
