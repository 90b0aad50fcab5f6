import type { Role } from '@camtour/shared/domain/roles';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/accounts/account-helpers';
import type { DbOrTx } from '../client';
import { users } from '../schema/index';

/** The demo account from the README: anyone trying the product can log in with it. */
export const DEMO_ACCOUNT = { email: 'demo@camtour.example', password: 'CamTour-Demo-2026' };

/** The demo staff member of D15, to try the back office; demo content only, never in production. */
export const DEMO_STAFF_ACCOUNT = {
  email: 'staff@camtour.example',
  password: 'CamTour-Staff-2026',
};

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
  await seedLoginAccount(db, DEMO_ACCOUNT, { first_name: 'Demo', last_name: 'Traveller' });
  await seedLoginAccount(db, DEMO_STAFF_ACCOUNT, {
    first_name: 'Demo',
    last_name: 'Staff',
    role: 'staff',
  });
}

async function seedLoginAccount(
  db: DbOrTx,
  account: { email: string; password: string },
  fields: { first_name: string; last_name: string; role?: Role },
): Promise<void> {
  // Hash only when the account is missing: argon2 is slow on purpose.
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email))
    .limit(1);
  if (existing) return;
  await db
    .insert(users)
    .values({
      email: account.email,
      password_hash: await hashPassword(account.password),
      ...fields,
      is_email_verified: true,
    })
    .onConflictDoNothing({ target: users.email });
}
