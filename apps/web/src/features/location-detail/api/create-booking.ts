import { useMutation } from '@tanstack/react-query';
import type { IdResult } from '@camtour/shared/schemas/common';
import { api } from '@/lib/api-client';

export interface BookingInput {
  name: string;
  email: string;
  date: string;
  party_size: number;
  note: string;
  lang: string;
}

/** POST /api/web/activities/{id}/booking (D12): stored and e-mailed; visitors may ask too. */
export function createBooking(activityId: number, input: BookingInput) {
  return api.post<IdResult>(`/api/web/activities/${activityId}/booking`, input, {
    skipGlobalHandling: true,
  });
}

export function useCreateBooking(activityId: number) {
  return useMutation({ mutationFn: (input: BookingInput) => createBooking(activityId, input) });
}
