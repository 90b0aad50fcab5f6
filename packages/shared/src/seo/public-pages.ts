/**
 * The public, shareable pages (D16, decisions 026 and 027), as route paths: the server renders
 * them, and the sitemap lists the ones without a parameter (each item's page is listed from the
 * database). Account, cart, checkout, order and back-office pages are not here: the browser
 * renders them alone and no crawler is sent to them.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/adventure',
  '/siem-reap',
  '/siem-reap/hotels',
  '/siem-reap/hotels/:id',
  '/location/detail/:id',
  '/product',
  '/product/category/:slug',
  '/product/detail/:id',
  '/plan',
  '/about-us',
  '/faq',
  '/privacy',
  '/terms',
] as const;

/** The public pages that are not one item's; each has an English and a Khmer URL. */
export const STATIC_PUBLIC_PAGES = PUBLIC_PAGE_PATHS.filter((path) => !path.includes(':'));
