import type { HotelDetail } from '@camtour/shared/schemas/travel';
import { asc, eq } from 'drizzle-orm';
import { hotelBookingRequests, hotels } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import type { TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/** The public hotel endpoints of issue 18 (decision 029). */
export const HOTEL = {
  detail: (id: number) => `/api/web/view/hotels/siemreap/${id}`,
  reviews: (id: number, page = 1) => `/api/web/view/hotels/siemreap/${id}/reviews?page=${page}`,
  review: (id: number | string) => `/api/web/hotels/${id}/reviews`,
  booking: (id: number | string) => `/api/web/hotels/${id}/booking`,
} as const;

/** The demo hotels in id order, with their rooms as the public page shows them. */
export async function demoHotels(t: TestApp): Promise<HotelDetail[]> {
  const rows = await t.app.db.select({ id: hotels.id }).from(hotels).orderBy(asc(hotels.id));
  const c = new TestClient(t.baseUrl);
  return Promise.all(
    rows.map(async (r) => (await c.get<HotelDetail>(HOTEL.detail(r.id))).body.data!),
  );
}

/** A day `days` after today in Cambodia, `YYYY-MM-DD`. */
export function dayFromToday(days: number): string {
  const now = Date.now() + 7 * 3600_000;
  return new Date(now + days * 86_400_000).toISOString().slice(0, 10);
}

/** A request that passes every rule for this hotel's first room. */
export function bookingBody(hotel: HotelDetail, over: Record<string, unknown> = {}) {
  return {
    check_in: dayFromToday(10),
    check_out: dayFromToday(13),
    room_type_id: hotel.room_types[0]!.id,
    guests: 2,
    name: 'Sophea Lim',
    email: 'sophea.hotel@example.com',
    phone: '+855 12 345 678',
    note: 'Arriving late, around 11 PM.',
    lang: 'en',
    ...over,
  };
}

/** A logged-in customer (cookie session) standing for its own client address. */
export async function customer(t: TestApp, ip: string) {
  const u = await createUser(t);
  const client = new TestClient(t.baseUrl, ip);
  await client.post('/api/auth/login', { email: u.email, password: u.password });
  return { client, id: u.user.id, email: u.email };
}

export async function storedRequest(t: TestApp, id: number) {
  const [row] = await t.app.db
    .select()
    .from(hotelBookingRequests)
    .where(eq(hotelBookingRequests.id, id));
  return row;
}
