import type {
  AdminLocation,
  AdminLocationsPage,
  AdminPlacesOptions,
} from '@camtour/shared/schemas/admin-places';
import type { AdventurePage, LocationDetail } from '@camtour/shared/schemas/travel';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { staffClient } from './helpers';
import { auditOf, locationBody, refs, SIEM_REAP, unique } from './places-helpers';

let t: TestApp;
let staff: TestClient;
let r: Awaited<ReturnType<typeof refs>>;
beforeAll(async () => {
  t = await startTestApp();
  staff = await staffClient(t);
  r = await refs(t);
});
afterAll(() => t.close());

const create = (over = {}) =>
  staff.post<AdminLocation>('/api/admin/locations', locationBody(r, over));

describe('GET /api/admin/locations', () => {
  it('pages the places 30 at a time, newest first, with province, category and thumbnail', async () => {
    const res = await staff.get<AdminLocationsPage>('/api/admin/locations');
    expect(res.status).toBe(200);
    const page = res.body.data!;
    expect(page.pagination).toMatchObject({ current_page: 1, per_page: 30 });
    expect(page.pagination.total).toBeGreaterThanOrEqual(30);
    expect(page.locations.length).toBe(Math.min(30, page.pagination.total));
    const ids = page.locations.map((l) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const first = page.locations[0]!;
    expect(first.province.name_en).toBeTruthy();
    expect(first.category.slug).toBeTruthy();
    expect(first.thumbnail).toMatch(/^\/api\/media\//);
    const second = await staff.get<AdminLocationsPage>('/api/admin/locations?page=2');
    expect(second.body.data!.pagination.current_page).toBe(2);
  });

  it('searches English and Khmer names (D6) and filters by province and category', async () => {
    const en = await staff.get<AdminLocationsPage>('/api/admin/locations?search=angkr');
    expect(en.body.data!.locations.some((l) => l.name_en === 'Angkor Wat')).toBe(true);
    const km = await staff.get<AdminLocationsPage>(
      `/api/admin/locations?search=${encodeURIComponent('អង្គរ')}`,
    );
    expect(km.body.data!.locations.some((l) => l.name_en === 'Angkor Wat')).toBe(true);
    const kep = await staff.get<AdminLocationsPage>('/api/admin/locations?province_id=14');
    expect(kep.body.data!.locations.length).toBeGreaterThan(0);
    expect(kep.body.data!.locations.every((l) => l.province.id === 14)).toBe(true);
    const cat = await staff.get<AdminLocationsPage>(
      `/api/admin/locations?category_id=${r.category.id}`,
    );
    expect(cat.body.data!.locations.every((l) => l.category.id === r.category.id)).toBe(true);
  });

  it('refuses bad filters with field errors', async () => {
    const res = await staff.get('/api/admin/locations?province_id=x&page=0');
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      province_id: ['invalid-id'],
      page: ['field-too-small'],
    });
  });
});

describe('GET /api/admin/places/options', () => {
  it('lists provinces, categories, tags, hotel types, and the districts of a province', async () => {
    const res = await staff.get<AdminPlacesOptions>(
      `/api/admin/places/options?province_id=${SIEM_REAP}`,
    );
    const o = res.body.data!;
    expect(o.provinces).toHaveLength(25);
    expect(o.categories.length).toBeGreaterThan(0);
    expect(o.tags.length).toBeGreaterThan(0);
    expect(o.hotel_types).toContain('guesthouse');
    expect(o.districts.some((d) => d.id === r.district.id)).toBe(true);
    const communes = await staff.get<AdminPlacesOptions>(
      `/api/admin/places/options?district_id=${r.district.id}`,
    );
    expect(communes.body.data!.communes.length).toBeGreaterThan(0);
  });
});

