import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Link } from 'react-router';
import { legalPageIds } from '../features/legal/content';
import { paths } from './paths';
import { RootLayout } from './root-layout';

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="py-24 text-center">
      <p className="font-display text-2xl">{t('state.notFound')}</p>
      <Link to={paths.home} className="mt-4 inline-block underline">
        {t('nav.home')}
      </Link>
    </div>
  );
}

function RouteError() {
  const { t } = useTranslation();
  return <p className="py-24 text-center">{t('state.error')}</p>;
}

/** Every page is its own lazily loaded chunk. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('../features/home/home-page') },
      ...legalPageIds.map((id) => ({ path: id, lazy: () => import('../features/legal/routes/legal-page') })),
      { path: '*', element: <NotFound /> },
    ],
  },
]);
