import type { FieldErrors } from '@/lib/hooks/use-request-form';

/** The request-to-book form's fields, as the page holds them (text, as typed). */
export interface HotelBookingValues {
  check_in: string;
  check_out: string;
  room_type_id: string;
  guests: string;
  name: string;
  email: string;
  phone: string;
  note: string;
}

export type HotelBookingField = keyof HotelBookingValues;
export type HotelBookingErrors = FieldErrors<HotelBookingField>;
export const HOTEL_BOOKING_FIELDS: readonly HotelBookingField[] = [
  'check_in',
  'check_out',
  'room_type_id',
  'guests',
  'name',
  'email',
  'phone',
  'note',
];
