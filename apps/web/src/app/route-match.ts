import { matchRoutes, type RouteObject } from 'react-router';
import { ROUTE_IDS, ROUTE_META, type RouteId } from './route-meta';

const PAGE_ROUTES: RouteObject[] = ROUTE_IDS.map((routeId) => ({
  id: routeId,
  path: ROUTE_META[routeId].path,
}));

// Asked several times per render (layout, page frame): ranking the table each time is wasted.
let last: { pathname: string; routeId: RouteId | null } | null = null;

/**
 * The page a pathname shows, ranked as <Routes> ranks the same paths; null for an alias or an
 * unknown path (the catch-all route). The route table holds no ids of its own: the pathname is
 * the one source, on the server, before hydration and in tests alike.
 */
export function routeIdAt(pathname: string): RouteId | null {
  if (last?.pathname !== pathname) {
    const matches = matchRoutes(PAGE_ROUTES, pathname);
    last = { pathname, routeId: (matches?.at(-1)?.route.id as RouteId | undefined) ?? null };
  }
  return last.routeId;
}
