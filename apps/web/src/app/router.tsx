import type { Language } from '@aruu/contract/languages';
import { matchPage, type PageDef, type PageId, pageDef, pageIds, routePatterns } from '@aruu/contract/pages';
import {
  type ComponentType,
  createContext,
  createElement,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  use,
  useLayoutEffect,
} from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import type { FetchFirstScreenQuery, FirstScreen } from '@/shared/api/first-screen';
import { loadNamespaces } from '@/shared/i18n/i18n';
import { paths } from '@/shared/paths';
import { RouteErrorBoundary } from '@/shared/ui/route-error-boundary';
import { Spinner } from '@/shared/ui/spinner';
import { layoutFirstScreen, RootLayout } from './layout/root-layout';
import type { LaterNamespace } from './locales/namespaces';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';

/** A page's chunk: its component, and for a server-rendered page what its first screen reads. */
type PageModule = { Component: ComponentType; firstScreen?: FirstScreen };

/**
 * Called by the page once its part of the server's first paint is live (main.tsx then marks #root
 * live and replays the taps held until then). The page sits in a Suspense boundary, which React
 * hydrates in a pass of its own after the layout around it has committed: an effect of the layout
 * ran while the page's buttons were still the server's nodes, not yet React's (40–70 ms on a
 * loaded machine), and taps on catalogue cards in that gap were lost in CI.
 */
export const PageHydratedContext = createContext<() => void>(() => undefined);

/**
 * Inside the page's Suspense boundary and around its error boundary: a page that failed is live
 * too. A layout effect, run as the page's hydration commits: a passive one waits for the next frame
 * under Preact, and the taps held until then (main.tsx) would wait with it.
 */
function PageLive({ children }: { children: ReactNode }) {
  const onHydrated = use(PageHydratedContext);
  useLayoutEffect(onHydrated, [onHydrated]);
  return children;
}

/** What a page shows while its chunk downloads: a screen tall, so the footer stays below the fold. */
function PageSpinner() {
  return (
    <div className="min-h-dvh">
      <Spinner />
    </div>
  );
}

interface LazyPage {
  element: ReactElement;
  preload: () => Promise<void>;
  /** The page's first-screen declaration, once `preload` has loaded its chunk. */
  firstScreen: () => FirstScreen | undefined;
}

/**
 * A lazily loaded page (its own chunk, and the texts of `namespaces` that the app did not load at
 * start), with a spinner while it loads and its own error boundary, which marks the first paint
 * live once hydrated (PageHydratedContext).
 */
function lazyPage(loadModule: () => Promise<PageModule>, namespaces: readonly LaterNamespace[] = []): LazyPage {
  const load = async () => (await Promise.all([loadModule(), loadNamespaces(namespaces)]))[0];
  // Set only by `preload`, which runs before the first render: the first page then renders at
  // once, the same picture as the server's prerendered first paint, instead of a spinner frame.
  let preloaded: ComponentType | undefined;
  let declared: FirstScreen | undefined;
  const Lazy = lazy(() => load().then((module) => ({ default: module.Component })));
  function Page() {
    return preloaded ? createElement(preloaded) : <Lazy />;
  }
  return {
    element: (
      <Suspense fallback={<PageSpinner />}>
        <PageLive>
          <RouteErrorBoundary homePath={paths.home}>
            <Page />
          </RouteErrorBoundary>
        </PageLive>
      </Suspense>
    ),
    preload: async () => {
      const module = await load();
      preloaded = module.Component;
      declared = module.firstScreen;
    },
    firstScreen: () => declared,
  };
}

/** The lazy page of every page of the contract's table; pages that one screen serves share it. */
const auth = lazyPage(() => import('@/features/auth/routes/auth-page'), ['auth']);
const address = lazyPage(() => import('@/features/account/routes/address-page'), ['account']);
export const pageComponents: Record<PageId, LazyPage> = {
  home: lazyPage(() => import('@/features/home/routes/home-page')),
  catalog: lazyPage(() => import('@/features/catalog/routes/catalog-page')),
  product: lazyPage(() => import('@/features/catalog/routes/product-page')),
  banner: lazyPage(() => import('@/features/banners/routes/banner-page')),
  about: lazyPage(() => import('@/features/about/routes/about-page'), ['about']),
  contacts: lazyPage(() => import('@/features/contacts/routes/contacts-page'), ['contacts']),
  legal: lazyPage(() => import('@/features/legal/routes/legal-page')),
  auth,
  resetPassword: auth,
  basket: lazyPage(() => import('@/features/cart/routes/cart-page')),
  favorites: lazyPage(() => import('@/features/favorites/routes/favorites-page')),
  profile: lazyPage(() => import('@/features/account/routes/profile-page'), ['account']),
  account: lazyPage(() => import('@/features/account/routes/account-page'), ['account', 'orders']),
  address,
  addressOf: address,
  orders: lazyPage(() => import('@/features/orders/routes/orders-page'), ['orders']),
  order: lazyPage(() => import('@/features/orders/routes/order-page'), ['orders']),
  checkout: lazyPage(() => import('@/features/checkout/routes/checkout-page'), ['checkout', 'orders']),
  orderChange: lazyPage(() => import('@/features/order-change/routes/order-change-page'), ['orderChange', 'orders']),
  orderAccess: lazyPage(() => import('@/features/orders/routes/order-access-page'), ['orders']),
};

/** The routes of the pages open to `access`, from the contract's table. */
const routesOf = (access: PageDef['access']): RouteObject[] =>
  pageIds
    .filter((page) => pageDef(page).access === access)
    .flatMap((page) => routePatterns(page).map((path) => ({ path, element: pageComponents[page].element })));

/** Every route of spec §2; signed-in pages sit under RequireAuth, anything else is not found. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...routesOf('all'),
      { element: <RequireAuth />, children: routesOf('signed-in') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Loads the page at `pathname` before the first render: its chunk downloads alongside the texts
 * instead of after them, and the page then renders without a spinner frame. A failed download
 * is left to the page's own error boundary, which meets it again on render.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const match = matchPage(pathname);
  if (match) await pageComponents[match.page].preload().catch(() => undefined);
}

/**
 * Loads the page at `location` (preloadPage) and fetches, through `fetch`, what it and the layout
 * around it declare that their first screen reads — all of it before the server's render
 * (src/server-render.tsx), so the page renders once with its data.
 */
export async function fetchFirstScreen(location: string, language: Language, fetch: FetchFirstScreenQuery) {
  const at = location.indexOf('?');
  const pathname = at < 0 ? location : location.slice(0, at);
  const match = matchPage(pathname);
  const page = match && pageComponents[match.page];
  await page?.preload().catch(() => undefined);
  const context = {
    param: match?.param,
    search: new URLSearchParams(at < 0 ? '' : location.slice(at)),
    language,
    fetch,
  };
  await Promise.all([layoutFirstScreen(context), page?.firstScreen()?.(context)]);
}

/** The storefront's routes; each page is its own chunk, loaded when first visited. */
export function AppRoutes() {
  return useRoutes(routes);
}
