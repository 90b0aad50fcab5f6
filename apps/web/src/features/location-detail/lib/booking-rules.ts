import { bookingRequestSchema } from '@camtour/shared/schemas/travel';
import { fieldErrorsOf } from '@/lib/hooks/use-request-form';
import { BOOKING_FIELDS, type BookingErrors, type BookingValues } from './booking-fields';

/*
 * Apart from the form, which imports this module when it is first used: zod and the travel
 * schemas are then no part of the place page's load (decision 038).
 */

/**
 * The booking request's field errors (keys of the errors namespace): the shared schema's rules,
 * plus the activity's own group limit.
 */
export function validateBooking(
  values: BookingValues,
  today: string,
  maxParticipants: number | null,
): BookingErrors {
  const parsed = bookingRequestSchema(today).safeParse({ ...values, lang: 'en' });
  const errors: BookingErrors = parsed.success
    ? {}
    : fieldErrorsOf(parsed.error.issues, BOOKING_FIELDS);
  const size = Number(values.party_size);
  if (!errors.party_size && maxParticipants !== null && size > maxParticipants) {
    errors.party_size = 'booking-party-size-too-large';
  }
  return errors;
}
