import type { FastifyRequest } from 'fastify';

/**
 * The path a request reached, as the router read it: the matched route's pattern
 * (`/api/web/view/product/:id`), else the request's pathname decoded. A decision about a request
 * (is it the API? does the write change public content?) must take this, never `req.url` as
 * sent: the router decodes escapes and drops an absolute form's origin and a fragment, so
 * `/%61pi/x`, `http://host/api/x` and `/api/x#y` all run the route `/api/x`, though not one of
 * them starts with `/api/`.
 */
export function routedPath(req: FastifyRequest): string {
  return req.routeOptions.url ?? decodedPathname(req.url);
}

/** The pathname of a request target: no origin, query or fragment, its escapes decoded. */
export function decodedPathname(target: string): string {
  const path = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/, 1)[0] || '/';
  try {
    return decodeURIComponent(path);
  } catch {
    // A broken escape reaches no route (the router answers 400): the text as sent will do.
    return path;
  }
}

/** Whether a path (a routedPath) is the API's. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
