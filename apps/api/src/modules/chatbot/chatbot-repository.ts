import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import {
  activities,
  hotels,
  locationCategories,
  locations,
  productCategories,
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
