import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * With TEST_DATABASE_URL set, each test file gets its own throw-away database
 * on that server; without it, the app runs on an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<{
  url: string | undefined;
  drop: () => Promise<void>;
}> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { url: undefined, drop: async () => undefined };
  const base = new URL(admin);
  const name = `${base.pathname.slice(1) || 'camtour'}_f${randomBytes(5).toString('hex')}`;
  await withClient(admin, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(admin, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
