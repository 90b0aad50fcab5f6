import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { IdResult } from '@camtour/shared/schemas/common';
import type { HotelReviewList } from '@camtour/shared/schemas/travel';
import type { ReviewInput } from '@/entities/review/review-form';
import { useSendReview } from '@/entities/review/use-send-review';
import { api } from '@/lib/api-client';
import { hotelQueryOptions } from './get-hotel';

/** GET /api/web/view/hotels/siemreap/{id}/reviews?page=: 10 a page, newest first. */
export function getHotelReviews(hotelId: number, page: number, signal?: AbortSignal) {
  return api.get<HotelReviewList>(`/api/web/view/hotels/siemreap/${hotelId}/reviews`, {
    query: { page },
    signal,
  });
}

export const hotelReviewsQueryKey = (hotelId: number) =>
  ['travel', 'hotel', hotelId, 'reviews'] as const;

export function hotelReviewsQueryOptions(hotelId: number) {
  return infiniteQueryOptions({
    queryKey: hotelReviewsQueryKey(hotelId),
    queryFn: ({ pageParam, signal }) => getHotelReviews(hotelId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: HotelReviewList) =>
      last.pagination.current_page < last.pagination.last_page
        ? last.pagination.current_page + 1
        : undefined,
  });
}

export const useHotelReviews = (hotelId: number) =>
  useInfiniteQuery(hotelReviewsQueryOptions(hotelId));

/**
 * POST /api/web/hotels/{id}/reviews. A visitor's 401 is answered by the form itself (a link to
 * log in), so no global 401 handling.
 */
export function createHotelReview(hotelId: number, input: ReviewInput) {
  return api.post<IdResult>(`/api/web/hotels/${hotelId}/reviews`, input, {
    skipGlobalHandling: true,
  });
}

/** The list, and the hotel's average and count (its page header), are fetched again. */
export const useCreateHotelReview = (hotelId: number) =>
  useSendReview(
    (input) => createHotelReview(hotelId, input),
    [hotelReviewsQueryKey(hotelId), hotelQueryOptions(hotelId).queryKey],
  );
