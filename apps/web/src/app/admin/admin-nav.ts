/** The back office's sections, in the side navigation's order; paths are under /admin. */
export const ADMIN_NAV = [
  { to: '/admin', labelKey: 'nav.overview', end: true },
  { to: '/admin/orders', labelKey: 'nav.orders', end: false },
  { to: '/admin/no-order-payments', labelKey: 'nav.no-order-payments', end: false },
  { to: '/admin/products', labelKey: 'nav.products', end: false },
  { to: '/admin/locations', labelKey: 'nav.locations', end: false },
  { to: '/admin/hotels', labelKey: 'nav.hotels', end: false },
  { to: '/admin/promo-codes', labelKey: 'nav.promo-codes', end: false },
  { to: '/admin/reviews', labelKey: 'nav.reviews', end: false },
  { to: '/admin/inbox', labelKey: 'nav.inbox', end: false },
  { to: '/admin/audit', labelKey: 'nav.audit', end: false },
] as const;

export type AdminNavLabel = (typeof ADMIN_NAV)[number]['labelKey'];
