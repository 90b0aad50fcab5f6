import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
} from 'drizzle-orm';
import { RIEL_PER_DOLLAR } from '@camtour/shared/constants';
import type { DbOrTx } from '../../db/client';
import {
  bookingRequests,
  colors,
  feedback,
  orders,
  payments,
  products,
  productVariants,
  sizes,
} from '../../db/schema/index';

/**
 * Orders placed in [from, to), cancelled ones left out: a range of orders_created_idx (the
 * status is a filter on the rows it reads, which are a day's or a week's).
 */
export function periodTotalsQuery(db: DbOrTx, from: Date, to: Date) {
  return db
    .select({
      orders: count(),
      revenue_cents: sql<string>`coalesce(sum(${orders.total_cents}), 0)`,
      // A KHR order counts the riel it was charged; a dollar order its total at D7's rate.
      revenue_khr: sql<string>`coalesce(sum(coalesce(${orders.total_khr}, round(${orders.total_cents} * ${RIEL_PER_DOLLAR}::numeric / 100))), 0)`,
    })
    .from(orders)
    .where(
      and(gte(orders.created_at, from), lt(orders.created_at, to), ne(orders.status, 'cancelled')),
    );
}

export async function periodTotals(db: DbOrTx, from: Date, to: Date) {
  const [row] = await periodTotalsQuery(db, from, to);
  return {
    orders: row?.orders ?? 0,
    revenue_cents: Number(row?.revenue_cents ?? 0),
    revenue_khr: Number(row?.revenue_khr ?? 0),
  };
}

export const WAITING_STATUSES = ['pending', 'processing', 'shipped'] as const;

/** How many orders are in each waiting status now (orders_status_created_idx). */
export function waitingCounts(db: DbOrTx) {
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(inArray(orders.status, [...WAITING_STATUSES]))
    .groupBy(orders.status);
}

/**
 * Published products' variants at or under `max`, lowest first: read in the order of
 * `product_variants_qty_idx` (migration 0017) and stopped at the limit.
 */
export function lowStockVariants(db: DbOrTx, max: number, limit: number) {
  return db
    .select({
      variant_id: productVariants.id,
      product_id: productVariants.product_id,
      product_name: products.name_en,
      product_name_km: products.name_km,
      color_name: colors.name_en,
      color_name_km: colors.name_km,
      size: sizes.size_en,
      size_km: sizes.size_km,
      qty: productVariants.qty,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .innerJoin(colors, eq(colors.id, productVariants.color_id))
    .innerJoin(sizes, eq(sizes.id, productVariants.size_id))
    .where(and(lte(productVariants.qty, max), eq(products.status, 'published')))
    .orderBy(asc(productVariants.qty), asc(productVariants.id))
    .limit(limit);
}

/** Unread feedback: the partial index feedback_unread_idx holds exactly these rows. */
export const unreadFeedbackQuery = (db: DbOrTx) =>
  db.select({ n: count() }).from(feedback).where(isNull(feedback.read_at));

/** Paid KHQR payments with no order that staff have not refunded yet (payments_no_order_idx). */
export const openNoOrderPaymentsQuery = (db: DbOrTx) =>
  db
    .select({ n: count() })
    .from(payments)
    .where(and(isNotNull(payments.no_order_at), isNull(payments.refunded_at)));

/** Unread booking requests: booking_requests_unread_idx holds exactly these rows. */
export const unreadBookingRequestsQuery = (db: DbOrTx) =>
  db.select({ n: count() }).from(bookingRequests).where(isNull(bookingRequests.read_at));
