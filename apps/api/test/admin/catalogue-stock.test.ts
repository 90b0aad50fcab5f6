import type {
  AdminProduct,
  StockAdjustResult,
  StockMovementsPage,
} from '@camtour/shared/schemas/admin-catalogue';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMovements } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { orderBody, placeOrder, placed, stockOf } from '../orders/helpers';
import { moveTo, staffMember, type Staff } from './orders-helpers';
import {
  CAT,
  addVariant,
  auditFor,
  createProduct,
  ledgerMismatches,
  publishedProduct,
} from './catalogue-helpers';

let t: TestApp;
let staff: Staff;

beforeAll(async () => {
  t = await startTestApp({ env: { ORDER_LIMIT_PER_HOUR: '1000' } });
  staff = await staffMember(t);
});
afterAll(() => t.close());

const adjust = (
  c: TestClient,
  variantId: number,
  delta: unknown,
  reason_note: unknown = 'Counted the shelf',
) => c.post<StockAdjustResult>(CAT.stock(variantId), { delta, reason_note });

describe('POST /api/admin/variants/{id}/stock', () => {
  it('adds and removes units, each a labelled movement with note and actor, audited', async () => {
    const p = await addVariant(t, staff.client, (await createProduct(t, staff.client)).id, 0, 0, 4);
    const id = p.variants[0]!.id;
    const up = await adjust(staff.client, id, 6, 'Delivery from the supplier');
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data).toEqual({ variant_id: id, qty: 10 });
    const down = await adjust(staff.client, id, -3, 'Damaged in the rain');
    expect(down.body.data!.qty).toBe(7);
    const moves = await t.app.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variant_id, id))
      .orderBy(asc(stockMovements.id));
    expect(moves.map((m) => [m.reason, m.delta, m.qty_after, m.note])).toEqual([
      ['initial', 4, 4, ''],
      ['adjustment', 6, 10, 'Delivery from the supplier'],
      ['adjustment', -3, 7, 'Damaged in the rain'],
    ]);
    expect(moves.every((m) => m.actor_id === staff.id)).toBe(true);
    const entries = await auditFor(t, 'variant', id, 'stock.adjust');
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ qty: 4 }, { qty: 10, delta: 6, note: 'Delivery from the supplier' }],
      [{ qty: 10 }, { qty: 7, delta: -3, note: 'Damaged in the rain' }],
    ]);
  });

  it('never goes below zero: 409 stock-below-zero on delta, nothing written', async () => {
    const p = await addVariant(t, staff.client, (await createProduct(t, staff.client)).id, 0, 0, 2);
    const id = p.variants[0]!.id;
    const res = await adjust(staff.client, id, -3);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('stock-below-zero');
    expect(res.body.errors).toEqual({ delta: ['stock-below-zero'] });
    expect(await stockOf(t, id)).toBe(2);
    expect(
      await t.app.db.select().from(stockMovements).where(eq(stockMovements.variant_id, id)),
    ).toHaveLength(1);
    expect(await auditFor(t, 'variant', id, 'stock.adjust')).toHaveLength(0);
    expect((await adjust(staff.client, id, -2)).body.data!.qty).toBe(0);
  });

  it('refuses a bad delta or reason on its field, and a missing variant with 404', async () => {
    const p = await addVariant(t, staff.client, (await createProduct(t, staff.client)).id, 0, 0, 2);
    const id = p.variants[0]!.id;
    for (const [delta, note, field, key] of [
      [0, 'Counted', 'delta', 'stock-delta-invalid'],
      [1.5, 'Counted', 'delta', 'stock-delta-invalid'],
      [100_001, 'Counted', 'delta', 'stock-delta-invalid'],
      [-100_001, 'Counted', 'delta', 'stock-delta-invalid'],
      ['5', 'Counted', 'delta', 'stock-delta-invalid'],
      [undefined, 'Counted', 'delta', 'stock-delta-invalid'],
      [1, ' ab ', 'reason_note', 'stock-note-invalid'],
      [1, 'x'.repeat(201), 'reason_note', 'stock-note-invalid'],
      [1, undefined, 'reason_note', 'stock-note-invalid'],
    ] as const) {
      const res = await staff.client.post(CAT.stock(id), { delta, reason_note: note });
      expect(res.status, `${delta} ${note}`).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(res.body.errors)).toEqual([key]);
    }
    const missing = await adjust(staff.client, 99_999_999, 1);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('variant-not-found');
  });
});

