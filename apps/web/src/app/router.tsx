import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { createAliasLoader } from './alias-loader';
import { RootLayout } from './layout/root-layout';
import { BootFallback } from './layout/page-fallback';
import { RouteError } from './layout/route-error';
import { ROUTE_IDS, ROUTE_META, type RouteHandle, type RouteId } from './route-meta';

type PageModule = { Component: ComponentType };

/* Every page is its own chunk: the first load carries only the shell. */
const PAGE_MODULES: Record<RouteId, () => Promise<PageModule>> = {
  home: () => import('./routes/home'),
  adventure: () => import('./routes/adventure'),
  siemReap: () => import('./routes/siem-reap'),
  aboutUs: () => import('./routes/about-us'),
  privacy: () => import('./routes/privacy'),
  terms: () => import('./routes/terms'),
  faq: () => import('./routes/faq'),
  login: () => import('./routes/login'),
  forgotPass: () => import('./routes/forgot-pass'),
  resetPassword: () => import('./routes/reset-password'),
  sendRegister: () => import('./routes/send-register'),
  completeRegistration: () => import('./routes/complete-registration'),
  profile: () => import('./routes/profile'),
  dashboard: () => import('./routes/dashboard'),
  product: () => import('./routes/product'),
  productCategory: () => import('./routes/product-category'),
  productDetail: () => import('./routes/product-detail'),
  checkout: () => import('./routes/checkout'),
  orderConfirmation: () => import('./routes/order-confirmation'),
  orders: () => import('./routes/orders'),
  orderDetail: () => import('./routes/order-detail'),
  paymentReturn: () => import('./routes/payment-return'),
  hotels: () => import('./routes/siem-reap-hotels'),
  hotelDetail: () => import('./routes/siem-reap-hotel-detail'),
  locationDetail: () => import('./routes/location-detail'),
  plan: () => import('./routes/plan'),
  favorites: () => import('./routes/favorites'),
  chatbot: () => import('./routes/chatbot'),
  admin: () => import('./routes/admin'),
};

export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  const pages: RouteObject[] = ROUTE_IDS.map((routeId) => ({
    path: ROUTE_META[routeId].path,
    handle: { routeId } satisfies RouteHandle,
    lazy: async () => ({ Component: (await PAGE_MODULES[routeId]()).Component }),
  }));
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

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes(queryClient));
}
