import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { userColumns } from './users-repository';

export type { UserRow } from './users-repository';
export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: DbOrTx,
  row: typeof sessions.$inferInsert,
): Promise<SessionRow> {
  const [created] = await db.insert(sessions).values(row).returning();
  return created!;
}

export async function findSessionWithUser(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, user: userColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(eq(sessions.token_hash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ last_seen_at: sql`now()` })
    .where(eq(sessions.id, id));
}

export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token_hash, tokenHash));
}

/** After a password change every other session of the user ends. */
export async function deleteUserSessions(
  db: DbOrTx,
  userId: number,
  keepId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepId
        ? and(eq(sessions.user_id, userId), ne(sessions.id, keepId))
        : eq(sessions.user_id, userId),
    );
}

export async function deleteExpiredSessions(db: DbOrTx, idleBefore: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expires_at, sql`now()`),
        and(eq(sessions.remember, false), lt(sessions.last_seen_at, idleBefore)),
      ),
    );
}
