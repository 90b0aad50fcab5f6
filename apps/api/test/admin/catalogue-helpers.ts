import type { AdminProduct, ProductCreate } from '@camtour/shared/schemas/admin-catalogue';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, brands, colors, productCategories, sizes } from '../../src/db/schema/index';
import { imageBlob, makeImage, type TestClient } from '../helpers/client';
import type { TestApp } from '../helpers/test-app';

/** The back office's catalogue endpoints (issue 16). */
export const CAT = {
  list: (query: Record<string, string | number | undefined> = {}) => {
    const qs = new URLSearchParams(
      Object.entries(query).flatMap(([k, v]): [string, string][] =>
        v === undefined ? [] : [[k, String(v)]],
      ),
    );
    return `/api/admin/products${qs.size > 0 ? `?${qs}` : ''}`;
  },
  create: '/api/admin/products',
  options: '/api/admin/catalogue/options',
  one: (id: number) => `/api/admin/products/${id}`,
  publish: (id: number) => `/api/admin/products/${id}/publish`,
  unpublish: (id: number) => `/api/admin/products/${id}/unpublish`,
  variants: (id: number) => `/api/admin/products/${id}/variants`,
  variant: (id: number) => `/api/admin/variants/${id}`,
  stock: (variantId: number) => `/api/admin/variants/${variantId}/stock`,
  movements: (id: number, query = '') => `/api/admin/products/${id}/stock-movements${query}`,
  photos: (id: number) => `/api/admin/products/${id}/photos`,
  photo: (id: number, position: number | string) => `/api/admin/products/${id}/photos/${position}`,
} as const;

let codes = 0;
/** A product code nobody else uses in this run. */
export const newCode = () => `T${process.pid}-${++codes}`;

/** The first category and brand of the seed, and a few colours and sizes. */
export async function refs(t: TestApp) {
  const db = t.app.db;
  const [category] = await db.select().from(productCategories).orderBy(asc(productCategories.id));
  const [brand] = await db.select().from(brands).orderBy(asc(brands.id));
  const colorRows = await db.select().from(colors).orderBy(asc(colors.id));
  const sizeRows = await db.select().from(sizes).orderBy(asc(sizes.id));
  return { category: category!, brand: brand!, colors: colorRows, sizes: sizeRows };
}

/** A valid create body; `over` replaces any field. */
export async function productBody(
  t: TestApp,
  over: Partial<Record<keyof ProductCreate, unknown>> = {},
): Promise<Record<string, unknown>> {
  const { category, brand } = await refs(t);
  return {
    code: newCode(),
    category_id: category.id,
    brand_id: brand.id,
    name_en: 'Mekong Trail Jacket',
    name_km: 'អាវធំដើរព្រៃមេគង្គ',
    description_en: 'A light rain jacket for the wet season.',
    description_km: 'អាវភ្លៀងស្រាលសម្រាប់រដូវវស្សា។',
    specs: [{ label_en: 'Weight', label_km: 'ទម្ងន់', value_en: '300 g', value_km: '៣០០ ក្រាម' }],
    price_cents: 4599,
    original_price_cents: null,
    ...over,
  };
}

/** Creates a draft product through the route and returns it. */
export async function createProduct(
  t: TestApp,
  staff: TestClient,
  over: Partial<Record<keyof ProductCreate, unknown>> = {},
): Promise<AdminProduct> {
  const res = await staff.post<AdminProduct>(CAT.create, await productBody(t, over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}

/** Adds a variant of colour `ci` and size `si` (indexes into the seed's lists). */
export async function addVariant(
  t: TestApp,
  staff: TestClient,
  productId: number,
  ci: number,
  si: number,
  qty: number,
  price_cents: number | null = null,
): Promise<AdminProduct> {
  const { colors: c, sizes: s } = await refs(t);
  const res = await staff.post<AdminProduct>(CAT.variants(productId), {
    color_id: c[ci]!.id,
    size_id: s[si]!.id,
    qty,
    price_cents,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}

/** A photo form: `photo` from bytes, plus text fields. */
export function photoForm(
  bytes: Buffer,
  type = 'image/png',
  name = 'photo.png',
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('photo', imageBlob(bytes, type), name);
  return form;
}

export async function uploadPhoto(
  staff: TestClient,
  productId: number,
  fields: Record<string, string> = {},
  bytes?: Buffer,
) {
  const png = bytes ?? (await makeImage('png', 120, 90));
  return staff.form<AdminProduct>(
    CAT.photos(productId),
    photoForm(png, 'image/png', 'p.png', fields),
  );
}

/** A product with one variant and one photo, published: what the shop shows. */
export async function publishedProduct(
  t: TestApp,
  staff: TestClient,
  qty = 5,
  over: Partial<Record<keyof ProductCreate, unknown>> = {},
): Promise<AdminProduct> {
  const p = await createProduct(t, staff, over);
  await addVariant(t, staff, p.id, 0, 0, qty);
  expect((await uploadPhoto(staff, p.id)).status).toBe(200);
  const res = await staff.post<AdminProduct>(CAT.publish(p.id));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}

/** The audit entries of one entity, oldest first. */
export async function auditFor(t: TestApp, entity: string, entityId: number, action?: string) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entity_id, String(entityId)),
        action ? eq(auditLog.action, action) : undefined,
      ),
    )
    .orderBy(asc(auditLog.id));
}

/** Variants whose stock ledger does not add up to their stock: always none. */
export async function ledgerMismatches(t: TestApp, variantIds?: number[]) {
  const { rows } = (await t.app.db.execute(sql`
    select v.id, v.qty, coalesce(sum(m.delta), 0)::int as total
      from product_variants v left join stock_movements m on m.variant_id = v.id
      ${
        variantIds
          ? sql`where v.id in (${sql.join(
              variantIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      }
      group by v.id, v.qty
      having v.qty <> coalesce(sum(m.delta), 0)`)) as unknown as {
    rows: { id: number; qty: number; total: number }[];
  };
  return rows;
}
