import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SHOP_PAGE_SIZE } from '@camtour/shared/domain/catalog';
import { productPagesQueryOptions, type ProductListParams } from '../api/get-products';

/** The products of the first `steps` steps of 12, from the pages loaded so far. */
export function visibleProducts<T>(pages: readonly { products: T[] }[], steps: number): T[] {
  return pages.flatMap((page) => page.products).slice(0, steps * SHOP_PAGE_SIZE);
}

/** "Show more" while the list has more than is shown; "show less" once more than 12 show. */
export const canShowMore = (total: number, steps: number) => total > steps * SHOP_PAGE_SIZE;
export const canShowLess = (steps: number) => steps > 1;

/**
 * The shop list, 12 per step (document 2 §2): show more loads the next page and appends it,
 * show less drops the last 12 (pages already loaded stay cached, so showing them again is
 * instant). A change of filters starts again at one step.
 */
export function useShopProducts(params: ProductListParams) {
  const query = useInfiniteQuery({
    ...productPagesQueryOptions(params),
    placeholderData: keepPreviousData,
  });
  const key = JSON.stringify(params);
  const [state, setState] = useState({ key, steps: 1 });
  if (state.key !== key) setState({ key, steps: 1 });
  const steps = state.key === key ? state.steps : 1;

  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const total = first?.pagination.total ?? 0;

  const showMore = async () => {
    if (pages.length <= steps) {
      const result = await query.fetchNextPage();
      if (result.isError) return;
    }
    setState({ key, steps: steps + 1 });
  };
  const showLess = () => setState({ key, steps: Math.max(1, steps - 1) });

  return {
    query,
    products: visibleProducts(pages, steps),
    total,
    priceRange: first?.price_range ?? null,
    steps,
    canShowMore: canShowMore(total, steps),
    canShowLess: canShowLess(steps),
    loadingMore: query.isFetchingNextPage,
    showMore,
    showLess,
  };
}
