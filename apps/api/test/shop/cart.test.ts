import type { Cart } from '@camtour/shared/schemas/shop';
import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Published variants with at least `min` units, each a different one. */
async function variants(min: number, count: number) {
  const rows = await t.app.db
    .select({
      id: productVariants.id,
      product_id: productVariants.product_id,
      color_id: productVariants.color_id,
      size_id: productVariants.size_id,
      qty: productVariants.qty,
      price_cents: sql<number>`coalesce(${productVariants.price_cents}, ${products.price_cents})`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(and(gte(productVariants.qty, min), eq(products.status, 'published')))
    .orderBy(productVariants.id);
  // Each test takes fresh variants so stock changes in one test do not leak into another.
  const taken = rows.filter((r) => !used.has(r.id)).slice(0, count);
  for (const r of taken) used.add(r.id);
  expect(taken).toHaveLength(count);
  return taken;
}
const used = new Set<number>();
const setStock = (variantId: number, qty: number) =>
  t.app.db.update(productVariants).set({ qty }).where(eq(productVariants.id, variantId));

const add = (c: TestClient, body: Record<string, unknown>) =>
  c.post<Cart>('/api/web/product/cart/add', body);

describe('a visitor cart', () => {
  it('is kept by an httpOnly cookie, priced by the server, one line per product, colour and size', async () => {
    const [v] = await variants(5, 1);
    const c = new TestClient(t.baseUrl);
    const first = await add(c, {
      product_id: v!.product_id,
      variant_id: v!.id,
      qty: 1,
      price: 0.01,
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toMatch(/camtour_cart=.*HttpOnly/i);
    expect(first.body.data!.items[0]).toMatchObject({
      qty: 1,
      price_cents: v!.price_cents,
      available: true,
      issue: null,
    });
    // The same line by colour and size instead of the variant id.
    const second = await add(c, {
      product_id: v!.product_id,
      color_id: v!.color_id,
      size_id: v!.size_id,
      qty: 2,
    });
    expect(second.body.data!.items).toHaveLength(1);
    expect(second.body.data!.items[0]!.qty).toBe(3);
    expect(second.body.data!.subtotal_cents).toBe(v!.price_cents * 3);
    expect((await c.get<{ count: number }>('/api/web/product/cart/count')).body.data!.count).toBe(
      3,
    );
    // Another visitor sees an empty cart.
    const other = new TestClient(t.baseUrl);
    expect((await other.get<Cart>('/api/web/product/cart')).body.data!.items).toEqual([]);
  });

  it.each([
    [{ variant_id: 1, qty: 0 }, { qty: ['quantity-min'] }],
    [{ variant_id: 1, qty: 1.5 }, { qty: ['quantity-min'] }],
    [{ qty: 1 }, { variant_id: ['variant-required'] }],
    [{ variant_id: 'x', qty: 1 }, { variant_id: ['invalid-id'] }],
  ])('refuses %j', async (body, errors) => {
    const [v] = await variants(1, 1);
    const res = await add(new TestClient(t.baseUrl), { product_id: v!.product_id, ...body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });

  it('is 404 for an unknown product or a variant of another product', async () => {
    const [a, b] = await variants(1, 2);
    const c = new TestClient(t.baseUrl);
    expect((await add(c, { product_id: 999999, variant_id: a!.id, qty: 1 })).body.message).toBe(
      'product-not-found',
    );
    const wrong = b!.product_id === a!.product_id ? 999999 : b!.id;
    expect((await add(c, { product_id: a!.product_id, variant_id: wrong, qty: 1 })).status).toBe(
      404,
    );
  });

  it('refuses more than the stock with code 2 and how many are still available', async () => {
    const [v] = await variants(1, 1);
    await setStock(v!.id, 3);
    const c = new TestClient(t.baseUrl);
    await add(c, { product_id: v!.product_id, variant_id: v!.id, qty: 2 });
    const over = await add(c, { product_id: v!.product_id, variant_id: v!.id, qty: 2 });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      result: false,
      message: 'insufficient-stock',
      code: 2,
      data: { available: 1 },
    });
    await setStock(v!.id, 0);
    const none = await add(new TestClient(t.baseUrl), {
      product_id: v!.product_id,
      variant_id: v!.id,
      qty: 1,
    });
    expect(none.body).toMatchObject({ code: 2, data: { available: 0 } });
  });

  it('adds from two tabs at once into one line with the summed quantity, never past the stock', async () => {
    const [v, w] = await variants(1, 2);
    await setStock(v!.id, 10);
    const c = new TestClient(t.baseUrl);
    await add(c, { product_id: w!.product_id, variant_id: w!.id, qty: 1 }); // the cart and its cookie exist
    const both = await Promise.all([
      add(c, { product_id: v!.product_id, variant_id: v!.id, qty: 2 }),
      add(c, { product_id: v!.product_id, variant_id: v!.id, qty: 3 }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const lines = (await c.get<Cart>('/api/web/product/cart')).body.data!.items.filter(
      (i) => i.variantId === v!.id,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]!.qty).toBe(5);

    await setStock(v!.id, 7); // 5 in the cart, room for 2 more
    const race = await Promise.all([
      add(c, { product_id: v!.product_id, variant_id: v!.id, qty: 2 }),
      add(c, { product_id: v!.product_id, variant_id: v!.id, qty: 2 }),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 400]);
    const after = (await c.get<Cart>('/api/web/product/cart')).body.data!.items.find(
      (i) => i.variantId === v!.id,
    )!;
    expect(after.qty).toBe(7);
  });
});

describe('changing and removing lines', () => {
  it('sets a quantity from 1 to the stock, with the spec messages', async () => {
    const [v] = await variants(1, 1);
    await setStock(v!.id, 4);
    const c = new TestClient(t.baseUrl);
    const item = (await add(c, { product_id: v!.product_id, variant_id: v!.id, qty: 1 })).body.data!
      .items[0]!;
    const ok = await c.put<Cart>('/api/web/product/cart/update', {
      cart_item_id: item.cart_item_id,
      qty: 4,
    });
    expect(ok.body.data!.items[0]!.qty).toBe(4);
    const over = await c.put('/api/web/product/cart/update', {
      cart_item_id: item.cart_item_id,
      qty: 5,
    });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      message: 'maximum-quantity-available',
      data: { available: 4 },
    });
    const zero = await c.put('/api/web/product/cart/update', {
      cart_item_id: item.cart_item_id,
      qty: 0,
    });
    expect(zero.body.errors).toEqual({ qty: ['quantity-min'] });
  });

  it('removes one line, then empties the cart with no body', async () => {
    const [a, b] = await variants(2, 2);
    const c = new TestClient(t.baseUrl);
    await add(c, { product_id: a!.product_id, variant_id: a!.id, qty: 1 });
    const cart = (await add(c, { product_id: b!.product_id, variant_id: b!.id, qty: 1 })).body
      .data!;
    const one = await c.delete<Cart>('/api/web/product/cart/remove', {
      cart_item_id: cart.items[0]!.cart_item_id,
    });
    expect(one.body.data!.items).toHaveLength(1);
    const gone = await c.delete('/api/web/product/cart/remove', {
      cart_item_id: cart.items[0]!.cart_item_id,
    });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Item not found in cart.');
    const cleared = await c.delete<Cart>('/api/web/product/cart/remove');
    expect(cleared.body).toMatchObject({ result: true, message: 'cart-cleared' });
    expect(cleared.body.data!.items).toEqual([]);
  });

  it('flags a line whose stock ran out or whose variant is gone, instead of dropping it', async () => {
    const [a, b] = await variants(3, 2);
    const c = new TestClient(t.baseUrl);
    await add(c, { product_id: a!.product_id, variant_id: a!.id, qty: 2 });
    await add(c, { product_id: b!.product_id, variant_id: b!.id, qty: 1 });
    await setStock(a!.id, 1);
    let cart = (await c.get<Cart>('/api/web/product/cart')).body.data!;
    expect(cart.items.find((i) => i.variantId === a!.id)).toMatchObject({
      issue: 'exceeds-stock',
      available: false,
      maxQuantity: 1,
    });
    expect(cart.has_issues).toBe(true);
    expect(cart.subtotal_cents).toBe(b!.price_cents);
    await t.app.db.delete(productVariants).where(eq(productVariants.id, a!.id));
    cart = (await c.get<Cart>('/api/web/product/cart')).body.data!;
    expect(cart.items).toHaveLength(2);
    expect(
      cart.items.find((i) => i.product_id === a!.product_id && i.variantId === null),
    ).toMatchObject({ issue: 'variant-unavailable' });
  });
});

describe('logging in', () => {
  it("merges the visitor's cart into the account, capped by stock", async () => {
    const [a, b] = await variants(1, 2);
    await setStock(a!.id, 5);
    const { email, password } = await createUser(t);
    // The account already holds 3 of variant a.
    const account = new TestClient(t.baseUrl);
    await account.post('/api/auth/login', { email, password });
    await add(account, { product_id: a!.product_id, variant_id: a!.id, qty: 3 });

    const visitor = new TestClient(t.baseUrl);
    await add(visitor, { product_id: a!.product_id, variant_id: a!.id, qty: 4 });
    await add(visitor, { product_id: b!.product_id, variant_id: b!.id, qty: 1 });
    const login = await visitor.post('/api/auth/login', { email, password });
    expect(login.status).toBe(200);
    expect(visitor.cookie('camtour_cart')).toBeUndefined();
    const cart = (await visitor.get<Cart>('/api/web/product/cart')).body.data!;
    expect(cart.items.find((i) => i.variantId === a!.id)!.qty).toBe(5); // 3 + 4, capped at 5
    expect(cart.items.find((i) => i.variantId === b!.id)!.qty).toBe(1);
    expect((await account.get<Cart>('/api/web/product/cart')).body.data!.items).toHaveLength(2);
  });
});

describe('ownership', () => {
  it("no user or visitor can see or change another's cart", async () => {
    const [v] = await variants(2, 1);
    const owner = await createUser(t);
    const intruder = await createUser(t);
    const a = new TestClient(t.baseUrl);
    await a.post('/api/auth/login', { email: owner.email, password: owner.password });
    const item = (await add(a, { product_id: v!.product_id, variant_id: v!.id, qty: 2 })).body.data!
      .items[0]!;

    const b = new TestClient(t.baseUrl);
    await b.post('/api/auth/login', { email: intruder.email, password: intruder.password });
    const visitor = new TestClient(t.baseUrl);
    for (const other of [b, visitor]) {
      expect((await other.get<Cart>('/api/web/product/cart')).body.data!.items).toEqual([]);
      expect(
        (
          await other.put('/api/web/product/cart/update', {
            cart_item_id: item.cart_item_id,
            qty: 1,
          })
        ).status,
      ).toBe(404);
      expect(
        (await other.delete('/api/web/product/cart/remove', { cart_item_id: item.cart_item_id }))
          .status,
      ).toBe(404);
      await other.delete('/api/web/product/cart/remove');
    }
    expect((await a.get<Cart>('/api/web/product/cart')).body.data!.items[0]!.qty).toBe(2);
  });

  it('refuses a cookie-carrying write without the same-origin markers', async () => {
    const [v] = await variants(1, 1);
    const c = new TestClient(t.baseUrl);
    await add(c, { product_id: v!.product_id, variant_id: v!.id, qty: 1 });
    const res = await c.raw('/api/web/product/cart/remove', {
      method: 'DELETE',
      headers: { 'x-requested-with': '' },
    });
    expect(res.status).toBe(403);
  });
});
