import type { LocationCard, LocationDetail } from '@camtour/shared/schemas/travel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { mailsTo } from '../helpers/outbox';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

let t: TestApp;
let c: TestClient;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  c = new TestClient(t.baseUrl);
});
afterAll(() => t.close());

interface Page {
  locations: LocationCard[];
  top_view_location: LocationCard[];
  pagination: { total: number; current_page: number; last_page: number; per_page: number };
}
const adventure = async (q = '') => (await c.get<Page>(`/api/web/view/adventure${q}`)).body.data!;
const everything = async (q = '') => (await adventure(`?per_page=48${q}`)).locations;

describe('GET /api/web/view/location (home data and search)', () => {
  it('gives locations, products, the top viewed and pagination', async () => {
    const res = await c.get<{
      locations: LocationCard[];
      product: unknown[];
      top_view_location: LocationCard[];
      pagination: { current_page: number; last_page: number };
    }>('/api/web/view/location?page=1');
    expect(res.status).toBe(200);
    const d = res.body.data!;
    expect(d.locations.length).toBe(12);
    expect(d.product.length).toBeGreaterThan(0);
    const views = d.top_view_location.map((l) => l.total_view);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(d.pagination.last_page).toBeGreaterThanOrEqual(3);
  });

  it('finds Angkor Wat by "angkor", by the typo "angkr" and in Khmer, with at most 2 products for suggestions', async () => {
    for (const q of ['angkor', 'angkr', 'អង្គរ']) {
      const res = await c.get<{ locations: LocationCard[]; product: unknown[] }>(
        `/api/web/view/location?search=${encodeURIComponent(q)}&per_page=5`,
      );
      expect(
        res.body.data!.locations.map((l) => l.slug),
        q,
      ).toContain('angkor-wat');
      expect(res.body.data!.product.length).toBeLessThanOrEqual(2);
    }
  });

  it('filters by category slug', async () => {
    const res = await c.get<{ locations: LocationCard[] }>(
      '/api/web/view/location?category=waterfalls&per_page=50',
    );
    expect(res.body.data!.locations.length).toBeGreaterThan(0);
    expect(res.body.data!.locations.every((l) => l.category.slug === 'waterfalls')).toBe(true);
  });
});

