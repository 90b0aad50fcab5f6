import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './helpers/client';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createUser } from './helpers/users';

/**
 * Issue 18 item 10: every response carries the fields the "calls it makes" rows of documents 1
 * to 3 say the earlier web client reads, at the place it reads them. A field path is dotted from the
 * envelope; `[]` steps into every item of a list (and asserts the list is not empty).
 */

let t: TestApp;
const visitor = () => new TestClient(t.baseUrl);
let member: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  const { email, password } = await createUser(t);
  member = visitor();
  const login = await member.post<{ token: string }>('/api/auth/login', { email, password });
  expect(login.status).toBe(200);
});
afterAll(() => t.close());

/** The values at a dotted path; `a[]` fans out over the list `a`, which must not be empty. */
function at(value: unknown, path: string): unknown[] {
  let here: unknown[] = [value];
  for (const step of path.split('.')) {
    const list = step.endsWith('[]');
    const key = list ? step.slice(0, -2) : step;
    here = here.flatMap((v) => {
      expect(v, `${path}: ${key} sits in an object`).toBeTypeOf('object');
      expect(v, `${path}: ${key}`).not.toBeNull();
      const next = key === '' ? v : (v as Record<string, unknown>)[key];
      expect(next, `${path}: ${key} is present`).not.toBeUndefined();
      if (!list) return [next];
      expect(Array.isArray(next), `${path}: ${key} is a list`).toBe(true);
      expect((next as unknown[]).length, `${path}: ${key} has items`).toBeGreaterThan(0);
      return next as unknown[];
    });
  }
  return here;
}

