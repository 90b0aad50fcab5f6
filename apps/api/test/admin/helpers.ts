import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { TestClient } from '../helpers/client';
import type { TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/** Gives an existing account the staff role, straight in the database (the CLI has tests of its own). */
export async function makeStaff(t: TestApp, email: string): Promise<void> {
  const rows = await t.app.db
    .update(users)
    .set({ role: 'staff' })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (rows.length !== 1) throw new Error(`makeStaff: no account ${email}`);
}

async function loggedIn(t: TestApp, email: string, password: string): Promise<TestClient> {
  const c = new TestClient(t.baseUrl);
  const login = await c.post<{ token: string }>('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}`);
  c.bearer = login.body.data!.token;
  return c;
}

/** A fresh staff member, logged in with a bearer token. */
export async function staffClient(t: TestApp): Promise<TestClient> {
  const u = await createUser(t);
  await makeStaff(t, u.email);
  return loggedIn(t, u.email, u.password);
}

/** A fresh customer, logged in with a bearer token. */
export async function customerClient(t: TestApp): Promise<TestClient> {
  const u = await createUser(t);
  return loggedIn(t, u.email, u.password);
}