describe('POST /api/admin/locations', () => {
  it('creates a place with a slug from its English name, no photo, tags, and an audit entry', async () => {
    const name = unique('Phnom Kulen Trail');
    const res = await create({ name_en: name });
    expect(res.status).toBe(201);
    const l = res.body.data!;
    expect(l.slug).toBe(name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    expect(l.photo_count).toBe(0);
    expect(l.photos).toEqual([]);
    expect(l.tag_ids).toEqual(r.tagIds);
    const [row] = await t.app.db.select().from(locations).where(eq(locations.id, l.id));
    expect(row!.search_text).toContain('kulen');
    expect(row!.search_text).toContain('ទឹកធ្លាក់');
    const audit = await auditOf(t, 'location', l.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'location.create', before: null });
    expect(audit[0]!.after).toMatchObject({ name_en: name, tag_ids: r.tagIds });
  });

  it('makes a taken slug unique with -2, and answers 409 for a slug given that is taken', async () => {
    const name = unique('Twin Temple');
    const a = await create({ name_en: name });
    const b = await create({ name_en: name });
    expect(b.body.data!.slug).toBe(`${a.body.data!.slug}-2`);
    const given = await create({ slug: 'angkor-wat' });
    expect(given.status).toBe(409);
    expect(given.body.message).toBe('place-slug-taken');
    expect(given.body.errors).toEqual({ slug: ['place-slug-taken'] });
    const own = await create({ slug: 'my-own-slug-1' });
    expect(own.body.data!.slug).toBe('my-own-slug-1');
  });

  it('refuses coordinates outside Cambodia, bad money, lengths and a bad slug, field by field', async () => {
    const res = await create({
      lat: 104,
      lng: 13,
      min_money_riel: -1,
      name_en: 'A',
      name_km: '',
      short_description_en: 'x'.repeat(301),
      slug: 'Bad Slug!',
      url_location: 'javascript:alert(1)',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('validation-failed');
    expect(res.body.errors).toMatchObject({
      lat: ['field-too-large'],
      lng: ['field-too-small'],
      min_money_riel: ['field-too-small'],
      name_en: ['field-too-small'],
      name_km: ['field-required'],
      short_description_en: ['field-too-large'],
      slug: ['field-invalid'],
      url_location: ['field-invalid'],
    });
    const range = await create({ min_money_riel: 5000, max_money_riel: 4000 });
    expect(range.body.errors).toEqual({ max_money_riel: ['price-range-invalid'] });
    const missing = await staff.post('/api/admin/locations', {});
    expect(missing.body.errors).toMatchObject({
      name_en: ['field-required'],
      lat: ['field-invalid'],
    });
  });

  it('refuses an unknown province, category, district, village or tag', async () => {
    const res = await create({
      province_id: 999,
      category_id: 99_999,
      tag_ids: [99_999],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      province_id: ['province-not-found'],
      category_id: ['category-not-found'],
      district_id: ['district-not-found'],
      tag_ids: ['tag-not-found'],
    });
    const elsewhere = await create({ province_id: 14 });
    expect(elsewhere.body.errors).toEqual({ district_id: ['district-not-found'] });
    const village = await create({ commune_id: null, village_id: 1 });
    expect(village.body.errors).toEqual({ commune_id: ['field-required'] });
  });
});

describe('GET and PUT /api/admin/locations/{id}', () => {
  it('answers every field, tags, photos, activities and guide of a seeded place', async () => {
    const [angkor] = await t.app.db
      .select()
      .from(locations)
      .where(eq(locations.slug, 'angkor-wat'));
    const res = await staff.get<AdminLocation>(`/api/admin/locations/${angkor!.id}`);
    const l = res.body.data!;
    expect(l.name_en).toBe('Angkor Wat');
    expect(l.photos).toHaveLength(angkor!.photo_count);
    expect(l.photos[0]!.url).toBe(`/api/media/locations/${angkor!.id}/0.svg`);
    expect(l.activities.length).toBeGreaterThan(0);
    expect(l.guide?.tips_en.best_time_to_visit).toBeTruthy();
    expect(l.guide?.tips_km.best_time_to_visit).toBeTruthy();
  });

  it('updates a place, writes before and after, and the public pages show it at once', async () => {
    const made = (await create()).body.data!;
    const name = unique('Renamed Falls');
    const res = await staff.put<AdminLocation>(
      `/api/admin/locations/${made.id}`,
      locationBody(r, { name_en: name, name_km: 'ទឹកធ្លាក់ថ្មី', tag_ids: [r.tagIds[0]!], lat: 13.5 }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name_en: name,
      slug: made.slug,
      tag_ids: [r.tagIds[0]],
      lat: 13.5,
    });
    const audit = await auditOf(t, 'location', made.id);
    expect(audit.map((a) => a.action)).toEqual(['location.create', 'location.update']);
    expect(audit[1]!.before).toMatchObject({
      name_en: made.name_en,
      tag_ids: r.tagIds,
      lat: 13.41,
    });
    expect(audit[1]!.after).toMatchObject({ name_en: name, tag_ids: [r.tagIds[0]], lat: 13.5 });

    const visitor = new TestClient(t.baseUrl);
    const detail = await visitor.get<LocationDetail>(
      `/api/web/view/location/detail/${made.id}?lang=km`,
    );
    expect(detail.body.data!.name).toBe('ទឹកធ្លាក់ថ្មី');
    expect(detail.body.data!.photos).toEqual([]);
    // No photo yet: the card shows the category's picture rather than a missing one.
    expect(detail.body.data!.is_thumbnail).toBe(`/api/media/category/${r.category.slug}.svg`);
    expect((await visitor.raw(detail.body.data!.is_thumbnail)).status).toBe(200);
    const found = await visitor.get<AdventurePage>(
      `/api/web/view/adventure?search=${encodeURIComponent(name)}`,
    );
    expect(found.body.data!.locations.map((l) => l.id)).toContain(made.id);
  });

  it('changes the slug when asked, 409 when taken', async () => {
    const made = (await create()).body.data!;
    const taken = await staff.put(
      `/api/admin/locations/${made.id}`,
      locationBody(r, { slug: 'angkor-wat' }),
    );
    expect(taken.status).toBe(409);
    const ok = await staff.put<AdminLocation>(
      `/api/admin/locations/${made.id}`,
      locationBody(r, { slug: `fresh-${made.id}` }),
    );
    expect(ok.body.data!.slug).toBe(`fresh-${made.id}`);
  });

  it('is 404 location-not-found for an unknown place, 400 invalid-id for a bad id', async () => {
    expect((await staff.get('/api/admin/locations/999999')).body.message).toBe(
      'location-not-found',
    );
    expect((await staff.get('/api/admin/locations/999999')).status).toBe(404);
    const put = await staff.put('/api/admin/locations/999999', locationBody(r));
    expect(put.status).toBe(404);
    expect((await staff.get('/api/admin/locations/abc')).status).toBe(400);
  });
});
