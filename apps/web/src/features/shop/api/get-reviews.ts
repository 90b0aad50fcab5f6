import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewListResponse } from '@camtour/shared/schemas/shop';
import { api } from '@/lib/api-client';
import { SHOP_QUERY_ROOT } from '@/entities/product/query-keys';

/** GET /api/web/product/reviews/{productId}?page=: 10 a page, newest first. */
export function getReviews(productId: number, page: number, signal?: AbortSignal) {
  return api.get<ReviewListResponse>(`/api/web/product/reviews/${productId}`, {
    query: { page },
    signal,
  });
}

export const reviewsQueryKey = (productId: number) =>
  [...SHOP_QUERY_ROOT, 'reviews', productId] as const;

export function reviewsQueryOptions(productId: number) {
  return infiniteQueryOptions({
    queryKey: reviewsQueryKey(productId),
    queryFn: ({ pageParam, signal }) => getReviews(productId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewListResponse) =>
      last.pagination.current_page < last.pagination.last_page
        ? last.pagination.current_page + 1
        : undefined,
  });
}

export function useReviews(productId: number) {
  return useInfiniteQuery(reviewsQueryOptions(productId));
}
