import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  brands,
  cartItems,
  carts,
  colors,
  productCategories,
  products,
  productVariants,
  sizes,
} from '../../db/schema/index';

export type Owner = { userId: number } | { anonHash: string };

const ownerWhere = (o: Owner) =>
  'userId' in o ? eq(carts.user_id, o.userId) : eq(carts.anon_token_hash, o.anonHash);

export async function findCartId(db: DbOrTx, owner: Owner): Promise<number | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerWhere(owner)).limit(1);
  return row?.id ?? null;
}

/** Creates the owner's cart unless it exists; safe when two requests race to create it. */
export async function ensureCartId(db: DbOrTx, owner: Owner): Promise<number> {
  const existing = await findCartId(db, owner);
  if (existing) return existing;
  await db
    .insert(carts)
    .values('userId' in owner ? { user_id: owner.userId } : { anon_token_hash: owner.anonHash })
    .onConflictDoNothing();
  return (await findCartId(db, owner))!;
}

export async function deleteCart(db: DbOrTx, cartId: number): Promise<void> {
  await db.delete(carts).where(eq(carts.id, cartId));
}

export async function findVariant(
  db: DbOrTx,
  productId: number,
  pick: { variantId?: number; colorId?: number; sizeId?: number },
) {
  const where = pick.variantId
    ? and(eq(productVariants.id, pick.variantId), eq(productVariants.product_id, productId))
    : and(
        eq(productVariants.product_id, productId),
        eq(productVariants.color_id, pick.colorId!),
        eq(productVariants.size_id, pick.sizeId!),
      );
  const [row] = await db
    .select({ variant: productVariants, status: products.status })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(where)
    .limit(1);
  return row ?? null;
}

export async function productStatus(db: DbOrTx, productId: number): Promise<string | null> {
  const [row] = await db
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row?.status ?? null;
}

/**
 * Adds to a line in one statement: a new line is inserted, an existing one
 * grows by `qty`, and the growth happens only while the sum stays within the
 * variant's stock. Two tabs adding at once end with one line and the sum.
 * Returns null when the sum would exceed the stock.
 */
export async function addToLine(
  db: DbOrTx,
  line: {
    cartId: number;
    productId: number;
    variantId: number;
    colorId: number;
    sizeId: number;
    qty: number;
  },
): Promise<{ id: number; qty: number } | null> {
  const rows = await db
    .insert(cartItems)
    .values({
      cart_id: line.cartId,
      product_id: line.productId,
      variant_id: line.variantId,
      color_id: line.colorId,
      size_id: line.sizeId,
      qty: line.qty,
    })
    .onConflictDoUpdate({
      target: [cartItems.cart_id, cartItems.product_id, cartItems.color_id, cartItems.size_id],
      set: {
        qty: sql`${cartItems.qty} + excluded.qty`,
        variant_id: sql`excluded.variant_id`,
        updated_at: sql`now()`,
      },
      setWhere: sql`${cartItems.qty} + excluded.qty <= (select v.qty from ${productVariants} v where v.id = excluded.variant_id)`,
    })
    .returning({ id: cartItems.id, qty: cartItems.qty });
  return rows[0] ?? null;
}

export async function lineQty(
  db: DbOrTx,
  cartId: number,
  productId: number,
  colorId: number,
  sizeId: number,
): Promise<number> {
  const [row] = await db
    .select({ qty: cartItems.qty })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cart_id, cartId),
        eq(cartItems.product_id, productId),
        eq(cartItems.color_id, colorId),
        eq(cartItems.size_id, sizeId),
      ),
    )
    .limit(1);
  return row?.qty ?? 0;
}

/** A line of this cart with its variant's stock; lines of other carts are invisible. */
export async function findLine(db: DbOrTx, cartId: number, itemId: number) {
  const [row] = await db
    .select({ item: cartItems, stock: productVariants.qty, status: products.status })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.product_id))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variant_id))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cart_id, cartId)))
    .limit(1);
  return row ?? null;
}

export async function setLineQty(
  db: DbOrTx,
  cartId: number,
  itemId: number,
  qty: number,
): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({ qty, updated_at: sql`now()` })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cart_id, cartId)))
    .returning({ id: cartItems.id });
  return rows.length === 1;
}

export async function deleteLine(db: DbOrTx, cartId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cart_id, cartId)))
    .returning({ id: cartItems.id });
  return rows.length === 1;
}

export async function clearLines(db: DbOrTx, cartId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cart_id, cartId));
}

export async function countUnits(db: DbOrTx, cartId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.qty}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cart_id, cartId));
  return row?.n ?? 0;
}

export function linesOf(db: DbOrTx, cartId: number) {
  return db
    .select({
      item: cartItems,
      product: products,
      variant: productVariants,
      color: colors,
      size: sizes,
      brand: brands,
      category: productCategories,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.product_id))
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variant_id))
    .leftJoin(colors, eq(colors.id, cartItems.color_id))
    .leftJoin(sizes, eq(sizes.id, cartItems.size_id))
    .where(eq(cartItems.cart_id, cartId))
    .orderBy(asc(cartItems.created_at), asc(cartItems.id));
}

export type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** Moves a line into another cart, adding to a matching line there, capped by stock (at least 1). */
export async function mergeLine(
  db: DbOrTx,
  targetCartId: number,
  line: LineRow['item'],
  stock: number | null,
): Promise<void> {
  const cap =
    stock === null
      ? sql`${cartItems.qty} + excluded.qty`
      : sql`greatest(1, least(${cartItems.qty} + excluded.qty, ${stock}))`;
  await db
    .insert(cartItems)
    .values({
      cart_id: targetCartId,
      product_id: line.product_id,
      variant_id: line.variant_id,
      color_id: line.color_id,
      size_id: line.size_id,
      qty: stock === null ? line.qty : Math.max(1, Math.min(line.qty, stock)),
    })
    .onConflictDoUpdate({
      target: [cartItems.cart_id, cartItems.product_id, cartItems.color_id, cartItems.size_id],
      set: { qty: cap, updated_at: sql`now()` },
    });
}

/** Takes the lines of these variants out of a cart (they were just ordered). */
export async function removeVariants(
  db: DbOrTx,
  cartId: number,
  variantIds: number[],
): Promise<void> {
  if (variantIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.cart_id, cartId), inArray(cartItems.variant_id, variantIds)));
}
