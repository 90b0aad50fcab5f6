import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPictures } from '../src/db/seed/seed-pictures';
import { startTestApp, type TestApp } from './helpers/test-app';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * SHA-256 of every demo picture the seed data showed before the pictures moved
 * to @camtour/demo-art and into demo_pictures (commit 952cf40), by address
 * under /api/media: 12 location and 11 shop categories, 182 place, 45
 * activity, 90 hotel and 39 room photos, 597 product pictures (each product in
 * its own colours and without one, three views).
 */
const before = JSON.parse(
  readFileSync(path.join(here, 'fixtures/demo-pictures-before.sha256.json'), 'utf8'),
) as Record<string, string>;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.app.db.execute(query)) as unknown as { rows: T[] };

describe('the demo pictures', () => {
  it('are served byte for byte as before the move, at the same addresses', async () => {
    const changed: string[] = [];
    for (const [file, hash] of Object.entries(before)) {
      const res = await t.request(`/api/media/${file}`);
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('content-type'), file).toContain('image/svg+xml');
      if (res.status !== 200 || createHash('sha256').update(body).digest('hex') !== hash)
        changed.push(file);
    }
    expect(changed).toEqual([]);
    expect(Object.keys(before)).toHaveLength(976);
    const { rows: stored } = await rows<{ n: number }>(
      sql`select count(*)::int as n from demo_pictures`,
    );
    expect(stored[0]!.n).toBe(976);
  });

  it('carry a strong ETag and answer 304 to a request that has them', async () => {
    const file = '/api/media/locations/1/0.svg';
    const first = await t.request(file);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const hash = createHash('sha256')
      .update(Buffer.from(await first.arrayBuffer()))
      .digest('base64url');
    expect(etag).toBe(`"${hash}"`);
    // A staff photo can replace it (issue 16): it must show within minutes, not a day.
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await t.request(file, { headers: { 'if-none-match': tag } });
      expect(again.status, tag).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await again.text()).toBe('');
    }
    const stale = await t.request(file, { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
    // No upload replaces a category's picture: it changes only with a release.
    const category = await t.request('/api/media/category/temples.svg');
    expect(category.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('are not there for a colour the product is not sold in, nor beyond its photos', async () => {
    for (const file of [
      'products/1/olive-0.svg',
      'products/1/nope-0.svg',
      'products/999999/0.svg',
      'locations/1/7.svg',
      'hotels/999999/0.svg',
      'rooms/999999.svg',
      'activities/999999.svg',
      'product-category/nope.svg',
    ]) {
      const res = await t.request(`/api/media/${file}`);
      expect(res.status, file).toBe(404);
      expect(await res.json()).toMatchObject({ result: false, message: 'not-found' });
    }
  });

  it('are looked up by the primary key', async () => {
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute(
        sql`explain select etag, svg from demo_pictures where path = 'locations/1/0.svg' limit 1`,
      )) as unknown as { rows: Record<string, string>[] };
    });
    const text = plan.rows.map((r) => Object.values(r)[0]).join('\n');
    expect(text, text).toMatch(/Index Scan using demo_pictures_pkey/);
  });

  it('are drawn once: a later start writes nothing, a changed drawing is written again', async () => {
    const versions = async () =>
      (
        await rows<{ path: string; xmin: string }>(
          sql`select path, xmin::text as xmin from demo_pictures order by path`,
        )
      ).rows;
    const first = await versions();
    const second = await startTestApp({ sameDatabaseAs: t });
    try {
      expect(await versions()).toEqual(first);
    } finally {
      await second.close();
    }
    await t.app.db.execute(
      sql`update demo_pictures set etag = '"old"', svg = '<svg/>' where path = 'rooms/1.svg'`,
    );
    await seedPictures(t.app.db);
    const room = await t.request('/api/media/rooms/1.svg');
    const body = Buffer.from(await room.arrayBuffer());
    expect(createHash('sha256').update(body).digest('hex')).toBe(before['rooms/1.svg']);
    const after = await versions();
    expect(after.filter((r, i) => r.xmin !== first[i]!.xmin).map((r) => r.path)).toEqual([
      'rooms/1.svg',
    ]);
  });
});

describe('the domain tables', () => {
  it('no longer say how their pictures are drawn', async () => {
    const { rows: columns } = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.columns
           where table_schema = 'public' and column_name = 'art'`,
    );
    expect(columns).toEqual([]);
  });

  it('are read only by their own module: no module imports another module’s repository', () => {
    const modules = path.join(here, '../src/modules');
    const reaching: string[] = [];
    for (const name of readdirSync(modules)) {
      for (const file of readdirSync(path.join(modules, name), { recursive: true })) {
        if (!String(file).endsWith('.ts')) continue;
        const text = readFileSync(path.join(modules, name, String(file)), 'utf8');
        for (const [, other] of text.matchAll(
          /from '\.\.\/(?:\.\.\/)?([a-z-]+)\/[a-z-]*repository'/g,
        ))
          if (other !== name) reaching.push(`${name}/${String(file)} -> ${other}`);
      }
    }
    expect(reaching).toEqual([]);
  });
});
