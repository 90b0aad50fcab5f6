import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding, type Encoding } from '../lib/encoding';
import { etagMatches } from '../lib/etag';
import { notModifiedBody, PUBLIC_READS } from './http-cache';

/** Waits for `done`, or `ms` at most; the timer goes as soon as `done` settles first. */
async function waitAtMost(done: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms).unref();
  });
  try {
    await Promise.race([done, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

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
    readCache?: {
      key: string;
      version: number;
      hit: boolean;
      ifNoneMatch?: string;
      /** This request computes the answer the others wait for (or are given the old one meanwhile). */
      computing?: Computing;
      /** The order in which computations started: a later one has read later rows. */
      started?: number;
    };
  }
}

interface Computing {
  version: number;
  startedAt: number;
  done: Promise<void>;
  finish: () => void;
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
  /** When its computation started (`readCache.started`). */
  started: number;
}

// What @fastify/compress would use: brotli 4, gzip's default.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const MAX_ENTRIES = 2000;
// A computation that has not answered by then is given up on: the next visitor computes.
const COMPUTING_GIVE_UP_MS = 5000;

/** How a public read was answered, in `x-read-cache` (what the bench and the tests count). */
type Outcome = 'hit' | 'stale' | 'waited' | 'miss';

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
 * - One computation at a time per address (decision 035). When a kept answer's moment is over,
 *   the first visitor computes it again and those who ask meanwhile get the one just past its
 *   moment ("stale"), as the version is the same; when there is no answer of this version (a
 *   write retired it), they wait for that one computation ("waited"). Without this, every
 *   visitor in the few milliseconds a computation takes computed it too, and at 500 requests a
 *   second the crowd of computations stalled every answer behind them for hundreds of
 *   milliseconds.
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

  const computing = new Map<string, Computing>();
  let computations = 0;

  /** The computation of `key` under this version, unless it was given up on. */
  function inFlight(key: string, version: number): Computing | undefined {
    const current = computing.get(key);
    if (!current) return undefined;
    if (current.version === version && Date.now() - current.startedAt < COMPUTING_GIVE_UP_MS) {
      return current;
    }
    return undefined;
  }

  function startComputing(key: string, version: number): Computing {
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = () => {
        if (computing.get(key) === entry) computing.delete(key);
        resolve();
      };
    });
    const entry: Computing = { version, startedAt: Date.now(), done, finish };
    computing.set(key, entry);
    return entry;
  }

  /**
   * Sends a kept answer (the caller then returns the reply, ending the hooks); false when a new
   * view means it must be computed again.
   */
  async function answer(
    req: FastifyRequest,
    reply: FastifyReply,
    entry: Kept,
    outcome: Outcome,
  ): Promise<boolean> {
    const countView = req.routeOptions.config.readCache?.countView;
    if (countView && (await countView(req))) {
      if (kept.get(req.url) === entry) kept.delete(req.url);
      return false;
    }
    req.readCache!.hit = true;
    void reply
      .header('cache-control', entry.cacheControl)
      .header('etag', entry.etag)
      .header('vary', 'accept-encoding')
      .header('x-read-cache', outcome);
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      void reply.code(304).send();
      return true;
    }
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    void reply.type(entry.contentType);
    if (encoding === 'identity') void reply.send(entry.body);
    else void reply.header('content-encoding', encoding).send(encoded(entry, encoding));
    return true;
  }

  async function lookup(req: FastifyRequest, reply: FastifyReply) {
    if (req.method !== 'GET' || req.user) return;
    const version = app.contentVersion();
    const key = req.url;
    req.readCache = { key, version, hit: false };
    let entry = kept.get(key);
    const current = entry?.version === version ? entry : undefined;
    if (current && current.freshUntil > Date.now()) {
      if (await answer(req, reply, current, 'hit')) return reply;
    } else {
      const other = inFlight(key, version);
      if (other && current) {
        if (await answer(req, reply, current, 'stale')) return reply;
      } else if (other) {
        await waitAtMost(other.done, COMPUTING_GIVE_UP_MS);
        entry = kept.get(key);
        if (entry?.version === app.contentVersion() && entry.freshUntil > Date.now()) {
          req.readCache.version = entry.version;
          if (await answer(req, reply, entry, 'waited')) return reply;
        }
      }
    }
    // Computed here (a miss). A computation already under way for a new view is not joined:
    // this visitor's own view must be in the count it is shown.
    req.readCache.version = app.contentVersion();
    req.readCache.started = ++computations;
    req.readCache.computing = inFlight(key, req.readCache.version)
      ? undefined
      : startComputing(key, req.readCache.version);
    void reply.header('x-read-cache', 'miss');
    /*
     * The whole answer is needed to keep it: a browser that revalidates would otherwise get a
     * 304 with no body, and while every visitor revalidates nothing would ever be kept. The
     * match is made once the answer is kept (below).
     */
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch) {
      req.readCache.ifNoneMatch = ifNoneMatch;
      delete req.headers['if-none-match'];
    }
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
    /*
     * Not kept when a write was answered while this read ran: it may have read the old rows. Nor
     * over the answer of a computation that started later: new views are counted between
     * computations (they change no version), and the later one includes more of them.
     */
    const current = kept.get(at.key);
    const newer =
      current !== undefined &&
      current.version === at.version &&
      current.started > (at.started ?? 0);
    if (app.contentVersion() === at.version && !newer) {
      kept.delete(at.key);
      kept.set(at.key, {
        body: payload,
        etag,
        cacheControl,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        freshUntil: Date.now() + opts.freshMs,
        version: at.version,
        started: at.started ?? 0,
      });
      // A bound on memory: the first key is the one kept longest ago.
      if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
    }
    // Those waiting are answered from what was just kept (or compute it themselves).
    at.computing?.finish();
    if (etagMatches(at.ifNoneMatch, etag)) return notModifiedBody(reply);
    return payload;
  });

  // Whatever became of it (an error, a 404, a session, a closed connection): no one waits on.
  const finished = async (req: FastifyRequest) => {
    req.readCache?.computing?.finish();
  };
  app.addHook('onResponse', finished);
  app.addHook('onRequestAbort', finished);
}

export default fp(readCachePlugin, { name: 'read-cache', dependencies: ['content-version'] });
