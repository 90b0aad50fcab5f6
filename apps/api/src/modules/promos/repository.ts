import type { PromoState } from '@camtour/shared/domain/promo-state';
import { and, count, desc, eq, isNotNull, like, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, promoCodes, promoRedemptions } from '../../db/schema/index';

export type PromoRow = typeof promoCodes.$inferSelect;

/** `%`, `_` and `\` typed by staff are searched for as themselves. */
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The SQL of each state of `promoState` (packages/shared/src/domain/promo-state.ts), against the
 * database's clock as checkout's `now` is the server's: the same order of precedence.
 */
function stateCondition(state: PromoState): SQL {
  const c = promoCodes;
  const expired = and(isNotNull(c.ends_at), lte(c.ends_at, sql`now()`))!;
  const scheduled = sql`${c.starts_at} is not null and ${c.starts_at} > now()`;
  const usedUp = sql`${c.max_uses} is not null and ${c.uses} >= ${c.max_uses}`;
  switch (state) {
    case 'inactive':
      return eq(c.active, false);
    case 'expired':
      return and(eq(c.active, true), expired)!;
    case 'scheduled':
      return sql`${c.active} and not (${expired}) and ${scheduled}`;
    case 'used_up':
      return sql`${c.active} and not (${expired}) and not (${scheduled}) and ${usedUp}`;
    case 'active':
      return sql`${c.active} and not (${expired}) and not (${scheduled}) and not (${usedUp})`;
  }
}

export interface PromoFilter {
  search?: string | undefined;
  state?: PromoState | undefined;
}

function conditions(f: PromoFilter): SQL | undefined {
  const where: SQL[] = [];
  // Codes are stored upper case, so an upper-cased term finds any spelling.
  if (f.search) where.push(like(promoCodes.code, `%${escapeLike(f.search.toUpperCase())}%`));
  if (f.state) where.push(stateCondition(f.state));
  return where.length > 0 ? and(...where) : undefined;
}

/**
 * Newest first by id (the primary key: ids grow with created_at). The table holds the shop's
 * campaigns, tens or hundreds of rows, so a filter reads it whole.
 */
export async function listPage(db: DbOrTx, f: PromoFilter, page: number, perPage: number) {
  const where = conditions(f);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(desc(promoCodes.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(promoCodes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findById(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Inserts the code; null when the code is taken (the unique index decides, not a read). */
export async function insert(db: DbOrTx, values: typeof promoCodes.$inferInsert) {
  const [row] = await db
    .insert(promoCodes)
    .values(values)
    .onConflictDoNothing({ target: promoCodes.code })
    .returning();
  return row ?? null;
}

export interface PromoTerms {
  percent: number;
  starts_at: Date | null;
  ends_at: Date | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
}

/**
 * Sets the terms in one conditional statement: a `max_uses` below the uses already taken
 * changes nothing (null). Checkout adds a use under the same row's lock, so the condition is
 * checked against the uses of the moment, never a copy read earlier.
 */
export async function updateTerms(tx: DbOrTx, id: number, terms: PromoTerms) {
  const [row] = await tx
    .update(promoCodes)
    .set(terms)
    .where(
      and(
        eq(promoCodes.id, id),
        terms.max_uses === null ? undefined : lte(promoCodes.uses, terms.max_uses),
      ),
    )
    .returning();
  return row ?? null;
}

/** Switches the code on or off; null when it already was (nothing to record). */
export async function setActive(tx: DbOrTx, id: number, active: boolean) {
  const [row] = await tx
    .update(promoCodes)
    .set({ active })
    .where(and(eq(promoCodes.id, id), eq(promoCodes.active, !active)))
    .returning();
  return row ?? null;
}

/**
 * The orders that used the code, newest first: promo_redemptions_customer_idx narrows to the code
 * and one code's uses are sorted (an index of its own tied with that one on the customer count).
 */
export const usesQuery = (db: DbOrTx, promoId: number, perPage: number, offset: number) =>
  db
    .select({
      order_no: orders.order_no,
      email: orders.email,
      order_status: orders.status,
      discount_cents: orders.discount_cents,
      created_at: promoRedemptions.created_at,
    })
    .from(promoRedemptions)
    .innerJoin(orders, eq(orders.id, promoRedemptions.order_id))
    .where(eq(promoRedemptions.promo_code_id, promoId))
    .orderBy(desc(promoRedemptions.created_at), desc(promoRedemptions.id))
    .limit(perPage)
    .offset(offset);

export async function usesPage(db: DbOrTx, promoId: number, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    usesQuery(db, promoId, perPage, (page - 1) * perPage),
    db
      .select({ n: count() })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promo_code_id, promoId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
