import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  activities,
  bookingRequests,
  communes,
  demoPictures,
  districts,
  locationCategories,
  locations,
  locationTags,
  mediaUploads,
  provinces,
  tags,
  travelGuides,
  villages,
} from '../../db/schema/index';
import { searchCondition } from '../../lib/search-sql';

export interface AdminLocationFilter {
  provinceId?: number | undefined;
  categoryId?: number | undefined;
  searchWords?: string[] | undefined;
  searchPhrase?: string | undefined;
}

export type LocationRow = typeof locations.$inferSelect;
export type LocationValues = Omit<
  typeof locations.$inferInsert,
  'id' | 'total_view' | 'rating_sum' | 'rating_count' | 'created_at'
>;
export type ActivityRow = typeof activities.$inferSelect;
export type ActivityValues = Omit<typeof activities.$inferInsert, 'id' | 'location_id'>;

function conditions(f: AdminLocationFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.provinceId) where.push(eq(locations.province_id, f.provinceId));
  if (f.categoryId) where.push(eq(locations.category_id, f.categoryId));
  // locations_search_trgm_idx: any word of either name, Khmer segmented (D6), or a near miss.
  if (f.searchWords?.length && f.searchPhrase)
    where.push(searchCondition(locations.search_text, f.searchWords, f.searchPhrase));
  return where.length ? and(...where) : undefined;
}

/** Newest first (the primary key), best match first when searching. */
export async function listPage(db: DbOrTx, f: AdminLocationFilter, limit: number, offset: number) {
  const relevance = f.searchPhrase
    ? [sql`word_similarity(${f.searchPhrase}, ${locations.search_text}) desc`]
    : [];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        location: locations,
        province: { id: provinces.id, name_en: provinces.name_en, name_km: provinces.name_km },
        category: {
          id: locationCategories.id,
          slug: locationCategories.slug,
          name_en: locationCategories.name_en,
          name_km: locationCategories.name_km,
        },
      })
      .from(locations)
      .innerJoin(provinces, eq(provinces.id, locations.province_id))
      .innerJoin(locationCategories, eq(locationCategories.id, locations.category_id))
      .where(conditions(f))
      .orderBy(...relevance, desc(locations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(locations).where(conditions(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findLocation(db: DbOrTx, id: number, lock = false) {
  const q = db.select().from(locations).where(eq(locations.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function categoryOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(locationCategories)
    .where(eq(locationCategories.id, id))
    .limit(1);
  return row ?? null;
}

export async function tagIdsOf(db: DbOrTx, locationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: locationTags.tag_id })
    .from(locationTags)
    .where(eq(locationTags.location_id, locationId))
    .orderBy(asc(locationTags.tag_id));
  return rows.map((r) => r.id);
}

export async function existingTagIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function setTags(tx: DbOrTx, locationId: number, ids: number[]): Promise<void> {
  await tx.delete(locationTags).where(eq(locationTags.location_id, locationId));
  if (ids.length)
    await tx
      .insert(locationTags)
      .values(ids.map((tag_id) => ({ location_id: locationId, tag_id })));
}

/** Slugs in use that start with `base` (locations_slug_uq serves the prefix). */
export async function slugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: locations.slug })
    .from(locations)
    .where(like(locations.slug, `${base}%`));
  return new Set(rows.map((r) => r.slug));
}

export async function insertLocation(tx: DbOrTx, values: LocationValues) {
  const [row] = await tx.insert(locations).values(values).returning();
  return row!;
}

export async function updateLocation(tx: DbOrTx, id: number, values: Partial<LocationValues>) {
  const [row] = await tx.update(locations).set(values).where(eq(locations.id, id)).returning();
  return row!;
}

/* ---------- the places of the gazetteer a location is in ---------- */

export async function provinceExists(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: provinces.id })
    .from(provinces)
    .where(eq(provinces.id, id))
    .limit(1);
  return Boolean(row);
}

/** The unit's parent id, or null when there is no such unit. */
export async function parentOf(db: DbOrTx, level: 'district' | 'commune' | 'village', id: number) {
  const [row] =
    level === 'district'
      ? await db
          .select({ parent: districts.province_id })
          .from(districts)
          .where(eq(districts.id, id))
      : level === 'commune'
        ? await db
            .select({ parent: communes.district_id })
            .from(communes)
            .where(eq(communes.id, id))
        : await db
            .select({ parent: villages.commune_id })
            .from(villages)
            .where(eq(villages.id, id));
  return row?.parent ?? null;
}

