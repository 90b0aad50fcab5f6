import { and, asc, desc, eq, gte, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { searchCondition } from '../../lib/search-sql';
import { viewCounter } from '../../lib/view-count';
import {
  activities,
  colors,
  communes,
  districts,
  locationCategories,
  locationProducts,
  locationReviews,
  locations,
  locationTags,
  locationViews,
  products,
  productVariants,
  provinces,
  sizes,
  tags,
  travelGuides,
  users,
  villages,
} from '../../db/schema/index';

export interface LocationFilter {
  provinceId?: number | undefined;
  districtId?: number | undefined;
  communeId?: number | undefined;
  villageId?: number | undefined;
  categoryId?: number | undefined;
  categorySlug?: string | undefined;
  minStar?: number | undefined;
  minViews?: number | undefined;
  searchWords?: string[] | undefined;
  searchPhrase?: string | undefined;
  excludeId?: number | undefined;
}

const cardColumns = {
  location: locations,
  category: locationCategories,
  province: provinces,
  district: districts,
  commune: communes,
  village: villages,
};
export type CardRow = {
  location: typeof locations.$inferSelect;
  category: typeof locationCategories.$inferSelect;
  province: typeof provinces.$inferSelect;
  district: typeof districts.$inferSelect | null;
  commune: typeof communes.$inferSelect | null;
  village: typeof villages.$inferSelect | null;
};

function conditions(f: LocationFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.provinceId) where.push(eq(locations.province_id, f.provinceId));
  if (f.districtId) where.push(eq(locations.district_id, f.districtId));
  if (f.communeId) where.push(eq(locations.commune_id, f.communeId));
  if (f.villageId) where.push(eq(locations.village_id, f.villageId));
  if (f.categoryId) where.push(eq(locations.category_id, f.categoryId));
  if (f.categorySlug) where.push(eq(locationCategories.slug, f.categorySlug));
  if (f.minViews !== undefined) where.push(gte(locations.total_view, f.minViews));
  if (f.excludeId) where.push(ne(locations.id, f.excludeId));
  // "N stars" means an average of at least N.
  if (f.minStar)
    where.push(
      sql`${locations.rating_count} > 0 and ${locations.rating_sum} >= ${f.minStar} * ${locations.rating_count}`,
    );
  if (f.searchWords?.length && f.searchPhrase) {
    where.push(searchCondition(locations.search_text, f.searchWords, f.searchPhrase));
  }
  return where.length ? and(...where) : undefined;
}

function base(db: DbOrTx) {
  return db
    .select(cardColumns)
    .from(locations)
    .innerJoin(locationCategories, eq(locationCategories.id, locations.category_id))
    .innerJoin(provinces, eq(provinces.id, locations.province_id))
    .leftJoin(districts, eq(districts.id, locations.district_id))
    .leftJoin(communes, eq(communes.id, locations.commune_id))
    .leftJoin(villages, eq(villages.id, locations.village_id));
}

/** Most viewed first (search results: best match first), newest id first on ties: locations_views_idx serves the order. */
export function listCards(
  db: DbOrTx,
  f: LocationFilter,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  const relevance = f.searchPhrase
    ? [sql`word_similarity(${f.searchPhrase}, ${locations.search_text}) desc`]
    : [];
  return base(db)
    .where(conditions(f))
    .orderBy(...relevance, desc(locations.total_view), desc(locations.id))
    .limit(limit)
    .offset(offset);
}

export async function countCards(db: DbOrTx, f: LocationFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(locations)
    .innerJoin(locationCategories, eq(locationCategories.id, locations.category_id))
    .where(conditions(f));
  return row?.n ?? 0;
}

export async function findCard(db: DbOrTx, id: number): Promise<CardRow | null> {
  const [row] = await base(db).where(eq(locations.id, id)).limit(1);
  return row ?? null;
}

/** A place's views count once per visitor per day (decision 012). */
export const { countViewQuery, addView, pruneViewsQuery, pruneViews } = viewCounter({
  target: locations,
  targetId: locations.id,
  counter: locations.total_view,
  views: locationViews,
  viewsRowId: locationViews.location_id,
  viewsDay: locationViews.day,
});

export function tagsOf(db: DbOrTx, id: number) {
  return db
    .select({ id: tags.id, slug: tags.slug, name_en: tags.name_en, name_km: tags.name_km })
    .from(locationTags)
    .innerJoin(tags, eq(tags.id, locationTags.tag_id))
    .where(eq(locationTags.location_id, id))
    .orderBy(asc(tags.id));
}

/** The public list: a review hidden by staff is out of it, as it is out of rating_sum/count. */
export function reviewsOf(db: DbOrTx, id: number, limit: number) {
  return db
    .select({ review: locationReviews, first_name: users.first_name, last_name: users.last_name })
    .from(locationReviews)
    .innerJoin(users, eq(users.id, locationReviews.user_id))
    .where(and(eq(locationReviews.location_id, id), isNull(locationReviews.hidden_at)))
    .orderBy(desc(locationReviews.created_at), desc(locationReviews.id))
    .limit(limit);
}

export function productsOf(db: DbOrTx, id: number) {
  return db
    .select({ product: products, variant: productVariants, color: colors, size: sizes })
    .from(locationProducts)
    .innerJoin(productVariants, eq(productVariants.id, locationProducts.variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .innerJoin(colors, eq(colors.id, productVariants.color_id))
    .innerJoin(sizes, eq(sizes.id, productVariants.size_id))
    .where(and(eq(locationProducts.location_id, id), eq(products.status, 'published')))
    .orderBy(asc(products.id));
}

export function activitiesOf(db: DbOrTx, id: number) {
  return db
    .select()
    .from(activities)
    .where(eq(activities.location_id, id))
    .orderBy(asc(activities.sort_order), asc(activities.id));
}

export async function findActivity(db: DbOrTx, id: number) {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
  return row ?? null;
}

export async function guideOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(travelGuides)
    .where(eq(travelGuides.location_id, id))
    .limit(1);
  return row ?? null;
}

export async function insertReview(db: DbOrTx, row: typeof locationReviews.$inferInsert) {
  const [created] = await db.insert(locationReviews).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function addRating(db: DbOrTx, id: number, star: number): Promise<void> {
  await db
    .update(locations)
    .set({
      rating_sum: sql`${locations.rating_sum} + ${star}`,
      rating_count: sql`${locations.rating_count} + 1`,
    })
    .where(eq(locations.id, id));
}

export async function provinceCode(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ code: provinces.code })
    .from(provinces)
    .where(eq(provinces.id, id))
    .limit(1);
  return row?.code ?? null;
}
