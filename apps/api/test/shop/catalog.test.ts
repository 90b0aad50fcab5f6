import type { ProductCard, ProductDetail } from '@camtour/shared/schemas/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

let t: TestApp;
let c: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  c = new TestClient(t.baseUrl);
});
afterAll(() => t.close());

interface ListData {
  products: ProductCard[];
  pagination: { current_page: number; last_page: number; per_page: number; total: number };
  price_range: { min: number; max: number; slider_max: number };
}
interface Category {
  id: number;
  slug: string;
  name: string;
  name_km: string;
  image: string;
}
interface Brand {
  id: number;
  brand_type: string;
}

const list = (q = '') => c.get<ListData>(`/api/web/view/product${q}`);
const all = async (q = '') => (await list(`?per_page=48${q ? `&${q}` : ''}`)).body.data!;

describe('GET /api/web/view/product (shop list)', () => {
  it('pages through 40+ published products, 12 a page, newest first', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const d = res.body.data!;
    expect(d.products).toHaveLength(12);
    expect(d.pagination.total).toBeGreaterThanOrEqual(40);
    expect(d.pagination).toMatchObject({
      current_page: 1,
      per_page: 12,
      last_page: Math.ceil(d.pagination.total / 12),
    });
    const dates = d.products.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(d.price_range.slider_max).toBeGreaterThanOrEqual(500);
    const p2 = (await list('?page=2')).body.data!;
    expect(p2.products.map((p) => p.id)).not.toContain(d.products[0]!.id);
    const beyond = (await list(`?page=${d.pagination.last_page + 1}`)).body.data!;
    expect(beyond.products).toEqual([]);
  });

  it.each([
    ['price-low-high', (a: ProductCard, b: ProductCard) => a.price_cents <= b.price_cents],
    ['price-high-low', (a: ProductCard, b: ProductCard) => a.price_cents >= b.price_cents],
    ['popularity', (a: ProductCard, b: ProductCard) => a.sold >= b.sold],
  ])('sorts by %s on the server', async (sort, inOrder) => {
    const { products } = await all(`sort=${sort}`);
    for (let i = 1; i < products.length; i++)
      expect(inOrder(products[i - 1]!, products[i]!)).toBe(true);
  });

  it('filters by comma-joined category_ids and brand_ids, and by category slug', async () => {
    const cats = (await c.get<Category[]>('/api/web/view/product/categories')).body.data!;
    const [a, b] = [cats[0]!, cats[1]!];
    const both = await all(`category_ids=${a.id},${b.id}`);
    expect(both.products.length).toBeGreaterThanOrEqual(6);
    expect(both.products.every((p) => [a.id, b.id].includes(p.category_id))).toBe(true);
    const bySlug = await all(`category_slug=${a.slug}`);
    expect(bySlug.products.every((p) => p.category.slug === a.slug)).toBe(true);
    const brand = both.products[0]!.brand.id;
    const byBrand = await all(`brand_ids=${brand}`);
    expect(byBrand.products.length).toBeGreaterThan(0);
    expect(byBrand.products.every((p) => p.brand.id === brand)).toBe(true);
  });

  it('filters by price in dollars, inclusive', async () => {
    const { products, pagination } = await all('min_price=20&max_price=60');
    expect(pagination.total).toBeGreaterThan(0);
    expect(products.every((p) => p.price >= 20 && p.price <= 60)).toBe(true);
  });

  it.each([
    ['?category_ids=1,x', 'category_ids', 'invalid-id'],
    ['?brand_ids=-3', 'brand_ids', 'invalid-id'],
    ['?page=0', 'page', 'field-too-small'],
    ['?page=-1', 'page', 'field-too-small'],
    ['?per_page=49', 'per_page', 'field-too-large'],
    ['?sort=cheapest', 'sort', 'field-invalid-option'],
    ['?min_price=-1', 'min_price', 'field-too-small'],
    ['?min_price=80&max_price=10', 'max_price', 'price-range-invalid'],
    ['?limit=0&category_id=1', 'limit', 'field-too-small'],
  ])('refuses %s with a 400 on %s', async (q, field, key) => {
    const res = await list(q);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field]: [key] });
  });

  it('answers the related form (category_id, limit=4, exclude_id) with a plain list', async () => {
    const first = (await all()).products[0]!;
    const res = await c.get<ProductCard[]>(
      `/api/web/view/product?category_id=${first.category_id}&limit=4&exclude_id=${first.id}`,
    );
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.body.data!.length).toBeLessThanOrEqual(4);
    expect(res.body.data!.length).toBeGreaterThan(0);
    expect(
      res.body.data!.every((p) => p.category_id === first.category_id && p.id !== first.id),
    ).toBe(true);
  });
});