describe('GET /api/admin/products/{id}/stock-movements', () => {
  it('lists newest first, 50 a page, with reason, note, actor and the variant’s names; filters a variant', async () => {
    const created = await createProduct(t, staff.client);
    await addVariant(t, staff.client, created.id, 0, 0, 1);
    const p = await addVariant(t, staff.client, created.id, 1, 0, 1);
    const [a, b] = p.variants.map((v) => v.id).sort((x, y) => x - y);
    for (let i = 0; i < 55; i++) await adjust(staff.client, a!, 1, `Count ${i}`);
    const res = await staff.client.get<StockMovementsPage>(CAT.movements(p.id));
    expect(res.status).toBe(200);
    const page = res.body.data!;
    expect(page.pagination).toEqual({ total: 57, current_page: 1, last_page: 2, per_page: 50 });
    expect(page.movements[0]).toMatchObject({
      variant_id: a,
      reason: 'adjustment',
      note: 'Count 54',
      delta: 1,
      qty_after: 56,
      actor_email: staff.email,
    });
    expect(page.movements[0]!.color_km).not.toBe('');
    const second = await staff.client.get<StockMovementsPage>(CAT.movements(p.id, '?page=2'));
    expect(second.body.data!.movements.map((m) => m.reason)).toContain('initial');
    const onlyB = await staff.client.get<StockMovementsPage>(
      CAT.movements(p.id, `?variant_id=${b}`),
    );
    expect(onlyB.body.data!.movements.map((m) => [m.variant_id, m.reason])).toEqual([
      [b, 'initial'],
    ]);
    expect((await staff.client.get(CAT.movements(99_999_999))).status).toBe(404);
    expect((await staff.client.get(CAT.movements(p.id, '?variant_id=x'))).status).toBe(400);
  });
});

describe('the stock ledger', () => {
  it('adds up to the stock of every variant after seed, sales, cancels and staff adjustments', async () => {
    const p = await publishedProduct(t, staff.client, 10);
    const withTwo = await addVariant(t, staff.client, p.id, 1, 1, 6);
    const ids = withTwo.variants.map((v) => v.id);
    const buyer = new TestClient(t.baseUrl);
    const first = placed(
      await placeOrder(
        buyer,
        orderBody([
          { variant_id: ids[0]!, qty: 3 },
          { variant_id: ids[1]!, qty: 2 },
        ]),
      ),
    );
    const second = placed(await placeOrder(buyer, orderBody([{ variant_id: ids[0]!, qty: 1 }])));
    expect((await moveTo(staff.client, first.order_no, 'cancelled')).status).toBe(200);
    await adjust(staff.client, ids[0]!, -2, 'Shop display');
    await adjust(staff.client, ids[1]!, 5, 'Found a box');
    expect(second.order_no).toBeTruthy();
    expect(await stockOf(t, ids[0]!)).toBe(10 - 3 - 1 + 3 - 2);
    expect(await stockOf(t, ids[1]!)).toBe(6 - 2 + 2 + 5);
    const reasons = await t.app.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variant_id, ids[0]!))
      // A heap scan may return rows out of insert order on a busy server.
      .orderBy(asc(stockMovements.id));
    expect(reasons.map((m) => m.reason)).toEqual([
      'initial',
      'sale',
      'sale',
      'restock',
      'adjustment',
    ]);
    // Every variant in the shop, the seed's included, whatever moved them.
    expect(await ledgerMismatches(t)).toEqual([]);
    const detail = await staff.client.get<AdminProduct>(CAT.one(p.id));
    expect(detail.body.data!.total_stock).toBe(7 + 11);
  });
});
