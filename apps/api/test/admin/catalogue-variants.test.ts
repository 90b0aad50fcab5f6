import type { AdminProduct } from '@camtour/shared/schemas/admin-catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, stockMovements } from '../../src/db/schema/index';
import type { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { guestOrder } from './orders-helpers';
import {
  CAT,
  addVariant,
  auditFor,
  createProduct,
  publishedProduct,
  refs,
  uploadPhoto,
} from './catalogue-helpers';
import { staffClient } from './helpers';

let t: TestApp;
let staff: TestClient;

beforeAll(async () => {
  t = await startTestApp({ env: { ORDER_LIMIT_PER_HOUR: '1000' } });
  staff = await staffClient(t);
});
afterAll(() => t.close());

describe('variants', () => {
  it('adds a variant with its opening stock, labelled initial in the staff member’s name', async () => {
    const p = await createProduct(t, staff);
    const after = await addVariant(t, staff, p.id, 1, 2, 7, 5000);
    const [v] = after.variants;
    expect(v).toMatchObject({
      qty: 7,
      price_cents: 5000,
      effective_price_cents: 5000,
      in_orders: false,
    });
    const moves = await t.app.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variant_id, v!.id));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ delta: 7, qty_after: 7, reason: 'initial' });
    expect(moves[0]!.actor_id).not.toBeNull();
    const [entry] = await auditFor(t, 'variant', v!.id, 'variant.create');
    expect(entry!.before).toBeNull();
    expect(entry!.after).toMatchObject({ qty: 7, price_cents: 5000, product_id: p.id });
  });

  it('refuses a second variant of the same colour and size (409 on the fields), bad values, missing ones', async () => {
    const p = await createProduct(t, staff);
    await addVariant(t, staff, p.id, 0, 0, 1);
    const { colors, sizes } = await refs(t);
    const dup = await staff.post(CAT.variants(p.id), {
      color_id: colors[0]!.id,
      size_id: sizes[0]!.id,
      qty: 2,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual({
      color_id: ['variant-option-taken'],
      size_id: ['variant-option-taken'],
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ color_id: 999_999, size_id: sizes[0]!.id, qty: 1 }, 'color_id', 'color-not-found'],
      [{ color_id: colors[0]!.id, size_id: 999_999, qty: 1 }, 'size_id', 'size-not-found'],
      [{ color_id: colors[0]!.id, size_id: sizes[1]!.id, qty: -1 }, 'qty', 'field-too-small'],
      [{ color_id: colors[0]!.id, size_id: sizes[1]!.id, qty: 100_001 }, 'qty', 'field-too-large'],
      [{ color_id: colors[0]!.id, size_id: sizes[1]!.id }, 'qty', 'field-required'],
      [
        { color_id: colors[0]!.id, size_id: sizes[1]!.id, qty: 1, price_cents: -5 },
        'price_cents',
        'price-invalid',
      ],
    ];
    for (const [body, field, key] of cases) {
      const res = await staff.post(CAT.variants(p.id), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(res.body.errors)).toEqual([key]);
    }
    const none = await staff.post(CAT.variants(99_999_999), {
      color_id: colors[0]!.id,
      size_id: sizes[0]!.id,
      qty: 1,
    });
    expect(none.status).toBe(404);
  });

  it('updates colour, size and price but never the stock; audited', async () => {
    const p = await createProduct(t, staff);
    const withOne = await addVariant(t, staff, p.id, 0, 0, 3);
    await addVariant(t, staff, p.id, 1, 0, 3);
    const { colors, sizes } = await refs(t);
    const id = withOne.variants[0]!.id;
    const qtyToo = await staff.put(CAT.variant(id), {
      color_id: colors[0]!.id,
      size_id: sizes[0]!.id,
      price_cents: null,
      qty: 99,
    });
    expect(qtyToo.status).toBe(400);
    expect(Object.values(qtyToo.body.errors ?? {}).flat()).toEqual(['field-unknown']);
    const clash = await staff.put(CAT.variant(id), {
      color_id: colors[1]!.id,
      size_id: sizes[0]!.id,
      price_cents: null,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('variant-option-taken');
    const res = await staff.put<AdminProduct>(CAT.variant(id), {
      color_id: colors[2]!.id,
      size_id: sizes[1]!.id,
      price_cents: 999,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const v = res.body.data!.variants.find((x) => x.id === id)!;
    expect(v).toMatchObject({
      qty: 3,
      price_cents: 999,
      color: { id: colors[2]!.id },
      size: { id: sizes[1]!.id },
    });
    const [entry] = await auditFor(t, 'variant', id, 'variant.update');
    expect(entry!.before).toMatchObject({ color_id: colors[0]!.id, price_cents: null });
    expect(entry!.after).toMatchObject({ color_id: colors[2]!.id, price_cents: 999, qty: 3 });
    const missing = await staff.put(CAT.variant(99_999_999), {
      color_id: colors[0]!.id,
      size_id: sizes[0]!.id,
      price_cents: null,
    });
    expect(missing.status).toBe(404);
  });

  it('deletes a variant never ordered; refuses one in an order, and the last of a published product', async () => {
    const p = await publishedProduct(t, staff, 5);
    const withTwo = await addVariant(t, staff, p.id, 1, 1, 4);
    const [first, second] = withTwo.variants.map((v) => v.id).sort((a, b) => a - b);
    await guestOrder(t, [{ variant_id: first!, qty: 1 }]);
    const ordered = await staff.delete(CAT.variant(first!));
    expect(ordered.status).toBe(409);
    expect(ordered.body.message).toBe('variant-in-orders');
    expect(
      (await staff.get<AdminProduct>(CAT.one(p.id))).body.data!.variants.find(
        (v) => v.id === first,
      )!.in_orders,
    ).toBe(true);

    const del = await staff.delete(CAT.variant(second!));
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(del.body.data).toEqual({ id: second });
    const [entry] = await auditFor(t, 'variant', second!, 'variant.delete');
    expect(entry!.before).toMatchObject({ qty: 4 });
    expect(entry!.after).toBeNull();
    expect((await staff.delete(CAT.variant(second!))).status).toBe(404);

    // A published product with one variant left (never ordered) keeps it.
    const q = await publishedProduct(t, staff, 5);
    const last = await staff.delete(CAT.variant(q.variants[0]!.id));
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('product-needs-variant');
    const lines = await t.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.variant_id, q.variants[0]!.id));
    expect(lines).toHaveLength(0);
  });
});

describe('publishing', () => {
  it('needs a variant, then a photo (409 with the reason), then publishes and unpublishes, audited', async () => {
    const p = await createProduct(t, staff);
    const noVariant = await staff.post(CAT.publish(p.id));
    expect(noVariant.status).toBe(409);
    expect(noVariant.body.message).toBe('product-needs-variant');
    await addVariant(t, staff, p.id, 0, 0, 2);
    const noPhoto = await staff.post(CAT.publish(p.id));
    expect(noPhoto.status).toBe(409);
    expect(noPhoto.body.message).toBe('product-needs-photo');
    expect((await uploadPhoto(staff, p.id)).status).toBe(200);
    const ok = await staff.post<AdminProduct>(CAT.publish(p.id));
    expect(ok.status).toBe(200);
    expect(ok.body.data!.status).toBe('published');
    const off = await staff.post<AdminProduct>(CAT.unpublish(p.id));
    expect(off.body.data!.status).toBe('draft');
    const entries = await auditFor(t, 'product', p.id);
    const publish = entries.find((e) => e.action === 'product.publish')!;
    expect(publish.before).toEqual({ status: 'draft' });
    expect(publish.after).toEqual({ status: 'published' });
    const unpublish = entries.find((e) => e.action === 'product.unpublish')!;
    expect(unpublish.before).toEqual({ status: 'published' });
    expect(unpublish.after).toEqual({ status: 'draft' });
    expect((await staff.post(CAT.publish(99_999_999))).status).toBe(404);
    expect((await staff.post(CAT.unpublish(99_999_999))).status).toBe(404);
  });
});