async function reads(
  c: TestClient,
  method: string,
  path: string,
  fields: string[],
  body?: unknown,
) {
  const res = await c.call(method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(
    300,
  );
  for (const f of fields) at(res.body, f);
  return res.body;
}

const PLACE = 'data.locations[]';
const CARD_FIELDS = [
  'id',
  'name',
  'name_local',
  'is_thumbnail',
  'category.name',
  'category.name_km',
  'province.name',
  'province.local_name',
  'province.name_km',
  'rate_star',
  'total_view',
];
const RELATED_PRODUCT = [
  'product_id',
  'product_name',
  'is_thumbnail',
  'color',
  'size',
  'price',
  'qty',
];

describe('document 3 (travel and planner) §7: the calls it makes', () => {
  it('GET /api/web/view/location: result, data.locations, data.product, data.top_view_location, data.pagination', async () => {
    const body = await reads(visitor(), 'GET', '/api/web/view/location?page=1', [
      'result',
      ...CARD_FIELDS.map((f) => `${PLACE}.${f}`),
      ...RELATED_PRODUCT.map((f) => `data.product[].${f}`),
      'data.top_view_location[].id',
      'data.pagination.current_page',
      'data.pagination.last_page',
    ]);
    expect(body.result).toBe(true);
    await reads(visitor(), 'GET', '/api/web/view/location?search=angkor&per_page=5', [
      'data.locations[].id',
      'data.pagination',
    ]);
    await reads(visitor(), 'GET', '/api/web/view/location?page=1&category_id=1', [
      'data.locations',
    ]);
  });

  it('GET /api/web/view/categories and /brands: result, data (list)', async () => {
    await reads(visitor(), 'GET', '/api/web/view/categories?lang=km', [
      'result',
      'data[].id',
      'data[].name',
      'data[].name_km',
      'data[].image',
      'data[].description',
    ]);
    // Document 3 §3: the client keeps the brands whose brand_type is "Local Brand".
    const brands = await reads(visitor(), 'GET', '/api/web/view/brands', [
      'result',
      'data[].id',
      'data[].brand_type',
    ]);
    expect(at(brands, 'data[].brand_type')).toContain('Local Brand');
  });

  it('GET /api/web/view/adventure: locations, top_view_location, pagination (total, current_page, last_page, per_page)', async () => {
    await reads(visitor(), 'GET', '/api/web/view/adventure?page=1&lang=en&province_id=8&star=1', [
      ...CARD_FIELDS.map((f) => `${PLACE}.${f}`),
      'data.top_view_location[].id',
      'data.pagination.total',
      'data.pagination.current_page',
      'data.pagination.last_page',
      'data.pagination.per_page',
    ]);
  });

  it('GET /api/web/view/location/provinces, districts, communes, villages: id-and-name lists', async () => {
    const provinces = await reads(visitor(), 'GET', '/api/web/view/location/provinces', [
      'data[].id',
      'data[].name',
      'data[].local_name',
      'data[].name_km',
    ]);
    expect(provinces.data).toBeInstanceOf(Array);
    const districts = await reads(visitor(), 'GET', '/api/web/view/location/districts/8', [
      'error',
      'result',
      'message',
      'data[].id',
      'data[].name',
    ]);
    const district = (districts.data as { id: number }[])[0]!.id;
    const communes = await reads(
      visitor(),
      'GET',
      `/api/web/view/location/communes/${district}?lang=km`,
      ['data[].id', 'data[].name'],
    );
    // Not every commune of the demo gazetteer has villages: the first place's commune has.
    const place = (
      await visitor().get<{ commune: { id: number } }>('/api/web/view/location/detail/1')
    ).body.data!;
    await reads(visitor(), 'GET', `/api/web/view/location/communes/${district}`, ['data[].id']);
    expect(communes.data).toBeInstanceOf(Array);
    await reads(visitor(), 'GET', `/api/web/view/location/villages/${place.commune.id}?lang=km`, [
      'data[].id',
      'data[].name',
    ]);
  });

  it('GET /api/web/view/siemreap: data.locations, top_view_location, product_relates (related product), pagination.total', async () => {
    await reads(
      visitor(),
      'GET',
      '/api/web/view/siemreap?page=1&per_page=9&min_total_view=0&star=1',
      [
        ...CARD_FIELDS.map((f) => `${PLACE}.${f}`),
        'data.top_view_location[].id',
        ...RELATED_PRODUCT.map((f) => `data.product_relates[].${f}`),
        'data.pagination.total',
      ],
    );
  });

  it('GET /api/web/view/hotels/siemreap and /{id}: result, data, paginate; hotel fields', async () => {
    const list = await reads(visitor(), 'GET', '/api/web/view/hotels/siemreap?page=1', [
      'result',
      'data[].id',
      'data[].name',
      'data[].name_km',
      'data[].thumbnail',
      'paginate.current_page',
      'paginate.last_page',
      'paginate.total',
      'paginate.has_more_pages',
      'paginate.first_item',
      'paginate.last_item',
    ]);
    const id = (list.data as { id: number }[])[0]!.id;
    await reads(visitor(), 'GET', `/api/web/view/hotels/siemreap/${id}`, [
      'result',
      'data.id',
      'data.name',
      'data.name_km',
      'data.description',
      'data.thumbnail',
      'data.photos[].photo',
      'data.services',
      'data.meal',
      'data.room_types[].id',
      'data.room_types[].title',
      'data.room_types[].description',
      'data.room_types[].image',
      'data.room_types[].price_range',
      'data.locations[].id',
      'data.locations[].title',
      'data.locations[].description',
      'data.locations[].distance',
      'data.email',
    ]);
  });

  it('GET /api/web/view/location/detail/{id}: result, data, message with the detail fields', async () => {
    const body = await reads(visitor(), 'GET', '/api/web/view/location/detail/1', [
      'result',
      'message',
      ...[
        'id',
        'name',
        'name_local',
        'local_name',
        'description',
        'description_local',
        'short_description',
        'short_description_local',
        'is_thumbnail',
        'category.name',
        'province.name',
        'province.local_name',
        'total_view',
        'rate_star',
        'stars',
        'photos[].photo_url',
        'tags[].id',
        'tags[].name',
        'lat',
        'lot',
        'url_location',
        'min_money',
        'max_money',
        'active_travel_activities',
        'same_district_locations',
        'same_category_locations',
      ].map((f) => `data.${f}`),
    ]);
    const products = (body.data as { products: unknown[] }).products;
    expect(products.length).toBeGreaterThan(0);
    for (const f of ['product_id', 'product_name', 'color', 'size', 'price', 'qty', 'is_thumbnail'])
      at(body, `data.products[].${f}`);
  });

  it('GET /api/web/view/location/guide: data (list) with the tips on the item, error', async () => {
    await reads(visitor(), 'GET', '/api/web/view/location/guide?location_id=1', [
      'error',
      'data[].location_id',
      'data[].best_time_to_visit',
      'data[].local_contacts',
      'data[].currency_and_budget',
      'data[].local_transportation',
      'data[].what_to_pack',
      'data[].local_etiquette',
      'data[].what_on_sale',
    ]);
  });

  it('GET /api/web/user/favorites/check/{locationId}: result, data.is_favorite', async () => {
    const body = await reads(member, 'GET', '/api/web/user/favorites/check/1', [
      'result',
      'data.is_favorite',
    ]);
    expect(body.data).toMatchObject({ is_favorite: false });
  });
});

describe('document 2 (shop and checkout) §7: the calls it makes', () => {
  let productId: number;
  let variantId: number;

  it('GET /api/web/view/product: error, message, data.products, data.pagination (current_page, last_page)', async () => {
    const body = await reads(visitor(), 'GET', '/api/web/view/product?page=1', [
      'error',
      'message',
      'data.products[].id',
      'data.pagination.current_page',
      'data.pagination.last_page',
    ]);
    productId = (body.data as { products: { id: number; total_stock: number }[] }).products.find(
      (p) => p.total_stock > 0,
    )!.id;
    await reads(visitor(), 'GET', `/api/web/view/product?category_id=1&limit=4&exclude_id=1`, [
      'result',
      'data',
    ]);
  });

  it('GET /api/web/view/product/{id}: result, data (product, related_products, related_category), message', async () => {
    const body = await reads(visitor(), 'GET', `/api/web/view/product/${productId}`, [
      'result',
      'message',
      'data.product.id',
      'data.product.variants[].id',
      'data.related_products',
      'data.related_category',
    ]);
    variantId = (
      body.data as { product: { variants: { id: number; qty: number }[] } }
    ).product.variants.find((v) => v.qty > 0)!.id;
  });

  it('GET /api/web/view/product/confirm/order: error, data, message', async () => {
    await reads(
      visitor(),
      'GET',
      '/api/web/view/product/confirm/order?page=1&limit=6&sort=popularity',
      ['error', 'message', 'data[].id'],
    );
  });

  it('the cart: GET items (id, product, variant, color, size, quantity or qty, price) and count', async () => {
    const c = visitor();
    await reads(c, 'POST', '/api/web/product/cart/add', ['result', 'message'], {
      product_id: productId,
      variant_id: variantId,
      qty: 1,
    });
    const item = 'data.items[]';
    await reads(c, 'GET', '/api/web/product/cart', [
      'result',
      ...['id', 'product', 'variant', 'color', 'size', 'qty', 'price'].map((f) => `${item}.${f}`),
    ]);
    const count = await reads(c, 'GET', '/api/web/product/cart/count', ['data.count']);
    expect(count.data).toMatchObject({ count: 1 });
  });

  it('GET /api/web/product/order/my-order: error (false) and data', async () => {
    const body = await reads(member, 'GET', '/api/web/product/order/my-order', ['error', 'data']);
    expect(body.error).toBe(false);
  });
});

describe('document 1 (accounts and shared) §7: the calls it makes', () => {
  it('GET /api/web/auth/me: result, data (profile), message', async () => {
    await reads(member, 'GET', '/api/web/auth/me', ['result', 'message', 'data.email']);
  });

  it('the wishlist: add (result, message, data), list (result, data[], message), count (data.count)', async () => {
    await reads(member, 'POST', '/api/web/wishlist', ['result', 'message', 'data'], {
      item_id: 2,
      item_type: 'location',
    });
    await reads(member, 'GET', '/api/web/wishlist', ['result', 'message', 'data[]']);
    const count = await reads(member, 'GET', '/api/web/wishlist/count', ['data.count']);
    expect(count.data).toMatchObject({ count: 1 });
  });
});
