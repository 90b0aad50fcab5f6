import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { collect, inline, preparedRun, type Bind } from '../../lib/prepared-query';
import { searchCondition } from '../../lib/search-sql';
import { viewCounter } from '../../lib/view-count';
import {
  brands,
  colors,
  productCategories,
  productReviews,
  products,
  productVariants,
  productViews,
  sizes,
  users,
} from '../../db/schema/index';

export type ShopSort = 'newest' | 'price-low-high' | 'price-high-low' | 'popularity';

export interface ProductFilter {
  searchWords?: string[];
  searchPhrase?: string;
  categoryIds?: number[];
  categorySlug?: string;
  brandIds?: number[];
  minCents?: number;
  maxCents?: number;
  excludeId?: number;
}

/** Units in stock over all variants; the variants index starts with product_id. */
const totalStock = sql<number>`(select coalesce(sum(v.qty), 0)::int from ${productVariants} v where v.product_id = ${products.id})`;

const cardColumns = {
  product: products,
  brand: brands,
  category: productCategories,
  total_stock: totalStock,
};

export type CardRow = {
  product: typeof products.$inferSelect;
  brand: typeof brands.$inferSelect;
  category: typeof productCategories.$inferSelect;
  total_stock: number;
  /** With a search: how many match in all, and their lowest and highest price in cents. */
  stats?: [number, number, number] | null;
};

function conditions(f: ProductFilter, bind: Bind = inline): SQL[] {
  const where: SQL[] = [eq(products.status, 'published')];
  // One placeholder per id: the statement's shape counts them (see `shapeOf`).
  const each = (name: string, ids: number[]) => ids.map((id, i) => bind(`${name}${i}`, id));
  if (f.categoryIds?.length)
    where.push(inArray(products.category_id, each('category', f.categoryIds)));
  if (f.categorySlug) where.push(eq(productCategories.slug, bind('slug', f.categorySlug)));
  if (f.brandIds?.length) where.push(inArray(products.brand_id, each('brand', f.brandIds)));
  if (f.minCents !== undefined) where.push(gte(products.price_cents, bind('min', f.minCents)));
  if (f.maxCents !== undefined) where.push(lte(products.price_cents, bind('max', f.maxCents)));
  if (f.excludeId !== undefined) where.push(ne(products.id, bind('exclude', f.excludeId)));
  if (f.searchWords?.length && f.searchPhrase) {
    where.push(searchCondition(products.search_text, f.searchWords, f.searchPhrase, bind));
  }
  return where;
}

function ordering(sort: ShopSort, f: ProductFilter, bind: Bind = inline): SQL[] {
  const relevance = f.searchPhrase
    ? [sql`word_similarity(${bind('phrase', f.searchPhrase)}, ${products.search_text}) desc`]
    : [];
  switch (sort) {
    case 'price-low-high':
      return [...relevance, asc(products.price_cents), asc(products.id)];
    case 'price-high-low':
      return [...relevance, desc(products.price_cents), desc(products.id)];
    case 'popularity':
      return [...relevance, desc(products.sold), desc(products.total_views), asc(products.id)];
    default:
      return [...relevance, desc(products.created_at), desc(products.id)];
  }
}

/** Which filters are set and how many ids each list holds: one prepared statement per shape. */
const shapeOf = (f: ProductFilter) =>
  [
    f.categoryIds?.length ?? 0,
    f.categorySlug ? 1 : 0,
    f.brandIds?.length ?? 0,
    f.minCents !== undefined ? 1 : 0,
    f.maxCents !== undefined ? 1 : 0,
    f.excludeId !== undefined ? 1 : 0,
    f.searchPhrase ? `s${f.searchWords?.length ?? 0}` : '',
  ].join('_');

function valuesOf(f: ProductFilter, extra: Record<string, unknown> = {}) {
  const values: Record<string, unknown> = { ...extra };
  conditions(f, collect(values));
  return values;
}

function cardsQuery(
  db: DbOrTx,
  f: ProductFilter,
  sort: ShopSort,
  limit: number | Placeholder,
  offset: number | Placeholder,
  bind: Bind = inline,
) {
  // A search reads every matching row to rank them anyway: the total and the price range come
  // with the page instead of from a second pass of the trigram match (`countAndRange`).
  const stats = f.searchPhrase
    ? sql<
        [number, number, number] | null
      >`json_build_array(count(*) over (), min(${products.price_cents}) over (), max(${products.price_cents}) over ())`
    : sql<[number, number, number] | null>`null::json`;
  return db
    .select({ ...cardColumns, stats })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .where(and(...conditions(f, bind)))
    .orderBy(...ordering(sort, f, bind))
    .limit(limit)
    .offset(offset);
}

export async function listCards(
  db: DbOrTx,
  f: ProductFilter,
  sort: ShopSort,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  return cardsQuery(db, f, sort, limit, offset);
}

