import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/accounts/account-helpers';
import type { DbOrTx } from '../client';
import { users } from '../schema/index';

/** The demo account from the README: anyone trying the product can log in with it. */
export const DEMO_ACCOUNT = { email: 'demo@camtour.example', password: 'CamTour-Demo-2026' };

/** Reviewers of the demo content. They have no password, so nobody can log in as them. */
const REVIEWERS = [
  ['Sokha', 'Chan', 'km'],
  ['Dara', 'Kim', 'km'],
  ['Emma', 'Wilson', 'en'],
  ['Vanna', 'Seng', 'km'],
  ['Lucas', 'Martin', 'en'],
  ['Sreymom', 'Phan', 'km'],
  ['Kenji', 'Sato', 'en'],
  ['Bopha', 'Heng', 'km'],
] as const;

export const reviewerEmail = (index: number) => `reviewer-${index + 1}@camtour.example`;

export async function seedUsers(db: DbOrTx): Promise<void> {
  await db
    .insert(users)
    .values(
      REVIEWERS.map(([first, last, lang], i) => ({
        email: reviewerEmail(i),
        first_name: first,
        last_name: last,
        lang,
        is_email_verified: true,
      })),
    )
    .onConflictDoNothing({ target: users.email });
  // Hash only when the account is missing: argon2 is slow on purpose.
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email))
    .limit(1);
  if (!demo) {
    await db
      .insert(users)
      .values({
        email: DEMO_ACCOUNT.email,
        password_hash: await hashPassword(DEMO_ACCOUNT.password),
        first_name: 'Demo',
        last_name: 'Traveller',
        is_email_verified: true,
      })
      .onConflictDoNothing({ target: users.email });
  }
}
