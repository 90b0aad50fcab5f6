import { useCallback, useState } from 'react';
import { readViewMode, storeViewMode, type FavoritesView } from '../lib/view-mode';

/** The grid or list layout, as last chosen in this browser. */
export function useViewMode(): [FavoritesView, (view: FavoritesView) => void] {
  const [view, setView] = useState<FavoritesView>(readViewMode);
  const choose = useCallback((next: FavoritesView) => {
    setView(next);
    storeViewMode(next);
  }, []);
  return [view, choose];
}
