import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NoOrderState } from '@camtour/shared/schemas/admin-payments';
import type { DbOrTx } from '../../db/client';
import { payments, users } from '../../db/schema/index';

/** The staff member who recorded a refund (the buyer's account is `users` itself). */
const refunder = alias(users, 'refunder');

/** Paid payments that became no order: exactly the rows of payments_no_order_idx. */
const noOrder = isNotNull(payments.no_order_at);

function conditions(state: NoOrderState): SQL | undefined {
  if (state === 'open') return and(noOrder, isNull(payments.refunded_at));
  if (state === 'refunded') return and(noOrder, isNotNull(payments.refunded_at));
  return noOrder;
}

/** One payment as the list shows it, with its buyer's account and its refund's staff member. */
function selectRows(db: DbOrTx) {
  return db
    .select({
      id: payments.id,
      md5: payments.md5,
      bill_number: payments.bill_number,
      currency: payments.currency,
      amount_minor: payments.amount_minor,
      paid_at: payments.paid_at,
      no_order_at: payments.no_order_at,
      no_order_reason: payments.no_order_reason,
      bakong_hash: payments.bakong_hash,
      from_account: payments.from_account,
      // Only the order body's contact, not the whole quote the payment kept.
      order_body: sql<unknown>`${payments.request} -> 'order'`,
      user_first_name: users.first_name,
      user_last_name: users.last_name,
      user_email: users.email,
      user_phone: users.phone,
      user_lang: users.lang,
      refund_amount_minor: payments.refund_amount_minor,
      refund_reference: payments.refund_reference,
      refunded_at: payments.refunded_at,
      refunded_by: payments.refunded_by,
      staff_email: refunder.email,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.user_id))
    .leftJoin(refunder, eq(refunder.id, payments.refunded_by));
}

export type NoOrderRow = NonNullable<Awaited<ReturnType<typeof findByMd5>>>;

/** A page of them, newest first (payments_no_order_idx in its order, the state a filter on it). */
export function listQuery(db: DbOrTx, state: NoOrderState, limit: number, offset: number) {
  return selectRows(db)
    .where(conditions(state))
    .orderBy(desc(payments.no_order_at), desc(payments.id))
    .limit(limit)
    .offset(offset);
}

export function countQuery(db: DbOrTx, state: NoOrderState) {
  return db.select({ n: count() }).from(payments).where(conditions(state));
}

export async function listPage(db: DbOrTx, state: NoOrderState, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    listQuery(db, state, perPage, (page - 1) * perPage),
    countQuery(db, state),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The payment of this md5 if it is paid with no order (refunded or not); else null. */
export async function findByMd5(db: DbOrTx, md5: string) {
  const [row] = await selectRows(db)
    .where(and(eq(payments.md5, md5), noOrder))
    .limit(1);
  return row ?? null;
}

/**
 * Records the transfer back, once: of two staff members refunding the same payment at once, the
 * second finds `refunded_at` set (PostgreSQL re-reads the row after the first commits) and
 * changes nothing (false).
 */
export async function markRefunded(
  tx: DbOrTx,
  id: number,
  refund: { amountMinor: number; reference: string; staffId: number },
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({
      refund_amount_minor: refund.amountMinor,
      refund_reference: refund.reference,
      refunded_at: sql`now()`,
      refunded_by: refund.staffId,
    })
    .where(and(eq(payments.id, id), isNull(payments.refunded_at), noOrder))
    .returning({ id: payments.id });
  return rows.length === 1;
}
