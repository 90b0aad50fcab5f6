import { LOW_STOCK_MAX } from '@camtour/shared/domain/catalog';
import { and, asc, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  brands,
  colors,
  orderItems,
  productCategories,
  products,
  productVariants,
  sizes,
  stockMovements,
  users,
} from '../../db/schema/index';
import { searchCondition } from '../../lib/search-sql';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

export interface AdminProductFilter {
  searchWords?: string[] | undefined;
  searchPhrase?: string | undefined;
  status?: string | undefined;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  lowStock?: boolean | undefined;
}

/** Stock over all variants, how many, how many low: one pass over the product's variants. */
const stockOf = {
  total_stock: sql<number>`(select coalesce(sum(v.qty), 0)::int from ${productVariants} v where v.product_id = ${products.id})`,
  variant_count: sql<number>`(select count(*)::int from ${productVariants} v where v.product_id = ${products.id})`,
  low_stock_variants: sql<number>`(select count(*)::int from ${productVariants} v where v.product_id = ${products.id} and v.qty <= ${LOW_STOCK_MAX})`,
};

function conditions(f: AdminProductFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.status) where.push(eq(products.status, f.status));
  if (f.categoryId !== undefined) where.push(eq(products.category_id, f.categoryId));
  if (f.brandId !== undefined) where.push(eq(products.brand_id, f.brandId));
  if (f.lowStock)
    where.push(
      exists(
        sql`(select 1 from ${productVariants} v where v.product_id = ${products.id} and v.qty <= ${LOW_STOCK_MAX})`,
      ),
    );
  if (f.searchWords?.length && f.searchPhrase)
    where.push(searchCondition(products.search_text, f.searchWords, f.searchPhrase));
  return where.length ? and(...where) : undefined;
}

/** Best match first when searching, else newest first (products_status_created_idx). */
export function listProducts(db: DbOrTx, f: AdminProductFilter, limit: number, offset: number) {
  const relevance = f.searchPhrase
    ? [sql`word_similarity(${f.searchPhrase}, ${products.search_text}) desc`]
    : [];
  return db
    .select({ product: products, brand: brands, category: productCategories, ...stockOf })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .where(conditions(f))
    .orderBy(...relevance, desc(products.created_at), desc(products.id))
    .limit(limit)
    .offset(offset);
}

export const countProductsQuery = (db: DbOrTx, f: AdminProductFilter) =>
  db.select({ total: count() }).from(products).where(conditions(f));

export async function countProducts(db: DbOrTx, f: AdminProductFilter): Promise<number> {
  const [row] = await countProductsQuery(db, f);
  return row?.total ?? 0;
}

export async function findProduct(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ product: products, brand: brands, category: productCategories })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .where(eq(products.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the product row for the rest of the transaction: publishing, removing a photo or the
 * last variant, and appending a photo each check a count and change it, so they queue here.
 */
export async function lockProduct(tx: DbOrTx, id: number): Promise<ProductRow | null> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row ?? null;
}

export function variantsOf(db: DbOrTx, productId: number) {
  return db
    .select({
      variant: productVariants,
      color: colors,
      size: sizes,
      in_orders: sql<boolean>`exists (select 1 from ${orderItems} oi where oi.variant_id = ${productVariants.id})`,
    })
    .from(productVariants)
    .innerJoin(colors, eq(colors.id, productVariants.color_id))
    .innerJoin(sizes, eq(sizes.id, productVariants.size_id))
    .where(eq(productVariants.product_id, productId))
    .orderBy(asc(sizes.sort_order), asc(colors.id), asc(productVariants.id));
}

export async function findVariant(db: DbOrTx, id: number): Promise<VariantRow | null> {
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, id)).limit(1);
  return row ?? null;
}

export async function countVariants(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productVariants)
    .where(eq(productVariants.product_id, productId));
  return row?.n ?? 0;
}

export async function variantInOrders(db: DbOrTx, variantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.variant_id, variantId))
    .limit(1);
  return row !== undefined;
}

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(productCategories).where(eq(productCategories.id, id));
  return row ?? null;
}

export async function findBrand(db: DbOrTx, id: number) {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  return row ?? null;
}

export async function findColorsAndSizes(db: DbOrTx, colorId: number, sizeId: number) {
  const [color] = await db.select({ id: colors.id }).from(colors).where(eq(colors.id, colorId));
  const [size] = await db.select({ id: sizes.id }).from(sizes).where(eq(sizes.id, sizeId));
  return { color: color ?? null, size: size ?? null };
}

