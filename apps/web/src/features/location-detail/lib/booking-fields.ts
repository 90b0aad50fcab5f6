import type { FieldErrors } from '@/lib/hooks/use-request-form';

/** The activity booking request's fields, as the page holds them (text, as typed). */
export interface BookingValues {
  name: string;
  email: string;
  date: string;
  party_size: string;
  note: string;
}

export type BookingField = keyof BookingValues;
export type BookingErrors = FieldErrors<BookingField>;
export const BOOKING_FIELDS: readonly BookingField[] = [
  'name',
  'email',
  'date',
  'party_size',
  'note',
];
