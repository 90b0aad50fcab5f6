import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentHolds, payments } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** Whose a payment is: an account, or a visitor's cart cookie (by its hash). */
export type PaymentOwner = { userId: number } | { anonHash: string };

export const ownerColumns = (owner: PaymentOwner) =>
  'userId' in owner
    ? { user_id: owner.userId, anon_hash: null }
    : { user_id: null, anon_hash: owner.anonHash };

export function ownedBy(row: PaymentRow, owner: PaymentOwner | null): boolean {
  if (!owner) return false;
  if ('userId' in owner) return row.user_id === owner.userId;
  return row.user_id === null && row.anon_hash === owner.anonHash;
}

const ownerWhere = (owner: PaymentOwner) =>
  'userId' in owner
    ? eq(payments.user_id, owner.userId)
    : and(isNull(payments.user_id), eq(payments.anon_hash, owner.anonHash));

export const byMd5Query = (db: DbOrTx, md5: string) =>
  db.select().from(payments).where(eq(payments.md5, md5)).limit(1);

export async function findByMd5(db: DbOrTx, md5: string, lock = false): Promise<PaymentRow | null> {
  const query = byMd5Query(db, md5);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertPayment(tx: DbOrTx, values: NewPayment): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function insertHolds(
  tx: DbOrTx,
  paymentId: number,
  lines: readonly { variant_id: number; qty: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(paymentHolds)
    .values(lines.map((l) => ({ payment_id: paymentId, variant_id: l.variant_id, qty: l.qty })));
}

export const holdsQuery = (db: DbOrTx, paymentIds: number[]) =>
  db
    .select({ variant_id: paymentHolds.variant_id, qty: paymentHolds.qty })
    .from(paymentHolds)
    .where(inArray(paymentHolds.payment_id, paymentIds));

export async function holdsOf(
  db: DbOrTx,
  paymentIds: number[],
): Promise<{ variant_id: number; qty: number }[]> {
  return paymentIds.length === 0 ? [] : holdsQuery(db, paymentIds);
}

/**
 * The owner's pending QR gives way to a new one: marked replaced, its hold
 * released (the caller puts the units back). Returns the released payments' ids.
 */
export async function replacePending(tx: DbOrTx, owner: PaymentOwner): Promise<number[]> {
  const rows = await tx
    .update(payments)
    .set({ status: 'replaced', hold_released_at: sql`now()` })
    .where(and(ownerWhere(owner), eq(payments.status, 'pending'), isNull(payments.order_id)))
    .returning({ id: payments.id, released: payments.hold_released_at });
  return rows.map((r) => r.id);
}

/**
 * Claims the right to ask the bank about a payment now: true for one caller
 * per interval however many poll at once (one conditional update).
 */
export async function claimCheck(db: DbOrTx, id: number, intervalMs: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ last_checked_at: sql`now()` })
    .where(
      and(
        eq(payments.id, id),
        ne(payments.status, 'paid'),
        or(
          isNull(payments.last_checked_at),
          sql`${payments.last_checked_at} <= now() - make_interval(secs => ${intervalMs / 1000})`,
        ),
      ),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * The paid transition (D8): once, whatever number of polls reach it, and
 * never with a bank transaction another payment already counted (the unique
 * index on bakong_hash). 'paid' when this call made it, 'already' when it
 * was paid before, 'hash-used' when the transfer belongs to another payment.
 */
export async function markPaid(
  db: DbOrTx,
  id: number,
  transfer: { hash: string; fromAccount: string | null },
): Promise<'paid' | 'already' | 'hash-used'> {
  try {
    const rows = await db
      .update(payments)
      .set({
        status: 'paid',
        bakong_hash: transfer.hash,
        from_account: transfer.fromAccount,
        paid_at: sql`now()`,
        rejected_reason: null,
        // Due at once: whoever saw the payment places its order next, and if that process
        // dies first, the background check does.
        next_check_at: sql`now()`,
      })
      .where(and(eq(payments.id, id), ne(payments.status, 'paid')))
      .returning({ id: payments.id });
    return rows.length === 1 ? 'paid' : 'already';
  } catch (error) {
    if (isUniqueViolation(error)) return 'hash-used';
    throw error;
  }
}

export async function reject(db: DbOrTx, id: number, reason: string): Promise<void> {
  await db
    .update(payments)
    .set({ rejected_reason: reason })
    .where(and(eq(payments.id, id), ne(payments.status, 'paid')));
}

/** Unresolved payments the background check should look at now, the most overdue first. */
export const dueQuery = (db: DbOrTx, now: Date, limit: number) =>
  db
    .select({ id: payments.id })
    .from(payments)
    .where(lte(payments.next_check_at, now))
    .orderBy(asc(payments.next_check_at))
    .limit(limit);

export async function dueIds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  return (await dueQuery(db, now, limit)).map((r) => r.id);
}

export async function findById(db: DbOrTx, id: number, lock = false): Promise<PaymentRow | null> {
  const query = db.select().from(payments).where(eq(payments.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** When to look again; a payment resolved meanwhile (null) stays resolved. */
export async function scheduleCheck(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db
    .update(payments)
    .set({ next_check_at: at })
    .where(and(eq(payments.id, id), isNotNull(payments.next_check_at)));
}

/** A resolved payment needs no more looks. */
export async function endChecks(db: DbOrTx, id: number): Promise<void> {
  await db.update(payments).set({ next_check_at: null }).where(eq(payments.id, id));
}

/**
 * Ends an unpaid payment's checks: a pending QR becomes expired (a replaced
 * one keeps its status). Returns whether its hold was still out (the caller
 * gives the units back), or null when it was paid or resolved meanwhile.
 */
export async function resolveUnpaid(
  tx: DbOrTx,
  id: number,
  now: Date,
): Promise<{ releaseHold: boolean } | null> {
  const before = await findById(tx, id, true);
  if (!before || before.status === 'paid' || before.next_check_at === null) return null;
  await tx
    .update(payments)
    .set({
      status: before.status === 'pending' ? 'expired' : before.status,
      next_check_at: null,
      hold_released_at: before.hold_released_at ?? now,
    })
    .where(eq(payments.id, id));
  return { releaseHold: before.hold_released_at === null };
}

/**
 * A paid payment that cannot become an order: listed for staff to refund.
 * The caller holds the row lock. Returns whether its hold was still out.
 */
export async function markNoOrder(
  tx: DbOrTx,
  row: PaymentRow,
  reason: string,
): Promise<{ releaseHold: boolean } | null> {
  const rows = await tx
    .update(payments)
    .set({
      no_order_reason: reason,
      no_order_at: sql`now()`,
      next_check_at: null,
      hold_released_at: sql`coalesce(${payments.hold_released_at}, now())`,
    })
    .where(
      and(
        eq(payments.id, row.id),
        eq(payments.status, 'paid'),
        isNull(payments.order_id),
        isNull(payments.no_order_at),
      ),
    )
    .returning({ id: payments.id });
  return rows.length === 1 ? { releaseHold: row.hold_released_at === null } : null;
}

/** At sign-in a visitor's payments follow their cart into the account (decision 041). */
export async function adoptIntoAccount(db: DbOrTx, anonHash: string, userId: number) {
  await db
    .update(payments)
    .set({ user_id: userId })
    .where(and(isNull(payments.user_id), eq(payments.anon_hash, anonHash)));
}

/** Marks the payment as paying this order; false when another order took it first. */
export async function useForOrder(tx: DbOrTx, id: number, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({
      order_id: orderId,
      hold_released_at: sql`coalesce(${payments.hold_released_at}, now())`,
      next_check_at: null,
    })
    .where(and(eq(payments.id, id), isNull(payments.order_id)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** The newest QRs, for the sandbox bank's page. */
export const latestQuery = (db: DbOrTx, limit: number) =>
  db.select().from(payments).orderBy(desc(payments.created_at), desc(payments.id)).limit(limit);
