import type { HotelDetail } from '@camtour/shared/schemas/travel';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, hotelBookingRequests, hotels } from '../../src/db/schema/index';
import { HOTEL_BOOKING_LIMIT } from '../../src/modules/hotels/hotel-booking-service';
import { TestClient } from '../helpers/client';
import { mailsTo } from '../helpers/outbox';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { staffMember } from '../admin/orders-helpers';
import {
  HOTEL,
  bookingBody,
  customer,
  dayFromToday,
  demoHotels,
  storedRequest,
} from './hotel-helpers';

let t: TestApp;
let all: HotelDetail[];
let hotel: HotelDetail;
let ips = 0;
const nextIp = () => `203.0.113.${++ips}`;
const visitor = () => new TestClient(t.baseUrl, nextIp());

beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  all = await demoHotels(t);
  // A hotel with a room for more than two, so the room's own limit can be tested.
  hotel = all.find((h) => h.room_types.some((r) => r.max_guests >= 4))!;
});
afterAll(() => t.close());

const requestCount = async () =>
  Number(
    (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(hotelBookingRequests))[0]!.n,
  );

describe('GET /api/web/view/hotels/siemreap/{id}: what the form needs', () => {
  it('gives each room its guest limit, the map link, the rating and whether it takes requests', () => {
    expect(hotel.is_active).toBe(true);
    expect(hotel.review_count).toBe(0);
    expect(hotel.rate_star).toBe(0);
    expect(hotel.map_url).toContain(`${hotel.lat.toFixed(6)},${hotel.lng.toFixed(6)}`);
    for (const h of all) {
      for (const r of h.room_types) expect(r.max_guests).toBeGreaterThanOrEqual(1);
    }
    // The demo rooms are not all for two: dorms and family rooms take more.
    expect(new Set(all.flatMap((h) => h.room_types.map((r) => r.max_guests))).size).toBeGreaterThan(
      2,
    );
  });
});

