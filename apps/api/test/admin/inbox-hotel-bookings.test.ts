import type {
  InboxHotelBooking,
  InboxHotelBookingsPage,
} from '@camtour/shared/schemas/admin-content';
import type { HotelDetail } from '@camtour/shared/schemas/travel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { Gate, gateTransactions } from '../helpers/gate';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { send } from '../orders/helpers';
import { HOTEL, bookingBody, customer, demoHotels } from '../travel/hotel-helpers';
import { staffMember, type Staff } from './orders-helpers';
import { inboxAudit, okItem } from './inbox-helpers';

let t: TestApp;
let staff: Staff;
let hotel: HotelDetail;
const gate = new Gate();
let ips = 0;
const nextIp = () => `100.64.0.${++ips}`;

const BOX = '/api/admin/inbox/hotel-bookings';
const page = (c: TestClient, query = '') =>
  send<InboxHotelBookingsPage>(c, 'GET', `${BOX}${query}`);
const mark = (c: TestClient, id: number, what: string) =>
  send<InboxHotelBooking>(c, 'POST', `${BOX}/${id}/${what}`);

/** A request sent through the public form, as a traveller sends it. */
async function request(over: Record<string, unknown> = {}): Promise<number> {
  const res = await new TestClient(t.baseUrl, nextIp()).post<{ id: number }>(
    HOTEL.booking(hotel.id),
    bookingBody(hotel, over),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data!.id;
}

beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' }, beforeListen: gateTransactions(gate) });
  staff = await staffMember(t);
  [hotel] = (await demoHotels(t)) as [HotelDetail];
});
afterAll(() => t.close());

describe('GET /api/admin/inbox/hotel-bookings', () => {
  it('lists requests newest first with hotel, room and nights, and the tab counts', async () => {
    const older = await request({ name: 'First Guest' });
    const newer = await request({ name: 'Second Guest', lang: 'km', note: 'Twin beds please' });
    const data = (await page(staff.client)).body.data!;
    expect(data.items.map((i) => i.id)).toEqual([newer, older]);
    const body = bookingBody(hotel);
    expect(data.items[0]).toEqual({
      id: newer,
      hotel_id: hotel.id,
      hotel_name_en: hotel.name,
      hotel_name_km: hotel.name_km,
      room_type_id: hotel.room_types[0]!.id,
      room_title_en: hotel.room_types[0]!.title,
      room_title_km: hotel.room_types[0]!.title_km,
      check_in: body.check_in,
      check_out: body.check_out,
      nights: 3,
      guests: 2,
      name: 'Second Guest',
      email: body.email,
      phone: body.phone,
      note: 'Twin beds please',
      lang: 'km',
      created_at: expect.any(String),
      read_at: null,
      handled_at: null,
    });
    expect(data.counts).toEqual({ unread: 2, unhandled: 2 });
    expect(data.pagination).toEqual({ total: 2, current_page: 1, last_page: 1, per_page: 30 });
  });

  it('filters unread and unhandled; the counts follow the marks', async () => {
    const a = await request();
    const b = await request();
    okItem(await mark(staff.client, a, 'read'));
    okItem(await mark(staff.client, b, 'handled'));
    const unread = (await page(staff.client, '?state=unread')).body.data!;
    expect(unread.items.map((i) => i.id)).not.toContain(a);
    expect(unread.items.map((i) => i.id)).not.toContain(b);
    const unhandled = (await page(staff.client, '?state=unhandled')).body.data!;
    expect(unhandled.items.map((i) => i.id)).toContain(a);
    expect(unhandled.items.map((i) => i.id)).not.toContain(b);
    expect(unhandled.counts).toEqual({ unread: 2, unhandled: 3 });
    expect((await page(staff.client, '?state=done')).status).toBe(400);
    expect((await page(staff.client, '?page=0')).status).toBe(400);
  });

  it('pages 30 at a time', async () => {
    const total = (await page(staff.client)).body.data!.pagination.total;
    for (let i = total; i < 31; i++) await request({ email: `page-${i}@example.com` });
    const first = (await page(staff.client)).body.data!;
    expect(first.items).toHaveLength(30);
    expect(first.pagination.last_page).toBe(2);
    const second = (await page(staff.client, '?page=2')).body.data!;
    expect(second.items.length).toBeGreaterThanOrEqual(1);
    expect(second.items[0]!.id).toBeLessThan(first.items[29]!.id);
  });

  it('answers 401 to a visitor and 403 to a customer, even the one who sent it', async () => {
    const u = await customer(t, nextIp());
    const mine = await u.client.post<{ id: number }>(HOTEL.booking(hotel.id), bookingBody(hotel));
    expect(mine.status).toBe(201);
    const visitor = new TestClient(t.baseUrl);
    expect((await page(visitor)).status).toBe(401);
    expect((await mark(visitor, mine.body.data!.id, 'read')).status).toBe(401);
    expect((await page(u.client)).status).toBe(403);
    expect((await mark(u.client, mine.body.data!.id, 'handled')).status).toBe(403);
  });
});

describe('POST /api/admin/inbox/hotel-bookings/{id}/{mark}', () => {
  it('records each real change as hotel_booking.<mark> with before and after', async () => {
    const id = await request();
    const handled = okItem(await mark(staff.client, id, 'handled'));
    expect(handled.read_at).not.toBeNull();
    okItem(await mark(staff.client, id, 'read'));
    const unread = okItem(await mark(staff.client, id, 'unread'));
    expect(unread).toMatchObject({ read_at: null, handled_at: null });
    const entries = await inboxAudit(t, 'hotel_booking', id);
    expect(entries.map((e) => [e.action, e.actor_email, e.before, e.after])).toEqual([
      [
        'hotel_booking.handled',
        staff.email,
        { read_at: null, handled_at: null },
        { read_at: handled.read_at, handled_at: handled.handled_at },
      ],
      [
        'hotel_booking.unread',
        staff.email,
        { read_at: handled.read_at, handled_at: handled.handled_at },
        { read_at: null, handled_at: null },
      ],
    ]);
  });

  it('404 for a request that does not exist, 400 for a bad mark', async () => {
    const res = await mark(staff.client, 99_999_999, 'handled');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('hotel-booking-request-not-found');
    expect((await mark(staff.client, 1, 'archive')).status).toBe(404);
  });

  it('ten staff handling one request at once handle it once', async () => {
    const id = await request();
    const all = [staff];
    for (let i = 0; i < 9; i++) all.push(await staffMember(t));
    gate.arm(all.length);
    const answers = await Promise.all(all.map((s) => mark(s.client, id, 'handled')));
    expect(gate.timedOut).toBe(false);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data!.handled_at)).size).toBe(1);
    expect(await inboxAudit(t, 'hotel_booking', id)).toHaveLength(1);
  });
});
