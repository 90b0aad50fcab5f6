import { matchPath } from 'react-router';
import { ROUTE_META, type RouteId } from '@/app/route-meta';

/**
 * The public, shareable pages D16 renders on the server (and /plan, issue 17), by route id: the
 * routes of @camtour/shared/seo/public-pages, the one list the sitemap reads too (a test holds
 * them equal; the ids stay literal here so each page's head keys are checked). Account, cart,
 * checkout, order and admin pages stay client-rendered.
 */
export const SSR_ROUTE_IDS = [
  'home',
  'adventure',
  'siemReap',
  'hotels',
  'hotelDetail',
  'locationDetail',
  'product',
  'productCategory',
  'productDetail',
  'aboutUs',
  'faq',
  'privacy',
  'terms',
  'plan',
] as const satisfies readonly RouteId[];

export type SsrRouteId = (typeof SSR_ROUTE_IDS)[number];

export interface SsrMatch {
  routeId: SsrRouteId;
  params: Record<string, string | undefined>;
}

/** The server-rendered page a path names, or null for a page the browser renders alone. */
export function matchSsrRoute(pathname: string): SsrMatch | null {
  for (const routeId of SSR_ROUTE_IDS) {
    const match = matchPath({ path: ROUTE_META[routeId].path, end: true }, pathname);
    if (match) return { routeId, params: match.params };
  }
  return null;
}