/** Inserts a product; null when the code is taken (products_code_uq). */
export async function insertProduct(db: DbOrTx, row: typeof products.$inferInsert) {
  const [created] = await db.insert(products).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function codeTaken(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, code))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function updateProduct(
  db: DbOrTx,
  id: number,
  set: Partial<typeof products.$inferInsert>,
): Promise<ProductRow | null> {
  const [row] = await db
    .update(products)
    .set({ ...set, updated_at: sql`now()` })
    .where(eq(products.id, id))
    .returning();
  return row ?? null;
}

/** Says who and why for the stock ledger trigger, for the rest of this transaction. */
export async function labelStockChange(
  tx: DbOrTx,
  reason: 'initial' | 'adjustment',
  note: string,
  actorId: number,
) {
  await tx.execute(
    sql`select set_config('camtour.stock_reason', ${reason}, true), set_config('camtour.stock_note', ${note}, true), set_config('camtour.actor_id', ${String(actorId)}, true)`,
  );
}

/** Inserts a variant; null when the product already has this colour and size. */
export async function insertVariant(db: DbOrTx, row: typeof productVariants.$inferInsert) {
  const [created] = await db.insert(productVariants).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** Changes colour, size and price (never qty); null when the new colour and size are taken. */
export async function updateVariant(
  db: DbOrTx,
  id: number,
  set: { color_id: number; size_id: number; price_cents: number | null },
): Promise<VariantRow | null | 'taken'> {
  const clash = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        eq(
          productVariants.product_id,
          sql`(select product_id from ${productVariants} where id = ${id})`,
        ),
        eq(productVariants.color_id, set.color_id),
        eq(productVariants.size_id, set.size_id),
        sql`${productVariants.id} <> ${id}`,
      ),
    )
    .limit(1);
  if (clash.length) return 'taken';
  const [row] = await db
    .update(productVariants)
    .set(set)
    .where(eq(productVariants.id, id))
    .returning();
  return row ?? null;
}

export async function deleteVariant(db: DbOrTx, id: number) {
  const [row] = await db.delete(productVariants).where(eq(productVariants.id, id)).returning();
  return row ?? null;
}

/**
 * The one statement a staff adjustment is: it cannot take stock below zero, however many run
 * at once (each waits for the row, then re-checks). Null when it would go below zero.
 */
export async function adjustStock(
  db: DbOrTx,
  id: number,
  delta: number,
): Promise<{ qty: number; before: number } | null> {
  const [row] = await db
    .update(productVariants)
    .set({ qty: sql`${productVariants.qty} + ${delta}` })
    .where(and(eq(productVariants.id, id), sql`${productVariants.qty} + ${delta} >= 0`))
    .returning({ qty: productVariants.qty });
  return row ? { qty: row.qty, before: row.qty - delta } : null;
}

export async function touchProduct(db: DbOrTx, id: number) {
  await db
    .update(products)
    .set({ updated_at: sql`now()` })
    .where(eq(products.id, id));
}

function movementConditions(productId: number, variantId?: number): SQL {
  return variantId === undefined
    ? eq(stockMovements.product_id, productId)
    : and(eq(stockMovements.product_id, productId), eq(stockMovements.variant_id, variantId))!;
}

/** Newest first (stock_movements_product_idx, or _variant_idx with a variant). */
export function listMovements(
  db: DbOrTx,
  productId: number,
  variantId: number | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select({
      movement: stockMovements,
      color_en: colors.name_en,
      color_km: colors.name_km,
      size_en: sizes.size_en,
      size_km: sizes.size_km,
      actor_email: users.email,
    })
    .from(stockMovements)
    .innerJoin(productVariants, eq(productVariants.id, stockMovements.variant_id))
    .innerJoin(colors, eq(colors.id, productVariants.color_id))
    .innerJoin(sizes, eq(sizes.id, productVariants.size_id))
    .leftJoin(users, eq(users.id, stockMovements.actor_id))
    .where(movementConditions(productId, variantId))
    .orderBy(
      sql`${stockMovements.created_at} desc nulls last`,
      sql`${stockMovements.id} desc nulls last`,
    )
    .limit(limit)
    .offset(offset);
}

export async function countMovements(db: DbOrTx, productId: number, variantId?: number) {
  const [row] = await db
    .select({ total: count() })
    .from(stockMovements)
    .where(movementConditions(productId, variantId));
  return row?.total ?? 0;
}

export const listCategories = (db: DbOrTx) =>
  db
    .select()
    .from(productCategories)
    .orderBy(asc(productCategories.sort_order), asc(productCategories.id));
export const listBrands = (db: DbOrTx) => db.select().from(brands).orderBy(asc(brands.name));
export const listColors = (db: DbOrTx) => db.select().from(colors).orderBy(asc(colors.id));
export const listSizes = (db: DbOrTx) =>
  db.select().from(sizes).orderBy(asc(sizes.sort_order), asc(sizes.id));
