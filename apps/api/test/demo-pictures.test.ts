import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, mediaUploads } from '../src/db/schema/index';
import { seedPictures } from '../src/db/seed/seed-pictures';
import { startTestApp, type TestApp } from './helpers/test-app';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * SHA-256 of every demo picture the seed data shows, by address under
 * /api/media (decision 028): 12 location and 11 shop categories, 182 place,
 * 45 activity, 90 hotel and 39 room photos, 597 product pictures (each product
 * in its own colours and without one, three views). A change of drawing must
 * be seen and recorded here (`npx vitest run -u apps/api/test/demo-pictures`).
 */
const RECORDED = './fixtures/demo-pictures.sha256.json';

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * The item an address shows: `locations/12/3.svg` and `products/5/red-1.svg` are
 * views of locations/12 and products/5; a room, an activity or a category is one picture.
 */
const itemOf = (address: string) =>
  /^(?:locations|hotels|products)\/\d+\//.test(address)
    ? address.split('/').slice(0, 2).join('/')
    : address.replace(/\.svg$/, '');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.app.db.execute(query)) as unknown as { rows: T[] };

/** A staff photo (an 8 px WebP of `colour`) put at `file` while `check` runs, then taken away. */
async function withUpload(file: string, colour: string, check: (webp: Buffer) => Promise<void>) {
  const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .webp()
    .toBuffer();
  const [image] = await t.app.db
    .insert(images)
    .values({ mime: 'image/webp', width: 8, height: 8, data: webp })
    .returning({ id: images.id });
  await t.app.db.insert(mediaUploads).values({ path: file, image_id: image!.id });
  try {
    await check(webp);
  } finally {
    await t.app.db.delete(mediaUploads).where(eq(mediaUploads.path, file));
    await t.app.db.delete(images).where(eq(images.id, image!.id));
  }
}

