import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, routedPath } from '../lib/routed-path';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * How many changes to what public pages and reads show this process has answered. A kept
     * page or read drawn at another count is out of date (plugins/page-renderer.ts,
     * plugins/read-cache.ts).
     */
    contentVersion: () => number;
  }
}

/*
 * Writes that change nothing a public page or read shows: a visitor's own cart, wishlist,
 * session and saved plans, the chatbot, feedback and booking requests. Frequent (every add to
 * cart), so they must not retire every kept answer; any other write does, whatever it is.
 * Matched against the route the write ran (its pattern, `:id` and all), never the URL as sent:
 * `/%61pi/admin/...` runs an admin route, and `/api/web/product/%63art/add` the cart's.
 */
const PRIVATE_WRITES = [
  /^\/api\/web\/product\/cart(\/|$)/,
  /^\/api\/web\/wishlist(\/|$)/,
  /^\/api\/web\/view\/chatbot(\/|$)/,
  /^\/api\/web\/feedback(\/|$)/,
  /^\/api\/(web\/)?auth\//,
  /^\/api\/web\/(send-register|verify-registration-token|complete-registration)$/,
  /^\/api\/web\/customer\//,
  /^\/api\/profile\//,
  /^\/api\/web\/user\/plans(\/|$)/,
  /^\/api\/web\/planner\//,
  /^\/api\/web\/(activities|hotels)\/:id\/booking$/,
];

/** Whether a write to this route (a routedPath) may change what public pages and reads show. */
export function changesPublicContent(route: string): boolean {
  return isApiPath(route) && !PRIVATE_WRITES.some((pattern) => pattern.test(route));
}

/*
 * Counted when the write has answered: a read that ran meanwhile may have seen the old rows, and
 * is kept under the old count, so it is retired with it. Another process sharing the database is
 * not told: its kept answers age out (seconds, see the two plugins).
 */
async function contentVersionPlugin(app: FastifyInstance) {
  let version = 0;
  app.decorate('contentVersion', () => version);
  app.addHook('onResponse', async (req, reply) => {
    const changes = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
    if (changes && reply.statusCode < 400 && changesPublicContent(routedPath(req))) version += 1;
  });
}

export default fp(contentVersionPlugin, { name: 'content-version' });
