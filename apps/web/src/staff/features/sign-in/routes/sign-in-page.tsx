import { StaffSignInBody } from '@aruu/contract/staff-auth';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { useFormFailure } from '@/shared/forms/form-failure';
import { PasswordField } from '@/shared/forms/password-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useErrorText, useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { Spinner } from '@/shared/ui/spinner';
import { staffTokens } from '@/staff/shared/api/client';
import { staffPaths } from '@/staff/shared/paths';
import { useStaffSignedIn } from '@/staff/shared/session/use-staff-signed-in';
import { AuthFrame } from '@/staff/shared/ui/auth-frame';
import {
  type Challenge,
  type SecondFactor,
  type SignedIn,
  useEnrolment,
  useSecondFactor,
  useSignIn,
} from '../api/sign-in-api';
import { QrCode } from '../components/qr-code';
import { RecoveryCodes } from '../components/recovery-codes';

/** Only paths inside the staff app, so a crafted link cannot send a signed-in employee elsewhere. */
function nextPath(next: string | null): string {
  return next && /^\/[a-z0-9/_-]*$/i.test(next) && !next.startsWith('//') ? next : staffPaths.home;
}

function PasswordStep({ email, onPassed }: { email: string; onPassed: (challenge: Challenge) => void }) {
  const { t } = useTranslation('staffSignIn');
  const fieldText = useFieldErrorText();
  const signIn = useSignIn();
  const form = useZodForm(StaffSignInBody, { defaultValues: { email, password: '' } });
  const { errors } = form.formState;
  const onFailure = useFormFailure(form.setError, ['email', 'password']);
  const submit = form.handleSubmit((values) => signIn.mutate(values, { onSuccess: onPassed, onError: onFailure }));
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
      <Button type="submit" loading={signIn.isPending} className="w-full">
        {t('submit')}
      </Button>
    </form>
  );
}

/** The authenticator to add on the first sign-in: its QR code, and its key for typing by hand. */
function Enrolment({ challengeToken }: { challengeToken: string }) {
  const { t } = useTranslation('staffSignIn');
  const errorText = useErrorText();
  const enrolment = useEnrolment(challengeToken);
  if (enrolment.isError)
    return (
      <p role="alert" className="text-rose-700 dark:text-rose-300">
        {errorText(enrolment.error)}
      </p>
    );
  if (!enrolment.data) return <Spinner />;
  return (
    <section className="flex flex-col items-center gap-4 text-center" data-staff-enrolment>
      <h2 className="font-display text-xl">{t('enrol.title')}</h2>
      <p className="text-sm text-graphite-700 dark:text-graphite-300">{t('enrol.steps')}</p>
      <QrCode value={enrolment.data.otpauth_uri} label={t('enrol.qr')} />
      <p className="text-sm">
        {t('enrol.manual')}{' '}
        <code className="break-all rounded bg-olive-50 px-1.5 py-0.5 font-mono dark:bg-graphite-900" data-totp-secret>
          {enrolment.data.secret}
        </code>
      </p>
    </section>
  );
}

/**
 * The second step: a TOTP code, or without the phone a recovery code; on the first sign-in the
 * authenticator is enrolled first and its code confirms it.
 */
function CodeStep({ challenge, onSignedIn }: { challenge: Challenge; onSignedIn: (session: SignedIn) => void }) {
  const { t } = useTranslation('staffSignIn');
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const secondFactor = useSecondFactor(challenge.challenge_token);
  const [recovering, setRecovering] = useState(false);
  const [value, setValue] = useState('');
  const enrolling = challenge.next === 'enrol';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const factor: SecondFactor = recovering
      ? { kind: 'recover', recovery_code: value }
      : { kind: challenge.next, code: value };
    secondFactor.mutate(factor, { onSuccess: onSignedIn });
  };
  const error = secondFactor.error;
  const fieldError = isApiError(error) ? Object.values(error.fields)[0]?.code : undefined;
  return (
    <div className="flex flex-col gap-5">
      {enrolling ? (
        <Enrolment challengeToken={challenge.challenge_token} />
      ) : (
        <h2 className="font-display text-xl">{t('code.title')}</h2>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-staff-form="code">
        <TextField
          key={recovering ? 'recovery' : 'code'}
          label={recovering ? t('code.recoveryLabel') : t('code.label')}
          hint={recovering ? t('code.recoveryHint') : t('code.hint')}
          inputMode={recovering ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ? (fieldText(fieldError) ?? errorText(error)) : undefined}
        />
        <Button type="submit" loading={secondFactor.isPending} className="w-full">
          {t('code.submit')}
        </Button>
      </form>
      {!enrolling && (
        <button
          type="button"
          className="self-center text-sm text-olive-800 underline underline-offset-4 dark:text-olive-200"
          onClick={() => {
            setRecovering((on) => !on);
            setValue('');
            secondFactor.reset();
          }}
        >
          {recovering ? t('code.useApp') : t('code.useRecovery')}
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
  const [challenge, setChallenge] = useState<Challenge>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const next = nextPath(params.get('next'));
  // Right after enrolling, the recovery codes stay on screen until the employee has saved them.
  if (signedIn && !recoveryCodes) return <Navigate to={next} replace />;
  return (
    <AuthFrame title={t('title')}>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => navigate(next, { replace: true })} />
      ) : challenge ? (
        <>
          <CodeStep
            challenge={challenge}
            onSignedIn={(session) => {
              if (session.recovery_codes) setRecoveryCodes(session.recovery_codes);
              staffTokens.save(session);
            }}
          />
          <button
            type="button"
            className="mt-4 text-sm text-graphite-700 underline underline-offset-4 dark:text-graphite-300"
            onClick={() => setChallenge(undefined)}
          >
            {t('back')}
          </button>
        </>
      ) : (
        <PasswordStep email={params.get('email') ?? ''} onPassed={setChallenge} />
      )}
    </AuthFrame>
  );
}
