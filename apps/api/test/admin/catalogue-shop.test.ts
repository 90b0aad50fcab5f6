import type { AdminProduct } from '@camtour/shared/schemas/admin-catalogue';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationProducts, locations } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { orderBody, placeOrder, send } from '../orders/helpers';
import { CAT, addVariant, newCode, publishedProduct, uploadPhoto } from './catalogue-helpers';
import { staffClient } from './helpers';

let t: TestApp;
let staff: TestClient;

beforeAll(async () => {
  t = await startTestApp({ env: { ORDER_LIMIT_PER_HOUR: '1000' } });
  staff = await staffClient(t);
});
afterAll(() => t.close());

type Cards = { products: { id: number }[] };

async function member() {
  const u = await createUser(t);
  const c = new TestClient(t.baseUrl);
  const login = await c.post<{ token: string }>('/api/auth/login', {
    email: u.email,
    password: u.password,
  });
  c.bearer = login.body.data!.token;
  return c;
}

/** The ids a shop list answers: a page's products, or the related form's plain list. */
async function shopIds(query: string) {
  const res = await t.json<{ data: Cards | Cards['products'] }>(`/api/web/view/product?${query}`);
  expect(res.status, `${query} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  const d = res.body.data;
  return (Array.isArray(d) ? d : d.products).map((p) => p.id);
}

describe('a product staff publish, then take back to draft', () => {
  it('is in the shop’s list, search, category and detail while published, and in none of them as a draft', async () => {
    const word = `Qwzx${process.pid}`;
    const p = await publishedProduct(t, staff, 5, { name_en: `${word} Dry Bag`, code: newCode() });
    expect(await shopIds(`search=${word}`)).toEqual([p.id]);
    expect(await shopIds(`limit=4&search=${word}`)).toEqual([p.id]);
    expect(await shopIds(`category_ids=${p.category_id}&per_page=48&sort=newest`)).toContain(p.id);
    expect((await t.request(`/api/web/view/product/${p.id}`)).status).toBe(200);

    expect((await staff.post(CAT.unpublish(p.id))).status).toBe(200);
    expect(await shopIds(`search=${word}`)).toEqual([]);
    expect(await shopIds(`category_ids=${p.category_id}&per_page=48&sort=newest`)).not.toContain(
      p.id,
    );
    expect(await shopIds(`limit=4&search=${word}`)).toEqual([]);
    const detail = await t.json<{ message: string }>(`/api/web/view/product/${p.id}`);
    expect(detail.status).toBe(404);
    expect(detail.body.message).toBe('product-not-found');
    expect((await t.request(`/api/web/product/reviews/${p.id}`)).status).toBe(404);
  });

  it('cannot be added to a cart or bought as a draft; a cart line already there is flagged', async () => {
    const p = await publishedProduct(t, staff, 5);
    const v = p.variants[0]!.id;
    const shopper = new TestClient(t.baseUrl);
    expect(
      (await shopper.post('/api/web/product/cart/add', { product_id: p.id, variant_id: v, qty: 1 }))
        .status,
    ).toBe(200);
    await staff.post(CAT.unpublish(p.id));
    const add = await shopper.post('/api/web/product/cart/add', {
      product_id: p.id,
      variant_id: v,
      qty: 1,
    });
    expect(add.status).toBe(404);
    expect(add.body.message).toBe('product-not-found');
    const cart = await shopper.get<{ items: { product_id: number; issue: string | null }[] }>(
      '/api/web/product/cart',
    );
    expect(cart.body.data!.items.find((i) => i.product_id === p.id)!.issue).toBe(
      'product-unavailable',
    );
    const order = await placeOrder(
      new TestClient(t.baseUrl),
      orderBody([{ variant_id: v, qty: 1 }]),
    );
    expect(order.status).toBeGreaterThanOrEqual(400);
    expect(order.status).toBeLessThan(500);
    const quote = await send(
      new TestClient(t.baseUrl),
      'POST',
      '/api/web/product/checkout/quote',
      orderBody([{ variant_id: v, qty: 1 }]),
    );
    expect(JSON.stringify(quote.body)).toMatch(/unavailable/);
  });

  it('leaves favorites and a place’s gear list as a draft, and cannot be added to favorites', async () => {
    const p = await publishedProduct(t, staff, 5);
    const fan = await member();
    expect(
      (
        await send(fan, 'POST', '/api/web/wishlist', {
          item_id: String(p.id),
          item_type: 'product',
        })
      ).status,
    ).toBe(201);
    const [place] = await t.app.db.select().from(locations).orderBy(asc(locations.id)).limit(1);
    await t.app.db
      .insert(locationProducts)
      .values({ location_id: place!.id, variant_id: p.variants[0]!.id });
    const gear = async () =>
      (
        await t.json<{ data: { products: { product_id: number }[] } }>(
          `/api/web/view/location/detail/${place!.id}`,
        )
      ).body.data.products.map((g) => g.product_id);
    expect(await gear()).toContain(p.id);
    const favourites = async () =>
      (
        (await fan.get<{ item_id: number; item_type: string }[]>('/api/web/wishlist')).body.data ??
        []
      )
        .filter((i) => i.item_type === 'product')
        .map((i) => i.item_id);
    expect(await favourites()).toContain(p.id);

    await staff.post(CAT.unpublish(p.id));
    expect(await favourites()).not.toContain(p.id);
    expect(await gear()).not.toContain(p.id);
    const other = await member();
    const add = await send(other, 'POST', '/api/web/wishlist', {
      item_id: String(p.id),
      item_type: 'product',
    });
    expect(add.status).toBe(404);
    await t.app.db
      .delete(locationProducts)
      .where(eq(locationProducts.variant_id, p.variants[0]!.id));
  });
});

describe('the public product page', () => {
  it('lists as many pictures per colour as the product has photos', async () => {
    const p = await publishedProduct(t, staff, 5);
    await addVariant(t, staff, p.id, 1, 0, 2);
    for (let i = 0; i < 4; i++) expect((await uploadPhoto(staff, p.id)).status).toBe(200);
    const after = (await staff.get<AdminProduct>(CAT.one(p.id))).body.data!;
    expect(after.photo_count).toBe(5);
    const res = await t.json<{
      data: { product: { images: { image_url: string; color_id: number }[] } };
    }>(`/api/web/view/product/${p.id}`);
    const images = res.body.data.product.images;
    expect(images).toHaveLength(2 * 5);
    const first = after.variants[0]!.color;
    expect(images.filter((i) => i.color_id === first.id).map((i) => i.image_url)).toEqual(
      [0, 1, 2, 3, 4].map((n) => `/api/media/products/${p.id}/${first.slug}-${n}.svg`),
    );
    // Each coloured address shows the product's upload of that view.
    for (const img of images) {
      const pic = await t.request(img.image_url);
      expect(pic.status, img.image_url).toBe(200);
      expect(pic.headers.get('content-type')).toBe('image/webp');
    }
  });
});
