import { sql } from 'drizzle-orm';
import { hashPassword } from '../../src/modules/accounts/account-helpers';
import { insertUser } from '../../src/modules/accounts/users-repository';
import type { TestApp } from './test-app';

let n = 0;

/** A ready account, written straight to the database (the registration flow has tests of its own). */
export async function createUser(
  t: TestApp,
  over: { email?: string; password?: string; first_name?: string; lang?: string } = {},
) {
  n += 1;
  const email = over.email ?? `user${n}-${Date.now()}@example.com`;
  const password = over.password ?? 'Mekong-River-42';
  const user = await insertUser(t.app.db, {
    email,
    password_hash: await hashPassword(password),
    first_name: over.first_name ?? 'Sokha',
    last_name: 'Chan',
    lang: over.lang ?? 'en',
    is_email_verified: true,
  });
  return { user: user!, email, password };
}

/**
 * For query plans: `count` more accounts (e-mail `<prefix>-N@example.com`, no password), written in
 * one statement, so a table holds many owners besides the one a test reads.
 */
export async function insertOtherUsers(t: TestApp, prefix: string, count: number): Promise<void> {
  await t.app.db.execute(sql`
    insert into users (email, first_name, last_name)
    select ${prefix} || '-' || g || '@example.com', 'Dara', 'Sok' from generate_series(1, ${count}) g`);
}