describe('GET /api/web/view/adventure', () => {
  it('pages 12 at a time with the adventure pagination shape', async () => {
    const d = await adventure();
    expect(d.locations).toHaveLength(12);
    expect(d.pagination).toMatchObject({ current_page: 1, per_page: 12 });
    expect(d.pagination.total).toBeGreaterThanOrEqual(30);
    expect(d.top_view_location.length).toBeGreaterThan(0);
  });

  it('filters by province, district, commune, village and category', async () => {
    const siemReap = await everything('&province_id=8');
    expect(siemReap.length).toBeGreaterThanOrEqual(18);
    expect(siemReap.every((l) => l.province.id === 8)).toBe(true);
    const withVillage = siemReap.find((l) => l.village)!;
    const byDistrict = await everything(`&province_id=8&district_id=${withVillage.district!.id}`);
    expect(byDistrict.every((l) => l.district!.id === withVillage.district!.id)).toBe(true);
    const byCommune = await everything(`&commune_id=${withVillage.commune!.id}`);
    expect(byCommune.map((l) => l.id)).toContain(withVillage.id);
    const byVillage = await everything(`&village_id=${withVillage.village!.id}`);
    expect(byVillage.map((l) => l.id)).toContain(withVillage.id);
    expect(byVillage.every((l) => l.village!.id === withVillage.village!.id)).toBe(true);
    expect(byVillage.length).toBeLessThan(siemReap.length);
    const byCategory = await everything(`&category_id=${withVillage.category.id}`);
    expect(byCategory.every((l) => l.category.id === withVillage.category.id)).toBe(true);
    const kep = await everything('&province_id=14');
    expect(kep.length).toBeGreaterThan(0);
    expect(kep.every((l) => l.province.name === 'Kep')).toBe(true);
  });

  it('filters by at least N stars, minimum views and text, in Khmer too', async () => {
    const four = await everything('&star=4');
    expect(four.length).toBeGreaterThan(0);
    expect(four.every((l) => l.rate_star >= 3.95)).toBe(true);
    const popular = await everything('&min_total_view=1000');
    expect(popular.every((l) => l.total_view >= 1000)).toBe(true);
    const km = await adventure('?lang=km&search=ប្រាសាទ');
    expect(km.locations.length).toBeGreaterThan(0);
    expect(km.locations[0]!.name).toBe(km.locations[0]!.name_km);
  });

  it.each([
    ['?province_id=abc', 'province_id', 'invalid-id'],
    ['?district_id=-2', 'district_id', 'invalid-id'],
    ['?page=-1', 'page', 'field-too-small'],
    ['?page=0', 'page', 'field-too-small'],
    ['?star=9', 'star', 'field-too-large'],
    ['?min_total_view=-5', 'min_total_view', 'field-too-small'],
    ['?lang=fr', 'lang', 'invalid-lang'],
  ])('refuses %s with 400 on %s, never 500', async (q, field, key) => {
    const res = await c.get(`/api/web/view/adventure${q}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field]: [key] });
  });

  it('answers an unknown province with an empty page', async () => {
    const d = await adventure('?province_id=999');
    expect(d.locations).toEqual([]);
    expect(d.pagination.total).toBe(0);
  });
});

describe('GET /api/web/view/siemreap', () => {
  it('lists Siem Reap only, at least 50 a request, with the top 3 and related gear', async () => {
    const res = await c.get<Page & { product_relates: unknown[] }>('/api/web/view/siemreap');
    const d = res.body.data!;
    expect(d.pagination.per_page).toBe(50);
    expect(d.locations.every((l) => l.province.id === 8)).toBe(true);
    expect(d.top_view_location).toHaveLength(3);
    expect(d.product_relates.length).toBeGreaterThan(0);
    const district = d.locations[0]!.district!.id;
    const filtered = (
      await c.get<Page>(`/api/web/view/siemreap?district_id=${district}&star=1&min_total_view=0`)
    ).body.data!;
    expect(filtered.locations.every((l) => l.district!.id === district)).toBe(true);
  });
});

describe('products beside places (document 3 §3, related product)', () => {
  type Related = {
    product_id: number;
    product_name: string;
    is_thumbnail: string;
    price: number;
    color: string;
    color_km: string;
    size: string;
    size_km: string;
    qty: number;
  };
  type Detail = {
    variants: { color_id: number; size_id: number; qty: number }[];
    colors: { id: number; name: string; name_km: string }[];
    sizes: { id: number; size: string; size_km: string }[];
  };
  /** What the product page says a buyer gets first: the first variant in stock, else the first. */
  async function leadOf(id: number) {
    const d = (await c.get<{ product: Detail }>(`/api/web/view/product/${id}`)).body.data!.product;
    const v = d.variants.find((x) => x.qty > 0) ?? d.variants[0]!;
    const color = d.colors.find((x) => x.id === v.color_id)!;
    const size = d.sizes.find((x) => x.id === v.size_id)!;
    return {
      color: color.name,
      color_km: color.name_km,
      size: size.size,
      size_km: size.size_km,
      qty: v.qty,
    };
  }

  it('home product[] and the guide product_relates[] name each product with its colour, size and quantity', async () => {
    const home = (await c.get<{ product: Related[] }>('/api/web/view/location?page=1')).body.data!;
    const guide = (await c.get<{ product_relates: Related[] }>('/api/web/view/siemreap')).body
      .data!;
    for (const list of [home.product, guide.product_relates]) {
      expect(list.length).toBeGreaterThan(0);
      for (const p of list) {
        expect(p).toMatchObject({
          product_id: expect.any(Number),
          product_name: expect.any(String),
          is_thumbnail: expect.stringMatching(/^\/api\/media\/products\//),
          price: expect.any(Number),
        });
        expect(p.color.length, `colour of ${p.product_id}`).toBeGreaterThan(0);
        expect(p.size.length, `size of ${p.product_id}`).toBeGreaterThan(0);
        expect({
          color: p.color,
          color_km: p.color_km,
          size: p.size,
          size_km: p.size_km,
          qty: p.qty,
        }).toEqual(await leadOf(p.product_id));
      }
    }
  });

  it('search suggestions carry the same fields', async () => {
    const res = await c.get<{ product: Related[] }>(
      '/api/web/view/location?search=tent&per_page=5',
    );
    const list = res.body.data!.product;
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) expect(typeof p.qty).toBe('number');
  });
});

describe('GET /api/web/view/location/detail/{id}', () => {
  it('gives every field of document 3 §3 and counts the view', async () => {
    const angkor = (await adventure('?search=angkor%20wat')).locations.find(
      (l) => l.slug === 'angkor-wat',
    )!;
    const res = await c.get<LocationDetail>(`/api/web/view/location/detail/${angkor.id}?month=4`);
    expect(res.status).toBe(200);
    const d = res.body.data!;
    expect(d).toMatchObject({ id: angkor.id, name: 'Angkor Wat', lot: d.lng });
    expect(d.name_local).toMatch(/[\u1780-\u17ff]/);
    expect(d.photos.length).toBeGreaterThanOrEqual(3);
    expect((await c.raw(d.photos[0]!.photo_url)).headers.get('content-type')).toContain(
      'image/svg+xml',
    );
    expect(d.tags.length).toBeGreaterThan(0);
    expect(d.map_url).toMatch(/^https:\/\//);
    expect(d.min_money).toBeLessThan(d.max_money);
    expect(d.same_district_locations.every((l) => l.id !== d.id)).toBe(true);
    expect(d.same_category_locations.length).toBeGreaterThan(0);
    expect(d.weather).toMatchObject({ month: 4, typical: true });
    expect(d.weather.next_months.map((m) => m.month)).toEqual([5, 6, 7]);
    // A view counts once per visitor and day (decision 012): again is not more, another is.
    const again = await c.get<LocationDetail>(`/api/web/view/location/detail/${angkor.id}`);
    expect(again.body.data!.total_view).toBe(d.total_view);
    const other = await new TestClient(t.baseUrl, '203.0.113.7').get<LocationDetail>(
      `/api/web/view/location/detail/${angkor.id}`,
    );
    expect(other.body.data!.total_view).toBe(d.total_view + 1);
  });

  it('lists products and activities with every field, and builds a map link from the coordinates', async () => {
    const all = await everything();
    let withActivities: LocationDetail | undefined;
    for (const l of all) {
      const d = (await c.get<LocationDetail>(`/api/web/view/location/detail/${l.id}`)).body.data!;
      if (d.active_travel_activities.length && d.products.length) {
        withActivities = d;
        break;
      }
    }
    expect(withActivities).toBeDefined();
    const a = withActivities!.active_travel_activities[0]!;
    expect(a).toMatchObject({
      currency: 'USD',
      price: a.price_per_person,
      duration: a.duration_hours,
    });
    expect(['easy', 'moderate', 'hard', 'challenging']).toContain(a.difficulty);
    expect(a.included_items_km.length).toBe(a.included_items.length);
    expect((await c.raw(a.image)).status).toBe(200);
    expect(withActivities!.products[0]).toHaveProperty('qty');
  });

  it.each([
    ['999999', 404, 'location-not-found'],
    ['abc', 400, 'validation-failed'],
    ['-1', 400, 'validation-failed'],
  ])('answers %s with %i', async (id, status, message) => {
    const res = await c.get(`/api/web/view/location/detail/${id}`);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });
});

describe('GET /api/web/view/location/guide', () => {
  it('gives the tips in the language, and an empty list for a place without a guide', async () => {
    const all = await everything();
    let found = 0;
    let empty = 0;
    for (const l of all.slice(0, 40)) {
      const res = await c.get<
        { tips: Record<string, unknown>; tips_km: Record<string, unknown> }[]
      >(`/api/web/view/location/guide?location_id=${l.id}&lang=km`);
      if (res.body.data!.length) {
        found++;
        // The earlier server's shape: the sections on the item itself, as under `tips`.
        const item = res.body.data![0]! as unknown as Record<string, unknown>;
        for (const section of Object.keys(res.body.data![0]!.tips))
          expect(item[section]).toEqual(res.body.data![0]!.tips[section]);
        expect(Object.keys(res.body.data![0]!.tips)).toEqual(
          expect.arrayContaining([
            'best_time_to_visit',
            'local_contacts',
            'currency_and_budget',
            'local_transportation',
            'what_to_pack',
            'local_etiquette',
            'what_on_sale',
          ]),
        );
      } else empty++;
    }
    expect(found).toBeGreaterThan(0);
    expect(empty).toBeGreaterThan(0);
    expect((await c.get('/api/web/view/location/guide?location_id=x')).status).toBe(400);
    expect((await c.get('/api/web/view/location/guide?location_id=999999')).status).toBe(404);
  });
});

describe('POST /api/web/locations/reviews/{id}', () => {
  it('needs a login, validates form data, and moves the average', async () => {
    const target =
      (await everything()).find((l) => l.review_count === 0) ?? (await everything())[0]!;
    const path = `/api/web/locations/reviews/${target.id}`;
    const form = (star: string, comment: string) => {
      const f = new FormData();
      f.set('star', star);
      f.set('comment', comment);
      return f;
    };
    const visitor = await new TestClient(t.baseUrl).form(path, form('5', 'Lovely'));
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('You need to login first.');

    const { email, password } = await createUser(t);
    const u = new TestClient(t.baseUrl, '198.51.100.77');
    await u.post('/api/auth/login', { email, password });
    expect((await u.form(path, form('0', 'x'))).body.errors).toEqual({
      star: ['Please select a rating'],
    });
    expect((await u.form(path, form('4', '  '))).body.errors).toEqual({
      comment: ['Please enter a review'],
    });
    const before = (await c.get<LocationDetail>(`/api/web/view/location/detail/${target.id}`)).body
      .data!;
    const created = await u.form<{ id: number }>(path, form('1', 'Too crowded at noon.'));
    expect(created.status).toBe(201);
    const after = (await c.get<LocationDetail>(`/api/web/view/location/detail/${target.id}`)).body
      .data!;
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after.rate_star).toBeLessThan(before.review_count ? before.rate_star : 5);
    expect(after.stars[0]).toMatchObject({ star: 1, comment: 'Too crowded at noon.' });
    expect((await u.form(path, form('5', 'again'))).status).toBe(409);
    expect((await u.post(path, { star: 3, comment: 'json works too' })).status).toBe(409);
  });
});

describe('POST /api/web/activities/{id}/booking (D12)', () => {
  async function activities() {
    const out: LocationDetail['active_travel_activities'] = [];
    for (const l of await everything()) {
      out.push(
        ...(await c.get<LocationDetail>(`/api/web/view/location/detail/${l.id}`)).body.data!
          .active_travel_activities,
      );
    }
    return out;
  }

  it('stores a request, mails the operator and the requester, refuses inactive ones', async () => {
    const all = await activities();
    const active = all.find((a) => a.is_active && (a.max_participants ?? 10) >= 2)!;
    const inactive = all.find((a) => !a.is_active)!;
    const body = {
      name: 'Sophea Lim',
      email: 'sophea@example.com',
      date: '2099-01-15',
      party_size: 2,
      note: 'Vegetarian lunch',
      lang: 'km',
    };
    const b = new TestClient(t.baseUrl, '203.0.113.200');
    const res = await b.post<{ id: number }>(`/api/web/activities/${active.id}/booking`, body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('booking-initiated');
    const [mine] = await mailsTo(b, 'sophea@example.com');
    expect(mine!.subject).toMatch(/[\u1780-\u17ff]/);
    const [operator] = await mailsTo(b, 'bookings@camtour.example');
    expect(operator!.text).toContain('Party size: 2');

    const closed = await b.post(`/api/web/activities/${inactive.id}/booking`, body);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('activity-not-available');
    expect((await b.post('/api/web/activities/999999/booking', body)).status).toBe(404);
  });

  it.each([
    [{ name: 'S' }, 'name', 'booking-name-required'],
    [{ email: 'nope' }, 'email', 'email-invalid'],
    [{ date: '2001-01-01' }, 'date', 'booking-date-past'],
    [{ date: '2099-02-30x' }, 'date', 'booking-date-invalid'],
    [{ party_size: 0 }, 'party_size', 'booking-party-size-invalid'],
  ])('refuses %j', async (over, field, key) => {
    const all = await activities();
    const active = all.find((a) => a.is_active)!;
    const body = {
      name: 'Sophea Lim',
      email: 'sophea@example.com',
      date: '2099-01-15',
      party_size: 1,
      ...over,
    };
    const res = await new TestClient(t.baseUrl, '203.0.113.201').post(
      `/api/web/activities/${active.id}/booking`,
      body,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field]: [key] });
  });
});
