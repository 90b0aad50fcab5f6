import { useEffect, useSyncExternalStore } from 'react';

/*
 * The item a page shows (a place, a hotel, a product) names the browser tab, as the server's
 * <title> does on the first load; the layout reads it, pages set it, neither knows the other.
 */
let itemTitle: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null): void {
  if (next === itemTitle) return;
  itemTitle = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the tab after the page's item while the page shows it. */
export function useItemTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (!name) return undefined;
    set(name);
    return () => set(null);
  }, [name]);
}

/** The item the current page names, if any. */
export function useCurrentItemTitle(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => itemTitle,
    () => null,
  );
}
