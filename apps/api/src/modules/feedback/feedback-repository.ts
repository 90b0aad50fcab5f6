import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { feedback } from '../../db/schema/index';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedback = Pick<
  typeof feedback.$inferInsert,
  'comment' | 'page' | 'user_agent' | 'user_id'
>;

export async function insertFeedback(tx: DbOrTx, row: NewFeedback): Promise<number> {
  const [inserted] = await tx.insert(feedback).values(row).returning({ id: feedback.id });
  return inserted!.id;
}

/** The staff inbox of issue 16: newest first, a page at a time (feedback_created_idx, no sort). */
export const latestQuery = (db: DbOrTx, limit: number, offset = 0) =>
  db
    .select()
    .from(feedback)
    .orderBy(desc(feedback.created_at), desc(feedback.id))
    .limit(limit)
    .offset(offset);
