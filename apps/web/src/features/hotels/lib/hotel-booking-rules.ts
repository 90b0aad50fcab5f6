import { hotelBookingRequestSchema, type HotelDetail } from '@camtour/shared/schemas/travel';
import { fieldErrorsOf } from '@/lib/hooks/use-request-form';
import {
  HOTEL_BOOKING_FIELDS,
  type HotelBookingErrors,
  type HotelBookingValues,
} from './hotel-booking-fields';

/*
 * Apart from the form, which imports this module when it is first used: zod and the travel
 * schemas are then no part of the hotel page's load (decision 038).
 */

/**
 * The request's field errors (keys of the errors namespace): the shared schema's rules, plus the
 * chosen room's own guest limit, which the server checks too.
 */
export function validateHotelBooking(
  values: HotelBookingValues,
  today: string,
  rooms: HotelDetail['room_types'],
): HotelBookingErrors {
  const parsed = hotelBookingRequestSchema(today).safeParse({ ...values, lang: 'en' });
  const errors: HotelBookingErrors = parsed.success
    ? {}
    : fieldErrorsOf(parsed.error.issues, HOTEL_BOOKING_FIELDS);
  const room = rooms.find((r) => String(r.id) === values.room_type_id);
  if (!errors.guests && room && Number(values.guests) > room.max_guests) {
    errors.guests = 'hotel-booking-guests-too-many';
  }
  return errors;
}
