import type {
  AdminProduct,
  AdminProductsPage,
  CatalogueOptions,
} from '@camtour/shared/schemas/admin-catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index';
import type { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { CAT, auditFor, createProduct, newCode, productBody, refs } from './catalogue-helpers';
import { staffClient } from './helpers';

let t: TestApp;
let staff: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  staff = await staffClient(t);
});
afterAll(() => t.close());

describe('GET /api/admin/products', () => {
  it('lists 30 a page, newest first, with stock, variants and thumbnail', async () => {
    const res = await staff.get<AdminProductsPage>(CAT.list());
    expect(res.status).toBe(200);
    const { products: rows, pagination } = res.body.data!;
    expect(pagination.per_page).toBe(30);
    expect(pagination.total).toBeGreaterThanOrEqual(58);
    expect(rows).toHaveLength(30);
    const row = rows.find((r) => r.code === 'CT-TEN-001') ?? rows[0]!;
    expect(row.variant_count).toBeGreaterThan(0);
    expect(row.total_stock).toBeGreaterThanOrEqual(0);
    expect(row.thumbnail_url).toBe(`/api/media/products/${row.id}/0.svg`);
    expect(row.category.name_km).not.toBe('');
    const page2 = await staff.get<AdminProductsPage>(CAT.list({ page: 2 }));
    expect(page2.body.data!.pagination.current_page).toBe(2);
    expect(page2.body.data!.products[0]!.id).not.toBe(rows[0]!.id);
  });

  it('searches code and names, English and Khmer, and filters status, category, brand, low stock', async () => {
    const p = await createProduct(t, staff, { name_en: 'Zyxwv Hammock', name_km: 'អង្រឹងពិសេស' });
    const byName = await staff.get<AdminProductsPage>(CAT.list({ search: 'zyxwv' }));
    expect(byName.body.data!.products.map((r) => r.id)).toEqual([p.id]);
    const byKm = await staff.get<AdminProductsPage>(CAT.list({ search: 'អង្រឹងពិសេស' }));
    expect(byKm.body.data!.products.map((r) => r.id)).toContain(p.id);
    const byCode = await staff.get<AdminProductsPage>(CAT.list({ search: p.code.toLowerCase() }));
    expect(byCode.body.data!.products.map((r) => r.id)).toContain(p.id);

    const drafts = await staff.get<AdminProductsPage>(CAT.list({ status: 'draft' }));
    expect(drafts.body.data!.products.every((r) => r.status === 'draft')).toBe(true);
    expect(drafts.body.data!.products.map((r) => r.id)).toContain(p.id);
    const { category, brand } = await refs(t);
    const inCategory = await staff.get<AdminProductsPage>(CAT.list({ category_id: category.id }));
    expect(inCategory.body.data!.products.every((r) => r.category.id === category.id)).toBe(true);
    const ofBrand = await staff.get<AdminProductsPage>(CAT.list({ brand_id: brand.id }));
    expect(ofBrand.body.data!.products.every((r) => r.brand.id === brand.id)).toBe(true);
    const low = await staff.get<AdminProductsPage>(CAT.list({ low_stock: 'true' }));
    expect(low.status).toBe(200);
    expect(low.body.data!.products.every((r) => r.low_stock_variants > 0)).toBe(true);
    // A new draft has no variant, so no low one, and no photo yet.
    expect(low.body.data!.products.map((r) => r.id)).not.toContain(p.id);
    expect(drafts.body.data!.products.find((r) => r.id === p.id)!.thumbnail_url).toBeNull();
  });

  it('refuses bad filters with field errors', async () => {
    for (const [query, field, key] of [
      [{ status: 'gone' }, 'status', 'field-invalid-option'],
      [{ category_id: 'x' }, 'category_id', 'invalid-id'],
      [{ page: 0 }, 'page', 'field-too-small'],
      [{ low_stock: 'maybe' }, 'low_stock', 'field-invalid-option'],
      [{ search: 'x'.repeat(101) }, 'search', 'field-too-large'],
    ] as const) {
      const res = await staff.get(CAT.list(query));
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.errors?.[field]).toEqual([key]);
    }
  });
});

