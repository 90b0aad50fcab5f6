import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '@camtour/shared/constants';
import { PAGE_CHUNKS_ID, type PageView, type RendererModule } from '@camtour/shared/page-renderer';
import { jsonForScript } from '@camtour/shared/seo/head';
import { preferredEncoding, type Encoding } from '../lib/encoding';
import { notModified } from '../lib/etag';
import { PAGE_RENDER_HEADER } from './visitors';

/** Counts a visitor's view of a rendered page's item (the render itself has no visitor). */
export type CountPageView = (view: PageView, req: FastifyRequest) => Promise<void>;

export const LANG_COOKIE = 'camtour_lang';
const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

// Marked in apps/web/index.html: the default head (title, description) and the boot screen.
const HEAD_MARK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const ROOT_MARK = /<div id="root">\s*<!--app-->[\s\S]*?<!--\/app-->\s*<\/div>/;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The chunks of the modules named (source paths, as the manifest's keys) and the chunks they
 * import, as URLs, each after those it imports, leaving out those the template already loads:
 * the page's route and its texts, fetched together when the app starts. A module that shares a
 * chunk without being its facade (a route Rollup merged with a module it imports lazily) has no
 * key of its own in the manifest: `moduleChunks` (dist/.vite/module-chunks.json,
 * apps/web/scripts/module-chunks.mjs) names its chunk's key.
 *
 * Listed in an element (PAGE_CHUNKS_ID), not as `<link rel="modulepreload">` in the head: the
 * browser's entry fetches them once the page's main picture is painted (decision 037). A rendered
 * page is whole without its JavaScript, so on a phone's connection the stylesheet, the font and
 * the largest picture take the bandwidth first; the scripts only make it interactive, and follow.
 */
export function pageChunks(
  manifest: Record<string, ManifestChunk>,
  modules: readonly string[],
  template: string,
  moduleChunks: Readonly<Record<string, string>> = {},
): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  // What a chunk imports comes before it: the entry evaluates them in this order, one per task.
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.imports?.forEach(visit);
    files.push(chunk.file);
  };
  for (const module of modules) {
    const key = module in manifest ? module : moduleChunks[module];
    if (key) visit(key);
  }
  return files.filter((file) => !template.includes(`/${file}"`)).map((file) => `/${file}`);
}

/** The element the browser's entry reads `pageChunks` from (apps/web/src/ssr/page-chunks.ts). */
export function pageChunksElement(urls: readonly string[]): string {
  return `<script type="application/json" id="${PAGE_CHUNKS_ID}">${jsonForScript(urls)}</script>`;
}

/** The template's module scripts, fetched after what the first paint needs (see above). */
export function lowPriorityScripts(html: string): string {
  return html.replace(
    /<script type="module"(?![^>]*fetchpriority)/g,
    '<script type="module" fetchpriority="low"',
  );
}

/** `?lang=` first (a shared link, stored as the toggle does), then the stored choice, then English. */
function requestLang(req: FastifyRequest): { lang: Lang; fromQuery: boolean } {
  const query = (req.query ?? {}) as Record<string, unknown>;
  if (query.lang === 'km' || query.lang === 'en') return { lang: query.lang, fromQuery: true };
  const cookie = req.cookies?.[LANG_COOKIE];
  return { lang: cookie === 'km' ? 'km' : 'en', fromQuery: false };
}

function headersOf(raw: Record<string, unknown>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
}

