/** Issue 18, decision 029: the limits of a request to book a hotel room. */

/** A stay asked for through the form: a month at most; longer stays are arranged with the hotel. */
export const HOTEL_STAY_MAX_NIGHTS = 30;
/** The schema's bound for any room; each room type has its own, lower, limit (`max_guests`). */
export const HOTEL_ROOM_GUESTS_MAX = 20;
/** A booking request's note, for an activity or a hotel. */
export const BOOKING_NOTE_MAX = 1000;
/** Hotel reviews come a page at a time, like a product's. */
export const HOTEL_REVIEWS_PAGE_SIZE = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Nights between two `YYYY-MM-DD` days (negative when check-out comes first; NaN when invalid). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const from = Date.parse(`${checkIn}T00:00:00Z`);
  const to = Date.parse(`${checkOut}T00:00:00Z`);
  return Math.round((to - from) / DAY_MS);
}

/** The day after a `YYYY-MM-DD` day: the earliest check-out the form offers. */
export function nextDay(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(t) ? day : new Date(t + DAY_MS).toISOString().slice(0, 10);
}