const named = { id: sql<number>`id`, name_en: sql<string>`name_en`, name_km: sql<string>`name_km` };

export function allProvinces(db: DbOrTx) {
  return db
    .select({ id: provinces.id, name_en: provinces.name_en, name_km: provinces.name_km })
    .from(provinces)
    .orderBy(asc(provinces.name_en));
}

export function allCategories(db: DbOrTx) {
  return db
    .select({
      id: locationCategories.id,
      slug: locationCategories.slug,
      name_en: locationCategories.name_en,
      name_km: locationCategories.name_km,
    })
    .from(locationCategories)
    .orderBy(asc(locationCategories.sort_order), asc(locationCategories.id));
}

export function allTags(db: DbOrTx) {
  return db
    .select({ id: tags.id, slug: tags.slug, name_en: tags.name_en, name_km: tags.name_km })
    .from(tags)
    .orderBy(asc(tags.name_en));
}

export function districtsOf(db: DbOrTx, provinceId: number) {
  return db
    .select(named)
    .from(districts)
    .where(eq(districts.province_id, provinceId))
    .orderBy(asc(districts.name_en));
}

export function communesOf(db: DbOrTx, districtId: number) {
  return db
    .select(named)
    .from(communes)
    .where(eq(communes.district_id, districtId))
    .orderBy(asc(communes.name_en));
}

export function villagesOf(db: DbOrTx, communeId: number) {
  return db
    .select(named)
    .from(villages)
    .where(eq(villages.commune_id, communeId))
    .orderBy(asc(villages.name_en));
}

/* ---------- activities ---------- */

export function activitiesOf(db: DbOrTx, locationId: number) {
  return db
    .select({
      activity: activities,
      booking_count: sql<number>`(select count(*)::int from ${bookingRequests} b where b.activity_id = ${activities}.id)`,
    })
    .from(activities)
    .where(eq(activities.location_id, locationId))
    .orderBy(asc(activities.sort_order), asc(activities.id));
}

export async function findActivity(db: DbOrTx, id: number, lock = false) {
  const q = db.select().from(activities).where(eq(activities.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function bookingCount(db: DbOrTx, activityId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookingRequests)
    .where(eq(bookingRequests.activity_id, activityId));
  return row?.n ?? 0;
}

export async function insertActivity(tx: DbOrTx, locationId: number, values: ActivityValues) {
  const [row] = await tx
    .insert(activities)
    .values({ ...values, location_id: locationId })
    .returning();
  return row!;
}

export async function updateActivity(tx: DbOrTx, id: number, values: ActivityValues) {
  const [row] = await tx.update(activities).set(values).where(eq(activities.id, id)).returning();
  return row!;
}

export async function deleteActivity(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(activities).where(eq(activities.id, id));
}

/* ---------- travel tips ---------- */

export async function guideOf(db: DbOrTx, locationId: number) {
  const [row] = await db
    .select({ guide: travelGuides.guide })
    .from(travelGuides)
    .where(eq(travelGuides.location_id, locationId))
    .limit(1);
  return row?.guide ?? null;
}

export async function upsertGuide(tx: DbOrTx, locationId: number, guide: Record<string, unknown>) {
  await tx
    .insert(travelGuides)
    .values({ location_id: locationId, guide })
    .onConflictDoUpdate({ target: travelGuides.location_id, set: { guide } });
}

/* ---------- pictures ---------- */

/** Which of these addresses hold a staff upload, and which a drawn demo picture. */
export async function picturesAt(db: DbOrTx, paths: string[]) {
  if (!paths.length) return { uploads: new Set<string>(), drawn: new Map<string, string>() };
  const [up, drawn] = await Promise.all([
    db
      .select({ path: mediaUploads.path })
      .from(mediaUploads)
      .where(inArray(mediaUploads.path, paths)),
    db
      .select({ path: demoPictures.path, svg: demoPictures.svg })
      .from(demoPictures)
      .where(inArray(demoPictures.path, paths)),
  ]);
  return {
    uploads: new Set(up.map((r) => r.path)),
    drawn: new Map(drawn.map((r) => [r.path, r.svg])),
  };
}
