import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { IdResult } from '@camtour/shared/schemas/common';
import type { ReviewInput } from './review-form';

/**
 * The mutation a review form sends through: the feature that owns the
 * endpoint gives the request and the queries a new review changes (the list,
 * the average, the count), which are fetched again once it is stored.
 */
export function useSendReview(
  send: (input: ReviewInput) => Promise<IdResult>,
  changes: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
