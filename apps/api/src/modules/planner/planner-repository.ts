import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tripPlans, users } from '../../db/schema/index';

export type TripPlanRow = typeof tripPlans.$inferSelect;
export type NewTripPlan = typeof tripPlans.$inferInsert;

/**
 * Locks the account's row until the transaction ends, so that two saves of the same account
 * count and insert one after the other (the limit of SAVED_PLANS_MAX holds under concurrency).
 */
export async function lockUser(tx: DbOrTx, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows.length === 1;
}

/** The count of an account's plans, as a query (its plan is checked in the tests). */
export const countPlansQuery = (db: DbOrTx, userId: number) =>
  db.select({ n: count() }).from(tripPlans).where(eq(tripPlans.user_id, userId));

export async function countPlans(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await countPlansQuery(db, userId);
  return row?.n ?? 0;
}

export async function insertPlan(db: DbOrTx, plan: NewTripPlan): Promise<TripPlanRow> {
  const [row] = await db.insert(tripPlans).values(plan).returning();
  return row!;
}

/** The account's plans, newest first: read in the order of trip_plans_user_created_idx. */
export function listPlans(db: DbOrTx, userId: number, limit: number, offset: number) {
  return db
    .select()
    .from(tripPlans)
    .where(eq(tripPlans.user_id, userId))
    .orderBy(desc(tripPlans.created_at), desc(tripPlans.id))
    .limit(limit)
    .offset(offset);
}

/** One of the account's plans; another account's plan is as absent as a missing one. */
export async function findPlan(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<TripPlanRow | null> {
  const [row] = await db
    .select()
    .from(tripPlans)
    .where(and(eq(tripPlans.id, id), eq(tripPlans.user_id, userId)))
    .limit(1);
  return row ?? null;
}

export async function deletePlan(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(tripPlans)
    .where(and(eq(tripPlans.id, id), eq(tripPlans.user_id, userId)))
    .returning({ id: tripPlans.id });
  return rows.length === 1;
}
