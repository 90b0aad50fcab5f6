import { useLocation } from 'react-router';
import type { RouteId } from './route-meta';
import { routeIdAt } from './route-match';

/** The id of the page route the current location shows, or null on the catch-all route. */
export function useCurrentRouteId(): RouteId | null {
  return routeIdAt(useLocation().pathname);
}
