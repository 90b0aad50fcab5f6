import { useMutation } from '@tanstack/react-query';
import type { IdResult } from '@camtour/shared/schemas/common';
import type { z } from 'zod';
import type { hotelBookingRequestSchema } from '@camtour/shared/schemas/travel';
import { api } from '@/lib/api-client';

export type HotelBookingInput = z.input<ReturnType<typeof hotelBookingRequestSchema>>;

/**
 * POST /api/web/hotels/{id}/booking (decision 029): stored and e-mailed to the hotel and the
 * requester; visitors may ask too. Errors are shown by the form, not globally.
 */
export function createHotelBooking(hotelId: number, input: HotelBookingInput) {
  return api.post<IdResult>(`/api/web/hotels/${hotelId}/booking`, input, {
    skipGlobalHandling: true,
  });
}

export function useCreateHotelBooking(hotelId: number) {
  return useMutation({
    mutationFn: (input: HotelBookingInput) => createHotelBooking(hotelId, input),
  });
}
