import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  images,
  oidcStates,
  passwordResets,
  registrations,
  userIdentities,
  users,
} from '../../db/schema/index';

/** An account with the public id of its photo, which the photo's URL is built from. */
export type UserRow = typeof users.$inferSelect & { image_public_id: string | null };

/**
 * The columns every account read returns. A subquery rather than a join so that INSERT and
 * UPDATE … RETURNING give the same shape; it is one lookup on the images primary key.
 */
export const userColumns = {
  ...getTableColumns(users),
  image_public_id: sql<
    string | null
  >`(select ${images.public_id} from ${images} where ${images.id} = ${users.image_id})`,
};
export type RegistrationRow = typeof registrations.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Returns null when the address is taken (the unique index decides, also under a race). */
export async function insertUser(
  db: DbOrTx,
  row: typeof users.$inferInsert,
): Promise<UserRow | null> {
  const [created] = await db
    .insert(users)
    .values(row)
    .onConflictDoNothing({ target: users.email })
    .returning(userColumns);
  return created ?? null;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  set: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...set, updated_at: sql`now()` })
    .where(eq(users.id, id))
    .returning(userColumns);
  return row!;
}

export async function insertRegistration(
  db: DbOrTx,
  row: typeof registrations.$inferInsert,
): Promise<RegistrationRow> {
  const [created] = await db.insert(registrations).values(row).returning();
  return created!;
}

export async function findRegistration(db: DbOrTx, id: string): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
  return row ?? null;
}

/** Marks a link used only if nobody used it first: the one winner of a double submit. */
export async function consumeRegistration(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(registrations)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(registrations.id, id),
        isNull(registrations.used_at),
        gt(registrations.expires_at, sql`now()`),
      ),
    )
    .returning({ id: registrations.id });
  return rows.length === 1;
}

export async function insertPasswordReset(
  db: DbOrTx,
  row: typeof passwordResets.$inferInsert,
): Promise<void> {
  await db.insert(passwordResets).values(row);
}

export async function findPasswordReset(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ reset: passwordResets, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.user_id))
    .where(eq(passwordResets.token_hash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function consumePasswordReset(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(passwordResets.id, id),
        isNull(passwordResets.used_at),
        gt(passwordResets.expires_at, sql`now()`),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

/** Every reset link of the account still open is closed: a later reset or change wins. */
export async function voidPasswordResets(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ used_at: sql`now()` })
    .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at)));
}

export async function findIdentity(db: DbOrTx, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

export async function insertIdentity(
  db: DbOrTx,
  row: typeof userIdentities.$inferInsert,
): Promise<void> {
  await db.insert(userIdentities).values(row).onConflictDoNothing();
}

export async function insertOidcState(
  db: DbOrTx,
  row: typeof oidcStates.$inferInsert,
): Promise<void> {
  await db.insert(oidcStates).values(row);
}

/** Reads and deletes in one statement: a state works once. */
export async function takeOidcState(db: DbOrTx, stateHash: string) {
  const [row] = await db.delete(oidcStates).where(eq(oidcStates.state_hash, stateHash)).returning();
  return row && row.expires_at.getTime() > Date.now() ? row : null;
}
