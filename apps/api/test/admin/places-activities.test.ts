import { cambodiaToday } from '@camtour/shared/domain/travel';
import type {
  AdminActivity,
  AdminGuide,
  AdminGuideInput,
  AdminLocation,
} from '@camtour/shared/schemas/admin-places';
import type { LocationDetail, LocationGuide } from '@camtour/shared/schemas/travel';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, bookingRequests, locations } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { staffClient } from './helpers';
import { activityBody, auditOf, locationBody, refs } from './places-helpers';

let t: TestApp;
let staff: TestClient;
let visitor: TestClient;
let place: AdminLocation;
beforeAll(async () => {
  t = await startTestApp();
  staff = await staffClient(t);
  visitor = new TestClient(t.baseUrl);
  place = (await staff.post<AdminLocation>('/api/admin/locations', locationBody(await refs(t))))
    .body.data!;
});
afterAll(() => t.close());

const addActivity = (over = {}) =>
  staff.post<AdminActivity>(`/api/admin/locations/${place.id}/activities`, activityBody(over));
const publicDetail = async (lang = 'en') =>
  (await visitor.get<LocationDetail>(`/api/web/view/location/detail/${place.id}?lang=${lang}`)).body
    .data!;
const book = (id: number) =>
  visitor.post(`/api/web/activities/${id}/booking`, {
    name: 'Dara Sok',
    email: 'dara@example.com',
    date: cambodiaToday(),
    party_size: 2,
  });

