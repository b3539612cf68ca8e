import { legalPageIds } from '@aruu/contract/store-info';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
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

const pages = {
  home: lazyPage(() => import('../features/home/routes/home-page')),
  catalog: lazyPage(() => import('../features/catalog/routes/catalog-page')),
  product: lazyPage(() => import('../features/catalog/routes/product-page')),
  banner: lazyPage(() => import('../features/banners/routes/banner-page')),
  about: lazyPage(() => import('../features/about/routes/about-page')),
  contacts: lazyPage(() => import('../features/contacts/routes/contacts-page')),
  auth: lazyPage(() => import('../features/auth/routes/auth-page')),
  legal: lazyPage(() => import('../features/legal/routes/legal-page')),
  basket: lazyPage(() => import('../features/cart/routes/cart-page')),
  favorites: lazyPage(() => import('../features/favorites/routes/favorites-page')),
  profile: lazyPage(() => import('../features/account/routes/profile-page')),
  account: lazyPage(() => import('../features/account/routes/account-page')),
  address: lazyPage(() => import('../features/account/routes/address-page')),
  orders: lazyPage(() => import('../features/orders/routes/orders-page')),
  order: lazyPage(() => import('../features/orders/routes/order-page')),
  checkout: lazyPage(() => import('../features/checkout/routes/checkout-page')),
};

/** Every route of spec §2; each page is its own chunk, loaded when first visited. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={pages.home} />
        <Route path="catalog" element={pages.catalog} />
        <Route path="product/:id" element={pages.product} />
        <Route path="banner/:id" element={pages.banner} />
        <Route path="about" element={pages.about} />
        <Route path="contacts" element={pages.contacts} />
        <Route path="auth" element={pages.auth} />
        <Route path="auth/:token" element={pages.auth} />
        {legalPageIds.map((id) => (
          <Route key={id} path={id} element={pages.legal} />
        ))}
        <Route element={<RequireAuth />}>
          <Route path="basket" element={pages.basket} />
          <Route path="favorites" element={pages.favorites} />
          <Route path="profile" element={pages.profile} />
          <Route path="my-acc" element={pages.account} />
          <Route path="address" element={pages.address} />
          <Route path="address/:id" element={pages.address} />
          <Route path="order-tracking" element={pages.orders} />
          <Route path="order-tracking/:id" element={pages.order} />
          <Route path="complete-purchase" element={pages.checkout} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
