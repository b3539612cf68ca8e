import type { AuthTokens } from '@aruu/contract/auth';
import { useRef } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { tokens } from '@/shared/api/tokens';
import { useHeaderOptions } from '@/shared/header/header-options';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths, queryString } from '@/shared/paths';
import { useSignedIn } from '@/shared/session/use-signed-in';
import { toast } from '@/shared/ui/toast';
import { AuthAside } from '../components/auth-aside';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import { safeNextPath } from '../next-path';

const modes = ['login', 'register', 'forgot'] as const;
type Mode = (typeof modes)[number];
const modeOf = (value: string | null): Mode => modes.find((mode) => mode === value) ?? 'login';

const switchLink =
  'flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-medium text-graphite-700 transition-colors hover:text-graphite-900 aria-[current=page]:bg-white aria-[current=page]:text-olive-800 aria-[current=page]:shadow-sm dark:text-graphite-300 dark:hover:text-white dark:aria-[current=page]:bg-graphite-700 dark:aria-[current=page]:text-olive-100';

/**
 * `/auth` (login, register, forgot password — `?mode=` picks one, `?next=` is where to go after)
 * and `/auth/{token}` (the emailed reset link): one screen, as spec §2 has it.
 */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const { token } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  // Set when this page signs the visitor in, so it does not bounce them to /profile meanwhile.
  const signingIn = useRef(false);
  const mode = token ? 'reset' : modeOf(params.get('mode'));
  const next = safeNextPath(params.get('next'), window.location.origin);
  const hrefOf = (target: Mode) =>
    `${paths.auth}${queryString({ mode: target === 'login' ? undefined : target, next })}`;

  usePageTitle(t(`title.${mode}`));
  useHeaderOptions({ backArrow: mode === 'forgot' || mode === 'reset' });

  const signIn = (pair: AuthTokens, welcome?: string) => {
    signingIn.current = true;
    tokens.save(pair);
    if (welcome) toast.success(welcome);
    navigate(next ?? paths.home, { replace: true });
  };

  if (signedIn && !token && !signingIn.current) return <Navigate to={next ?? paths.profile} replace />;

  return (
    <div className="grid gap-8 py-6 sm:py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)] lg:items-start lg:gap-10 lg:py-14">
      <AuthAside />
      <section className="rounded-3xl bg-white p-6 shadow-lg shadow-olive-900/5 ring-1 ring-olive-200/70 sm:p-8 dark:bg-graphite-800 dark:shadow-none dark:ring-graphite-700">
        {(mode === 'login' || mode === 'register') && (
          <nav
            aria-label={t('modes.label')}
            className="mb-7 grid grid-cols-2 gap-1 rounded-full bg-olive-100 p-1 dark:bg-graphite-900"
          >
            {(['login', 'register'] as const).map((target) => (
              <Link
                key={target}
                to={hrefOf(target)}
                replace
                aria-current={mode === target ? 'page' : undefined}
                className={switchLink}
              >
                {t(`modes.${target}`)}
              </Link>
            ))}
          </nav>
        )}
        {mode === 'login' && (
          <LoginForm
            onSignedIn={(pair) => signIn(pair)}
            forgotHref={hrefOf('forgot')}
            registerHref={hrefOf('register')}
          />
        )}
        {mode === 'register' && (
          <RegisterForm
            onSignedIn={(pair) => signIn(pair, t('register.welcome', { name: pair.user.first_name }))}
            loginHref={hrefOf('login')}
          />
        )}
        {mode === 'forgot' && <ForgotPasswordForm loginHref={hrefOf('login')} />}
        {mode === 'reset' && token && (
          <ResetPasswordForm token={token} loginHref={hrefOf('login')} forgotHref={hrefOf('forgot')} />
        )}
      </section>
    </div>
  );
}
export { AuthPage as Component };