describe('the demo pictures', () => {
  it('are served as recorded, at the addresses the answers carry', async () => {
    const { rows: stored } = await rows<{ path: string }>(
      sql`select path from demo_pictures order by path`,
    );
    expect(stored).toHaveLength(976);
    const served: Record<string, string> = {};
    for (const { path: file } of stored) {
      const res = await t.request(`/api/media/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toContain('image/svg+xml');
      served[file] = sha256(Buffer.from(await res.arrayBuffer()));
    }
    await expect(`${JSON.stringify(served, null, 2)}\n`).toMatchFileSnapshot(RECORDED);
  });

  it('are each item’s own: no two places, hotels, rooms, activities or products share one', async () => {
    const { rows: stored } = await rows<{ path: string; etag: string }>(
      sql`select path, etag from demo_pictures order by path`,
    );
    const itemsOf = new Map<string, Set<string>>();
    for (const r of stored)
      itemsOf.set(r.etag, (itemsOf.get(r.etag) ?? new Set()).add(itemOf(r.path)));
    const shared = [...itemsOf.values()].filter((items) => items.size > 1).map((i) => [...i]);
    expect(shared).toEqual([]);
    // Within an item every view differs too; a product's uncoloured view is its first colour's.
    const views = new Map<string, { paths: number; pictures: Set<string> }>();
    for (const r of stored) {
      if (/^products\/\d+\/\d\.svg$/.test(r.path)) continue;
      const item = views.get(itemOf(r.path)) ?? { paths: 0, pictures: new Set<string>() };
      item.paths += 1;
      item.pictures.add(r.etag);
      views.set(itemOf(r.path), item);
    }
    const repeated = [...views].filter(([, v]) => v.pictures.size !== v.paths).map(([k]) => k);
    expect(repeated).toEqual([]);
    // 23 categories, 39 places, 45 activities, the hotels, 39 room types and the products.
    expect(views.size).toBeGreaterThan(200);
  });

  it('are pictures an image library can draw: every first photo of a place, hotel and room', async () => {
    const { rows: firsts } = await rows<{ path: string; svg: string }>(
      sql`select path, svg from demo_pictures
           where path ~ '^(locations|hotels)/[0-9]+/0[.]svg$' or path like 'rooms/%'`,
    );
    expect(firsts.length).toBeGreaterThan(80);
    for (const { path: file, svg } of firsts) {
      expect(svg, file).not.toMatch(/NaN|undefined|Infinity/);
      const meta = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
      expect([meta.info.width, meta.info.height], file).toEqual([1200, 800]);
    }
  }, 120_000);

  it('give each place a search for waterfalls finds a different first photo', async () => {
    for (const query of ['search=waterfall', 'search=temple']) {
      const res = await t.json<{ data: { locations: { is_thumbnail: string }[] } }>(
        `/api/web/view/location?${query}&per_page=50`,
      );
      const found = res.body.data.locations;
      expect(found.length, query).toBeGreaterThanOrEqual(3);
      const thumbs = new Set<string>();
      for (const l of found)
        thumbs.add(sha256(Buffer.from(await (await t.request(l.is_thumbnail)).arrayBuffer())));
      expect(thumbs.size, query).toBe(found.length);
    }
  });

  it('give way to a staff photo at their address, also after a release redraws them', async () => {
    const file = 'hotels/1/0.svg';
    await withUpload(file, '#c00', async (webp) => {
      // A release that draws the picture differently rewrites the drawn row, never the upload.
      await t.app.db.execute(
        sql`update demo_pictures set etag = '"old"', svg = '<svg/>' where path = ${file}`,
      );
      await seedPictures(t.app.db);
      const res = await t.request(`/api/media/${file}`);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await res.arrayBuffer()).equals(webp)).toBe(true);
    });
    const drawn = await t.request(`/api/media/${file}`);
    expect(drawn.headers.get('content-type')).toContain('image/svg+xml');
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

  it('answer as WebP at a chosen width, the same bytes to a crowd asking at once', async () => {
    const file = '/api/media/locations/2/1';
    const svg = await t.request(`${file}.svg`);
    const svgTag = svg.headers.get('etag')!;
    const crowd = await Promise.all(
      Array.from({ length: 20 }, () => t.request(`${file}.webp?w=480`)),
    );
    const bodies = await Promise.all(crowd.map(async (r) => Buffer.from(await r.arrayBuffer())));
    for (const res of crowd) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      // Its own tag: a cache holding the SVG must not take it for the same bytes.
      expect(res.headers.get('etag')).toBe(`${svgTag.slice(0, -1)}-480w"`);
    }
    expect(new Set(bodies.map((b) => sha256(b))).size).toBe(1);
    const meta = await sharp(bodies[0]).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480 });
    // 960 px unless asked otherwise; the height keeps the drawing's proportions (1200 x 800).
    const wide = await t.request(`${file}.webp`);
    const wideMeta = await sharp(Buffer.from(await wide.arrayBuffer())).metadata();
    expect(wideMeta).toMatchObject({ width: 960, height: 640 });
    const etag = wide.headers.get('etag')!;
    const again = await t.request(`${file}.webp`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    for (const other of ['activities/1.webp', 'rooms/1.webp', 'category/temples.webp']) {
      const res = await t.request(`/api/media/${other}?w=1200`);
      expect(res.status, other).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width, other).toBe(
        1200,
      );
    }
    const colour = await t.request('/api/media/products/1/0.webp');
    expect(colour.headers.get('content-type')).toBe('image/webp');
  });

  it('refuse a width they do not draw, and a WebP of a picture that is not there', async () => {
    for (const w of ['100', '961', 'abc', '']) {
      const res = await t.request(`/api/media/locations/1/0.webp?w=${w}`);
      expect(res.status, w).toBe(400);
      expect(await res.json()).toMatchObject({ result: false, message: 'validation-failed' });
    }
    for (const file of ['locations/1/7.webp', 'products/1/olive-0.webp', 'rooms/999999.webp']) {
      const res = await t.request(`/api/media/${file}`);
      expect(res.status, file).toBe(404);
    }
  });

  it('give the staff photo as it is when the WebP is asked for', async () => {
    await withUpload('hotels/2/0.svg', '#0c0', async (webp) => {
      const res = await t.request('/api/media/hotels/2/0.webp?w=1200');
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await res.arrayBuffer()).equals(webp)).toBe(true);
    });
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
    const drawn = sha256(
      Buffer.from(await (await t.request('/api/media/rooms/1.svg')).arrayBuffer()),
    );
    await t.app.db.execute(
      sql`update demo_pictures set etag = '"old"', svg = '<svg/>' where path = 'rooms/1.svg'`,
    );
    await seedPictures(t.app.db);
    const room = await t.request('/api/media/rooms/1.svg');
    expect(sha256(Buffer.from(await room.arrayBuffer()))).toBe(drawn);
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
