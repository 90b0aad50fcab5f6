import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import {
  activities,
  hotelNearby,
  hotelRoomTypes,
  hotels,
  locationCategories,
  locations,
  productCategories,
  productVariants,
  products,
  provinces,
  travelGuides,
} from '../../db/schema/index';
import { searchCondition } from '../../lib/search-sql';

/**
 * Typos in a chat are worse than in a search box ("hedlamp" is 0.55 similar to "headlamp"): the
 * chatbot's searches accept a lower word similarity than pg_trgm's default 0.6, set for its own
 * transaction only, so the shop's and the guide's searches keep theirs. The scoring in the
 * service then decides which candidates count.
 */
export const CHAT_WORD_SIMILARITY = 0.5;

export async function withLooseTypos<T>(db: Db, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(CHAT_WORD_SIMILARITY)}, true)`,
    );
    return run(tx);
  });
}

/** The row a select of these columns gives back. */
type RowOf<C extends Record<string, { _: { data: unknown } }>> = {
  [K in keyof C]: C[K]['_']['data'];
};

/** Candidates per kind: scoring in the service picks the few an answer names. */
const CANDIDATES = 12;

/**
 * Any of the question's words as D6 matches (substring or trigram word similarity), so a
 * question full of other words still finds the place it names; best phrase match first. Each
 * branch is served by the column's GIN trigram index.
 */
function anyWord(column: AnyPgColumn, words: string[]): SQL {
  return or(...words.map((w) => searchCondition(column, [w], w)))!;
}

const locationColumns = {
  id: locations.id,
  name_en: locations.name_en,
  name_km: locations.name_km,
  short_description_en: locations.short_description_en,
  short_description_km: locations.short_description_km,
  description_en: locations.description_en,
  description_km: locations.description_km,
  province_id: locations.province_id,
  province_en: provinces.name_en,
  province_km: provinces.name_km,
  category_en: locationCategories.name_en,
  category_km: locationCategories.name_km,
  lat: locations.lat,
  lng: locations.lng,
  total_view: locations.total_view,
  rating_sum: locations.rating_sum,
  rating_count: locations.rating_count,
  min_money_riel: locations.min_money_riel,
  max_money_riel: locations.max_money_riel,
};
export type LocationRow = RowOf<typeof locationColumns>;

function locationQuery(db: DbOrTx) {
  return db
    .select(locationColumns)
    .from(locations)
    .innerJoin(provinces, eq(provinces.id, locations.province_id))
    .innerJoin(locationCategories, eq(locationCategories.id, locations.category_id));
}

export function searchLocations(db: DbOrTx, words: string[], phrase: string) {
  return locationQuery(db)
    .where(anyWord(locations.search_text, words))
    .orderBy(sql`word_similarity(${phrase}, ${locations.search_text}) desc`, desc(locations.id))
    .limit(CANDIDATES);
}

export async function findLocation(db: DbOrTx, id: number): Promise<LocationRow | null> {
  const [row] = await locationQuery(db).where(eq(locations.id, id)).limit(1);
  return row ?? null;
}

/** A province's most viewed places (locations_province_idx). */
export function topLocationsIn(db: DbOrTx, provinceId: number, limit: number) {
  return locationQuery(db)
    .where(eq(locations.province_id, provinceId))
    .orderBy(desc(locations.total_view), desc(locations.id))
    .limit(limit);
}

/** Places of a category slug, most viewed first (locations_category_idx). */
export function topLocationsOfCategories(db: DbOrTx, slugs: string[], limit: number) {
  return locationQuery(db)
    .where(or(...slugs.map((s) => eq(locationCategories.slug, s))))
    .orderBy(desc(locations.total_view), desc(locations.id))
    .limit(limit);
}

export async function guideOf(db: DbOrTx, locationId: number) {
  const [row] = await db
    .select({ guide: travelGuides.guide })
    .from(travelGuides)
    .where(eq(travelGuides.location_id, locationId))
    .limit(1);
  return row?.guide ?? null;
}

const activityColumns = {
  id: activities.id,
  location_id: activities.location_id,
  name_en: activities.name_en,
  name_km: activities.name_km,
  price_cents: activities.price_cents,
  location_en: locations.name_en,
  location_km: locations.name_km,
};
export type ActivityRow = RowOf<typeof activityColumns>;

export function activitiesOf(db: DbOrTx, locationId: number) {
  return db
    .select(activityColumns)
    .from(activities)
    .innerJoin(locations, eq(locations.id, activities.location_id))
    .where(and(eq(activities.location_id, locationId), eq(activities.is_active, true)))
    .orderBy(asc(activities.sort_order), asc(activities.id))
    .limit(6);
}

export function searchActivities(db: DbOrTx, words: string[], phrase: string) {
  return db
    .select(activityColumns)
    .from(activities)
    .innerJoin(locations, eq(locations.id, activities.location_id))
    .where(and(eq(activities.is_active, true), anyWord(activities.search_text, words)))
    .orderBy(sql`word_similarity(${phrase}, ${activities.search_text}) desc`, asc(activities.id))
    .limit(CANDIDATES);
}

const hotelColumns = {
  id: hotels.id,
  name_en: hotels.name_en,
  name_km: hotels.name_km,
  type: hotels.type,
  stars: hotels.stars,
  address_en: hotels.address_en,
  address_km: hotels.address_km,
  min_price_cents: hotels.min_price_cents,
  max_price_cents: hotels.max_price_cents,
};
export type HotelRow = RowOf<typeof hotelColumns>;

export function searchHotels(db: DbOrTx, words: string[], phrase: string) {
  return db
    .select(hotelColumns)
    .from(hotels)
    .where(anyWord(hotels.search_text, words))
    .orderBy(sql`word_similarity(${phrase}, ${hotels.search_text}) desc`, asc(hotels.id))
    .limit(CANDIDATES);
}

/** Hotels of a province for "where should I stay": cheapest or grandest first. */
export function hotelsIn(db: DbOrTx, provinceId: number, order: 'budget' | 'mid' | 'luxury') {
  const by =
    order === 'luxury'
      ? [desc(hotels.min_price_cents), asc(hotels.id)]
      : [asc(hotels.min_price_cents), asc(hotels.id)];
  return db
    .select(hotelColumns)
    .from(hotels)
    .where(eq(hotels.province_id, provinceId))
    .orderBy(...by)
    .limit(order === 'mid' ? 12 : 3);
}

const productColumns = {
  id: products.id,
  name_en: products.name_en,
  name_km: products.name_km,
  price_cents: products.price_cents,
  category_slug: productCategories.slug,
  category_en: productCategories.name_en,
  category_km: productCategories.name_km,
  rating_sum: products.rating_sum,
  rating_count: products.rating_count,
  sold: products.sold,
};
export type ProductRow = RowOf<typeof productColumns>;

function productQuery(db: DbOrTx) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.category_id));
}

export function searchProducts(db: DbOrTx, words: string[], phrase: string) {
  return productQuery(db)
    .where(and(eq(products.status, 'published'), anyWord(products.search_text, words)))
    .orderBy(sql`word_similarity(${phrase}, ${products.search_text}) desc`, desc(products.sold))
    .limit(CANDIDATES);
}

/**
 * Every place's id and names, to link the places a FAQ answer names. Read whole on purpose (one
 * row per place, cached by the service for a minute).
 */
export function placeNames(db: DbOrTx) {
  return db
    .select({ id: locations.id, name_en: locations.name_en, name_km: locations.name_km })
    .from(locations)
    .orderBy(asc(locations.id));
}

/** Every province (25 rows of the gazetteer): names to recognise in a question. */
export function allProvinces(db: DbOrTx) {
  return db
    .select({
      id: provinces.id,
      slug: provinces.slug,
      name_en: provinces.name_en,
      name_km: provinces.name_km,
      lat: provinces.lat,
      lng: provinces.lng,
    })
    .from(provinces)
    .orderBy(asc(provinces.id));
}

/** Every name the chatbot recognises, with its key (slug or code): the entity catalogue's rows. */
export async function catalogRows(db: DbOrTx) {
  const [locs, hs, ps, acts, provs] = await Promise.all([
    db
      .select({
        id: locations.id,
        key: locations.slug,
        en: locations.name_en,
        km: locations.name_km,
      })
      .from(locations),
    db
      .select({ id: hotels.id, key: hotels.slug, en: hotels.name_en, km: hotels.name_km })
      .from(hotels),
    db
      .select({ id: products.id, key: products.code, en: products.name_en, km: products.name_km })
      .from(products)
      .where(eq(products.status, 'published')),
    db
      .select({
        id: activities.id,
        key: sql<string>`'activity-' || ${activities.id}`,
        en: activities.name_en,
        km: activities.name_km,
      })
      .from(activities)
      .where(eq(activities.is_active, true)),
    db
      .select({
        id: provinces.id,
        key: provinces.slug,
        en: provinces.name_en,
        km: provinces.name_km,
      })
      .from(provinces),
  ]);
  return { locs, hs, ps, acts, provs };
}

export async function findHotel(db: DbOrTx, id: number): Promise<HotelRow | null> {
  const [row] = await db.select(hotelColumns).from(hotels).where(eq(hotels.id, id)).limit(1);
  return row ?? null;
}

export async function findProduct(db: DbOrTx, id: number): Promise<ProductRow | null> {
  const [row] = await productQuery(db).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

export async function findActivity(db: DbOrTx, id: number): Promise<ActivityRow | null> {
  const [row] = await db
    .select(activityColumns)
    .from(activities)
    .innerJoin(locations, eq(locations.id, activities.location_id))
    .where(eq(activities.id, id))
    .limit(1);
  return row ?? null;
}

/** What a hotel offers: services, meals, rooms and what is near (its page's facts). */
export async function hotelDetails(db: DbOrTx, id: number) {
  const [h] = await db
    .select({ services: hotels.services, meals: hotels.meals, phone: hotels.phone })
    .from(hotels)
    .where(eq(hotels.id, id))
    .limit(1);
  const rooms = await db
    .select({
      title_en: hotelRoomTypes.title_en,
      title_km: hotelRoomTypes.title_km,
      min: hotelRoomTypes.price_min_cents,
      max: hotelRoomTypes.price_max_cents,
      max_guests: hotelRoomTypes.max_guests,
    })
    .from(hotelRoomTypes)
    .where(eq(hotelRoomTypes.hotel_id, id))
    .orderBy(asc(hotelRoomTypes.sort_order), asc(hotelRoomTypes.id));
  const nearby = await db
    .select({
      location_id: hotelNearby.location_id,
      title_en: hotelNearby.title_en,
      title_km: hotelNearby.title_km,
      distance_km: hotelNearby.distance_km,
    })
    .from(hotelNearby)
    .where(eq(hotelNearby.hotel_id, id))
    .orderBy(asc(hotelNearby.distance_km));
  return h ? { ...h, rooms, nearby } : null;
}

/** A product's specs and how many are in stock over its variants. */
export async function productDetails(db: DbOrTx, id: number) {
  const [p] = await db
    .select({
      specs: products.specs,
      original_price_cents: products.original_price_cents,
      description_en: products.description_en,
      description_km: products.description_km,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  const [stock] = await db
    .select({ qty: sql<number>`coalesce(sum(${productVariants.qty}), 0)::int` })
    .from(productVariants)
    .where(eq(productVariants.product_id, id));
  return p ? { ...p, stock: Number(stock?.qty ?? 0) } : null;
}

/** Published products of a category, for "the cheapest tent" and "the most expensive one". */
export function productsOfCategory(db: DbOrTx, categorySlug: string) {
  return productQuery(db)
    .where(and(eq(products.status, 'published'), eq(productCategories.slug, categorySlug)))
    .orderBy(asc(products.price_cents), asc(products.id));
}

/** Our hotels nearest a place, by the distances their pages list. */
export function hotelsNear(db: DbOrTx, locationId: number, limit: number) {
  return db
    .select({ ...hotelColumns, distance_km: hotelNearby.distance_km })
    .from(hotelNearby)
    .innerJoin(hotels, eq(hotels.id, hotelNearby.hotel_id))
    .where(eq(hotelNearby.location_id, locationId))
    .orderBy(asc(hotelNearby.distance_km), asc(hotels.min_price_cents))
    .limit(limit);
}

/** What an activity asks of the people who join it: difficulty, length, group size, needs. */
export function activityDetails(db: DbOrTx, where: { locationId?: number; activityId?: number }) {
  return db
    .select({
      id: activities.id,
      location_id: activities.location_id,
      name_en: activities.name_en,
      name_km: activities.name_km,
      price_cents: activities.price_cents,
      difficulty: activities.difficulty,
      duration_hours: activities.duration_hours,
      max_participants: activities.max_participants,
      included: activities.included,
      requirements: activities.requirements,
    })
    .from(activities)
    .where(
      and(
        eq(activities.is_active, true),
        where.activityId !== undefined
          ? eq(activities.id, where.activityId)
          : eq(activities.location_id, where.locationId ?? -1),
      ),
    )
    .orderBy(asc(activities.sort_order), asc(activities.id))
    .limit(6);
}

/** Every hotel with what it offers, to find those that have what a guest asks for. */
export async function hotelsWithOffers(db: DbOrTx) {
  const rows = await db
    .select({ ...hotelColumns, services: hotels.services, meals: hotels.meals })
    .from(hotels)
    .where(eq(hotels.is_active, true))
    .orderBy(asc(hotels.min_price_cents), asc(hotels.id));
  const rooms = await db
    .select({
      hotel_id: hotelRoomTypes.hotel_id,
      title_en: hotelRoomTypes.title_en,
      title_km: hotelRoomTypes.title_km,
    })
    .from(hotelRoomTypes);
  return rows.map((h) => ({ ...h, rooms: rooms.filter((r) => r.hotel_id === h.id) }));
}
