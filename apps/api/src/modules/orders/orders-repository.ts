import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '@camtour/shared/domain/orders';
import { promoCustomerKey } from '@camtour/shared/domain/promo';
import type { DbOrTx } from '../../db/client';
import {
  colors,
  orderAccessTokens,
  orderEvents,
  orderItems,
  orders,
  products,
  productVariants,
  promoCodes,
  promoRedemptions,
  sizes,
} from '../../db/schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;

/** Each variant with its product, colour and size: what a line costs and what is left. */
export function variantsForPricing(db: DbOrTx, variantIds: number[]) {
  return db
    .select({
      variant: productVariants,
      product: {
        id: products.id,
        name_en: products.name_en,
        name_km: products.name_km,
        price_cents: products.price_cents,
        status: products.status,
      },
      color: { slug: colors.slug, name_en: colors.name_en, name_km: colors.name_km },
      size: { size_en: sizes.size_en, size_km: sizes.size_km },
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .innerJoin(colors, eq(colors.id, productVariants.color_id))
    .innerJoin(sizes, eq(sizes.id, productVariants.size_id))
    .where(inArray(productVariants.id, variantIds));
}
export type PricingRow = Awaited<ReturnType<typeof variantsForPricing>>[number];

/** The code's row; `lock` holds it until the transaction ends so a last use is taken once. */
export async function findPromo(db: DbOrTx, code: string, lock = false) {
  const query = db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * A customer's uses of a code. `customer` is an e-mail or its `promoCustomerKey`: the key is
 * taken here (it is idempotent), so every caller counts and stores the same canonical key.
 */
export function customerPromoUsesQuery(db: DbOrTx, promoId: number, customer: string) {
  return db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.promo_code_id, promoId),
        eq(promoRedemptions.customer_key, promoCustomerKey(customer)),
      ),
    );
}

export async function customerPromoUses(
  db: DbOrTx,
  promoId: number,
  customer: string,
): Promise<number> {
  const [row] = await customerPromoUsesQuery(db, promoId, customer);
  return row?.n ?? 0;
}

/** Records the order's use of the code under the customer's canonical key (see above). */
export async function redeemPromo(
  tx: DbOrTx,
  promoId: number,
  orderId: number,
  customer: string,
): Promise<void> {
  await tx.insert(promoRedemptions).values({
    promo_code_id: promoId,
    order_id: orderId,
    customer_key: promoCustomerKey(customer),
  });
  await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(eq(promoCodes.id, promoId));
}

/** A cancelled order gives its use of the code back. */
export async function releasePromo(tx: DbOrTx, orderId: number): Promise<void> {
  const released = await tx
    .delete(promoRedemptions)
    .where(eq(promoRedemptions.order_id, orderId))
    .returning({ promoId: promoRedemptions.promo_code_id });
  for (const r of released) {
    await tx
      .update(promoCodes)
      .set({ uses: sql`greatest(0, ${promoCodes.uses} - 1)` })
      .where(eq(promoCodes.id, r.promoId));
  }
}

/**
 * Inserts the order unless its Idempotency-Key was used already in this
 * scope: then null. A concurrent request with the same key waits on the
 * unique index until the first commits or rolls back.
 */
export async function insertOrder(tx: DbOrTx, values: NewOrder): Promise<number | null> {
  const rows = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.idempotency_scope, orders.idempotency_key] })
    .returning({ id: orders.id });
  return rows[0]?.id ?? null;
}

export async function findByIdempotencyKey(db: DbOrTx, scope: string, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.idempotency_scope, scope), eq(orders.idempotency_key, key)))
    .limit(1);
  return row ?? null;
}

/**
 * Moves stock by per-variant deltas: a positive one gives units back, a
 * negative one takes them in one conditional statement (the row lock and the
 * `qty >= n` test are the same step, so concurrent buyers can never take more
 * than there is). Variants go in id order so that every path that touches
 * stock locks them in one order and none can deadlock. Returns the variants
 * that were short.
 */
