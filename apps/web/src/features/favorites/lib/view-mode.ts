/** Grid of cards with a photo carousel, or compact rows. */
export type FavoritesView = 'grid' | 'list';

/** Document 1 §2: the choice is remembered locally as "the wishlist view mode". */
export const VIEW_MODE_STORAGE_KEY = 'wishlist_view_mode';

export function readViewMode(): FavoritesView {
  try {
    return window.localStorage.getItem(VIEW_MODE_STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch (_error) {
    // Blocked storage (private mode): the default layout.
    return 'grid';
  }
}

export function storeViewMode(view: FavoritesView): void {
  try {
    window.localStorage.setItem(VIEW_MODE_STORAGE_KEY, view);
  } catch (_error) {
    // Not remembering the layout is acceptable.
  }
}
