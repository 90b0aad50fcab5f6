import { useMatches } from 'react-router';
import { isRouteHandle, type RouteId } from './route-meta';

/** The id of the deepest matched route that has one (every page route does). */
export function useCurrentRouteId(): RouteId | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.routeId;
  }
  return null;
}