export async function applyStockDeltas(
  tx: DbOrTx,
  deltas: ReadonlyMap<number, number>,
): Promise<number[]> {
  const short: number[] = [];
  for (const variantId of [...deltas.keys()].sort((a, b) => a - b)) {
    const delta = deltas.get(variantId)!;
    if (delta > 0) {
      await tx
        .update(productVariants)
        .set({ qty: sql`${productVariants.qty} + ${delta}` })
        .where(eq(productVariants.id, variantId));
    } else if (delta < 0) {
      const taken = await tx
        .update(productVariants)
        .set({ qty: sql`${productVariants.qty} - ${-delta}` })
        .where(and(eq(productVariants.id, variantId), sql`${productVariants.qty} >= ${-delta}`))
        .returning({ id: productVariants.id });
      if (taken.length === 0) short.push(variantId);
    }
  }
  return short;
}

/** Sums holds (+) and wanted lines (−) per variant. */
export function stockDeltas(
  give: readonly { variant_id: number; qty: number }[],
  take: readonly { variant_id: number; qty: number }[],
): Map<number, number> {
  const deltas = new Map<number, number>();
  for (const h of give) deltas.set(h.variant_id, (deltas.get(h.variant_id) ?? 0) + h.qty);
  for (const l of take) deltas.set(l.variant_id, (deltas.get(l.variant_id) ?? 0) - l.qty);
  return deltas;
}

/**
 * Adds to (or, negative, takes from) the products' sold counts, in product
 * order after every variant is locked, so orders and cancels touching the
 * same products always lock in one order and cannot deadlock.
 */
export async function addSold(
  tx: DbOrTx,
  lines: readonly { productId: number | null; qty: number }[],
): Promise<void> {
  const byProduct = new Map<number, number>();
  for (const l of lines)
    if (l.productId !== null) byProduct.set(l.productId, (byProduct.get(l.productId) ?? 0) + l.qty);
  for (const [productId, qty] of [...byProduct].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(products)
      .set({ sold: sql`greatest(0, ${products.sold} + ${qty})` })
      .where(eq(products.id, productId));
  }
}

export async function stockOf(db: DbOrTx, variantIds: number[]): Promise<Map<number, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, qty: productVariants.qty })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds));
  return new Map(rows.map((r) => [r.id, r.qty]));
}

/** Puts a cancelled order's units back on the variants that still exist, in variant order. */
export async function restock(tx: DbOrTx, orderId: number): Promise<void> {
  const lines = await tx
    .select({
      variantId: orderItems.variant_id,
      productId: orderItems.product_id,
      qty: orderItems.qty,
    })
    .from(orderItems)
    .where(eq(orderItems.order_id, orderId))
    .orderBy(asc(orderItems.variant_id));
  for (const line of lines) {
    if (line.variantId === null) continue;
    await tx
      .update(productVariants)
      .set({ qty: sql`${productVariants.qty} + ${line.qty}` })
      .where(eq(productVariants.id, line.variantId));
  }
  await addSold(
    tx,
    lines.map((l) => ({ productId: l.productId, qty: -l.qty })),
  );
}

export async function insertItems(tx: DbOrTx, items: NewOrderItem[]): Promise<void> {
  if (items.length > 0) await tx.insert(orderItems).values(items);
}

export async function insertAccessToken(tx: DbOrTx, orderId: number, tokenHash: string) {
  await tx.insert(orderAccessTokens).values({ order_id: orderId, token_hash: tokenHash });
}

export async function tokenOpens(db: DbOrTx, orderId: number, tokenHash: string) {
  const [row] = await db
    .select({ id: orderAccessTokens.id })
    .from(orderAccessTokens)
    .where(
      and(eq(orderAccessTokens.order_id, orderId), eq(orderAccessTokens.token_hash, tokenHash)),
    )
    .limit(1);
  return row !== undefined;
}

export async function recordEvent(
  tx: DbOrTx,
  event: { orderId: number; from: OrderStatus | null; to: OrderStatus; actor: string },
) {
  await tx.insert(orderEvents).values({
    order_id: event.orderId,
    from_status: event.from,
    to_status: event.to,
    actor: event.actor,
  });
}

export async function findOrder(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

export async function findOrderByNo(db: DbOrTx, orderNo: string) {
  const [row] = await db.select().from(orders).where(eq(orders.order_no, orderNo)).limit(1);
  return row ?? null;
}

export function itemsQuery(db: DbOrTx, orderIds: number[]) {
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.order_id, orderIds))
    .orderBy(asc(orderItems.id));
}

