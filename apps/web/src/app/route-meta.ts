/**
 * The route table of document 1 §2: every canonical path, its title key, its transition and
 * its place in the breadcrumb. Aliases (DECISIONS D2) are not here: see aliases.ts.
 */
export type Transition = 'fade' | 'slide-up' | 'slide-left';

export interface RouteMeta {
  path: string;
  transition: Transition;
  /** Breadcrumb parent (Home is always first). */
  parent?: RouteId;
  /** Header and footer hidden (sign-in and registration screens). */
  bare?: boolean;
}

export const ROUTE_IDS = [
  'home',
  'adventure',
  'login',
  'forgotPass',
  'resetPassword',
  'sendRegister',
  'completeRegistration',
  'profile',
  'dashboard',
  'checkout',
  'orderConfirmation',
  'paymentReturn',
  'orders',
  'orderDetail',
  'product',
  'productCategory',
  'productDetail',
  'siemReap',
  'hotels',
  'hotelDetail',
  'locationDetail',
  'plan',
  'favorites',
  'aboutUs',
  'chatbot',
  'privacy',
  'terms',
  'faq',
  'admin',
] as const;

export type RouteId = (typeof ROUTE_IDS)[number];

export const ROUTE_META: Record<RouteId, RouteMeta> = {
  home: { path: '/', transition: 'fade' },
  adventure: { path: '/adventure', transition: 'fade' },
  login: { path: '/login', transition: 'slide-up', bare: true },
  forgotPass: { path: '/forgot-pass', transition: 'slide-up', bare: true },
  resetPassword: { path: '/reset-password', transition: 'slide-up', bare: true },
  sendRegister: { path: '/send-register', transition: 'slide-up', bare: true },
  completeRegistration: { path: '/complete-registration', transition: 'slide-up', bare: true },
  profile: { path: '/profile', transition: 'fade', parent: 'dashboard' },
  dashboard: { path: '/dashboard', transition: 'fade' },
  checkout: { path: '/checkout', transition: 'slide-left', parent: 'product' },
  orderConfirmation: { path: '/order-confirmation', transition: 'slide-up', parent: 'orders' },
  paymentReturn: { path: '/payment-return', transition: 'slide-up', parent: 'orders' },
  orders: { path: '/orders', transition: 'fade', parent: 'dashboard' },
  orderDetail: { path: '/orders/:orderNo', transition: 'slide-left', parent: 'orders' },
  product: { path: '/product', transition: 'fade' },
  productCategory: { path: '/product/category/:slug', transition: 'fade', parent: 'product' },
  productDetail: { path: '/product/detail/:id', transition: 'slide-left', parent: 'product' },
  siemReap: { path: '/siem-reap', transition: 'fade' },
  hotels: { path: '/siem-reap/hotels', transition: 'fade', parent: 'siemReap' },
  hotelDetail: { path: '/siem-reap/hotels/:id', transition: 'slide-left', parent: 'hotels' },
  locationDetail: { path: '/location/detail/:id', transition: 'slide-left', parent: 'adventure' },
  plan: { path: '/plan', transition: 'slide-up' },
  favorites: { path: '/favorites', transition: 'fade' },
  aboutUs: { path: '/about-us', transition: 'slide-up' },
  chatbot: { path: '/chatbot', transition: 'slide-up' },
  privacy: { path: '/privacy', transition: 'slide-up' },
  terms: { path: '/terms', transition: 'slide-up' },
  faq: { path: '/faq', transition: 'slide-up' },
  // The staff back office draws its own shell (app/admin/admin-layout.tsx) and routes below it.
  admin: { path: '/admin/*', transition: 'fade', bare: true },
};

/** The breadcrumb chain from the top to `id`, without Home. */
export function routeAncestry(id: RouteId): RouteId[] {
  const chain: RouteId[] = [];
  let current: RouteId | undefined = id;
  while (current && current !== 'home') {
    chain.unshift(current);
    current = ROUTE_META[current].parent;
  }
  return chain;
}

export const BARE_PATHS: readonly string[] = [
  ...Object.values(ROUTE_META)
    .filter((meta) => meta.bare)
    .map((meta) => meta.path),
  '/register',
];
