import type {
  AdminHotel,
  AdminHotelsPage,
  AdminRoomResult,
} from '@camtour/shared/schemas/admin-places';
import type { HotelDetail } from '@camtour/shared/schemas/travel';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { staffClient } from './helpers';
import { auditOf, hotelBody, roomBody, unique } from './places-helpers';

let t: TestApp;
let staff: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  staff = await staffClient(t);
  visitor = new TestClient(t.baseUrl);
});
afterAll(() => t.close());

const createHotel = (over = {}) => staff.post<AdminHotel>('/api/admin/hotels', hotelBody(over));
const { rooms: _rooms, ...fieldsOnly } = hotelBody();
const hotelFields = (over = {}) => ({ ...fieldsOnly, name_en: unique('River Lodge'), ...over });
const hotelRow = async (id: number) =>
  (await t.app.db.select().from(hotels).where(eq(hotels.id, id)))[0]!;

describe('GET /api/admin/hotels', () => {
  it('pages the hotels 30 at a time, newest first, and filters by type, stars and search', async () => {
    const res = await staff.get<AdminHotelsPage>('/api/admin/hotels');
    expect(res.status).toBe(200);
    const page = res.body.data!;
    expect(page.pagination.per_page).toBe(30);
    expect(page.hotels.length).toBeGreaterThanOrEqual(12);
    expect(page.hotels[0]!.room_count).toBeGreaterThan(0);
    const guesthouses = await staff.get<AdminHotelsPage>('/api/admin/hotels?type=guesthouse');
    expect(guesthouses.body.data!.hotels.every((h) => h.type === 'guesthouse')).toBe(true);
    const five = await staff.get<AdminHotelsPage>('/api/admin/hotels?stars=5');
    expect(five.body.data!.hotels.every((h) => h.stars === 5)).toBe(true);
    const first = page.hotels[0]!;
    const found = await staff.get<AdminHotelsPage>(
      `/api/admin/hotels?search=${encodeURIComponent(first.name_km)}`,
    );
    expect(found.body.data!.hotels.map((h) => h.id)).toContain(first.id);
    const bad = await staff.get('/api/admin/hotels?type=castle&stars=6');
    expect(bad.body.errors).toEqual({ type: ['field-invalid-option'], stars: ['field-too-large'] });
  });
});

