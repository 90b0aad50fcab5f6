import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { locationDetailQueryKey } from './get-location-detail';

export interface LocationReviewInput {
  star: number;
  comment: string;
}

/**
 * POST /api/web/locations/reviews/{id} as form data (document 3 §7). A visitor's 401 'You need
 * to login first.' is answered by the form itself (a link to log in), so no global 401 handling.
 */
export function createLocationReview(locationId: number, input: LocationReviewInput) {
  const form = new FormData();
  form.set('star', String(input.star));
  form.set('comment', input.comment);
  return api.post<unknown>(`/api/web/locations/reviews/${locationId}`, form, {
    skipGlobalHandling: true,
  });
}

export function useCreateLocationReview(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LocationReviewInput) => createLocationReview(locationId, input),
    // The average, the count and the list all come with the detail.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: locationDetailQueryKey(locationId) }),
  });
}
