import type { IdResult } from '@camtour/shared/schemas/common';
import { api } from '@/lib/api-client';
import type { ReviewInput } from '@/entities/review/review-form';
import { useSendReview } from '@/entities/review/use-send-review';
import { productQueryKey } from './get-product';
import { reviewsQueryKey } from './get-reviews';

/**
 * POST /api/web/product/reviews/{productId}. Visitors get 401 'You need to login first.'; the
 * form handles that itself (a prompt to log in), hence no global 401 handling.
 */
export function createReview(productId: number, input: ReviewInput) {
  return api.post<IdResult>(`/api/web/product/reviews/${productId}`, input, {
    skipGlobalHandling: true,
  });
}

/** The list, the average and the count all change. */
export const useCreateReview = (productId: number) =>
  useSendReview(
    (input) => createReview(productId, input),
    [reviewsQueryKey(productId), productQueryKey(productId)],
  );
