import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding, type Encoding } from '../lib/encoding';
import { etagMatches } from '../lib/etag';
import { notModifiedBody, PUBLIC_READS } from './http-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    readCache?: {
      /**
       * Counts the visitor's view of a kept answer (decision 012: every visitor's view counts,
       * whether the answer was computed for them or not). True when it counted a new view: the
       * count the kept answer shows is then behind, and the read is computed again.
       */
      countView?: (req: FastifyRequest) => Promise<boolean>;
    };
  }
  interface FastifyRequest {
    /** Set by the lookup of a cached public read: where and under which version to keep it. */
    readCache?: { key: string; version: number; hit: boolean; ifNoneMatch?: string };
  }
}

interface Kept {
  body: string;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** Compressed on the first visitor who takes the encoding, then kept with the body. */
  br?: Buffer;
  gzip?: Buffer;
  freshUntil: number;
  version: number;
}

// What @fastify/compress would use: brotli 4, gzip's default.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const MAX_ENTRIES = 2000;

/**
 * The public reads (plugins/http-cache.ts) kept for a moment (decision 033): the answer to an
 * address is the same for every visitor without a session, so under load one computation serves
 * everyone asking in the next `freshMs`, compressed once.
 *
 * - A write of this process that changes what public reads show retires every kept answer at
 *   once (plugins/content-version.ts): a buyer who reloads the product after an order sees the
 *   stock left. Another process sharing the database is at most `freshMs` behind.
 * - A request with a session is never answered from here nor kept.
 * - Reads that count views (a place, a product) still count each visitor's view on a kept answer
 *   (route config `readCache.countView`); a new view makes the read computed again, so the
 *   count it shows is the count.
 * - `freshMs` 0 turns it off (the API tests run without it, except its own).
 */
async function readCachePlugin(app: FastifyInstance, opts: { freshMs: number }) {
  if (opts.freshMs <= 0) return;
  const kept = new Map<string, Kept>();
  app.decorateRequest('readCache', undefined);

  function encoded(entry: Kept, encoding: Exclude<Encoding, 'identity'>): Buffer {
    if (encoding === 'br') return (entry.br ??= zlib.brotliCompressSync(entry.body, BROTLI));
    return (entry.gzip ??= zlib.gzipSync(entry.body));
  }

  async function lookup(req: FastifyRequest, reply: FastifyReply) {
    if (req.method !== 'GET' || req.user) return;
    const version = app.contentVersion();
    req.readCache = { key: req.url, version, hit: false };
    const entry = kept.get(req.url);
    if (!entry || entry.version !== version || entry.freshUntil <= Date.now()) {
      /*
       * Computed here, the whole answer is needed to keep it: a browser that revalidates would
       * otherwise get a 304 with no body, and while every visitor revalidates nothing would ever
       * be kept. The match is made once the answer is kept (below).
       */
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch) {
        req.readCache.ifNoneMatch = ifNoneMatch;
        delete req.headers['if-none-match'];
      }
      return;
    }
    const countView = req.routeOptions.config.readCache?.countView;
    if (countView && (await countView(req))) {
      kept.delete(req.url);
      return;
    }
    req.readCache.hit = true;
    void reply
      .header('cache-control', entry.cacheControl)
      .header('etag', entry.etag)
      .header('vary', 'accept-encoding');
    if (etagMatches(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    void reply.type(entry.contentType);
    if (encoding === 'identity') return reply.send(entry.body);
    return reply.header('content-encoding', encoding).send(encoded(entry, encoding));
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('GET') || !PUBLIC_READS.has(route.url)) return;
    const own = route.preHandler;
    route.preHandler = [...(own ? (Array.isArray(own) ? own : [own]) : []), lookup];
  });

  // The answer as sent (after the tag of plugins/http-cache.ts), before compression.
  app.addHook('onSend', async (req, reply, payload) => {
    const at = req.readCache;
    if (!at || at.hit || reply.statusCode !== 200 || req.user) return payload;
    if (typeof payload !== 'string') return payload;
    const etag = reply.getHeader('etag');
    const cacheControl = reply.getHeader('cache-control');
    if (typeof etag !== 'string' || typeof cacheControl !== 'string') return payload;
    // Not kept when a write was answered while this read ran: it may have read the old rows.
    if (app.contentVersion() === at.version) {
      kept.delete(at.key);
      kept.set(at.key, {
        body: payload,
        etag,
        cacheControl,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        freshUntil: Date.now() + opts.freshMs,
        version: at.version,
      });
      // A bound on memory: the first key is the one kept longest ago.
      if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
    }
    if (etagMatches(at.ifNoneMatch, etag)) return notModifiedBody(reply);
    return payload;
  });
}

export default fp(readCachePlugin, { name: 'read-cache', dependencies: ['content-version'] });
