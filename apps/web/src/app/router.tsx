import { legalPageIds } from '@aruu/contract/store-info';
import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { paths } from '@/shared/paths';
import { RouteErrorBoundary } from '@/shared/ui/route-error-boundary';
import { Spinner } from '@/shared/ui/spinner';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';

type PageModule = { Component: ComponentType };

/** What a page shows while its chunk downloads: a screen tall, so the footer stays below the fold. */
function PageSpinner() {
  return (
    <div className="min-h-dvh">
      <Spinner />
    </div>
  );
}

/** A lazily loaded page (its own chunk), with a spinner while it loads and its own error boundary. */
function lazyPage(load: () => Promise<PageModule>) {
  // Set only by `preload`, which runs before the first render: the first page then renders at
  // once, the same picture as the server's prerendered first paint, instead of a spinner frame.
  let preloaded: ComponentType | undefined;
  const Lazy = lazy(() => load().then((module) => ({ default: module.Component })));
  function Page() {
    return preloaded ? createElement(preloaded) : <Lazy />;
  }
  return {
    element: (
      <RouteErrorBoundary homePath={paths.home}>
        <Suspense fallback={<PageSpinner />}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>
    ),
    preload: async () => {
      preloaded = (await load()).Component;
    },
  };
}

const pageModules = {
  home: () => import('@/features/home/routes/home-page'),
  catalog: () => import('@/features/catalog/routes/catalog-page'),
  product: () => import('@/features/catalog/routes/product-page'),
  banner: () => import('@/features/banners/routes/banner-page'),
  about: () => import('@/features/about/routes/about-page'),
  contacts: () => import('@/features/contacts/routes/contacts-page'),
  auth: () => import('@/features/auth/routes/auth-page'),
  legal: () => import('@/features/legal/routes/legal-page'),
  basket: () => import('@/features/cart/routes/cart-page'),
  favorites: () => import('@/features/favorites/routes/favorites-page'),
  profile: () => import('@/features/account/routes/profile-page'),
  account: () => import('@/features/account/routes/account-page'),
  address: () => import('@/features/account/routes/address-page'),
  orders: () => import('@/features/orders/routes/orders-page'),
  order: () => import('@/features/orders/routes/order-page'),
  checkout: () => import('@/features/checkout/routes/checkout-page'),
} satisfies Record<string, () => Promise<PageModule>>;

type PageName = keyof typeof pageModules;

const pages = Object.fromEntries(Object.entries(pageModules).map(([name, load]) => [name, lazyPage(load)])) as Record<
  PageName,
  ReturnType<typeof lazyPage>
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
 * Loads the page at `pathname` before the first render: its chunk downloads alongside the texts
 * instead of after them, and the page then renders without a spinner frame. A failed download
 * is left to the page's own error boundary, which meets it again on render.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const match =
    pathname === '/'
      ? 'home'
      : [...publicRoutes, ...signedInRoutes].find(([path]) => matchPath(`/${path}`, pathname))?.[1];
  if (match) await pages[match].preload().catch(() => undefined);
}

/** Every route of spec §2; each page is its own chunk, loaded when first visited. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={pages.home.element} />
        {publicRoutes.map(([path, page]) => (
          <Route key={path} path={path} element={pages[page].element} />
        ))}
        <Route element={<RequireAuth />}>
          {signedInRoutes.map(([path, page]) => (
            <Route key={path} path={path} element={pages[page].element} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
