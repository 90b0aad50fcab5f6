import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SHOP_SORTS, type ShopSort } from '@camtour/shared/domain/catalog';
import type { ProductListParams } from '../api/get-products';
import { parsePositiveId } from '@camtour/shared/domain/ids';
import { useHydrated } from '@/lib/hooks/use-hydrated';

export type ViewMode = 'grid' | 'list';
export const VIEW_MODES: readonly ViewMode[] = ['grid', 'list'];
export const DEFAULT_SORT: ShopSort = 'newest';
/** The grid or list choice is remembered on this device (document 2 §2). */
export const VIEW_STORAGE_KEY = 'camtour_shop_view';

/** Everything the shop list is filtered by; all of it lives in the URL so it can be shared. */
export interface ShopFilters {
  search: string;
  categoryIds: number[];
  brandIds: number[];
  minPrice: number | null;
  maxPrice: number | null;
  sort: ShopSort;
  view: ViewMode | null;
}

/** The URL's names are the API's, so a shared link reads the same as the request it makes. */
const PARAM = {
  search: 'search',
  categoryIds: 'category_ids',
  brandIds: 'brand_ids',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  sort: 'sort',
  view: 'view',
} as const satisfies Record<keyof ShopFilters, string>;

function readIds(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .map(parsePositiveId)
    .filter((id): id is number => id !== null);
  return [...new Set(ids)].sort((a, b) => a - b);
}

function readPrice(value: string | null): number | null {
  if (value === null || !/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}

function isSort(value: string | null): value is ShopSort {
  return value !== null && (SHOP_SORTS as readonly string[]).includes(value);
}

export function readShopFilters(params: URLSearchParams): ShopFilters {
  const sort = params.get(PARAM.sort);
  const view = params.get(PARAM.view);
  let minPrice = readPrice(params.get(PARAM.minPrice));
  let maxPrice = readPrice(params.get(PARAM.maxPrice));
  // A hand-edited URL with the ends swapped still means the range between them.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    search: (params.get(PARAM.search) ?? '').trim().slice(0, 100),
    categoryIds: readIds(params.get(PARAM.categoryIds)),
    brandIds: readIds(params.get(PARAM.brandIds)),
    minPrice,
    maxPrice,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    view: view === 'grid' || view === 'list' ? view : null,
  };
}

/** The URL after a change: defaults and empty values are left out; other parameters stay. */
export function writeShopFilters(
  params: URLSearchParams,
  patch: Partial<ShopFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  };
  if ('search' in patch) set(PARAM.search, patch.search?.trim() ?? null);
  if ('categoryIds' in patch)
    set(PARAM.categoryIds, [...new Set(patch.categoryIds ?? [])].sort((a, b) => a - b).join(','));
  if ('brandIds' in patch)
    set(PARAM.brandIds, [...new Set(patch.brandIds ?? [])].sort((a, b) => a - b).join(','));
  if ('minPrice' in patch) set(PARAM.minPrice, patch.minPrice ? String(patch.minPrice) : null);
  if ('maxPrice' in patch)
    set(
      PARAM.maxPrice,
      patch.maxPrice === null || patch.maxPrice === undefined ? null : String(patch.maxPrice),
    );
  if ('sort' in patch) set(PARAM.sort, patch.sort === DEFAULT_SORT ? null : (patch.sort ?? null));
  if ('view' in patch) set(PARAM.view, patch.view ?? null);
  return next;
}

/** The filters that narrow the list (not sort or view): what "clear filters" resets. */
export function hasActiveFilters(filters: ShopFilters): boolean {
  return (
    filters.search !== '' ||
    filters.categoryIds.length > 0 ||
    filters.brandIds.length > 0 ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  );
}

/** The API query of the list. A category page filters by its slug unless ids were chosen. */
export function toProductQuery(filters: ShopFilters, categorySlug?: string): ProductListParams {
  const query: ProductListParams = { sort: filters.sort };
  if (filters.search) query.search = filters.search;
  if (filters.categoryIds.length > 0) query.category_ids = filters.categoryIds.join(',');
  else if (categorySlug) query.category_slug = categorySlug;
  if (filters.brandIds.length > 0) query.brand_ids = filters.brandIds.join(',');
  if (filters.minPrice !== null) query.min_price = filters.minPrice;
  if (filters.maxPrice !== null) query.max_price = filters.maxPrice;
  return query;
}

export function readStoredView(): ViewMode | null {
  try {
    const stored = window.localStorage.getItem(VIEW_STORAGE_KEY);
    return stored === 'grid' || stored === 'list' ? stored : null;
  } catch (_error) {
    return null;
  }
}

function storeView(view: ViewMode): void {
  try {
    window.localStorage.setItem(VIEW_STORAGE_KEY, view);
  } catch (_error) {
    // Not remembering the view is acceptable.
  }
}

/**
 * The shop list's filters, read from and written to the URL. Each change is a new history
 * entry, so the back button steps back through them. On a category page (`categorySlug`)
 * choosing other categories moves to /product with the same filters.
 */
export function useShopFilters(categorySlug?: string) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => readShopFilters(params), [params]);
  // The stored choice is the browser's: the server and hydration draw the grid, the list follows.
  const hydrated = useHydrated();
  const view: ViewMode = filters.view ?? (hydrated ? readStoredView() : null) ?? 'grid';

  const update = useCallback(
    (patch: Partial<ShopFilters>) => {
      if (categorySlug && 'categoryIds' in patch) {
        void navigate({ pathname: '/product', search: writeShopFilters(params, patch).toString() });
        return;
      }
      setParams((current) => writeShopFilters(current, patch), { preventScrollReset: true });
    },
    [categorySlug, navigate, params, setParams],
  );

  const setView = useCallback(
    (next: ViewMode) => {
      storeView(next);
      update({ view: next });
    },
    [update],
  );

  const clear = useCallback(() => {
    const kept = writeShopFilters(new URLSearchParams(), {
      sort: filters.sort,
      view: filters.view,
    });
    if (categorySlug) void navigate({ pathname: '/product', search: kept.toString() });
    else setParams(kept, { preventScrollReset: true });
  }, [categorySlug, filters.sort, filters.view, navigate, setParams]);

  return { filters, view, update, setView, clear };
}
