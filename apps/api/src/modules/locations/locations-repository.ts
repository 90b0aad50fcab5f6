import {
  and,
  asc,
  desc,
  eq,
  gte,
  isNull,
  ne,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { collect, inline, preparedRun, type Bind } from '../../lib/prepared-query';
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

type Unit = { id: number; name_en: string; name_km: string };
type CategoryUnit = Pick<
  typeof locationCategories.$inferSelect,
  'id' | 'slug' | 'name_en' | 'name_km'
>;

/** The ids a card's names hang from: the locations table itself, or a page of it (`listCards`). */
interface UnitIds {
  category_id: SQL | AnyColumn;
  province_id: SQL | AnyColumn;
  district_id: SQL | AnyColumn;
  commune_id: SQL | AnyColumn;
  village_id: SQL | AnyColumn;
}

const unitOf = (table: typeof districts | typeof communes | typeof villages, id: SQL | AnyColumn) =>
  sql<Unit | null>`(select json_build_object('id', u.id, 'name_en', u.name_en, 'name_km', u.name_km) from ${table} u where u.id = ${id})`;

/**
 * A card's place names come as one small correlated sub-select each, not as joins: the six-way
 * join cost PostgreSQL 1 to 2.5 ms of planning per query (its join-order search), ten times what
 * it spent running it; single-table sub-selects plan in about 0.1 ms (decision 025).
 */
const unitsOf = (ids: UnitIds) => ({
  category: sql<CategoryUnit>`(select json_build_object('id', c.id, 'slug', c.slug, 'name_en', c.name_en, 'name_km', c.name_km) from ${locationCategories} c where c.id = ${ids.category_id})`,
  province: sql<
    Unit & { code: string }
  >`(select json_build_object('id', p.id, 'code', p.code, 'name_en', p.name_en, 'name_km', p.name_km) from ${provinces} p where p.id = ${ids.province_id})`,
  district: unitOf(districts, ids.district_id),
  commune: unitOf(communes, ids.commune_id),
  village: unitOf(villages, ids.village_id),
});

/** What a card shows of the place itself: not the long descriptions, which only the detail reads. */
const cardLocation = {
  id: locations.id,
  slug: locations.slug,
  name_en: locations.name_en,
  name_km: locations.name_km,
  short_description_en: locations.short_description_en,
  short_description_km: locations.short_description_km,
  category_id: locations.category_id,
  province_id: locations.province_id,
  district_id: locations.district_id,
  commune_id: locations.commune_id,
  village_id: locations.village_id,
  photo_count: locations.photo_count,
  total_view: locations.total_view,
  rating_sum: locations.rating_sum,
  rating_count: locations.rating_count,
  lat: locations.lat,
  lng: locations.lng,
  created_at: locations.created_at,
};

type CardUnits = {
  category: CategoryUnit;
  province: Unit & { code: string };
  district: Unit | null;
  commune: Unit | null;
  village: Unit | null;
};
export type CardRow = CardUnits & {
  location: Pick<typeof locations.$inferSelect, keyof typeof cardLocation>;
  /** With a search, how many places match in all (null without one). */
  total?: number | null;
};
export type DetailRow = CardUnits & { location: typeof locations.$inferSelect };

function conditions(f: LocationFilter, bind: Bind = inline): SQL | undefined {
  const where: SQL[] = [];
  if (f.provinceId) where.push(eq(locations.province_id, bind('province', f.provinceId)));
  if (f.districtId) where.push(eq(locations.district_id, bind('district', f.districtId)));
  if (f.communeId) where.push(eq(locations.commune_id, bind('commune', f.communeId)));
  if (f.villageId) where.push(eq(locations.village_id, bind('village', f.villageId)));
  if (f.categoryId) where.push(eq(locations.category_id, bind('category', f.categoryId)));
  if (f.categorySlug)
    where.push(
      sql`${locations.category_id} = (select c.id from ${locationCategories} c where c.slug = ${bind('slug', f.categorySlug)})`,
    );
  if (f.minViews !== undefined)
    where.push(gte(locations.total_view, bind('min_views', f.minViews)));
  if (f.excludeId) where.push(ne(locations.id, bind('exclude', f.excludeId)));
  // "N stars" means an average of at least N.
  if (f.minStar)
    where.push(
      sql`${locations.rating_count} > 0 and ${locations.rating_sum} >= ${bind('min_star', f.minStar)} * ${locations.rating_count}`,
    );
  if (f.searchWords?.length && f.searchPhrase) {
    where.push(searchCondition(locations.search_text, f.searchWords, f.searchPhrase, bind));
  }
  return where.length ? and(...where) : undefined;
}

/** Which filters are set (not their values): one prepared statement serves each shape. */
const shapeOf = (f: LocationFilter) =>
  [
    f.provinceId,
    f.districtId,
    f.communeId,
    f.villageId,
    f.categoryId,
    f.categorySlug,
    f.minViews !== undefined ? 1 : undefined,
    f.excludeId,
    f.minStar,
  ]
    .map((v) => (v ? 1 : 0))
    .join('') + (f.searchPhrase ? `s${f.searchWords?.length ?? 0}` : '');

function cardsQuery(db: DbOrTx, f: LocationFilter, bind: Bind) {
  const phrase = f.searchPhrase ? bind('phrase', f.searchPhrase) : undefined;
  const relevance =
    phrase !== undefined
      ? sql<number>`word_similarity(${phrase}, ${locations.search_text})`
      : sql<number>`0`;
  // A search reads every matching row to rank them anyway: the total comes with the page
  // instead of from a second pass of the trigram match (`countCards`).
  const total =
    phrase !== undefined
      ? sql<number | null>`(count(*) over ())::int`
      : sql<number | null>`null::int`;
  const page = db
    .select({ ...cardLocation, relevance: relevance.as('relevance'), total: total.as('total') })
    .from(locations)
    .where(conditions(f, bind))
    .orderBy(
      ...(phrase !== undefined ? [desc(relevance)] : []),
      desc(locations.total_view),
      desc(locations.id),
    )
    .limit(bind('limit', 0))
    .offset(bind('offset', 0))
    .as('page');
  const location = Object.fromEntries(
    Object.keys(cardLocation).map((k) => [k, page[k as keyof typeof cardLocation]]),
  ) as { [K in keyof typeof cardLocation]: (typeof page)[K] };
  // Qualified: inside a sub-select a bare "district_id" could name the communes' own column.
  const ofPage = (column: keyof UnitIds) =>
    sql`${sql.identifier('page')}.${sql.identifier(column)}`;
  const ids: UnitIds = {
    category_id: ofPage('category_id'),
    province_id: ofPage('province_id'),
    district_id: ofPage('district_id'),
    commune_id: ofPage('commune_id'),
    village_id: ofPage('village_id'),
  };
  return db
    .select({ location, total: page.total, ...unitsOf(ids) })
    .from(page)
    .orderBy(desc(page.relevance), desc(page.total_view), desc(page.id));
}

/**
 * Most viewed first (search results: best match first), newest id first on ties: locations_views_idx
 * serves the order. The page is chosen first, in a sub-query of the locations table alone, and only
 * its rows get their names: the planner picks the page's index as it would for the bare table,
 * without pricing five sub-selects on every row a sort might read.
 */
export function listCards(
  db: DbOrTx,
  f: LocationFilter,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  const bind = (<T>(name: string, value: T) =>
    name === 'limit' ? limit : name === 'offset' ? offset : value) as Bind;
  return cardsQuery(db, f, bind);
}

export async function countCards(db: DbOrTx, f: LocationFilter): Promise<number> {
  return (await countQuery(db, f, inline))[0]?.n ?? 0;
}

function countQuery(db: DbOrTx, f: LocationFilter, bind: Bind) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(locations)
    .where(conditions(f, bind));
}

