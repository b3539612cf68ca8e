import { legalPageIds } from '@aruu/contract/store-info';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { Spinner } from '../shared/ui/spinner';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error-boundary';

type PageModule = { Component: ComponentType };

/** A lazily loaded page (its own chunk), with a spinner while it loads and its own error boundary. */
function lazyPage(load: () => Promise<PageModule>): ReactNode {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return (
    <RouteErrorBoundary>
      {/* A screen tall, so the footer stays below the fold instead of jumping down when the page arrives. */}
      <Suspense
        fallback={
          <div className="min-h-dvh">
            <Spinner />
          </div>
        }
      >
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const pageModules = {
  home: () => import('../features/home/routes/home-page'),
  catalog: () => import('../features/catalog/routes/catalog-page'),
  product: () => import('../features/catalog/routes/product-page'),
  banner: () => import('../features/banners/routes/banner-page'),
  about: () => import('../features/about/routes/about-page'),
  contacts: () => import('../features/contacts/routes/contacts-page'),
  auth: () => import('../features/auth/routes/auth-page'),
  legal: () => import('../features/legal/routes/legal-page'),
  basket: () => import('../features/cart/routes/cart-page'),
  favorites: () => import('../features/favorites/routes/favorites-page'),
  profile: () => import('../features/account/routes/profile-page'),
  account: () => import('../features/account/routes/account-page'),
  address: () => import('../features/account/routes/address-page'),
  orders: () => import('../features/orders/routes/orders-page'),
  order: () => import('../features/orders/routes/order-page'),
  checkout: () => import('../features/checkout/routes/checkout-page'),
} satisfies Record<string, () => Promise<PageModule>>;

type PageName = keyof typeof pageModules;

const pages = Object.fromEntries(Object.entries(pageModules).map(([name, load]) => [name, lazyPage(load)])) as Record<
  PageName,
  ReactNode
>;

/** Every route of spec §2 but the home page, as `[path, page]`. */
const publicRoutes: Array<[string, PageName]> = [
  ['catalog', 'catalog'],
  ['product/:id', 'product'],
  ['banner/:id', 'banner'],
  ['about', 'about'],
  ['contacts', 'contacts'],
  ['auth', 'auth'],
  ['auth/:token', 'auth'],
  ...legalPageIds.map((id): [string, PageName] => [id, 'legal']),
];
const signedInRoutes: Array<[string, PageName]> = [
  ['basket', 'basket'],
  ['favorites', 'favorites'],
  ['profile', 'profile'],
  ['my-acc', 'account'],
  ['address', 'address'],
  ['address/:id', 'address'],
  ['order-tracking', 'orders'],
  ['order-tracking/:id', 'order'],
  ['complete-purchase', 'checkout'],
];

/**
 * Starts downloading the page at `pathname` at once. Called before the first render, it fetches
 * the page's chunk alongside the texts instead of after them; the lazy page then finds the
 * module already loaded (the browser keeps one instance per module).
 */
export function preloadPage(pathname: string): void {
  if (pathname === '/') {
    void pageModules.home();
    return;
  }
  const match = [...publicRoutes, ...signedInRoutes].find(([path]) => matchPath(`/${path}`, pathname));
  if (match) void pageModules[match[1]]();
}

/** Every route of spec §2; each page is its own chunk, loaded when first visited. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={pages.home} />
        {publicRoutes.map(([path, page]) => (
          <Route key={path} path={path} element={pages[page]} />
        ))}
        <Route element={<RequireAuth />}>
          {signedInRoutes.map(([path, page]) => (
            <Route key={path} path={path} element={pages[page]} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
