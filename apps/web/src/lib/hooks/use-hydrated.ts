import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates its HTML, true after: what only
 * a browser can draw (a Leaflet map, something read from localStorage) waits for it, so the
 * hydrated tree matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
