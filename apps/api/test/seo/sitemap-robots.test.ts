import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIEM_REAP_PROVINCE_ID } from '@camtour/shared/constants';
import { asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hotels,
  locations,
  productCategories,
  products,
  provinces,
} from '../../src/db/schema/index';
import { startTestApp, type TestApp } from '../helpers/test-app';

const here = path.dirname(fileURLToPath(import.meta.url));
const PUBLIC_URL = 'https://camtour.example';

let t: TestApp;
let draftId: number;
let hiddenHotelId: number;
let webDir: string;
beforeAll(async () => {
  // A built web app in the folder: its not-found fallback must not shadow these addresses.
  webDir = mkdtempSync(path.join(tmpdir(), 'seo-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>app</title>');
  t = await startTestApp({ env: { PUBLIC_URL }, webDistDir: webDir });
  // Made before the first sitemap is read: it is cached for a few minutes.
  const [draft] = await t.app.db
    .update(products)
    .set({ status: 'draft' })
    .where(eq(products.id, 3))
    .returning({ id: products.id });
  draftId = draft!.id;
  const [other] = await t.app.db
    .select({ id: provinces.id })
    .from(provinces)
    .where(ne(provinces.id, SIEM_REAP_PROVINCE_ID))
    .limit(1);
  const [hotel] = await t.app.db
    .update(hotels)
    .set({ province_id: other!.id })
    .where(eq(hotels.id, 2))
    .returning({ id: hotels.id });
  hiddenHotelId = hotel!.id;
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

interface Entry {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

/** The <url> entries of a sitemap, read back with their hreflang alternates. */
function entries(xml: string): Entry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const body = m[1]!;
    return {
      loc: /<loc>([^<]*)<\/loc>/.exec(body)![1]!,
      lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? null,
      alternates: Object.fromEntries(
        [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          (a) => [a[1]!, a[2]!],
        ),
      ),
    };
  });
}

describe('GET /sitemap.xml', () => {
  let xml: string;
  let list: Entry[];
  let locs: Set<string>;
  let res: Response;
  beforeAll(async () => {
    res = await t.request('/sitemap.xml');
    xml = await res.text();
    list = entries(xml);
    locs = new Set(list.map((e) => e.loc));
  });

  it('is XML with the sitemap and xhtml namespaces, cached briefly with an ETag', () => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('answers 304 to its ETag', async () => {
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const again = await t.request('/sitemap.xml', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('lists every static public page in English and Khmer, from PUBLIC_URL', () => {
    for (const p of [
      '/',
      '/adventure',
      '/siem-reap',
      '/siem-reap/hotels',
      '/product',
      '/plan',
      '/about-us',
      '/faq',
      '/privacy',
      '/terms',
    ]) {
      expect(locs.has(`${PUBLIC_URL}${p}`), p).toBe(true);
      expect(locs.has(`${PUBLIC_URL}${p}?lang=km`), `${p}?lang=km`).toBe(true);
    }
    for (const e of list) expect(e.loc.startsWith(`${PUBLIC_URL}/`), e.loc).toBe(true);
  });

  it('pairs each URL with its en, km and x-default alternates', () => {
    for (const e of list) {
      const en = e.loc.replace(/\?lang=km$/, '');
      expect(e.alternates, e.loc).toEqual({ en, km: `${en}?lang=km`, 'x-default': en });
    }
    // Each page twice, once per language.
    expect(list.length).toBe(new Set(list.map((e) => e.alternates.en)).size * 2);
    expect(locs.size).toBe(list.length);
  });

  it('lists every place, Siem Reap hotel, shop category and published product, and nothing else', async () => {
    const db = t.app.db;
    const places = await db.select({ id: locations.id }).from(locations);
    const srHotels = await db
      .select({ id: hotels.id })
      .from(hotels)
      .where(eq(hotels.province_id, SIEM_REAP_PROVINCE_ID));
    const categories = await db.select({ slug: productCategories.slug }).from(productCategories);
    const published = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'published'))
      .orderBy(asc(products.id));
    expect(places.length).toBeGreaterThan(10);
    expect(srHotels.length).toBeGreaterThan(5);
    expect(categories.length).toBeGreaterThan(3);
    expect(published.length).toBeGreaterThan(10);
    const expected = new Set([
      ...['/', '/adventure', '/siem-reap', '/siem-reap/hotels', '/product', '/plan'],
      ...['/about-us', '/faq', '/privacy', '/terms'],
      ...places.map((r) => `/location/detail/${r.id}`),
      ...srHotels.map((r) => `/siem-reap/hotels/${r.id}`),
      ...categories.map((r) => `/product/category/${r.slug}`),
      ...published.map((r) => `/product/detail/${r.id}`),
    ]);
    const english = new Set(list.map((e) => e.alternates.en!.slice(PUBLIC_URL.length)));
    expect([...english].sort()).toEqual([...expected].sort());
  });

  it('leaves out a draft product and a hotel outside Siem Reap', () => {
    expect(locs.has(`${PUBLIC_URL}/product/detail/${draftId}`)).toBe(false);
    expect(locs.has(`${PUBLIC_URL}/product/detail/${draftId}?lang=km`)).toBe(false);
    expect(locs.has(`${PUBLIC_URL}/siem-reap/hotels/${hiddenHotelId}`)).toBe(false);
    expect(locs.has(`${PUBLIC_URL}/product/detail/1`)).toBe(true);
  });

  it('dates a product by its last change, in both languages', async () => {
    const [row] = await t.app.db
      .select({ updated_at: products.updated_at })
      .from(products)
      .where(eq(products.id, 1));
    const iso = row!.updated_at.toISOString();
    for (const loc of [`${PUBLIC_URL}/product/detail/1`, `${PUBLIC_URL}/product/detail/1?lang=km`])
      expect(list.find((e) => e.loc === loc)?.lastmod, loc).toBe(iso);
    expect(list.find((e) => e.loc === `${PUBLIC_URL}/faq`)?.lastmod).toBeNull();
  });
});

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the API, back office and accounts, and names the sitemap', async () => {
    const res = await t.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Allow: /api/media/');
    const disallowed = lines
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    for (const p of [
      '/api/',
      '/admin',
      '/checkout',
      '/cart',
      '/login',
      '/dashboard',
      '/profile',
      '/orders',
      '/favorites',
      '/payment-return',
      '/order-confirmation',
      '/send-register',
      '/reset-password',
    ])
      expect(disallowed, p).toContain(p);
    // No rule may catch a public page: a prefix match would hide it from search.
    const publicPages = ['/', '/adventure', '/siem-reap/hotels/1', '/location/detail/1'].concat(
      ['/product/detail/1', '/product/category/tents', '/plan', '/about-us', '/faq'],
      ['/privacy', '/terms', '/og/location/1.png', '/sitemap.xml'],
    );
    for (const page of publicPages)
      expect(
        disallowed.filter((rule) => page.startsWith(rule)),
        page,
      ).toEqual([]);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('beside the built web app', () => {
  it('answers /sitemap.xml, /robots.txt and /og with themselves, not the app page', async () => {
    for (const [p, type] of [
      ['/sitemap.xml', 'application/xml'],
      ['/robots.txt', 'text/plain'],
      ['/og/default.png', 'image/png'],
    ] as const) {
      const res = await t.request(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toContain(type);
    }
    // A client route still gets the app's HTML, so the folder was served and its fallback is on.
    const page = await t.request('/login');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('has no robots.txt or sitemap.xml in the web app’s public folder to clash with these routes', () => {
    const publicDir = path.resolve(here, '../../../web/public');
    expect(existsSync(publicDir)).toBe(true);
    expect(existsSync(path.join(publicDir, 'robots.txt'))).toBe(false);
    expect(existsSync(path.join(publicDir, 'sitemap.xml'))).toBe(false);
  });
});
