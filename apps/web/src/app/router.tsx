import { createElement, use, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { AliasRedirect } from './alias-redirect';
import { RootLayout } from './layout/root-layout';
import { ROUTE_IDS, ROUTE_META, type RouteId } from './route-meta';

type PageModule = { Component: ComponentType };

/** The module of each page, in app/routes/ (the server names it to preload its chunk). */
export const ROUTE_FILES: Record<RouteId, string> = {
  home: 'home',
  adventure: 'adventure',
  siemReap: 'siem-reap',
  aboutUs: 'about-us',
  privacy: 'privacy',
  terms: 'terms',
  faq: 'faq',
  login: 'login',
  forgotPass: 'forgot-pass',
  resetPassword: 'reset-password',
  sendRegister: 'send-register',
  completeRegistration: 'complete-registration',
  profile: 'profile',
  dashboard: 'dashboard',
  product: 'product',
  productCategory: 'product-category',
  productDetail: 'product-detail',
  checkout: 'checkout',
  orderConfirmation: 'order-confirmation',
  orders: 'orders',
  orderDetail: 'order-detail',
  paymentReturn: 'payment-return',
  hotels: 'siem-reap-hotels',
  hotelDetail: 'siem-reap-hotel-detail',
  locationDetail: 'location-detail',
  plan: 'plan',
  favorites: 'favorites',
  chatbot: 'chatbot',
  admin: 'admin',
};

/* Every page is its own chunk: the first load carries only the shell. */
const pageModules = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

function pageModule(routeId: RouteId): () => Promise<PageModule> {
  const load = pageModules[`./routes/${ROUTE_FILES[routeId]}.tsx`];
  if (!load) throw new Error(`no page module for ${routeId}`);
  return load;
}

// Looked up now, so a page without its module fails at start, not on a visit.
const PAGE_LOADERS = Object.fromEntries(
  ROUTE_IDS.map((routeId) => [routeId, pageModule(routeId)]),
) as Record<RouteId, () => Promise<PageModule>>;

const loadedPages = new Map<RouteId, ComponentType>();
const pageLoads = new Map<RouteId, Promise<ComponentType>>();

/**
 * A page's component, loaded once. The server and the browser's first page await it before
 * rendering, so that render is synchronous: the server's HTML has no fallback in it, and the
 * hydrating render draws the same page.
 */
export function loadPage(routeId: RouteId): Promise<ComponentType> {
  let load = pageLoads.get(routeId);
  if (!load) {
    load = PAGE_LOADERS[routeId]().then(({ Component }) => {
      loadedPages.set(routeId, Component);
      return Component;
    });
    // A chunk that failed (a deploy replaced it) is asked for again on the next visit.
    load.catch(() => pageLoads.delete(routeId));
    pageLoads.set(routeId, load);
  }
  return load;
}

/** Suspends (the layout's Suspense shows PageFallback) only while the page's chunk loads. */
function Page({ routeId }: { routeId: RouteId }) {
  return createElement(loadedPages.get(routeId) ?? use(loadPage(routeId)));
}

const APP_ROUTES = (
  <Routes>
    <Route element={<RootLayout />}>
      {ROUTE_IDS.map((routeId) => (
        <Route key={routeId} path={ROUTE_META[routeId].path} element={<Page routeId={routeId} />} />
      ))}
      <Route path="*" element={<AliasRedirect />} />
    </Route>
  </Routes>
);

/** The app's routes, under the router of the caller (BrowserRouter, StaticRouter). */
export function AppRoutes() {
  return APP_ROUTES;
}