export async function itemsOf(db: DbOrTx, orderIds: number[]): Promise<OrderItemRow[]> {
  return orderIds.length === 0 ? [] : itemsQuery(db, orderIds);
}

/** Cancels only a pending order, in one statement: two cancels at once restock once. */
export async function cancelIfPending(tx: DbOrTx, orderId: number) {
  const [row] = await tx
    .update(orders)
    .set({
      status: 'cancelled',
      cancelled_at: sql`now()`,
      updated_at: sql`now()`,
      payment_status: sql`case when ${orders.payment_status} = 'completed' then 'refund_due' else ${orders.payment_status} end`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  return row ?? null;
}

function userWhere(userId: number, statuses: readonly OrderStatus[] | null) {
  return statuses
    ? and(eq(orders.user_id, userId), inArray(orders.status, [...statuses]))
    : eq(orders.user_id, userId);
}

/** A page of an account's orders, newest first (index orders_user_created_idx). */
export function userPageQuery(
  db: DbOrTx,
  userId: number,
  statuses: readonly OrderStatus[] | null,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(orders)
    .where(userWhere(userId, statuses))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

export function userCountQuery(
  db: DbOrTx,
  userId: number,
  statuses: readonly OrderStatus[] | null,
) {
  return db.select({ n: count() }).from(orders).where(userWhere(userId, statuses));
}

export async function pageForUser(
  db: DbOrTx,
  userId: number,
  statuses: readonly OrderStatus[] | null,
  page: number,
  perPage: number,
) {
  const [rows, [total]] = await Promise.all([
    userPageQuery(db, userId, statuses, perPage, (page - 1) * perPage),
    userCountQuery(db, userId, statuses),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Orders per status and what was spent (cancelled orders excluded) for the page's summary. */
export function summaryForUser(db: DbOrTx, userId: number) {
  return db
    .select({
      status: orders.status,
      n: count(),
      cents: sql<number>`coalesce(sum(${orders.total_cents}), 0)::int`,
    })
    .from(orders)
    .where(eq(orders.user_id, userId))
    .groupBy(orders.status);
}

/**
 * A KHQR payment made with an order body reserves its use of the code when
 * the QR is made (the caller holds the code's row lock): the use counts at
 * once, so a second checkout cannot take a last use the payment may still pay for.
 */
export async function reservePromo(
  tx: DbOrTx,
  promoId: number,
  paymentId: number,
  customerKey: string,
): Promise<void> {
  await tx
    .insert(promoRedemptions)
    .values({ promo_code_id: promoId, payment_id: paymentId, customer_key: customerKey });
  await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(eq(promoCodes.id, promoId));
}

/** Payments that end with no order give their reserved uses back. */
export async function releaseReservedPromos(tx: DbOrTx, paymentIds: number[]): Promise<void> {
  if (paymentIds.length === 0) return;
  const released = await tx
    .delete(promoRedemptions)
    .where(and(inArray(promoRedemptions.payment_id, paymentIds), isNull(promoRedemptions.order_id)))
    .returning({ promoId: promoRedemptions.promo_code_id });
  for (const r of released) {
    await tx
      .update(promoCodes)
      .set({ uses: sql`greatest(0, ${promoCodes.uses} - 1)` })
      .where(eq(promoCodes.id, r.promoId));
  }
}

/** The payment's reserved use becomes its order's; false when it held none. */
export async function attachReservedPromo(
  tx: DbOrTx,
  paymentId: number,
  orderId: number,
): Promise<boolean> {
  const rows = await tx
    .update(promoRedemptions)
    .set({ order_id: orderId })
    .where(and(eq(promoRedemptions.payment_id, paymentId), isNull(promoRedemptions.order_id)))
    .returning({ id: promoRedemptions.id });
  return rows.length > 0;
}

/**
 * At sign-in a visitor's order attempts follow their cart into the account, so
 * a retry of the same attempt after signing in answers the order it made. A key
 * the account already used keeps its own order.
 */
export async function adoptIdempotencyScope(
  db: DbOrTx,
  fromScope: string,
  toScope: string,
): Promise<void> {
  await db.execute(sql`
    update orders set idempotency_scope = ${toScope}
    where idempotency_scope = ${fromScope}
      and not exists (
        select 1 from orders mine
        where mine.idempotency_scope = ${toScope} and mine.idempotency_key = orders.idempotency_key
      )`);
}
