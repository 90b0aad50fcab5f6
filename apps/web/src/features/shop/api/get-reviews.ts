import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Review } from '@camtour/shared/schemas/shop';
import { api } from '@/lib/api-client';

export interface ReviewPage {
  reviews: Review[];
  pagination: { current_page: number; last_page: number; per_page: number; total: number };
  rating: number;
  review_count: number;
}

/** GET /api/web/product/reviews/{productId}?page=: 10 a page, newest first. */
export function getReviews(productId: number, page: number, signal?: AbortSignal) {
  return api.get<ReviewPage>(`/api/web/product/reviews/${productId}`, {
    query: { page },
    signal,
  });
}

export const reviewsQueryKey = (productId: number) => ['shop', 'reviews', productId] as const;

export function reviewsQueryOptions(productId: number) {
  return infiniteQueryOptions({
    queryKey: reviewsQueryKey(productId),
    queryFn: ({ pageParam, signal }) => getReviews(productId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewPage) =>
      last.pagination.current_page < last.pagination.last_page
        ? last.pagination.current_page + 1
        : undefined,
  });
}

export function useReviews(productId: number) {
  return useInfiniteQuery(reviewsQueryOptions(productId));
}