describe('activities', () => {
  it('adds an activity (blank list items dropped, price in cents) that the public page lists', async () => {
    const res = await addActivity({ price_cents: 1999 });
    expect(res.status).toBe(201);
    const a = res.body.data!;
    expect(a).toMatchObject({
      location_id: place.id,
      price_cents: 1999,
      included: { en: ['Water'], km: ['ទឹក'] },
      booking_count: 0,
      image: `/api/media/activities/${a.id}.svg`,
    });
    const [row] = await t.app.db.select().from(activities).where(eq(activities.id, a.id));
    expect(row!.search_text).toContain('ដើរ');
    const shown = (await publicDetail('km')).active_travel_activities.find((x) => x.id === a.id);
    expect(shown).toMatchObject({ title: 'ដើរព្រៃ', price: 19.99, price_cents: 1999 });
    const audit = await auditOf(t, 'activity', a.id);
    expect(audit[0]).toMatchObject({ action: 'activity.create', before: null });
    expect(audit[0]!.after).toMatchObject({ name_en: a.name_en, price_cents: 1999 });
  });

  it('refuses bad fields one by one', async () => {
    const res = await addActivity({
      difficulty: 'extreme',
      duration_hours: 0,
      price_cents: 10.5,
      max_participants: 0,
      name_en: 'x'.repeat(201),
      currency: 'EUR',
      included: { en: Array.from({ length: 21 }, () => 'a'), km: [] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      difficulty: ['field-invalid-option'],
      duration_hours: ['field-too-small'],
      price_cents: ['field-invalid'],
      max_participants: ['field-too-small'],
      name_en: ['field-too-large'],
      currency: ['field-invalid-option'],
      'included.en': ['field-too-large'],
    });
    expect((await addActivity({ price_cents: -1 })).body.errors).toEqual({
      price_cents: ['field-too-small'],
    });
    const missing = await staff.post('/api/admin/locations/999999/activities', activityBody());
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('location-not-found');
  });

  it('updates an activity with before and after; deactivating stops new booking requests', async () => {
    const a = (await addActivity()).body.data!;
    const res = await staff.put<AdminActivity>(
      `/api/admin/activities/${a.id}`,
      activityBody({ name_en: 'Sunset kayak', price_cents: 2500, is_active: false }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name_en: 'Sunset kayak', is_active: false });
    const audit = (await auditOf(t, 'activity', a.id)).at(-1)!;
    expect(audit.action).toBe('activity.update');
    expect(audit.before).toMatchObject({ name_en: a.name_en, price_cents: 1550, is_active: true });
    expect(audit.after).toMatchObject({
      name_en: 'Sunset kayak',
      price_cents: 2500,
      is_active: false,
    });
    const shown = (await publicDetail()).active_travel_activities.find((x) => x.id === a.id);
    expect(shown).toMatchObject({ name: 'Sunset kayak', is_active: false, price: 25 });
    expect((await book(a.id)).status).toBe(409);
    const gone = await staff.put('/api/admin/activities/999999', activityBody());
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('activity-not-found');
  });

  it('deletes an activity nobody booked; one with booking requests is 409 and can be deactivated', async () => {
    const free = (await addActivity()).body.data!;
    const del = await staff.delete(`/api/admin/activities/${free.id}`);
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual({ id: free.id });
    expect((await auditOf(t, 'activity', free.id)).at(-1)).toMatchObject({
      action: 'activity.delete',
      after: null,
    });
    expect((await staff.delete(`/api/admin/activities/${free.id}`)).status).toBe(404);

    const booked = (await addActivity()).body.data!;
    expect((await book(booked.id)).status).toBe(201);
    const refused = await staff.delete(`/api/admin/activities/${booked.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('activity-has-bookings');
    const requests = await t.app.db
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.activity_id, booked.id));
    expect(requests).toHaveLength(1);
    const listed = await staff.get<AdminLocation>(`/api/admin/locations/${place.id}`);
    expect(listed.body.data!.activities.find((x) => x.id === booked.id)!.booking_count).toBe(1);
    const off = await staff.put<AdminActivity>(
      `/api/admin/activities/${booked.id}`,
      activityBody({ name_en: booked.name_en, is_active: false }),
    );
    expect(off.body.data).toMatchObject({ is_active: false, booking_count: 1 });
  });
});

const tips = (lang: 'en' | 'km', best: string): AdminGuideInput['tips_en'] => ({
  best_time_to_visit: best,
  local_contacts: { police: '117', hospital: lang === 'en' ? 'Town hospital' : 'មន្ទីរពេទ្យ' },
  currency_and_budget: {
    currency: 'USD / KHR',
    notes: lang === 'en' ? 'Bring small notes.' : 'យកក្រដាសប្រាក់តូចៗ។',
    ATMs: lang === 'en' ? 'In town only.' : 'មានតែនៅក្នុងក្រុង។',
    budget: '20 USD',
  },
  local_transportation: null,
  what_to_pack: lang === 'en' ? ['Hat', '', 'Water'] : ['មួក', 'ទឹក'],
  local_etiquette: { greeting: lang === 'en' ? 'Sampeah' : 'សំពះ', customs: ['Shoes off'] },
  what_on_sale: null,
});

describe('PUT /api/admin/locations/{id}/guide', () => {
  it('writes the tips in both languages; the public guide shows them at once', async () => {
    const res = await staff.put<AdminGuide>(`/api/admin/locations/${place.id}/guide`, {
      tips_en: tips('en', 'November to February.'),
      tips_km: tips('km', 'ពីខែវិច្ឆិកា ដល់ខែកុម្ភៈ។'),
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.tips_en.what_to_pack).toEqual(['Hat', 'Water']);
    const km = await visitor.get<LocationGuide>(
      `/api/web/view/location/guide?location_id=${place.id}&lang=km`,
    );
    const entry = km.body.data![0]!;
    expect(entry.tips.best_time_to_visit).toBe('ពីខែវិច្ឆិកា ដល់ខែកុម្ភៈ។');
    expect(entry.tips_en.best_time_to_visit).toBe('November to February.');
    expect(entry.tips_en.local_transportation).toBeNull();
    expect(entry.tips_km.local_contacts).toEqual({ police: '117', hospital: 'មន្ទីរពេទ្យ' });
    const audit = (await auditOf(t, 'location', place.id)).at(-1)!;
    expect(audit).toMatchObject({ action: 'guide.update', before: null });
    expect(audit.after).toMatchObject({ tips_en: { best_time_to_visit: 'November to February.' } });

    await staff.put(`/api/admin/locations/${place.id}/guide`, {
      tips_en: tips('en', 'All year.'),
      tips_km: tips('km', 'ពេញមួយឆ្នាំ។'),
    });
    const again = (await auditOf(t, 'location', place.id)).at(-1)!;
    expect(again.before).toMatchObject({
      tips_en: { best_time_to_visit: 'November to February.' },
    });
    expect(again.after).toMatchObject({ tips_km: { best_time_to_visit: 'ពេញមួយឆ្នាំ។' } });
  });

  it('edits a seeded guide in the shape the public endpoint reads', async () => {
    const [angkor] = await t.app.db
      .select()
      .from(locations)
      .where(eq(locations.slug, 'angkor-wat'));
    const current = (await staff.get<AdminLocation>(`/api/admin/locations/${angkor!.id}`)).body
      .data!.guide!;
    const res = await staff.put(`/api/admin/locations/${angkor!.id}/guide`, {
      ...current,
      tips_en: { ...current.tips_en, best_time_to_visit: 'Edited by staff.' },
    });
    expect(res.status).toBe(200);
    const en = await visitor.get<LocationGuide>(
      `/api/web/view/location/guide?location_id=${angkor!.id}`,
    );
    expect(en.body.data![0]!.tips).toMatchObject({
      best_time_to_visit: 'Edited by staff.',
      what_to_pack: current.tips_en.what_to_pack,
      local_etiquette: current.tips_en.local_etiquette,
    });
  });

  it('refuses empty or too long texts and too many items, field by field; 404 for no place', async () => {
    const bad = tips('en', 'x'.repeat(1001));
    const res = await staff.put(`/api/admin/locations/${place.id}/guide`, {
      tips_en: { ...bad, local_etiquette: { greeting: ' ', customs: [] } },
      tips_km: { ...tips('km', 'ok'), what_to_pack: Array.from({ length: 31 }, () => 'x') },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'tips_en.best_time_to_visit': ['field-too-large'],
      'tips_en.local_etiquette.greeting': ['field-required'],
      'tips_km.what_to_pack': ['field-too-large'],
    });
    const none = await staff.put('/api/admin/locations/999999/guide', {
      tips_en: tips('en', 'a'),
      tips_km: tips('km', 'a'),
    });
    expect(none.status).toBe(404);
  });
});
