import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { createAliasLoader } from './alias-loader';
import { RootLayout } from './layout/root-layout';
import { BootFallback } from './layout/page-fallback';
import { RouteError } from './layout/route-error';
import { ROUTE_IDS, ROUTE_META, type RouteHandle, type RouteId } from './route-meta';

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

export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  const pages: RouteObject[] = ROUTE_IDS.map((routeId) => {
    // Looked up now, so a page without its module fails at start, not on a visit.
    const load = pageModule(routeId);
    return {
      path: ROUTE_META[routeId].path,
      handle: { routeId } satisfies RouteHandle,
      lazy: async () => ({ Component: (await load()).Component }),
    };
  });
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: BootFallback,
      ErrorBoundary: RouteError,
      children: [...pages, { path: '*', loader: createAliasLoader(queryClient) }],
    },
  ];
}
