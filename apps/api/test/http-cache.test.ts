import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, provinces } from '../src/db/schema/index';
import {
  LIST_CACHE,
  LOOKUP_CACHE,
  PUBLIC_READS,
  REVALIDATE_CACHE,
} from '../src/plugins/http-cache';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { etagMatches as matches } from '../src/lib/etag';
import { TestClient } from './helpers/client';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createUser } from './helpers/users';

/** Decision 025: public reads carry Cache-Control and an ETag, and answer 304 to a match. */

let t: TestApp;
let placeId: number;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true', MAIL_WORKER: 'false' } });
  const [place] = await t.app.db.select({ id: locations.id }).from(locations).limit(1);
  placeId = place!.id;
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}, c = new TestClient(t.baseUrl)) =>
  c.raw(path, { headers });

describe('a public read', () => {
  const path = '/api/web/view/adventure?lang=en';

  it('sends a public Cache-Control and a weak ETag of its body', async () => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(LIST_CACHE);
    expect(res.headers.get('etag')).toMatch(/^W\/"[\w-]{27}"$/);
    // The same answer twice is the same tag: it hashes the body, nothing per request.
    expect((await get(path)).headers.get('etag')).toBe(res.headers.get('etag'));
  });

  it('answers 304 with no body to a matching If-None-Match, and 200 to another', async () => {
    const etag = (await get(path)).headers.get('etag')!;
    const again = await get(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(LIST_CACHE);
    // A list of tags, one of them ours, also matches; a stale tag does not.
    expect((await get(path, { 'if-none-match': `W/"old", ${etag}` })).status).toBe(304);
    const stale = await get(path, { 'if-none-match': 'W/"not-this-one"' });
    expect(stale.status).toBe(200);
    const body = (await stale.json()) as { data: { locations: unknown[] } };
    expect(body.data.locations.length).toBeGreaterThan(0);
  });

  it('the tag of one encoding matches the others (gzip, brotli, none)', async () => {
    const plain = (await get(path, { 'accept-encoding': 'identity' })).headers.get('etag')!;
    const br = await get(path, { 'accept-encoding': 'br', 'if-none-match': plain });
    expect(br.status).toBe(304);
  });

  it('answers 200 with a new ETag once the data changes', async () => {
    const provincesPath = '/api/web/view/location/provinces?lang=en';
    const before = await get(provincesPath);
    expect(before.headers.get('cache-control')).toBe(LOOKUP_CACHE);
    const etag = before.headers.get('etag')!;
    const [first] = await t.app.db.select().from(provinces).limit(1);
    await t.app.db
      .update(provinces)
      .set({ name_en: `${first!.name_en} (renamed)` })
      .where(eq(provinces.id, first!.id));
    try {
      const after = await get(provincesPath, { 'if-none-match': etag });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
      expect(JSON.stringify(await after.json())).toContain('(renamed)');
    } finally {
      await t.app.db
        .update(provinces)
        .set({ name_en: first!.name_en })
        .where(eq(provinces.id, first!.id));
    }
  });

  it('a HEAD gets the same headers as the GET', async () => {
    const res = await get(path);
    const head = await new TestClient(t.baseUrl).raw(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(res.headers.get('etag'));
  });
});

describe('a read that counts a view', () => {
  it('is revalidated every time, and a 304 still counts the view of a new visitor', async () => {
    const path = `/api/web/view/location/detail/${placeId}?lang=en`;
    const views = async () =>
      (
        await t.app.db
          .select({ n: locations.total_view })
          .from(locations)
          .where(eq(locations.id, placeId))
      )[0]!.n;
    const first = await get(path, {}, new TestClient(t.baseUrl, '203.0.113.10'));
    expect(first.headers.get('cache-control')).toBe(REVALIDATE_CACHE);
    const etag = first.headers.get('etag')!;
    // The same visitor again: not counted (decision 012), the body is unchanged, so 304.
    const same = await get(
      path,
      { 'if-none-match': etag },
      new TestClient(t.baseUrl, '203.0.113.10'),
    );
    expect(same.status).toBe(304);
    // Another visitor holding that copy: the view counts, the count in the body moves, so 200.
    const before = await views();
    const other = await get(
      path,
      { 'if-none-match': etag },
      new TestClient(t.baseUrl, '203.0.113.11'),
    );
    expect(await views()).toBe(before + 1);
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });
});

describe('what is not publicly cached', () => {
  it('a logged-in visitor gets private, no-store and no ETag, even on a public read', async () => {
    const { email, password } = await createUser(t);
    const c = new TestClient(t.baseUrl);
    expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
    const res = await c.raw('/api/web/view/adventure?lang=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    const anonymousTag = (await get('/api/web/view/adventure?lang=en')).headers.get('etag')!;
    expect(
      (
        await c.raw('/api/web/view/adventure?lang=en', {
          headers: { 'if-none-match': anonymousTag },
        })
      ).status,
    ).toBe(200);
  });

  it('per-user reads stay private, with no ETag and no 304', async () => {
    const { email, password } = await createUser(t);
    const c = new TestClient(t.baseUrl);
    expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
    for (const path of [
      '/api/web/auth/me',
      '/api/web/wishlist',
      '/api/web/product/cart',
      '/api/web/product/order/my-order',
      '/api/web/user/plans',
    ]) {
      const res = await c.raw(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(res.headers.get('etag'), path).toBeNull();
      const again = await c.raw(path, { headers: { 'if-none-match': '*' } });
      expect(again.status, path).toBe(200);
    }
  });

  it('a guest cart is not cached either (it belongs to the cart cookie)', async () => {
    const res = await get('/api/web/product/cart');
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/public/);
    expect(res.headers.get('etag')).toBeNull();
  });

  it('an answer that clears an expired session cookie is private, public read or not', async () => {
    const res = await get('/api/web/view/adventure?lang=en', {
      cookie: `${SESSION_COOKIE}=expired-or-unknown`,
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('errors are not cached', async () => {
    const res = await get('/api/web/view/location/detail/999999?lang=en');
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
  });

  it('every cached route exists and is a GET', () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    for (const url of PUBLIC_READS.keys()) {
      expect(t.app.hasRoute({ method: 'GET', url }), `${url}\n${routes}`).toBe(true);
    }
  });
});

describe('If-None-Match', () => {
  it('compares weakly, in a list, and * matches anything', () => {
    expect(matches('W/"a"', 'W/"a"')).toBe(true);
    expect(matches('"a"', 'W/"a"')).toBe(true);
    expect(matches('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matches('*', 'W/"a"')).toBe(true);
    expect(matches('W/"b"', 'W/"a"')).toBe(false);
    expect(matches(undefined, 'W/"a"')).toBe(false);
  });
});
