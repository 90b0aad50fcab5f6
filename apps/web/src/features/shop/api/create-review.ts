import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productQueryKey } from './get-product';
import { reviewsQueryKey } from './get-reviews';

export interface ReviewInput {
  star: number;
  comment: string;
}

/**
 * POST /api/web/product/reviews/{productId}. Visitors get 401 'You need to login first.'; the
 * form handles that itself (a prompt to log in), hence no global 401 handling.
 */
export function createReview(productId: number, input: ReviewInput) {
  return api.post<{ id: number }>(`/api/web/product/reviews/${productId}`, input, {
    skipGlobalHandling: true,
  });
}

export function useCreateReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => createReview(productId, input),
    // The list, the average and the count all change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsQueryKey(productId) }),
        queryClient.invalidateQueries({ queryKey: productQueryKey(productId) }),
      ]),
  });
}