describe('search (D6)', () => {
  it('finds products by an English word, a Khmer word, a typo and a code', async () => {
    const { products } = await all();
    const tent = products.find((p) => /tent/i.test(p.name))!;
    expect((await all('search=tent')).products.map((p) => p.id)).toContain(tent.id);
    const khmerWord = new Intl.Segmenter('km', { granularity: 'word' });
    const word = [...khmerWord.segment(tent.name_km)].find(
      (s) => s.isWordLike && s.segment.length >= 2,
    )!.segment;
    expect((await all(`search=${encodeURIComponent(word)}`)).products.map((p) => p.id)).toContain(
      tent.id,
    );
    const hammock = products.find((p) => /hammock/i.test(p.name));
    if (hammock)
      expect((await all('search=hamock')).products.map((p) => p.id)).toContain(hammock.id);
    expect(
      (await all(`search=${encodeURIComponent(tent.code.toLowerCase())}`)).products[0]!.id,
    ).toBe(tent.id);
  });

  it('finds nothing for nonsense, and treats % and _ as plain characters', async () => {
    expect((await all('search=zzqqxxvv')).products).toEqual([]);
    expect((await list('?search=%25%25')).status).toBe(200);
  });
});

describe('GET /api/web/view/product/{id}', () => {
  it('gives the product with variants, colours, sizes, pictures, reviews and two related lists, and counts the view', async () => {
    const reviewed = (await all('sort=popularity')).products.find((p) => p.review_count > 0)!;
    const res = await c.get<{
      product: ProductDetail;
      related_products: ProductCard[];
      related_category: ProductCard[];
    }>(`/api/web/view/product/${reviewed.id}`);
    expect(res.status).toBe(200);
    const { product, related_products, related_category } = res.body.data!;
    expect(product.variants.length).toBeGreaterThan(0);
    for (const v of product.variants) {
      expect(product.colors.map((x) => x.id)).toContain(v.color_id);
      expect(product.sizes.map((x) => x.id)).toContain(v.size_id);
    }
    expect(product.images).toHaveLength(product.colors.length * 3);
    const img = await c.raw(product.images[0]!.image_url);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
    expect(product.stars.length).toBeGreaterThan(0);
    expect(product.stars[0]!.rater_name).toMatch(/^\S+( \S\.)?$/);
    expect(product.name_km).toMatch(/[\u1780-\u17ff]/);
    expect(
      related_category.every((p) => p.category_id === product.category_id && p.id !== product.id),
    ).toBe(true);
    expect(related_products.length).toBeLessThanOrEqual(4);
    expect(related_products.map((p) => p.id)).not.toContain(product.id);
    // A view counts once per visitor and day (decision 012): again is not more, another is.
    const again = await c.get<{ product: ProductDetail }>(`/api/web/view/product/${reviewed.id}`);
    expect(again.body.data!.product.total_views).toBe(product.total_views);
    const other = new TestClient(t.baseUrl);
    const { email, password } = await createUser(t);
    await other.post('/api/auth/login', { email, password });
    const byOther = await other.get<{ product: ProductDetail }>(
      `/api/web/view/product/${reviewed.id}`,
    );
    expect(byOther.body.data!.product.total_views).toBe(product.total_views + 1);
  });

  it('is 404 product-not-found for an unknown id and 400 for a bad one', async () => {
    expect((await c.get('/api/web/view/product/999999')).body).toEqual({
      result: false,
      error: true,
      message: 'product-not-found',
    });
    expect((await c.get('/api/web/view/product/abc')).status).toBe(400);
    expect((await c.get('/api/web/view/product/-4')).status).toBe(400);
  });
});

