import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WishlistItemType } from '@camtour/shared/domain/wishlist';
import type { DbOrTx } from '../../db/client';
import {
  brands,
  locationCategories,
  locations,
  productCategories,
  products,
  provinces,
  wishlistItems,
} from '../../db/schema/index';

export type EntryRow = typeof wishlistItems.$inferSelect;

const itemColumn = (type: WishlistItemType) =>
  type === 'product' ? wishlistItems.product_id : wishlistItems.location_id;

/** One account's changes run one at a time, so "at most N items" is one atomic check. */
export async function lockUser(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`wishlist\u0001${userId}`}, 0))`,
  );
}

export async function countFor(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(wishlistItems)
    .where(eq(wishlistItems.user_id, userId));
  return row?.n ?? 0;
}

/** Whether the place exists, or the product is on sale (a draft cannot be a favorite). */
export async function itemExists(db: DbOrTx, type: WishlistItemType, id: number): Promise<boolean> {
  const rows =
    type === 'product'
      ? await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, id), eq(products.status, 'published')))
          .limit(1)
      : await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id)).limit(1);
  return rows.length === 1;
}

/** The new entry, or null when the account already has this item (the unique index decides). */
export async function insertEntry(
  tx: DbOrTx,
  userId: number,
  type: WishlistItemType,
  id: number,
): Promise<EntryRow | null> {
  const [row] = await tx
    .insert(wishlistItems)
    .values({
      user_id: userId,
      item_type: type,
      location_id: type === 'location' ? id : null,
      product_id: type === 'product' ? id : null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export const findEntryQuery = (db: DbOrTx, userId: number, type: WishlistItemType, id: number) =>
  db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.user_id, userId), eq(itemColumn(type), id)))
    .limit(1);

export async function removeItem(
  db: DbOrTx,
  userId: number,
  type: WishlistItemType,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.user_id, userId), eq(itemColumn(type), id)))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

export async function removeEntry(db: DbOrTx, userId: number, entryId: number): Promise<boolean> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.user_id, userId), eq(wishlistItems.id, entryId)))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

export async function clear(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .delete(wishlistItems)
    .where(eq(wishlistItems.user_id, userId))
    .returning({ id: wishlistItems.id });
  return rows.length;
}

const productCategory = alias(productCategories, 'wish_product_category');

function cards(db: DbOrTx) {
  return db
    .select({
      entry: wishlistItems,
      location: locations,
      location_category: locationCategories,
      province: provinces,
      product: products,
      product_category: productCategory,
      brand: brands,
    })
    .from(wishlistItems)
    .leftJoin(locations, eq(locations.id, wishlistItems.location_id))
    .leftJoin(locationCategories, eq(locationCategories.id, locations.category_id))
    .leftJoin(provinces, eq(provinces.id, locations.province_id))
    .leftJoin(products, eq(products.id, wishlistItems.product_id))
    .leftJoin(productCategory, eq(productCategory.id, products.category_id))
    .leftJoin(brands, eq(brands.id, products.brand_id));
}

/** One account's favorites with what their cards show, newest first (wishlist_user_created_idx). */
export const listQuery = (db: DbOrTx, userId: number, limit: number) =>
  cards(db)
    .where(eq(wishlistItems.user_id, userId))
    .orderBy(desc(wishlistItems.created_at), desc(wishlistItems.id))
    .limit(limit);

/** One entry of one account, as a card. */
export const entryQuery = (db: DbOrTx, userId: number, entryId: number) =>
  cards(db)
    .where(and(eq(wishlistItems.user_id, userId), eq(wishlistItems.id, entryId)))
    .limit(1);

export type ListRow = Awaited<ReturnType<typeof listQuery>>[number];