// `runCards` and `runCount`: `listCards` and `countCards` as prepared statements, one per filter shape.
/** The values a filter binds, under the names `conditions` gives them. */
function valuesOf(f: LocationFilter, extra: Record<string, unknown> = {}) {
  const values: Record<string, unknown> = { ...extra };
  conditions(f, collect(values));
  if (f.searchPhrase) values.phrase = f.searchPhrase;
  return values;
}

export function runCards(
  db: DbOrTx,
  f: LocationFilter,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  return preparedRun<CardRow[]>(
    db,
    `location_cards_${shapeOf(f)}`,
    (bind) => cardsQuery(db, f, bind),
    valuesOf(f, { limit, offset }),
  );
}

export async function runCount(db: DbOrTx, f: LocationFilter): Promise<number> {
  const rows = await preparedRun<{ n: number }[]>(
    db,
    `location_count_${shapeOf(f)}`,
    (bind) => countQuery(db, f, bind),
    valuesOf(f),
  );
  return rows[0]?.n ?? 0;
}

const findCardQuery = (db: DbOrTx, id: number | Placeholder) =>
  db
    .select({ location: locations, ...unitsOf(locations) })
    .from(locations)
    .where(eq(locations.id, id))
    .limit(1);

export async function findCard(db: DbOrTx, id: number): Promise<DetailRow | null> {
  const [row] = await findCardQuery(db, id);
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

export function tagsOf(db: DbOrTx, id: number | Placeholder) {
  return db
    .select({ id: tags.id, slug: tags.slug, name_en: tags.name_en, name_km: tags.name_km })
    .from(locationTags)
    .innerJoin(tags, eq(tags.id, locationTags.tag_id))
    .where(eq(locationTags.location_id, id))
    .orderBy(asc(tags.id));
}

/** The public list: a review hidden by staff is out of it, as it is out of rating_sum/count. */
export function reviewsOf(db: DbOrTx, id: number | Placeholder, limit: number) {
  return db
    .select({ review: locationReviews, first_name: users.first_name, last_name: users.last_name })
    .from(locationReviews)
    .innerJoin(users, eq(users.id, locationReviews.user_id))
    .where(and(eq(locationReviews.location_id, id), isNull(locationReviews.hidden_at)))
    .orderBy(desc(locationReviews.created_at), desc(locationReviews.id))
    .limit(limit);
}

export function productsOf(db: DbOrTx, id: number | Placeholder) {
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

export function activitiesOf(db: DbOrTx, id: number | Placeholder) {
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

/**
 * The location page's reads as prepared statements (see `runCards`): the same queries, built once.
 */
const byId = sql.placeholder('id');
export const detailReads = {
  card: async (db: DbOrTx, id: number): Promise<DetailRow | null> =>
    (
      await preparedRun<DetailRow[]>(db, 'location_detail_card', () => findCardQuery(db, byId), {
        id,
      })
    )[0] ?? null,
  tags: (db: DbOrTx, id: number) =>
    preparedRun<Awaited<ReturnType<typeof tagsOf>>>(
      db,
      'location_detail_tags',
      () => tagsOf(db, byId),
      { id },
    ),
  reviews: (db: DbOrTx, id: number, limit: number) =>
    preparedRun<Awaited<ReturnType<typeof reviewsOf>>>(
      db,
      `location_detail_reviews_${limit}`,
      () => reviewsOf(db, byId, limit),
      { id },
    ),
  products: (db: DbOrTx, id: number) =>
    preparedRun<Awaited<ReturnType<typeof productsOf>>>(
      db,
      'location_detail_products',
      () => productsOf(db, byId),
      {
        id,
      },
    ),
  activities: (db: DbOrTx, id: number) =>
    preparedRun<Awaited<ReturnType<typeof activitiesOf>>>(
      db,
      'location_detail_activities',
      () => activitiesOf(db, byId),
      { id },
    ),
};
