import { and, asc, count, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@camtour/shared/domain/orders';
import type { AdminOrdersQueryParsed } from '@camtour/shared/schemas/admin';
import type { DbOrTx } from '../../db/client';
import { orderEvents, orderItems, orders, payments } from '../../db/schema/index';

export type AdminOrdersFilter = Omit<AdminOrdersQueryParsed, 'page'>;

/** `%`, `_` and `\` typed by staff are searched for as themselves. */
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a search looks for in `search_text`: lower case, and a phone number typed with spaces,
 * dashes or brackets as its bare digits (the column holds the phone both ways).
 */
export function searchTerm(search: string): string {
  const term = search.trim().toLowerCase();
  return /^[\d\s()+-]+$/.test(term) && /\d/.test(term) ? term.replace(/\D/g, '') : term;
}

function conditions(f: AdminOrdersFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.status) where.push(eq(orders.status, f.status));
  if (f.payment_status) where.push(eq(orders.payment_status, f.payment_status));
  if (f.payment_method) where.push(eq(orders.payment_method, f.payment_method));
  if (f.delivery_type) where.push(eq(orders.delivery_type, f.delivery_type));
  if (f.from) where.push(gte(orders.created_at, f.from));
  if (f.to) where.push(lt(orders.created_at, f.to));
  // Any part of number, name, e-mail or phone: orders_search_trgm_idx serves it (3+ characters).
  if (f.search) where.push(like(orders.search_text, `%${escapeLike(searchTerm(f.search))}%`));
  return where.length > 0 ? and(...where) : undefined;
}

/** A page of orders, newest first (orders_created_idx, or the filter's own index). */
export function listQuery(db: DbOrTx, f: AdminOrdersFilter, limit: number, offset: number) {
  return db
    .select({
      id: orders.id,
      order_no: orders.order_no,
      status: orders.status,
      payment_status: orders.payment_status,
      payment_method: orders.payment_method,
      delivery_type: orders.delivery_type,
      currency: orders.currency,
      total_cents: orders.total_cents,
      total_khr: orders.total_khr,
      first_name: orders.first_name,
      last_name: orders.last_name,
      email: orders.email,
      phone: orders.phone,
      created_at: orders.created_at,
      // Units, not lines: what a packer picks (order_items_order_idx).
      // Spelled out: drizzle leaves columns unqualified in a select list, and a bare "id" here
      // would be order_items.id.
      item_count: sql<number>`(select coalesce(sum(oi.qty), 0)::int from ${orderItems} oi where oi.order_id = ${orders}.id)`,
    })
    .from(orders)
    .where(conditions(f))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

export function countQuery(db: DbOrTx, f: AdminOrdersFilter) {
  return db.select({ n: count() }).from(orders).where(conditions(f));
}

export async function listPage(db: DbOrTx, f: AdminOrdersFilter, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    listQuery(db, f, perPage, (page - 1) * perPage),
    countQuery(db, f),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function eventsOf(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.order_id, orderId))
    .orderBy(asc(orderEvents.created_at), asc(orderEvents.id));
}

export async function khqrPaymentOf(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.order_id, orderId)).limit(1);
  return row ?? null;
}

/**
 * Moves the order from `from` to `to` in one statement: of two staff members moving it at once,
 * the second finds it no longer in `from` and changes nothing (null). A cancellation also stamps
 * the time and, as the customer's cancel does, turns a paid payment into a refund owed.
 */
export async function transitionIf(
  tx: DbOrTx,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
) {
  const cancel =
    to === 'cancelled'
      ? {
          cancelled_at: sql`now()`,
          payment_status: sql`case when ${orders.payment_status} = 'completed' then 'refund_due' else ${orders.payment_status} end`,
        }
      : {};
  // Cash on delivery is paid into the courier's hand: delivered means the cash is in (decision 023).
  const cashIn =
    to === 'delivered'
      ? {
          payment_status: sql`case when ${orders.payment_method} = 'cash_on_delivery' and ${orders.payment_status} = 'pending' then 'completed' else ${orders.payment_status} end`,
        }
      : {};
  const [row] = await tx
    .update(orders)
    .set({ status: to, updated_at: sql`now()`, ...cancel, ...cashIn })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning();
  return row ?? null;
}

/** Marks a refund owed as paid back, once: only a cancelled order whose payment is refund_due. */
export async function markRefunded(tx: DbOrTx, orderId: number, reference: string) {
  const [row] = await tx
    .update(orders)
    .set({
      payment_status: 'refunded',
      refund_reference: reference,
      refunded_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'cancelled'),
        eq(orders.payment_status, 'refund_due'),
      ),
    )
    .returning();
  return row ?? null;
}
