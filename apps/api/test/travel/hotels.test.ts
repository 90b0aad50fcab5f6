import type { HotelCard, HotelDetail } from '@camtour/shared/schemas/travel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let c: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  c = new TestClient(t.baseUrl);
});
afterAll(() => t.close());

interface HotelList {
  result: boolean;
  data: HotelCard[];
  paginate: {
    current_page: number;
    last_page: number;
    total: number;
    has_more_pages: boolean;
    first_item: number | null;
    last_item: number | null;
  };
}
const list = async (q = '') => {
  const res = await fetch(`${t.baseUrl}/api/web/view/hotels/siemreap${q}`);
  return {
    status: res.status,
    body: (await res.json()) as HotelList & { errors?: Record<string, string[]> },
  };
};

describe('GET /api/web/view/hotels/siemreap', () => {
  it('pages the hotels with the pagination shape of document 3 §3', async () => {
    const { body } = await list();
    expect(body.result).toBe(true);
    expect(body.data.length).toBe(9);
    expect(body.paginate).toMatchObject({
      current_page: 1,
      has_more_pages: true,
      first_item: 1,
      last_item: 9,
    });
    expect(body.paginate.total).toBeGreaterThanOrEqual(12);
    const last = await list(`?page=${body.paginate.last_page}`);
    expect(last.body.paginate.has_more_pages).toBe(false);
    expect(last.body.paginate.last_item).toBe(body.paginate.total);
    const beyond = await list(`?page=${body.paginate.last_page + 1}`);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.paginate.first_item).toBeNull();
  });

  it('filters by a price range a room falls in, by type and by search text', async () => {
    const { body } = await list('?minPrice=20&maxPrice=30&per_page=48');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((h) => h.min_price <= 30 && h.max_price >= 20)).toBe(true);
    const hostels = await list('?type=hostel');
    expect(hostels.body.data.every((h) => h.type === 'hostel')).toBe(true);
    const name = body.data[0]!.name.split(' ')[0]!;
    const found = await list(`?search=${encodeURIComponent(`  ${name}  `)}`);
    expect(found.body.data.map((h) => h.id)).toContain(body.data[0]!.id);
  });

  it.each([
    ['?minPrice=-1', 'minPrice', 'field-too-small'],
    ['?minPrice=90&maxPrice=10', 'maxPrice', 'price-range-invalid'],
    ['?type=castle', 'type', 'field-invalid-option'],
    ['?page=abc', 'page', 'field-invalid'],
  ])('refuses %s', async (q, field, key) => {
    const { status, body } = await list(q);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ [field]: [key] });
  });
});

describe('GET /api/web/view/hotels/siemreap/{id}', () => {
  it('gives photos, room types with price ranges, nearby places and the fixed policies', async () => {
    const first = (await list()).body.data[0]!;
    const res = await c.get<HotelDetail>(`/api/web/view/hotels/siemreap/${first.id}`);
    const h = res.body.data!;
    expect(h.photos.length).toBeGreaterThanOrEqual(4);
    expect((await c.raw(h.photos[3]!.photo)).status).toBe(200);
    expect(h.room_types.length).toBeGreaterThanOrEqual(2);
    expect(h.room_types[0]!.price_range).toMatch(/^\$\d+\.\d{2} - \$\d+\.\d{2}$/);
    expect((await c.raw(h.room_types[0]!.image)).status).toBe(200);
    expect(h.locations.length).toBeGreaterThan(0);
    expect(h.policies).toEqual({
      check_in: '2:00 PM',
      check_out: '12:00 PM',
      free_cancellation_hours: 24,
    });
  });

  it('is 404 hotel-not-found for an unknown id and 400 for a bad one', async () => {
    expect((await c.get('/api/web/view/hotels/siemreap/99999')).body.message).toBe(
      'hotel-not-found',
    );
    expect((await c.get('/api/web/view/hotels/siemreap/x')).status).toBe(400);
  });
});