describe('categories and brands', () => {
  it('lists the 11 shop categories in order, with pictures, at both paths', async () => {
    const res = await c.get<Category[]>('/api/web/view/product/categories');
    expect(res.body.data!.map((x) => x.slug)).toEqual([
      'camping-equipment',
      'camping-tents',
      'bottles',
      'camping-pump',
      'mattress',
      'pillow-hammock',
      'chair-table',
      'sleeping-bag',
      'camping-shelters',
      'camping-accessories',
      'camping-trekking',
    ]);
    for (const cat of res.body.data!) {
      expect(cat.name_km).toMatch(/[\u1780-\u17ff]/);
      expect((await c.raw(cat.image)).status).toBe(200);
    }
    const viaType = await c.get<Category[]>('/api/web/view/categories?type=product');
    expect(viaType.body.data).toEqual(res.body.data);
    const locations = await c.get<{ slug: string }[]>('/api/web/view/categories');
    expect(locations.body.data!.map((x) => x.slug)).toContain('temples');
  });

  it('lists brands with their type, several of them local', async () => {
    const brands = (await c.get<Brand[]>('/api/web/view/brands')).body.data!;
    expect(brands.filter((b) => b.brand_type === 'Local Brand').length).toBeGreaterThanOrEqual(3);
  });
});

describe('reviews', () => {
  it('needs a login: "You need to login first."', async () => {
    const res = await new TestClient(t.baseUrl).post('/api/web/product/reviews/1', {
      star: 5,
      comment: 'Great',
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('You need to login first.');
  });

  it('validates, stores one review per customer, and moves the average', async () => {
    const { email, password } = await createUser(t);
    const u = new TestClient(t.baseUrl);
    await u.post('/api/auth/login', { email, password });
    const target =
      (await all()).products.find((p) => p.review_count === 0) ?? (await all()).products[0]!;
    const path = `/api/web/product/reviews/${target.id}`;
    for (const [body, errors] of [
      [{ star: 0, comment: 'ok' }, { star: ['review-star-required'] }],
      [{ star: 6, comment: 'ok' }, { star: ['review-star-invalid'] }],
      [{ star: 4, comment: '   ' }, { comment: ['review-comment-required'] }],
      [{ star: 4, comment: 'x'.repeat(2001) }, { comment: ['review-comment-too-long'] }],
    ] as const) {
      const bad = await u.post(path, body);
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual(errors);
    }
    const created = await u.post<{ id: number }>(path, {
      star: 2,
      comment: ' Zip broke after one trip. ',
    });
    expect(created.status).toBe(201);
    expect(created.body.data!.id).toBeGreaterThan(0);
    const twice = await u.post(path, { star: 5, comment: 'Changed my mind' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('review-already-submitted');

    const reviews = await c.get<{
      reviews: { comment: string; star: number }[];
      review_count: number;
      rating: number;
    }>(path);
    expect(reviews.body.data!.review_count).toBe(target.review_count + 1);
    expect(reviews.body.data!.reviews[0]).toMatchObject({
      comment: 'Zip broke after one trip.',
      star: 2,
    });
    expect(
      (await u.post('/api/web/product/reviews/999999', { star: 3, comment: 'x' })).status,
    ).toBe(404);
  });
});

describe('GET /api/web/view/product/confirm/order', () => {
  it('recommends the 6 most popular products', async () => {
    const res = await c.get<ProductCard[]>(
      '/api/web/view/product/confirm/order?page=1&limit=6&sort=popularity',
    );
    const sold = res.body.data!.map((p) => p.sold);
    expect(sold).toHaveLength(6);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });
});