describe('POST, GET and PUT /api/admin/hotels', () => {
  it('creates a hotel with its rooms; its range comes from the rooms; audited; public at once', async () => {
    const res = await createHotel();
    expect(res.status).toBe(201);
    const h = res.body.data!;
    expect(h).toMatchObject({ min_price_cents: 4500, max_price_cents: 12_500, photo_count: 0 });
    expect(h.rooms.map((r) => r.title_en)).toEqual(['Garden double', 'Family suite']);
    expect(h.slug).toMatch(/^river-lodge-/);
    expect((await hotelRow(h.id)).search_text).toContain('ផ្ទះសំណាក់');
    const audit = await auditOf(t, 'hotel', h.id);
    expect(audit[0]).toMatchObject({ action: 'hotel.create', before: null });
    expect((audit[0]!.after as { rooms: unknown[] }).rooms).toHaveLength(2);
    const pub = await visitor.get<HotelDetail>(`/api/web/view/hotels/siemreap/${h.id}`);
    expect(pub.body.data).toMatchObject({ name: h.name_en, min_price: 45, max_price: 125 });
  });

  it('refuses a hotel without rooms and bad fields, field by field', async () => {
    const res = await createHotel({
      rooms: [],
      stars: 0,
      type: 'castle',
      email: 'not-mail',
      phone: 'call me',
      lat: 0,
      province_id: 999,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      rooms: ['hotel-needs-a-room'],
      stars: ['field-too-small'],
      type: ['field-invalid-option'],
      email: ['email-invalid'],
      phone: ['field-invalid'],
      lat: ['field-too-small'],
    });
    const unknown = await createHotel({ province_id: 999 });
    expect(unknown.body.errors).toEqual({ province_id: ['province-not-found'] });
    const rooms = await createHotel({
      rooms: [roomBody({ price_min_cents: 9000, price_max_cents: 8000, title_en: '' })],
    });
    expect(rooms.body.errors).toEqual({
      'rooms.0.price_max_cents': ['price-range-invalid'],
      'rooms.0.title_en': ['field-too-small'],
    });
    const slug = await createHotel({ slug: (await createHotel()).body.data!.slug });
    expect(slug.status).toBe(409);
  });

  it('updates the hotel fields with before and after; the public detail shows the edit', async () => {
    const h = (await createHotel()).body.data!;
    const name = unique('Lotus House');
    const res = await staff.put<AdminHotel>(
      `/api/admin/hotels/${h.id}`,
      hotelFields({ name_en: name, stars: 3, services: [] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name_en: name, stars: 3, services: [], slug: h.slug });
    expect(res.body.data!.rooms).toHaveLength(2);
    const audit = (await auditOf(t, 'hotel', h.id)).at(-1)!;
    expect(audit.action).toBe('hotel.update');
    expect(audit.before).toMatchObject({ name_en: h.name_en, stars: 4 });
    expect(audit.after).toMatchObject({ name_en: name, stars: 3, min_price_cents: 4500 });
    const pub = await visitor.get<HotelDetail>(`/api/web/view/hotels/siemreap/${h.id}`);
    expect(pub.body.data).toMatchObject({ name, stars: 3, services: [] });
    expect((await staff.get('/api/admin/hotels/999999')).status).toBe(404);
    expect((await staff.put('/api/admin/hotels/999999', hotelFields())).body.message).toBe(
      'hotel-not-found',
    );
  });
});

describe('room types', () => {
  it('adding, editing and deleting rooms keeps the hotel range equal to its rooms', async () => {
    const h = (await createHotel()).body.data!;
    const add = await staff.post<AdminRoomResult>(
      `/api/admin/hotels/${h.id}/rooms`,
      roomBody({ title_en: 'Dorm bed', price_min_cents: 800, price_max_cents: 1200 }),
    );
    expect(add.status).toBe(201);
    expect(add.body.data!.hotel).toEqual({
      id: h.id,
      min_price_cents: 800,
      max_price_cents: 12_500,
    });
    const dorm = add.body.data!.room!;
    const edit = await staff.put<AdminRoomResult>(
      `/api/admin/rooms/${h.rooms[1]!.id}`,
      roomBody({ title_en: 'Family suite', price_min_cents: 9000, price_max_cents: 20_001 }),
    );
    expect(edit.body.data!.hotel.max_price_cents).toBe(20_001);
    const pub = await visitor.get<HotelDetail>(`/api/web/view/hotels/siemreap/${h.id}`);
    expect(pub.body.data).toMatchObject({ min_price: 8, max_price: 200.01 });
    expect(pub.body.data!.room_types.map((r) => r.title)).toContain('Dorm bed');

    const del = await staff.delete<AdminRoomResult>(`/api/admin/rooms/${dorm.id}`);
    expect(del.body.data).toEqual({
      room: null,
      hotel: { id: h.id, min_price_cents: 4500, max_price_cents: 20_001 },
    });
    expect(await hotelRow(h.id)).toMatchObject({ min_price_cents: 4500, max_price_cents: 20_001 });
    const audit = await auditOf(t, 'room', dorm.id);
    expect(audit.map((a) => a.action)).toEqual(['room.create', 'room.delete']);
    expect(audit[1]!.before).toMatchObject({
      room: { title_en: 'Dorm bed', price_min_cents: 800 },
      hotel: { min_price_cents: 800 },
    });
    expect(audit[1]!.after).toMatchObject({ room: null, hotel: { min_price_cents: 4500 } });
    const editAudit = (await auditOf(t, 'room', h.rooms[1]!.id)).at(-1)!;
    expect(editAudit.before).toMatchObject({ room: { price_max_cents: 12_500 } });
    expect(editAudit.after).toMatchObject({ room: { price_max_cents: 20_001 } });
  });

  it('a hotel keeps at least one room; bad prices and unknown ids are refused', async () => {
    const h = (await createHotel({ rooms: [roomBody()] })).body.data!;
    const last = await staff.delete(`/api/admin/rooms/${h.rooms[0]!.id}`);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('hotel-needs-a-room');
    const bad = await staff.put(
      `/api/admin/rooms/${h.rooms[0]!.id}`,
      roomBody({ price_min_cents: 5000, price_max_cents: 4999 }),
    );
    expect(bad.body.errors).toEqual({ price_max_cents: ['price-range-invalid'] });
    const cents = await staff.post(
      `/api/admin/hotels/${h.id}/rooms`,
      roomBody({ price_min_cents: 12.34 }),
    );
    expect(cents.body.errors).toEqual({ price_min_cents: ['field-invalid'] });
    const huge = await staff.post(
      `/api/admin/hotels/${h.id}/rooms`,
      roomBody({ price_max_cents: 10_000_001 }),
    );
    expect(huge.body.errors).toEqual({ price_max_cents: ['field-too-large'] });
    expect((await staff.put('/api/admin/rooms/999999', roomBody())).body.message).toBe(
      'room-not-found',
    );
    expect((await staff.delete('/api/admin/rooms/999999')).status).toBe(404);
    expect((await staff.post('/api/admin/hotels/999999/rooms', roomBody())).status).toBe(404);
  });
});