const rangeQuery = (db: DbOrTx, f: ProductFilter, bind: Bind = inline) =>
  db
    .select({
      total: sql<number>`count(*)::int`,
      min: sql<number>`coalesce(min(${products.price_cents}), 0)::int`,
      max: sql<number>`coalesce(max(${products.price_cents}), 0)::int`,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .where(and(...conditions(f, bind)));

export async function countAndRange(db: DbOrTx, f: ProductFilter) {
  const [row] = await rangeQuery(db, f);
  return row!;
}

const highestQuery = (db: DbOrTx) =>
  db
    .select({ max: sql<number>`coalesce(max(${products.price_cents}), 0)::int` })
    .from(products)
    .where(eq(products.status, 'published'));

/** The highest published price, for the slider whatever the filters. */
export async function highestPrice(db: DbOrTx): Promise<number> {
  const [row] = await highestQuery(db);
  return row?.max ?? 0;
}

const findCardQuery = (db: DbOrTx, id: number | Placeholder) =>
  db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .where(and(eq(products.id, id), eq(products.status, 'published')))
    .limit(1);

export async function findCard(db: DbOrTx, id: number): Promise<CardRow | null> {
  const [row] = await findCardQuery(db, id);
  return row ?? null;
}

/** A product's views count once per visitor per day (decision 012). */
export const { countViewQuery, addView, pruneViewsQuery, pruneViews } = viewCounter({
  target: products,
  targetId: products.id,
  counter: products.total_views,
  views: productViews,
  viewsRowId: productViews.product_id,
  viewsDay: productViews.day,
});

export function variantsOf(db: DbOrTx, productId: number | Placeholder) {
  return db
    .select({ variant: productVariants, color: colors, size: sizes })
    .from(productVariants)
    .innerJoin(colors, eq(colors.id, productVariants.color_id))
    .innerJoin(sizes, eq(sizes.id, productVariants.size_id))
    .where(eq(productVariants.product_id, productId))
    .orderBy(asc(productVariants.id));
}

/**
 * The variant a buyer would get first of each product: the first in stock in the shop's variant
 * order (the first variant when none is). One pass over the variants index (product_id first).
 */
export function leadVariants(db: DbOrTx, productIds: number[]) {
  return db
    .selectDistinctOn([productVariants.product_id], {
      product_id: productVariants.product_id,
      qty: productVariants.qty,
      color: colors.name_en,
      color_km: colors.name_km,
      size: sizes.size_en,
      size_km: sizes.size_km,
    })
    .from(productVariants)
    .innerJoin(colors, eq(colors.id, productVariants.color_id))
    .innerJoin(sizes, eq(sizes.id, productVariants.size_id))
    .where(inArray(productVariants.product_id, productIds))
    .orderBy(
      productVariants.product_id,
      sql`(${productVariants.qty} > 0) desc`,
      asc(productVariants.id),
    );
}

/** The public list: a review hidden by staff is out of it, as it is out of rating_sum/count. */
export function reviewsOf(
  db: DbOrTx,
  productId: number | Placeholder,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  return db
    .select({ review: productReviews, first_name: users.first_name, last_name: users.last_name })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.user_id))
    .where(and(eq(productReviews.product_id, productId), isNull(productReviews.hidden_at)))
    .orderBy(desc(productReviews.created_at), desc(productReviews.id))
    .limit(limit)
    .offset(offset);
}

export async function insertReview(db: DbOrTx, row: typeof productReviews.$inferInsert) {
  const [created] = await db.insert(productReviews).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function addRating(db: DbOrTx, productId: number, star: number): Promise<void> {
  await db
    .update(products)
    .set({
      rating_sum: sql`${products.rating_sum} + ${star}`,
      rating_count: sql`${products.rating_count} + 1`,
    })
    .where(eq(products.id, productId));
}

export function listProductCategories(db: DbOrTx) {
  return db
    .select()
    .from(productCategories)
    .orderBy(asc(productCategories.sort_order), asc(productCategories.id));
}

export function listBrands(db: DbOrTx) {
  return db.select().from(brands).orderBy(asc(brands.name));
}

const byId = sql.placeholder('id');

/**
 * The shop's public reads as prepared statements (lib/prepared-query.ts): the queries above,
 * built once per filter shape.
 */
export const publicReads = {
  cards: (db: DbOrTx, f: ProductFilter, sort: ShopSort, limit: number, offset: number) =>
    preparedRun<CardRow[]>(
      db,
      `product_cards_${sort}_${shapeOf(f)}`,
      (bind) => cardsQuery(db, f, sort, sql.placeholder('limit'), sql.placeholder('offset'), bind),
      valuesOf(f, { limit, offset, ...(f.searchPhrase ? { phrase: f.searchPhrase } : {}) }),
    ),
  range: async (db: DbOrTx, f: ProductFilter) =>
    (
      await preparedRun<{ total: number; min: number; max: number }[]>(
        db,
        `product_range_${shapeOf(f)}`,
        (bind) => rangeQuery(db, f, bind),
        valuesOf(f),
      )
    )[0]!,
  highestPrice: async (db: DbOrTx) =>
    (await preparedRun<{ max: number }[]>(db, 'product_highest', () => highestQuery(db), {}))[0]
      ?.max ?? 0,
  card: async (db: DbOrTx, id: number) =>
    (await preparedRun<CardRow[]>(db, 'product_card', () => findCardQuery(db, byId), { id }))[0] ??
    null,
  variants: (db: DbOrTx, id: number) =>
    preparedRun<Awaited<ReturnType<typeof variantsOf>>>(
      db,
      'product_variants',
      () => variantsOf(db, byId),
      { id },
    ),
  reviews: (db: DbOrTx, id: number, limit: number, offset: number) =>
    preparedRun<Awaited<ReturnType<typeof reviewsOf>>>(
      db,
      'product_reviews',
      () => reviewsOf(db, byId, sql.placeholder('limit'), sql.placeholder('offset')),
      { id, limit, offset },
    ),
};