describe('POST /api/web/hotels/{id}/booking', () => {
  it('stores a visitor’s request and mails the hotel and the requester in their language', async () => {
    const c = visitor();
    const email = 'dara.visitor@example.com';
    const body = bookingBody(hotel, { email, lang: 'km' });
    const res = await c.post<{ id: number }>(HOTEL.booking(hotel.id), body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ result: true, message: 'hotel-booking-sent' });
    const row = await storedRequest(t, res.body.data!.id);
    expect(row).toMatchObject({
      hotel_id: hotel.id,
      room_type_id: body.room_type_id,
      user_id: null,
      check_in: body.check_in,
      check_out: body.check_out,
      guests: 2,
      name: 'Sophea Lim',
      email,
      phone: '+855 12 345 678',
      note: 'Arriving late, around 11 PM.',
      lang: 'km',
      read_at: null,
      handled_at: null,
    });

    const [mine] = await mailsTo(c, email);
    expect(mine!.subject).toContain(hotel.name_km);
    expect(mine!.text).toMatch(/[\u1780-\u17ff]/);
    expect(mine!.text).toContain(`${body.check_in}`);
    expect(mine!.text).toContain('3 យប់');
    const [theirs] = await mailsTo(c, hotel.email);
    expect(theirs!.subject).toContain(`#${res.body.data!.id}`);
    expect(theirs!.text).toContain(`Check-out: ${body.check_out} (3 nights)`);
    expect(theirs!.text).toContain('Guests: 2');
    expect(theirs!.text).toContain(`E-mail: ${email}`);
    expect(theirs!.text).toContain('Language: Khmer');
    // HTML is escaped: a note cannot inject markup into the hotel's mail.
    const evil = await c.post<{ id: number }>(
      HOTEL.booking(hotel.id),
      bookingBody(hotel, { email: 'evil@example.com', note: '<b>late</b>' }),
    );
    expect(evil.status).toBe(201);
    const [escaped] = await mailsTo(c, hotel.email);
    expect(escaped!.html).toContain('&lt;b&gt;late&lt;/b&gt;');
    const [english] = await mailsTo(c, 'evil@example.com');
    expect(english!.subject).toBe(`Request to book sent: ${hotel.name}`);
    expect(english!.text).toContain('Nothing is booked and nothing has been charged');
  });

  it('stores a logged-in customer’s id, and staff are customers here too', async () => {
    const u = await customer(t, nextIp());
    const mine = await u.client.post<{ id: number }>(HOTEL.booking(hotel.id), bookingBody(hotel));
    expect(mine.status).toBe(201);
    expect((await storedRequest(t, mine.body.data!.id))!.user_id).toBe(u.id);

    const staff = await staffMember(t);
    const theirs = await staff.client.post<{ id: number }>(
      HOTEL.booking(hotel.id),
      bookingBody(hotel),
    );
    expect(theirs.status).toBe(201);
    expect((await storedRequest(t, theirs.body.data!.id))!.user_id).toBe(staff.id);
  });

  it('names each broken rule on its field, stores nothing and costs no attempt', async () => {
    const c = visitor();
    const before = await requestCount();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ check_in: dayFromToday(-1) }, { check_in: ['hotel-booking-check-in-past'] }],
      [{ check_in: '2031-02-30' }, { check_in: ['hotel-booking-check-in-invalid'] }],
      [{ check_out: dayFromToday(10) }, { check_out: ['hotel-booking-check-out-before-check-in'] }],
      [{ check_out: dayFromToday(9) }, { check_out: ['hotel-booking-check-out-before-check-in'] }],
      [{ check_out: dayFromToday(41) }, { check_out: ['hotel-booking-stay-too-long'] }],
      [{ check_out: 'next week' }, { check_out: ['hotel-booking-check-out-invalid'] }],
      [{ room_type_id: 'x' }, { room_type_id: ['hotel-booking-room-required'] }],
      [{ guests: 0 }, { guests: ['hotel-booking-guests-invalid'] }],
      [{ guests: 2.5 }, { guests: ['hotel-booking-guests-invalid'] }],
      [{ name: ' A ' }, { name: ['booking-name-required'] }],
      [{ email: 'not-an-email' }, { email: ['email-invalid'] }],
      [{ phone: 'call me' }, { phone: ['hotel-booking-phone-invalid'] }],
      [{ note: 'x'.repeat(1001) }, { note: ['field-too-large'] }],
      [{ lang: 'fr' }, { lang: ['invalid-lang'] }],
    ];
    for (const [over, errors] of cases) {
      const res = await c.post(HOTEL.booking(hotel.id), bookingBody(hotel, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message).toBe('validation-failed');
      expect(res.body.errors, JSON.stringify(over)).toEqual(errors);
    }
    // A stay of exactly 30 nights is allowed.
    const longest = await c.post(
      HOTEL.booking(hotel.id),
      bookingBody(hotel, { check_out: dayFromToday(40) }),
    );
    expect(longest.status).toBe(201);
    expect(await requestCount()).toBe(before + 1);
    const [row] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(attempts)
      .where(and(eq(attempts.action, HOTEL_BOOKING_LIMIT.action), eq(attempts.key, c.ip!)));
    expect(Number(row!.n)).toBe(1);
  });

  it('checks the room against this hotel and its guest limit', async () => {
    const c = visitor();
    const other = all.find((h) => h.id !== hotel.id)!;
    const foreign = await c.post(
      HOTEL.booking(hotel.id),
      bookingBody(hotel, { room_type_id: other.room_types[0]!.id }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ room_type_id: ['hotel-booking-room-not-found'] });

    const big = hotel.room_types.find((r) => r.max_guests >= 4)!;
    const fits = await c.post(
      HOTEL.booking(hotel.id),
      bookingBody(hotel, { room_type_id: big.id, guests: big.max_guests }),
    );
    expect(fits.status).toBe(201);
    const tooMany = await c.post(
      HOTEL.booking(hotel.id),
      bookingBody(hotel, { room_type_id: big.id, guests: big.max_guests + 1 }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ guests: ['hotel-booking-guests-too-many'] });
    expect(tooMany.body.data).toEqual({ max_guests: big.max_guests });
  });

  it('404 for no such hotel, 409 hotel-not-available for one that takes no requests', async () => {
    const c = visitor();
    const missing = await c.post(HOTEL.booking(99_999_999), bookingBody(hotel));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('hotel-not-found');
    expect((await c.post(HOTEL.booking('abc'), bookingBody(hotel))).status).toBe(400);

    const closed = all.find((h) => h.id !== hotel.id)!;
    await t.app.db.update(hotels).set({ is_active: false }).where(eq(hotels.id, closed.id));
    try {
      const before = await requestCount();
      const res = await c.post(HOTEL.booking(closed.id), bookingBody(closed));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('hotel-not-available');
      expect(await requestCount()).toBe(before);
      const page = await c.get<HotelDetail>(HOTEL.detail(closed.id));
      expect(page.body.data!.is_active).toBe(false);
    } finally {
      await t.app.db.update(hotels).set({ is_active: true }).where(eq(hotels.id, closed.id));
    }
  });

  it('keeps a requested room from being deleted by staff (409 room-has-requests)', async () => {
    const staff = await staffMember(t);
    const target = all.find((h) => h.id !== hotel.id && h.room_types.length >= 2)!;
    const [asked, free] = target.room_types as [
      HotelDetail['room_types'][0],
      HotelDetail['room_types'][0],
    ];
    const c = visitor();
    expect(
      (await c.post(HOTEL.booking(target.id), bookingBody(target, { room_type_id: asked.id })))
        .status,
    ).toBe(201);
    const refused = await staff.client.delete(`/api/admin/rooms/${asked.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('room-has-requests');
    expect((await c.get<HotelDetail>(HOTEL.detail(target.id))).body.data!.room_types).toHaveLength(
      target.room_types.length,
    );
    // A room nobody asked for can go (the hotel keeps at least one).
    expect((await staff.client.delete(`/api/admin/rooms/${free.id}`)).status).toBe(200);
  });

  it('allows five stored requests an hour per address, then 429 with Retry-After', async () => {
    const c = visitor();
    for (let i = 0; i < HOTEL_BOOKING_LIMIT.max; i++) {
      expect((await c.post(HOTEL.booking(hotel.id), bookingBody(hotel))).status).toBe(201);
    }
    const before = await requestCount();
    const sixth = await c.post(HOTEL.booking(hotel.id), bookingBody(hotel));
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('too-many-requests-try-later');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await requestCount()).toBe(before);
    // Another address is not affected; a logged-in customer behind the same address is.
    expect((await visitor().post(HOTEL.booking(hotel.id), bookingBody(hotel))).status).toBe(201);
    const u = await customer(t, c.ip!);
    expect((await u.client.post(HOTEL.booking(hotel.id), bookingBody(hotel))).status).toBe(429);
  });
});
