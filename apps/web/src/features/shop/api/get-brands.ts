import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@camtour/shared/schemas/shop';
import { api } from '@/lib/api-client';
import { SHOP_QUERY_ROOT } from '@/entities/product/query-keys';

/** Document 2 §2: only brands of type 'Local Brand' are listed in the filter. */
export const LOCAL_BRAND_TYPE = 'Local Brand';

export function localBrands<T extends { brand_type: string }>(brands: readonly T[]): T[] {
  return brands.filter((brand) => brand.brand_type === LOCAL_BRAND_TYPE);
}

/** GET /api/web/view/brands. */
export function getBrands(signal?: AbortSignal): Promise<Brand[]> {
  return api.get<Brand[]>('/api/web/view/brands', { signal });
}

export function localBrandsQueryOptions() {
  return queryOptions({
    queryKey: [...SHOP_QUERY_ROOT, 'brands'],
    queryFn: ({ signal }) => getBrands(signal),
    select: localBrands,
    staleTime: 20 * 60_000,
  });
}

export function useLocalBrands() {
  return useQuery(localBrandsQueryOptions());
}
