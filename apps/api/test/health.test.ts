import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/index';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const { status, body, headers } = await t.json('/api/health');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({
      result: true,
      error: false,
      data: {
        status: 'ok',
        database: 'up',
        driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      },
    });
  });
});

describe('demo seed', () => {
  it('is idempotent: a second run adds nothing', async () => {
    const count = async () => {
      const rows = await t.app.db.execute<{ n: string }>(sql`
        select (select count(*) from provinces) + (select count(*) from districts)
             + (select count(*) from communes) + (select count(*) from location_categories)
             + (select count(*) from tags) as n`);
      return Number((rows as unknown as { rows: { n: string }[] }).rows[0]!.n);
    };
    const before = await count();
    expect(before).toBeGreaterThan(25 + 13 + 100);
    await seedDemo(t.app.db);
    await seedDemo(t.app.db);
    expect(await count()).toBe(before);
  });
});

describe('GET /api/health when the database is gone', () => {
  it('answers 503 database-unavailable instead of crashing', async () => {
    await t.app.database.close();
    const { status, body } = await t.json('/api/health');
    expect(status).toBe(503);
    expect(body).toEqual({ result: false, error: true, message: 'database-unavailable' });
  });
});
