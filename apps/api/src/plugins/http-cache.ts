import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagMatches } from '../lib/etag';

/**
 * HTTP caching of the public reads (decision 025): a `Cache-Control`, a weak `ETag` of the body,
 * and `304 Not Modified` when the browser (or a proxy) already holds that body.
 *
 * Only the routes named here are cached: reads whose answer is the same for everyone. Anything
 * per user (auth, cart, orders, wishlist, plans, admin) is absent. A request that comes with a
 * session is left alone: what a logged-in person is shown is never kept by a shared cache, and
 * the auth plugin makes it `private, no-store` (as it does any answer that sets or clears the
 * session cookie). This hook runs before the auth plugin's (it is registered first), so that
 * plugin's word is the last one.
 */

/** Reads that change when staff edit content: a minute in any cache, then revalidated. */
export const LIST_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** Place and category names: they change with an import or a rare edit. */
export const LOOKUP_CACHE = 'public, max-age=300, stale-while-revalidate=3600';
/**
 * Reads that count a view or show the reader's own fresh review: every request reaches the
 * server (so the view is counted, decision 012), a 304 spares the body.
 */
export const REVALIDATE_CACHE = 'public, no-cache';

/** Route patterns as Fastify knows them (with the /api prefix), and their policy. */
export const PUBLIC_READS: ReadonlyMap<string, string> = new Map([
  ['/api/web/view/location/provinces', LOOKUP_CACHE],
  ['/api/web/view/location/districts/:provinceId', LOOKUP_CACHE],
  ['/api/web/view/location/communes/:districtId', LOOKUP_CACHE],
  ['/api/web/view/location/villages/:communeId', LOOKUP_CACHE],
  ['/api/web/view/categories', LOOKUP_CACHE],
  ['/api/web/view/product/categories', LOOKUP_CACHE],
  ['/api/web/view/brands', LOOKUP_CACHE],
  ['/api/web/view/location', LIST_CACHE],
  ['/api/web/view/adventure', LIST_CACHE],
  ['/api/web/view/siemreap', LIST_CACHE],
  ['/api/web/view/location/guide', LIST_CACHE],
  ['/api/web/view/hotels/siemreap', LIST_CACHE],
  ['/api/web/view/product', LIST_CACHE],
  ['/api/web/view/product/confirm/order', LIST_CACHE],
  ['/api/web/view/location/detail/:id', REVALIDATE_CACHE],
  ['/api/web/view/product/:id', REVALIDATE_CACHE],
  ['/api/web/product/reviews/:productId', REVALIDATE_CACHE],
  // The hotel's page shows its guests' rating, and the reader's fresh review moves it.
  ['/api/web/view/hotels/siemreap/:id', REVALIDATE_CACHE],
  ['/api/web/view/hotels/siemreap/:id/reviews', REVALIDATE_CACHE],
]);

/** A weak validator: the same JSON compressed with gzip or brotli is the same answer. */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Turns the computed answer into a 304: the handler ran (a view was counted), the body is spared. */
export function notModifiedBody(reply: FastifyReply): string {
  void reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return '';
}

async function httpCachePlugin(app: FastifyInstance) {
  app.addHook(
    'onSend',
    async (req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200 || req.user) return payload;
      const policy = PUBLIC_READS.get(req.routeOptions.url ?? '');
      if (!policy) return payload;
      // A route that chose its own caching (or a stream we cannot hash) keeps it.
      if (reply.hasHeader('cache-control')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const etag = etagOf(payload);
      void reply.header('cache-control', policy).header('etag', etag);
      if (etagMatches(req.headers['if-none-match'], etag)) {
        return notModifiedBody(reply);
      }
      return payload;
    },
  );
}

export default fp(httpCachePlugin, { name: 'http-cache' });
