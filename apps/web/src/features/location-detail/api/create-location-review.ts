import type { IdResult } from '@camtour/shared/schemas/common';
import { api } from '@/lib/api-client';
import type { ReviewInput } from '@/entities/review/review-form';
import { useSendReview } from '@/entities/review/use-send-review';
import { locationDetailQueryKey } from './get-location-detail';

/**
 * POST /api/web/locations/reviews/{id} as form data (document 3 §7). A visitor's 401 'You need
 * to login first.' is answered by the form itself (a link to log in), so no global 401 handling.
 */
export function createLocationReview(locationId: number, input: ReviewInput) {
  const form = new FormData();
  form.set('star', String(input.star));
  form.set('comment', input.comment);
  return api.post<IdResult>(`/api/web/locations/reviews/${locationId}`, form, {
    skipGlobalHandling: true,
  });
}

/** The average, the count and the list all come with the detail. */
export const useCreateLocationReview = (locationId: number) =>
  useSendReview(
    (input) => createLocationReview(locationId, input),
    [locationDetailQueryKey(locationId)],
  );
