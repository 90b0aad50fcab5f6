import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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
};

function conditions(f: ProductFilter): SQL[] {
  const where: SQL[] = [eq(products.status, 'published')];
  if (f.categoryIds?.length) where.push(inArray(products.category_id, f.categoryIds));
  if (f.categorySlug) where.push(eq(productCategories.slug, f.categorySlug));
  if (f.brandIds?.length) where.push(inArray(products.brand_id, f.brandIds));
  if (f.minCents !== undefined) where.push(gte(products.price_cents, f.minCents));
  if (f.maxCents !== undefined) where.push(lte(products.price_cents, f.maxCents));
  if (f.excludeId !== undefined) where.push(ne(products.id, f.excludeId));
  if (f.searchWords?.length && f.searchPhrase) {
    where.push(searchCondition(products.search_text, f.searchWords, f.searchPhrase));
  }
  return where;
}

function ordering(sort: ShopSort, f: ProductFilter): SQL[] {
  const relevance = f.searchPhrase
    ? [sql`word_similarity(${f.searchPhrase}, ${products.search_text}) desc`]
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

export async function listCards(
  db: DbOrTx,
  f: ProductFilter,
  sort: ShopSort,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .where(and(...conditions(f)))
    .orderBy(...ordering(sort, f))
    .limit(limit)
    .offset(offset);
}

export async function countAndRange(db: DbOrTx, f: ProductFilter) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      min: sql<number>`coalesce(min(${products.price_cents}), 0)::int`,
      max: sql<number>`coalesce(max(${products.price_cents}), 0)::int`,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .where(and(...conditions(f)));
  return row!;
}

/** The highest published price, for the slider whatever the filters. */
export async function highestPrice(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${products.price_cents}), 0)::int` })
    .from(products)
    .where(eq(products.status, 'published'));
  return row?.max ?? 0;
}

export async function findCard(db: DbOrTx, id: number): Promise<CardRow | null> {
  const [row] = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .where(and(eq(products.id, id), eq(products.status, 'published')))
    .limit(1);
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

export function variantsOf(db: DbOrTx, productId: number) {
  return db
    .select({ variant: productVariants, color: colors, size: sizes })
    .from(productVariants)
    .innerJoin(colors, eq(colors.id, productVariants.color_id))
    .innerJoin(sizes, eq(sizes.id, productVariants.size_id))
    .where(eq(productVariants.product_id, productId))
    .orderBy(asc(productVariants.id));
}

/** The public list: a review hidden by staff is out of it, as it is out of rating_sum/count. */
export function reviewsOf(db: DbOrTx, productId: number, limit: number, offset: number) {
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
