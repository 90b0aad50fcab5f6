import type {
  AdminActivityInput,
  AdminHotelCreate,
  AdminLocationInput,
  AdminRoomInput,
} from '@camtour/shared/schemas/admin-places';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, districts, locationCategories, tags } from '../../src/db/schema/index';
import type { TestClient } from '../helpers/client';
import { imageBlob } from '../helpers/client';
import type { TestApp } from '../helpers/test-app';

export const SIEM_REAP = 8;

/** The audit entries of one entity, oldest first. */
export function auditOf(t: TestApp, entity: string, id: number | string) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))))
    .orderBy(asc(auditLog.id));
}

/** Ids the seeded gazetteer and categories hold, for building valid forms. */
export async function refs(t: TestApp) {
  const [category] = await t.app.db
    .select()
    .from(locationCategories)
    .orderBy(asc(locationCategories.id))
    .limit(1);
  const [district] = await t.app.db
    .select()
    .from(districts)
    .where(eq(districts.province_id, SIEM_REAP))
    .orderBy(asc(districts.id))
    .limit(1);
  const tagRows = await t.app.db.select().from(tags).orderBy(asc(tags.id)).limit(2);
  return { category: category!, district: district!, tagIds: tagRows.map((r) => r.id) };
}

let n = 0;
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(n += 1)}`;

export function locationBody(
  r: Awaited<ReturnType<typeof refs>>,
  over: Partial<AdminLocationInput> = {},
): AdminLocationInput {
  return {
    name_en: unique('Hidden Waterfall'),
    name_km: 'ទឹកធ្លាក់លាក់កំបាំង',
    short_description_en: 'A quiet waterfall in the hills.',
    short_description_km: 'ទឹកធ្លាក់ស្ងាត់មួយនៅលើភ្នំ។',
    description_en: 'Walk an hour through the forest.',
    description_km: 'ដើរមួយម៉ោងកាត់ព្រៃ។',
    category_id: r.category.id,
    province_id: SIEM_REAP,
    district_id: r.district.id,
    lat: 13.41,
    lng: 103.87,
    url_location: 'https://maps.example.com/?q=13.41,103.87',
    min_money_riel: 4000,
    max_money_riel: 20000,
    tag_ids: r.tagIds,
    ...over,
  };
}

export function activityBody(over: Partial<AdminActivityInput> = {}): AdminActivityInput {
  return {
    name_en: unique('Jungle walk'),
    name_km: 'ដើរព្រៃ',
    description_en: 'Two hours with a local guide.',
    description_km: 'ពីរម៉ោងជាមួយមគ្គុទ្ទេសក៍ក្នុងស្រុក។',
    difficulty: 'moderate',
    duration_hours: 2,
    price_cents: 1550,
    currency: 'USD',
    max_participants: 8,
    included: { en: ['Water', ' '], km: ['ទឹក'] },
    requirements: { en: ['Good shoes'], km: ['ស្បែកជើងល្អ'] },
    is_active: true,
    sort_order: 5,
    ...over,
  };
}

export function roomBody(over: Partial<AdminRoomInput> = {}): AdminRoomInput {
  return {
    title_en: 'Garden double',
    title_km: 'បន្ទប់គ្រែពីរមើលសួន',
    description_en: 'Quiet, with a balcony.',
    description_km: 'ស្ងាត់ មានរានហាល។',
    price_min_cents: 4500,
    price_max_cents: 6000,
    ...over,
  };
}

export function hotelBody(over: Partial<AdminHotelCreate> = {}): AdminHotelCreate {
  return {
    name_en: unique('River Lodge'),
    name_km: 'ផ្ទះសំណាក់មាត់ទន្លេ',
    type: 'boutique',
    stars: 4,
    description_en: 'A small lodge by the river.',
    description_km: 'ផ្ទះសំណាក់តូចមួយនៅមាត់ទន្លេ។',
    address_en: 'Street 26, Siem Reap',
    address_km: 'ផ្លូវលេខ ២៦ សៀមរាប',
    province_id: SIEM_REAP,
    lat: 13.36,
    lng: 103.86,
    email: 'stay@riverlodge.example',
    phone: '+855 12 345 678',
    services: [{ en: 'Free Wi-Fi', km: 'វ៉ាយហ្វាយឥតគិតថ្លៃ' }],
    meals: [{ en: 'Breakfast', km: 'អាហារពេលព្រឹក' }],
    rooms: [
      roomBody(),
      roomBody({ title_en: 'Family suite', price_min_cents: 9000, price_max_cents: 12500 }),
    ],
    ...over,
  };
}

/** A multipart photo upload, as the back office's page sends it. */
export function photoForm(bytes: Buffer, type: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('photo', imageBlob(bytes, type), 'photo');
  return form;
}

/** The bytes and content type served at a media address. */
export async function served(c: TestClient, url: string) {
  const res = await c.raw(url);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}
