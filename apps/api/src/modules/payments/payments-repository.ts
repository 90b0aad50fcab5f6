import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
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

/**
 * Payments whose hold is due back: a pending QR past its expiry, or a paid one
 * no order used in time. Both still hold (a pending QR always does), which
 * the partial index on held payments serves.
 */
export const dueQuery = (db: DbOrTx, now: Date, paidGraceMs: number, limit: number) =>
  db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        isNull(payments.hold_released_at),
        or(
          and(eq(payments.status, 'pending'), lt(payments.expires_at, now)),
          and(
            isNull(payments.order_id),
            eq(payments.status, 'paid'),
            lt(payments.paid_at, new Date(now.getTime() - paidGraceMs)),
          ),
        ),
      ),
    )
    .orderBy(asc(payments.expires_at))
    .limit(limit);

export async function dueForRelease(
  db: DbOrTx,
  now: Date,
  paidGraceMs: number,
  limit: number,
): Promise<number[]> {
  return (await dueQuery(db, now, paidGraceMs, limit)).map((r) => r.id);
}

/**
 * Expires a pending QR past its time and gives back its hold, or gives back
 * the hold of a paid payment no order used in time; null when another process
 * already did (the conditional update decides).
 */
export async function releaseOne(
  tx: DbOrTx,
  id: number,
  now: Date,
  paidGraceMs: number,
): Promise<{ released: boolean } | null> {
  const paidBefore = new Date(now.getTime() - paidGraceMs);
  const [before] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!before) return null;
  const expire = before.status === 'pending' && before.expires_at < now;
  const releasePaid =
    before.status === 'paid' &&
    before.order_id === null &&
    before.hold_released_at === null &&
    before.paid_at !== null &&
    before.paid_at < paidBefore;
  if (!expire && !releasePaid) return null;
  const release = before.hold_released_at === null && before.order_id === null;
  await tx
    .update(payments)
    .set({
      ...(expire ? { status: 'expired' } : {}),
      ...(release ? { hold_released_at: now } : {}),
    })
    .where(eq(payments.id, id));
  return { released: release };
}

/** Marks the payment as paying this order; false when another order took it first. */
export async function useForOrder(tx: DbOrTx, id: number, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({
      order_id: orderId,
      hold_released_at: sql`coalesce(${payments.hold_released_at}, now())`,
    })
    .where(and(eq(payments.id, id), isNull(payments.order_id)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** The newest QRs, for the sandbox bank's page. */
export const latestQuery = (db: DbOrTx, limit: number) =>
  db.select().from(payments).orderBy(desc(payments.created_at), desc(payments.id)).limit(limit);
