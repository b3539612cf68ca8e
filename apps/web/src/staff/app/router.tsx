import type { Permission } from '@aruu/contract/staff-access';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { buttonClass } from '@/shared/ui/button';
import { QueryError } from '@/shared/ui/query-error';
import { RouteErrorBoundary } from '@/shared/ui/route-error-boundary';
import { Spinner } from '@/shared/ui/spinner';
import { staffPaths } from '@/staff/shared/paths';
import { useMay, useStaffMe } from '@/staff/shared/session/use-staff-me';
import { useStaffSignedIn } from '@/staff/shared/session/use-staff-signed-in';
import { StaffLayout } from './layout/staff-layout';
import { type PageModule, staffPages } from './pages';
import { useAllowedPages } from './use-allowed-pages';

/** A page's own chunk, loaded when first opened, with a spinner meanwhile and its own error boundary. */
function lazyElement(load: () => Promise<PageModule>) {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return (
    <RouteErrorBoundary homePath={staffPaths.home}>
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const signInPage = lazyElement(() => import('@/staff/features/sign-in/routes/sign-in-page'));
const invitePage = lazyElement(() => import('@/staff/features/invite/routes/invite-page'));

function Message({ title, hint }: { title: string; hint?: string }) {
  const { t } = useTranslation('staffLayout');
  return (
    <div role="alert" className="mx-auto max-w-lg py-20 text-center">
      <h1 className="font-display text-2xl">{title}</h1>
      {hint && <p className="mt-3 text-graphite-700 dark:text-graphite-300">{hint}</p>}
      <Link to={staffPaths.home} className={`${buttonClass('secondary')} mt-6`}>
        {t('notFound.toStart')}
      </Link>
    </div>
  );
}

/** The server refuses the page's calls to a role without the permission; this says so up front. */
function Permitted({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { t } = useTranslation('staffLayout');
  if (!useMay(permission)) return <Message title={t('noAccess.title')} hint={t('noAccess.hint')} />;
  return children;
}

/** /staff itself opens the first section the role may use. */
function FirstAllowedPage() {
  const { t } = useTranslation('staffLayout');
  const first = useAllowedPages().find((page) => page.menu);
  if (!first) return <p className="py-20 text-center">{t('nothingAllowed')}</p>;
  return <Navigate to={`/${first.path}`} replace />;
}

/** Signed-out visitors go to the sign-in page and come back to where they were heading. */
function RequireStaff() {
  const signedIn = useStaffSignedIn();
  const location = useLocation();
  const me = useStaffMe();
  if (!signedIn) {
    const next = location.pathname === staffPaths.home ? '' : `?next=${encodeURIComponent(location.pathname)}`;
    return <Navigate to={`${staffPaths.signIn}${next}`} replace />;
  }
  if (me.isError) return <QueryError error={me.error} onRetry={() => me.refetch()} />;
  if (!me.data) return <Spinner />;
  return <Outlet />;
}

function NotFound() {
  const { t } = useTranslation('staffLayout');
  return <Message title={t('notFound.title')} />;
}

const pageElements = staffPages.map((page) => ({
  path: page.path,
  element: <Permitted permission={page.permission}>{lazyElement(page.load)}</Permitted>,
}));

/** The back office's routes below /staff; each page is its own chunk. */
export function StaffRoutes() {
  return (
    <Routes>
      <Route path={staffPaths.signIn} element={signInPage} />
      <Route path={`${staffPaths.invite}/:token`} element={invitePage} />
      <Route element={<RequireStaff />}>
        <Route element={<StaffLayout />}>
          <Route index element={<FirstAllowedPage />} />
          {pageElements.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
