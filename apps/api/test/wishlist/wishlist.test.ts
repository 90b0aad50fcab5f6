import type { WishlistItem } from '@camtour/shared/schemas/wishlist';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, products, wishlistItems } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { send } from '../orders/helpers';

const W = '/api/web/wishlist';

let t: TestApp;
let placeIds: number[];
let productIds: number[];
beforeAll(async () => {
  t = await startTestApp();
  placeIds = (
    await t.app.db.select({ id: locations.id }).from(locations).orderBy(asc(locations.id)).limit(5)
  ).map((r) => r.id);
  productIds = (
    await t.app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'published'))
      .orderBy(asc(products.id))
      .limit(5)
  ).map((r) => r.id);
});
afterAll(() => t.close());

async function member() {
  const { email, password, user } = await createUser(t);
  const c = new TestClient(t.baseUrl);
  const res = await c.post<{ token: string }>('/api/auth/login', { email, password });
  expect(res.status).toBe(200);
  c.bearer = res.body.data!.token;
  return { c, user };
}

const add = (c: TestClient, item_id: unknown, item_type: unknown) =>
  send<WishlistItem>(c, 'POST', W, { item_id, item_type });

describe('the wishlist of one user', () => {
  it('adds a place and a product, lists them newest first with their card fields, counts them', async () => {
    const { c } = await member();
    const place = await add(c, String(placeIds[0]), 'location');
    expect(place.status).toBe(201);
    expect(place.body.message).toBe('item-added-to-wishlist');
    const product = await add(c, productIds[0], 'product');
    expect(product.status).toBe(201);
    const list = await send<WishlistItem[]>(c, 'GET', W);
    expect(list.status).toBe(200);
    const items = list.body.data!;
    expect(items.map((i) => i.key)).toEqual([
      `product_${productIds[0]}`,
      `location_${placeIds[0]}`,
    ]);
    const [p, l] = items as [WishlistItem, WishlistItem];
    expect(p).toMatchObject({
      item_type: 'product',
      item_id: productIds[0],
      path: `/product/detail/${productIds[0]}`,
    });
    expect(p.price).toBeGreaterThan(0);
    expect(p.price_cents).toBe(Math.round(p.price! * 100));
    expect(p.images).toHaveLength(3);
    expect(l).toMatchObject({
      item_type: 'location',
      item_id: placeIds[0],
      price: null,
      path: `/location/detail/${placeIds[0]}`,
    });
    for (const i of items) {
      expect(i.name.length).toBeGreaterThan(0);
      expect(i.name_km.length).toBeGreaterThan(0);
      expect(i.thumbnail_url).toMatch(/^\/api\/media\//);
      expect(i.total_view).toBe(i.total_views);
      expect(Date.parse(i.created_at)).not.toBeNaN();
      expect(i.addedAt).toBe(i.created_at);
      expect(i.rating).toBeGreaterThanOrEqual(0);
    }
    expect(l.location.length).toBeGreaterThan(0);
    expect(l.location_km.length).toBeGreaterThan(0);
    const n = await send<{ count: number }>(c, 'GET', `${W}/count`);
    expect(n.body.data).toEqual({ count: 2 });
  });

  it("refuses a duplicate (409 'Item already in wishlist'), an unknown item (404) and bad input (400)", async () => {
    const { c } = await member();
    expect((await add(c, placeIds[1], 'location')).status).toBe(201);
    const again = await add(c, placeIds[1], 'location');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Item already in wishlist');
    const nowhere = await add(c, 999_999, 'location');
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.message).toBe('location-not-found');
    const noProduct = await add(c, 999_999, 'product');
    expect(noProduct.body.message).toBe('product-not-found');
    for (const [id, type] of [
      [undefined, 'location'],
      ['abc', 'location'],
      [0, 'product'],
      [-3, 'product'],
      [1.5, 'location'],
      ['99999999999', 'location'],
      [1, 'hotel'],
      [1, undefined],
    ] as const) {
      const bad = await add(c, id, type);
      expect(bad.status, JSON.stringify([id, type])).toBe(400);
      expect(Object.values(bad.body.errors ?? {}).flat()).toContain('Invalid item data');
    }
    expect((await send<{ count: number }>(c, 'GET', `${W}/count`)).body.data!.count).toBe(1);
  });

  it("removes by item (body form) and by entry id; an absent one is 404 'Item not found in wishlist'", async () => {
    const { c } = await member();
    await add(c, placeIds[2], 'location');
    const product = (await add(c, productIds[2], 'product')).body.data!;
    const byBody = await send(c, 'DELETE', W, {
      item_id: String(placeIds[2]),
      item_type: 'location',
    });
    expect(byBody.status).toBe(200);
    expect(byBody.body.message).toBe('item-removed-from-favorites');
    const twice = await send(c, 'DELETE', W, { item_id: placeIds[2], item_type: 'location' });
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe('Item not found in wishlist');
    expect((await send(c, 'DELETE', `${W}/${product.id}`)).status).toBe(200);
    const gone = await send(c, 'DELETE', `${W}/${product.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Item not found in wishlist');
    expect((await send(c, 'DELETE', `${W}/abc`)).status).toBe(400);
    expect((await send<WishlistItem[]>(c, 'GET', W)).body.data).toEqual([]);
  });

  it('clears everything, and says whether a place is a favorite', async () => {
    const { c } = await member();
    await add(c, placeIds[3], 'location');
    await add(c, productIds[3], 'product');
    const check = await send<{ is_favorite: boolean; wishlist_id: number | null }>(
      c,
      'GET',
      `/api/web/user/favorites/check/${placeIds[3]}`,
    );
    expect(check.body.data).toEqual({ is_favorite: true, wishlist_id: expect.any(Number) });
    const other = await send(c, 'GET', `/api/web/user/favorites/check/${placeIds[4]}`);
    expect(other.body.data).toEqual({ is_favorite: false, wishlist_id: null });
    expect((await send(c, 'GET', '/api/web/user/favorites/check/x')).status).toBe(400);
    const cleared = await send(c, 'DELETE', `${W}/clear`);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ message: 'all-favorites-cleared', data: { cleared: 2 } });
    expect((await send<{ count: number }>(c, 'GET', `${W}/count`)).body.data!.count).toBe(0);
  });
});

describe('isolation', () => {
  it("one user never sees or removes another's favorites", async () => {
    const a = await member();
    const b = await member();
    const entry = (await add(a.c, placeIds[0], 'location')).body.data!;
    expect((await send<WishlistItem[]>(b.c, 'GET', W)).body.data).toEqual([]);
    expect((await send<{ count: number }>(b.c, 'GET', `${W}/count`)).body.data!.count).toBe(0);
    const byId = await send(b.c, 'DELETE', `${W}/${entry.id}`);
    expect(byId.status).toBe(404);
    const byBody = await send(b.c, 'DELETE', W, { item_id: placeIds[0], item_type: 'location' });
    expect(byBody.status).toBe(404);
    expect((await send(b.c, 'DELETE', `${W}/clear`)).body.data).toEqual({ cleared: 0 });
    const check = await send(b.c, 'GET', `/api/web/user/favorites/check/${placeIds[0]}`);
    expect(check.body.data).toEqual({ is_favorite: false, wishlist_id: null });
    // A's entry is untouched.
    const [row] = await t.app.db
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.user_id, a.user.id), eq(wishlistItems.id, entry.id)));
    expect(row).toBeDefined();
  });

  it.each([
    ['GET', W, undefined, 'no-authorization'],
    ['GET', `${W}/count`, undefined, 'no-authorization'],
    ['POST', W, { item_id: '1', item_type: 'location' }, 'Please log in to add items to wishlist'],
    [
      'DELETE',
      W,
      { item_id: '1', item_type: 'location' },
      'Please log in to remove items from wishlist',
    ],
    ['DELETE', `${W}/1`, undefined, 'Please log in to remove items from wishlist'],
    ['DELETE', `${W}/clear`, undefined, 'Please log in to clear wishlist'],
    ['GET', '/api/web/user/favorites/check/1', undefined, 'no-authorization'],
  ] as const)('a visitor gets 401 from %s %s', async (method, path, body, key) => {
    const res = await send(new TestClient(t.baseUrl), method, path, body);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ result: false, error: true, message: key });
  });
});
