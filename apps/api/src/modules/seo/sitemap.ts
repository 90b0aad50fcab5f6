import { LANGS } from '@camtour/shared/constants';
import { absoluteUrl, withLang } from '@camtour/shared/seo/head';

/** A page for the sitemap: its path without lang, and when its content last changed if known. */
export interface SitemapPage {
  path: string;
  lastmod?: Date;
}

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); each page is two. */
export const SITEMAP_MAX_URLS = 50_000;

const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The sitemap: every page in English and in Khmer, each URL naming both (and x-default, the
 * English) with `xhtml:link` alternates, as Google reads hreflang from a sitemap.
 */
export function renderSitemap(pages: SitemapPage[], origin: string): string {
  if (pages.length * LANGS.length > SITEMAP_MAX_URLS)
    throw new RangeError('sitemap over 50,000 URLs: split it into a sitemap index');
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const url = (lang: (typeof LANGS)[number]) =>
      xml(absoluteUrl(origin, withLang(page.path, lang)));
    const alternates = [
      ...LANGS.map(
        (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(lang)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url('en')}"/>`,
    ].join('');
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
    for (const lang of LANGS) out.push(`<url><loc>${url(lang)}</loc>${lastmod}${alternates}</url>`);
  }
  out.push('</urlset>');
  return `${out.join('\n')}\n`;
}

/**
 * What crawlers may not fetch: the API (but its pictures, which the pages show), the back office,
 * the development pages, and everything of one visitor: sign-in, account, cart, checkout, orders,
 * favourites (with the older addresses that redirect there, DECISIONS D2).
 */
export const DISALLOWED = [
  '/api/',
  '/admin',
  '/dev/',
  '/checkout',
  '/cart',
  '/login',
  '/register',
  '/send-register',
  '/complete-registration',
  '/forgot-pass',
  '/forgot-password',
  '/reset-password',
  '/reset-pass',
  '/dashboard',
  '/profile',
  '/orders',
  '/order',
  '/history',
  '/order-confirmation',
  '/payment-return',
  '/payment/',
  '/favorites',
  '/favorite',
] as const;

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // The longest rule wins (RFC 9309): the pictures under /api stay crawlable for image search.
    'Allow: /api/media/',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