describe('GET /api/admin/products/{id} and the options', () => {
  it('answers every field, variants, photos and what blocks publishing', async () => {
    const [seeded] = await t.app.db.select().from(products).where(eq(products.code, 'CT-TEN-001'));
    const res = await staff.get<AdminProduct>(CAT.one(seeded!.id));
    expect(res.status).toBe(200);
    const p = res.body.data!;
    expect(p.name_km).toBe(seeded!.name_km);
    expect(p.specs.length).toBeGreaterThan(0);
    expect(p.photos.map((ph) => ph.url)).toEqual(
      [0, 1, 2].map((n) => `/api/media/products/${p.id}/${n}.svg`),
    );
    expect(p.variants.length).toBeGreaterThan(0);
    expect(p.variants[0]!.color.name_km).not.toBe('');
    expect(p.publish_blockers).toEqual([]);
    expect(p.total_stock).toBe(p.variants.reduce((s, v) => s + v.qty, 0));
  });

  it('is 404 for a product that does not exist, 400 for a bad id', async () => {
    expect((await staff.get(CAT.one(99_999_999))).body.message).toBe('product-not-found');
    expect((await staff.get(CAT.one(99_999_999))).status).toBe(404);
    expect((await staff.get('/api/admin/products/abc')).status).toBe(400);
  });

  it('lists categories, brands, colours and sizes', async () => {
    const res = await staff.get<CatalogueOptions>(CAT.options);
    expect(res.status).toBe(200);
    const o = res.body.data!;
    for (const list of [o.categories, o.brands, o.colors, o.sizes])
      expect(list.length).toBeGreaterThan(0);
    expect(o.colors[0]!.hex).toMatch(/^#/);
  });
});

describe('POST /api/admin/products', () => {
  it('creates a draft with no photo, audited, searchable by brand and category names', async () => {
    const p = await createProduct(t, staff, { code: ' ct-new-abc ' });
    expect(p.code).toBe('CT-NEW-ABC');
    expect(p.status).toBe('draft');
    expect(p.photo_count).toBe(0);
    expect(p.photos).toEqual([]);
    expect(p.publish_blockers).toEqual(['product-needs-variant', 'product-needs-photo']);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.search_text).toContain('mekong');
    expect(row!.search_text).toContain(p.brand.name.toLowerCase().split(' ')[0]);
    const [entry] = await auditFor(t, 'product', p.id, 'product.create');
    expect(entry!.before).toBeNull();
    expect(entry!.after).toMatchObject({ code: 'CT-NEW-ABC', status: 'draft', price_cents: 4599 });
  });

  it('refuses a taken code with 409 on the field, and status published without variants', async () => {
    const p = await createProduct(t, staff);
    const again = await staff.post(
      CAT.create,
      await productBody(t, { code: p.code.toLowerCase() }),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('product-code-taken');
    expect(again.body.errors).toEqual({ code: ['product-code-taken'] });
    const published = await staff.post(CAT.create, await productBody(t, { status: 'published' }));
    expect(published.status).toBe(409);
    expect(published.body.message).toBe('product-needs-variant');
  });

  it('answers each validation error on its field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: undefined }, 'code', 'field-required'],
      [{ code: 'a b' }, 'code', 'field-invalid'],
      [{ code: 'AB' }, 'code', 'field-too-small'],
      [{ name_en: ' ' }, 'name_en', 'field-too-small'],
      [{ name_km: 'x'.repeat(121) }, 'name_km', 'field-too-large'],
      [{ description_en: '' }, 'description_en', 'field-required'],
      [{ category_id: '' }, 'category_id', 'field-required'],
      [{ category_id: 999_999 }, 'category_id', 'category-not-found'],
      [{ brand_id: 999_999 }, 'brand_id', 'brand-not-found'],
      [{ price_cents: 12.5 }, 'price_cents', 'price-invalid'],
      [{ price_cents: -1 }, 'price_cents', 'price-invalid'],
      [{ price_cents: 10_000_001 }, 'price_cents', 'field-too-large'],
      [{ original_price_cents: 4599 }, 'original_price_cents', 'original-price-too-low'],
      [{ status: 'archived' }, 'status', 'field-invalid-option'],
      [
        { specs: [{ label_en: 'W', label_km: '', value_en: '1', value_km: '1' }] },
        'specs.0.label_km',
        'field-required',
      ],
    ];
    for (const [over, field, key] of cases) {
      const res = await staff.post(CAT.create, await productBody(t, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message).toBe('validation-failed');
      expect(res.body.errors?.[field], JSON.stringify(res.body.errors)).toEqual([key]);
    }
  });
});

describe('PUT /api/admin/products/{id}', () => {
  it('updates every field, refreshes search_text and updated_at, audits before and after', async () => {
    const p = await createProduct(t, staff);
    const { category, brand } = await refs(t);
    const body = await productBody(t, {
      code: newCode(),
      name_en: 'Tonle Sap Poncho',
      name_km: 'អាវភ្លៀងទន្លេសាប',
      price_cents: 1999,
      original_price_cents: 2500,
      category_id: category.id,
      brand_id: brand.id,
      specs: [],
    });
    const res = await staff.put<AdminProduct>(CAT.one(p.id), body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.data!;
    expect(after).toMatchObject({
      name_en: 'Tonle Sap Poncho',
      price_cents: 1999,
      original_price_cents: 2500,
      specs: [],
    });
    expect(after.updated_at > p.updated_at).toBe(true);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.search_text).toContain('poncho');
    expect(row!.search_text).not.toContain('jacket');
    const [entry] = await auditFor(t, 'product', p.id, 'product.update');
    expect(entry!.before).toMatchObject({ name_en: 'Mekong Trail Jacket', price_cents: 4599 });
    expect(entry!.after).toMatchObject({ name_en: 'Tonle Sap Poncho', price_cents: 1999 });
  });

  it('is 404 for a missing product, 409 for another product’s code, 400 for bad fields', async () => {
    const a = await createProduct(t, staff);
    const b = await createProduct(t, staff);
    const missing = await staff.put(CAT.one(99_999_999), await productBody(t));
    expect(missing.status).toBe(404);
    const taken = await staff.put(CAT.one(b.id), await productBody(t, { code: a.code }));
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ code: ['product-code-taken'] });
    const own = await staff.put(CAT.one(b.id), await productBody(t, { code: b.code }));
    expect(own.status).toBe(200);
    const bad = await staff.put(CAT.one(b.id), await productBody(t, { price_cents: 'x' }));
    expect(bad.status).toBe(400);
  });
});