export interface PageRenderer {
  /** Renders a public page, or answers false when the path is not one the server renders. */
  handle(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/*
 * Pages go out compressed: a rendered page is 100 to 250 KB of markup and data, 25 to 40 KB
 * compressed, and on a phone's 4G the difference is a second before the first paint. The global
 * compression plugin only wraps declared routes; pages are answered from the not-found handler,
 * so they are compressed here, once per render instead of once per visitor.
 */
// Brotli 5 and gzip 6: a few milliseconds for a page, within a few per cent of the best ratio.
const BROTLI_OPTIONS = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
};
const GZIP_OPTIONS = { level: 6 };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A stream for the first visitor, flushed after every write so the page still streams. */
function encoder(encoding: Encoding): PassThrough | zlib.BrotliCompress | zlib.Gzip {
  if (encoding === 'br') return zlib.createBrotliCompress(BROTLI_OPTIONS);
  if (encoding === 'gzip') return zlib.createGzip(GZIP_OPTIONS);
  return new PassThrough();
}

interface RenderedEntry {
  status: number;
  html: string;
  /** The page compressed once, for every visitor who takes the encoding. */
  encoded: { br: Buffer; gzip: Buffer };
  etag: string;
  freshUntil: number;
  viewed: PageView | null;
  /** `app.contentVersion()` when the page was drawn (plugins/content-version.ts). */
  writes: number;
}

/*
 * A public page is the same for every visitor of a language (the render has no visitor: the
 * session, cart and wishlist are the browser's), so a rendered page serves everyone asking for it
 * in the next seconds: one render per page and language however many ask at once.
 */
const FRESH_MS = 5_000;
/** A page older than fresh is still sent while its new render is drawn, up to this age. */
const STALE_MS = 10_000;
const MAX_ENTRIES = 500;

/** The cache key: language and address, without the lang parameter (the language is in the key). */
function cacheKey(url: string, lang: Lang): string {
  const [pathname = '/', search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  params.delete('lang');
  params.sort();
  const query = params.toString();
  return `${lang} ${pathname}${query ? `?${query}` : ''}`;
}

/**
 * Server rendering of the public pages (D16): the built renderer draws the page with its data,
 * answered by this same Fastify through inject (no socket, no second process), and the page goes
 * out in the built index.html with its head tags, its markup and its data for hydration.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
  origin: string,
  countView: CountPageView | null,
): Promise<PageRenderer | null> {
  const entry = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const template = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const [top, tail] = lowPriorityScripts(template).split(ROOT_MARK);
  if (!HEAD_MARK.test(template) || top === undefined || tail === undefined) {
    app.log.warn('index.html has no render marks: pages are rendered in the browser only');
    return null;
  }
  const readBuildFile = <T>(name: string, empty: T): T => {
    const file = path.join(webDistDir, '.vite', name);
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : empty;
  };
  const manifest = readBuildFile<Record<string, ManifestChunk>>('manifest.json', {});
  const moduleChunks = readBuildFile<Record<string, string>>('module-chunks.json', {});
  // The Khmer font files a Khmer page draws its first paint with (apps/web/scripts/post-build.mjs).
  const fontsFile = path.join(webDistDir, 'font-preloads.json');
  const khmerFonts = fs.existsSync(fontsFile)
    ? ((JSON.parse(fs.readFileSync(fontsFile, 'utf8')) as { km?: string[] }).km ?? [])
        .map(
          (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
        )
        .join('')
    : '';
  const renderer = (await import(pathToFileURL(entry).href)) as RendererModule;
  renderer.configureRenderer(async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        ...Object.fromEntries(new Headers(init.headers).entries()),
        [PAGE_RENDER_HEADER]: app.pageRenderKey,
      },
    });
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: headersOf(res.headers),
    });
  });

  const cache = new Map<string, RenderedEntry>();
  /*
   * Each change this process makes to what pages show (an order takes stock, a review, a staff
   * edit) retires every kept page at once (plugins/content-version.ts): the buyer who reloads
   * the product sees the stock left, not the page of five seconds ago. Another process sharing
   * the database is at most FRESH_MS + STALE_MS behind.
   */
  const rendering = new Map<string, Promise<RenderedEntry | null>>();

  function remember(key: string, value: RenderedEntry): void {
    cache.delete(key);
    cache.set(key, value);
    // A Map keeps insertion order: the first key is the page drawn longest ago (a bound on
    // memory, not an LRU: a page read often is drawn again every FRESH_MS anyway).
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }

  /**
   * Renders the page and streams it to `destination` as React writes it (null: not a rendered
   * page); the whole page is kept for the next visitors.
   */
  async function renderInto(
    url: string,
    lang: Lang,
    key: string,
    destination: ((status: number) => Writable) | null,
  ): Promise<RenderedEntry | null> {
    const drawnAfter = app.contentVersion();
    const page = await renderer.render({ url, lang, origin });
    if (!page) return null;
    // Replaced by functions: a `$&` or `$'` in a place's text must stay text, not a pattern.
    const head = `${page.head}\n${lang === 'km' ? khmerFonts : ''}`;
    const chunkList = pageChunksElement(pageChunks(manifest, page.preload, template, moduleChunks));
    const before = `${top!
      .replace('<html lang="en">', `<html lang="${lang}">`)
      .replace(HEAD_MARK, () => head)}<div id="root">`;
    // Nothing but the page inside #root, not even a space: hydration compares every node.
    const after = `</div>${tail!.replace('</body>', () => `${page.state}${chunkList}</body>`)}`;
    const out = destination ? destination(page.status) : new PassThrough().resume();
    const flush = () => {
      if ('flush' in out && typeof out.flush === 'function') (out.flush as () => void)();
    };
    const chunks: string[] = [before];
    out.write(before);
    flush();
    const markup = new PassThrough();
    markup.setEncoding('utf8');
    markup.on('data', (chunk: string) => {
      chunks.push(chunk);
      out.write(chunk);
      flush();
    });
    await new Promise<void>((resolve, reject) => {
      markup.on('end', resolve);
      markup.on('error', reject);
      page.pipe(markup);
    });
    chunks.push(after);
    out.end(after);
    const html = chunks.join('');
    const [br, gz] = await Promise.all([brotli(html, BROTLI_OPTIONS), gzip(html, GZIP_OPTIONS)]);
    const value: RenderedEntry = {
      status: page.status,
      html,
      encoded: { br, gzip: gz },
      etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
      freshUntil: Date.now() + FRESH_MS,
      viewed: page.viewed,
      writes: drawnAfter,
    };
    remember(key, value);
    return value;
  }

  /** Every visitor's view counts, whether the page was drawn for them or kept from before. */
  function count(entry: { viewed: PageView | null }, req: FastifyRequest): void {
    if (!entry.viewed || !countView) return;
    countView(entry.viewed, req).catch((error: unknown) =>
      req.log.warn({ err: error }, 'counting a page view failed'),
    );
  }

  function send(reply: FastifyReply, lang: Lang, status: number, encoding: Encoding) {
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-language', lang)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply;
  }

  return {
    async handle(req, reply) {
      const { lang, fromQuery } = requestLang(req);
      if (fromQuery) {
        reply.header(
          'set-cookie',
          `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Lax`,
        );
      }
      const key = cacheKey(req.url, lang);
      const now = Date.now();
      const kept = cache.get(key);
      const cached = kept && kept.writes === app.contentVersion() ? kept : undefined;
      if (cached && cached.freshUntil <= now && !rendering.has(key)) {
        // Stale: this visitor gets it at once, and the page is drawn again behind them.
        const job = renderInto(req.url, lang, key, null)
          .catch((error: unknown) => {
            req.log.error({ err: error }, 'server rendering failed');
            return null;
          })
          .finally(() => rendering.delete(key));
        rendering.set(key, job);
      }
      const usable = cached && cached.freshUntil + STALE_MS > now ? cached : null;
      const ready = usable ?? (await rendering.get(key));
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      if (ready) {
        count(ready, req);
        if (notModified(req, ready.etag)) {
          await send(reply, lang, 304, 'identity').header('etag', ready.etag).send();
          return true;
        }
        const body = encoding === 'identity' ? ready.html : ready.encoded[encoding];
        await send(reply, lang, ready.status, encoding).header('etag', ready.etag).send(body);
        return true;
      }
      // The first visitor gets the page as it is drawn; the others asking meanwhile wait for it.
      let streamed: Writable | null = null;
      const job = renderInto(req.url, lang, key, (status) => {
        const stream = encoder(encoding);
        streamed = stream;
        void send(reply, lang, status, encoding).send(stream);
        return stream;
      }).finally(() => rendering.delete(key));
      rendering.set(key, job);
      const done = await job;
      if (!done) return false;
      count(done, req);
      if (streamed === null) throw new Error('a rendered page was not sent');
      return true;
    },
  };
}
