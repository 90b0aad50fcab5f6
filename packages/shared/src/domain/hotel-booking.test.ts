import { describe, expect, it } from 'vitest';
import { hotelBookingRequestSchema } from '../schemas/travel';
import { HOTEL_STAY_MAX_NIGHTS, nextDay, nightsBetween } from './hotel-booking';

const today = '2026-11-26';
const valid = {
  check_in: '2026-12-01',
  check_out: '2026-12-04',
  room_type_id: 3,
  guests: 2,
  name: 'Dara Sok',
  email: 'Dara@Example.com ',
  lang: 'km',
};

const fieldErrors = (input: Record<string, unknown>) => {
  const parsed = hotelBookingRequestSchema(today).safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('hotel booking rules', () => {
  it('counts nights across months and years', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2026-12-04', '2026-12-01')).toBe(-3);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  it('accepts a valid request and normalises the contact', () => {
    const parsed = hotelBookingRequestSchema(today).parse(valid);
    expect(parsed).toMatchObject({ email: 'dara@example.com', phone: '', note: '', lang: 'km' });
  });

  it('names each broken rule on its field', () => {
    expect(fieldErrors({ ...valid, check_in: '2026-11-25' })).toEqual({
      check_in: 'hotel-booking-check-in-past',
    });
    expect(fieldErrors({ ...valid, check_in: '2026-02-30' }).check_in).toBe(
      'hotel-booking-check-in-invalid',
    );
    expect(fieldErrors({ ...valid, check_out: '2026-12-01' })).toEqual({
      check_out: 'hotel-booking-check-out-before-check-in',
    });
    expect(fieldErrors({ ...valid, check_out: 'soon' }).check_out).toBe(
      'hotel-booking-check-out-invalid',
    );
    const longest = { ...valid, check_out: '2026-12-31' };
    expect(nightsBetween(longest.check_in, longest.check_out)).toBe(HOTEL_STAY_MAX_NIGHTS);
    expect(fieldErrors(longest)).toEqual({});
    expect(fieldErrors({ ...valid, check_out: '2027-01-01' })).toEqual({
      check_out: 'hotel-booking-stay-too-long',
    });
    expect(fieldErrors({ ...valid, guests: 0 })).toEqual({
      guests: 'hotel-booking-guests-invalid',
    });
    expect(fieldErrors({ ...valid, room_type_id: '' })).toEqual({
      room_type_id: 'hotel-booking-room-required',
    });
    expect(fieldErrors({ ...valid, phone: 'call me' })).toEqual({
      phone: 'hotel-booking-phone-invalid',
    });
    expect(fieldErrors({ ...valid, phone: '+855 12 345 678' })).toEqual({});
    expect(fieldErrors({ ...valid, note: 'x'.repeat(1001) })).toEqual({ note: 'field-too-large' });
  });
});
