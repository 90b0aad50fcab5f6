import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, locationViews, productVariants } from '../src/db/schema/index';
import { TestClient } from './helpers/client';
import { startTestApp, type TestApp } from './helpers/test-app';
import { preferredEncoding } from '../src/lib/encoding';
import { pageChunks } from '../src/plugins/page-renderer';
import { createUser } from './helpers/users';

/*
 * The server's side of D16 (plugins/page-renderer.ts) with a stand-in for the built renderer:
 * the template, the language, the kept pages, 304, and view counting. The real renderer (React)
 * is tested on the built product by apps/web/e2e/server-rendering.spec.ts.
 */

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <title>CamTour</title>
    <!--/app-head-->
  </head>
  <body>
    <div id="root">
      <!--app-->
      <div class="boot-screen">CamTour</div>
      <!--/app-->
    </div>
    <script type="module" src="/assets/app.js"></script>
  </body>
</html>
`;

// Asks the API for the place through the transport it is given, as the real renderer does.
const RENDERER = `
let transport;
let renders = 0;
export function configureRenderer(next) { transport = next; }
export async function render({ url, lang }) {
  const path = url.split('?')[0];
  const place = /^\\/location\\/detail\\/(\\d+)$/.exec(path);
  if (path !== '/about-us' && !place) return null;
  renders += 1;
  let name = 'About us';
  if (place) {
    const res = await transport('/api/web/view/location/detail/' + place[1] + '?lang=' + lang, {
      headers: { Accept: 'application/json' },
    });
    if (res.status !== 200) {
      return { status: 404, head: '<title>Missing</title>', state: '', viewed: null, preload: [],
        pipe(out) { out.end('<h1>Missing</h1>'); } };
    }
    name = (await res.json()).data.name;
  }
  const n = renders;
  return {
    status: 200,
    head: '<title>' + name + ' | CamTour</title>',
    state: '<script type="application/json" id="camtour-ssr-state">{}</script>',
    viewed: place ? { kind: 'location', id: Number(place[1]) } : null,
    preload: ['src/app/routes/about-us.tsx', 'src/i18n/' + lang + '/common.json'],
    pipe(out) { out.write('<h1>' + name + '</h1>'); out.end('<p>' + lang + ' render ' + n + '</p>'); },
  };
}
`;

let t: TestApp;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'page-renderer-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(root, 'dist', 'index.html'), TEMPLATE);
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  // What the client build writes: its manifest, and the Khmer fonts a Khmer page preloads.
  mkdirSync(path.join(root, 'dist', '.vite'));
  writeFileSync(
    path.join(root, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({
      'src/app/routes/about-us.tsx': { file: 'assets/about-us-1.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-2.js', imports: ['src/main.tsx'] },
      'src/main.tsx': { file: 'assets/app.js' },
      'src/i18n/km/common.json': { file: 'assets/common-km.js' },
    }),
  );
  writeFileSync(
    path.join(root, 'dist', 'font-preloads.json'),
    JSON.stringify({ latin: [], km: ['/assets/khmer-400.woff2'] }),
  );
  // Visitors are told apart by their address behind the proxy (X-Forwarded-For).
  t = await startTestApp({ env: { TRUST_PROXY: 'true' }, webDistDir: path.join(root, 'dist') });
});

afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const visitor = (ip: string, extra: Record<string, string> = {}) => ({
  headers: { 'X-Forwarded-For': ip, ...extra },
});

/** The bytes as sent (fetch would decode them), with the headers. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, t.baseUrl), { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('page encoding', () => {
  it('prefers brotli, then gzip, as the visitor allows, and plain text otherwise', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
  });
});

describe('server-rendered pages', () => {
  it('fills the template: language, head, the page alone inside #root, its data before </body>', async () => {
    const res = await t.request('/about-us?lang=en', visitor('203.0.113.1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>About us | CamTour</title>');
    expect(html).not.toContain('<title>CamTour</title>');
    expect(html).toContain('<div id="root"><h1>About us</h1><p>en render 1</p></div>');
    expect(html).not.toContain('boot-screen');
    // The page's route chunk and what it imports are listed for the entry (what a chunk imports
    // first: the entry runs them in this order), which fetches them after the main picture (the app's own script is in the template already): no preload in
    // the head competes with the picture and the font. No Khmer font on an English page.
    expect(html).toMatch(
      /id="camtour-ssr-state">\{\}<\/script><script type="application\/json" id="camtour-page-chunks">\["\/assets\/shared-2\.js","\/assets\/about-us-1\.js"\]<\/script><\/body>/,
    );
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/app.js">');
    expect(html.match(/assets\/app\.js/g)).toHaveLength(1);
    expect(html).not.toContain('khmer-400.woff2');
  });

  it('sends the page compressed as the visitor allows: the first visitor as it is drawn, the next from the kept copy', async () => {
    // The first visitor of this address gets the page while it is drawn.
    const drawn = await rawGet('/location/detail/3', {
      'Accept-Encoding': 'br',
      'X-Forwarded-For': '203.0.113.50',
    });
    expect(drawn.status).toBe(200);
    expect(drawn.headers['content-encoding']).toBe('br');
    expect(drawn.headers.vary).toBe('Cookie, Accept-Encoding');
    const page = zlib.brotliDecompressSync(drawn.body).toString('utf8');
    expect(page).toMatch(/<div id="root"><h1>[^<]+<\/h1><p>en render \d+<\/p><\/div>/);
    expect(page).toContain('</html>');

    const kept = await rawGet('/location/detail/3', {
      'Accept-Encoding': 'gzip',
      'X-Forwarded-For': '203.0.113.51',
    });
    expect(kept.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(kept.body).toString('utf8')).toBe(page);
    expect(kept.headers.etag).toMatch(/^W\/"/);

    const plain = await rawGet('/location/detail/3', { 'X-Forwarded-For': '203.0.113.52' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(page);
    expect(plain.headers.etag).toBe(kept.headers.etag);

    const brKept = await rawGet('/location/detail/3', {
      'Accept-Encoding': 'gzip, br',
      'X-Forwarded-For': '203.0.113.53',
    });
    expect(brKept.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brKept.body).toString('utf8')).toBe(page);
  });

  it('serves the kept page to the next visitors, and 304 to one who has it', async () => {
    const first = await t.request('/about-us', visitor('203.0.113.2'));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(await first.text()).toContain('<p>en render 1</p>');
    const again = await t.request('/about-us', visitor('203.0.113.3', { 'If-None-Match': etag! }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('draws one page for many visitors asking at once', async () => {
    const pages = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t
          .request('/location/detail/2?lang=km', visitor(`198.51.100.${i + 1}`))
          .then((r) => r.text()),
      ),
    );
    const renders = new Set(pages.map((html) => /km render (\d+)/.exec(html)?.[1]));
    expect(renders.size).toBe(1);
  });

  it('opens ?lang=km in Khmer, keeps the choice in a cookie, and the cookie decides next time', async () => {
    const res = await t.request('/about-us?lang=km', visitor('203.0.113.4'));
    expect(res.headers.get('set-cookie')).toMatch(
      /^camtour_lang=km; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
    expect(res.headers.get('content-language')).toBe('km');
    const khmer = await res.text();
    expect(khmer).toContain('<html lang="km">');
    expect(khmer).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/khmer-400.woff2">',
    );
    expect(khmer).toMatch(/id="camtour-page-chunks">\[[^\]]*"\/assets\/common-km\.js"/);
    const next = await t.request(
      '/about-us',
      visitor('203.0.113.4', { Cookie: 'camtour_lang=km' }),
    );
    expect(next.headers.get('set-cookie')).toBeNull();
    expect(await next.text()).toMatch(/<html lang="km">[\s\S]*<p>km render \d+<\/p>/);
  });

  it('draws the page again once this process has changed what pages show (a review), not for a cart', async () => {
    const renderOf = async () =>
      Number(
        /en render (\d+)/.exec(
          await (await t.request('/about-us', visitor('203.0.113.9'))).text(),
        )?.[1],
      );
    const before = await renderOf();
    expect(await renderOf()).toBe(before);

    // A visitor's own cart changes no public page: the kept page stays.
    const [variant] = await t.app.db
      .select({ id: productVariants.id, product_id: productVariants.product_id })
      .from(productVariants)
      .where(gt(productVariants.qty, 0))
      .limit(1);
    const shopper = new TestClient(t.baseUrl);
    const added = await shopper.post('/api/web/product/cart/add', {
      product_id: variant!.product_id,
      variant_id: variant!.id,
      qty: 1,
    });
    expect(added.status).toBe(200);
    expect(await renderOf()).toBe(before);

    // A review changes a place's page (its stars, its average): every kept page is retired.
    const { email, password } = await createUser(t);
    const reviewer = new TestClient(t.baseUrl);
    expect((await reviewer.post('/api/auth/login', { email, password })).status).toBe(200);
    const form = new FormData();
    form.set('star', '5');
    form.set('comment', 'Quiet at dawn.');
    expect((await reviewer.form('/api/web/locations/reviews/1', form)).status).toBe(201);
    expect(await renderOf()).toBeGreaterThan(before);
  });

  it('counts each visitor of a place page once a day, and never the render itself', async () => {
    const id = 5;
    const viewsOf = async () => {
      const [row] = await t.app.db
        .select({ n: locations.total_view })
        .from(locations)
        .where(eq(locations.id, id));
      const rows = await t.app.db
        .select()
        .from(locationViews)
        .where(eq(locationViews.location_id, id));
      return { total: row!.n, visitors: rows.length };
    };
    const before = await viewsOf();
    // The first visitor's page is drawn (its API call comes from the server itself)...
    const page = await t.request(`/location/detail/${id}`, visitor('192.0.2.10'));
    expect(page.status).toBe(200);
    await page.text();
    // ...the next ones get the kept page; the same visitor again counts nothing.
    await (await t.request(`/location/detail/${id}`, visitor('192.0.2.11'))).text();
    await (await t.request(`/location/detail/${id}`, visitor('192.0.2.10'))).text();
    await expect.poll(viewsOf).toEqual({ total: before.total + 2, visitors: before.visitors + 2 });
  });

  it('answers a missing place with its 404 page and counts no view', async () => {
    const res = await t.request('/location/detail/999999', visitor('192.0.2.20'));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<h1>Missing</h1>');
  });

  it('leaves pages it does not render to the browser, and files to a 404', async () => {
    const checkout = await t.request('/checkout', visitor('192.0.2.30'));
    expect(checkout.status).toBe(200);
    expect(await checkout.text()).toContain('boot-screen');
    const file = await t.request('/missing.js', visitor('192.0.2.30'));
    expect(file.status).toBe(404);
  });
});

describe('pageChunks (the chunks a rendered page lists for the entry to preload)', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', imports: ['_boot-b.js'] },
    '_boot-b.js': { file: 'assets/boot-b.js' },
    'src/app/routes/faq.tsx': { file: 'assets/faq-c.js', imports: ['_boot-b.js', '_section-d.js'] },
    '_section-d.js': { file: 'assets/section-d.js' },
    // A route Rollup merged with a module it imports lazily: no facade, so no key of its own.
    '_siem-reap-hotel-detail-e.js': {
      file: 'assets/siem-reap-hotel-detail-e.js',
      imports: ['_section-d.js', '_lightbox-f.js'],
    },
    '_lightbox-f.js': { file: 'assets/lightbox-f.js' },
  };
  const template = '<script type="module" src="/assets/index-a.js"></script>';

  it("lists a route's chunk after what it imports, once each, without the template's scripts", () => {
    expect(pageChunks(manifest, ['src/app/routes/faq.tsx'], template)).toEqual([
      '/assets/boot-b.js',
      '/assets/section-d.js',
      '/assets/faq-c.js',
    ]);
  });

  it('finds a route that shares a chunk through the module-to-chunk map', () => {
    const route = 'src/app/routes/siem-reap-hotel-detail.tsx';
    expect(pageChunks(manifest, [route], template)).toEqual([]);
    expect(
      pageChunks(manifest, [route, 'src/app/routes/faq.tsx'], template, {
        [route]: '_siem-reap-hotel-detail-e.js',
      }),
    ).toEqual([
      '/assets/section-d.js',
      '/assets/lightbox-f.js',
      '/assets/siem-reap-hotel-detail-e.js',
      '/assets/boot-b.js',
      '/assets/faq-c.js',
    ]);
  });

  it('skips a module found in neither', () => {
    expect(pageChunks(manifest, ['src/app/routes/gone.tsx'], template, {})).toEqual([]);
  });
});
