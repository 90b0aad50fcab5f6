import type { PlacedOrder } from '@camtour/shared/schemas/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import {
  orderBody,
  placeOrder,
  placed,
  send,
  variantSource,
  type Variant,
} from '../orders/helpers';
import { staffMember, type Staff } from './orders-helpers';
import {
  PROMOS,
  madePromo,
  okPromo,
  promoById,
  promoUses,
  redemptionsOf,
  terms,
  updatePromo,
} from './promos-helpers';

/**
 * Checkout reads the code's row when the order is placed, so what staff change counts from the
 * next order on: these place real orders through POST /api/web/product/order.
 */
let t: TestApp;
let staff: Staff;
let variant: Variant;

beforeAll(async () => {
  t = await startTestApp({ env: { ORDER_LIMIT_PER_HOUR: '1000' } });
  staff = await staffMember(t);
  variant = (await variantSource(t)(1, 10_000))[0]!;
});
afterAll(() => t.close());

const withCode = (code: string, over: Record<string, unknown> = {}) =>
  placeOrder(
    new TestClient(t.baseUrl),
    orderBody([{ variant_id: variant.id, qty: 1 }], { promo_code: code, ...over }),
  );

const refusedFor = (res: Awaited<ReturnType<typeof withCode>>) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  return (res.body.errors as Record<string, string[]>).promo_code;
};

describe('changes count at checkout at once', () => {
  it('a deactivated code is refused by the next order, and accepted again once activated', async () => {
    const promo = await madePromo(staff.client, { percent: 20 });
    const first = placed(await withCode(promo.code.toLowerCase()));
    expect(first.totals.promo_code).toBe(promo.code);
    okPromo(await send(staff.client, 'POST', PROMOS.deactivate(promo.id)));
    expect(refusedFor(await withCode(promo.code))).toEqual(['invalid-promo-code']);
    okPromo(await send(staff.client, 'POST', PROMOS.activate(promo.id)));
    placed(await withCode(promo.code));
    expect((await promoById(t, promo.id)).uses).toBe(2);
  });

  it('a new percent applies to the next order', async () => {
    const promo = await madePromo(staff.client, { percent: 10 });
    const before = placed(await withCode(promo.code));
    okPromo(await updatePromo(staff.client, promo.id, terms({ percent: 50 })));
    const after = placed(await withCode(promo.code));
    expect(before.totals.promo_percent).toBe(10);
    expect(after.totals.promo_percent).toBe(50);
    expect(after.totals.discount_cents).toBeGreaterThan(before.totals.discount_cents);
  });

  it('a max_uses lowered to the uses taken, or an end moved into the past, stops the code', async () => {
    const promo = await madePromo(staff.client);
    placed(await withCode(promo.code));
    okPromo(await updatePromo(staff.client, promo.id, terms({ max_uses: 1 })));
    expect(refusedFor(await withCode(promo.code))).toEqual(['promo-code-used-up']);
    okPromo(await updatePromo(staff.client, promo.id, terms({ ends_at: '2020-01-01' })));
    expect(refusedFor(await withCode(promo.code))).toEqual(['invalid-promo-code']);
    okPromo(await updatePromo(staff.client, promo.id, terms({ starts_at: '2040-01-01' })));
    expect(refusedFor(await withCode(promo.code))).toEqual(['invalid-promo-code']);
    okPromo(await updatePromo(staff.client, promo.id, terms()));
    placed(await withCode(promo.code));
  });

  it('a per-customer limit counts from the next order', async () => {
    const promo = await madePromo(staff.client);
    const email = `repeat-${process.pid}@example.com`;
    placed(await withCode(promo.code, { email }));
    placed(await withCode(promo.code, { email }));
    okPromo(await updatePromo(staff.client, promo.id, terms({ max_uses_per_customer: 2 })));
    expect(refusedFor(await withCode(promo.code, { email }))).toEqual(['promo-code-used-up']);
  });
});

describe('GET /api/admin/promo-codes/{id}/uses', () => {
  it('lists the orders that used the code, newest first, with e-mail and discount', async () => {
    const promo = await madePromo(staff.client, { percent: 30 });
    const orders: PlacedOrder[] = [];
    for (let i = 0; i < 3; i++) orders.push(placed(await withCode(promo.code)));
    const res = await promoUses(staff.client, promo.id);
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data.code).toBe(promo.code);
    expect(data.pagination).toEqual({ total: 3, current_page: 1, last_page: 1, per_page: 30 });
    expect(data.uses.map((u) => u.order_no)).toEqual(orders.map((o) => o.order_no).reverse());
    expect(data.uses[0]).toMatchObject({
      email: orders[2]!.email,
      order_status: 'pending',
      discount_cents: orders[2]!.totals.discount_cents,
    });
    expect(data.uses[0]!.discount_cents).toBeGreaterThan(0);
  });

  it('answers 404 for a code that does not exist, 400 for a bad page', async () => {
    const missing = await promoUses(staff.client, 99_999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('promo-code-not-found');
    const promo = await madePromo(staff.client);
    const bad = await promoUses(staff.client, promo.id, 0);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ page: ['field-too-small'] });
  });
});

describe('a deactivation during a burst of checkouts', () => {
  it('no checkout that began after the deactivation answered gets the code', async () => {
    const promo = await madePromo(staff.client, { percent: 15 });
    const early = Array.from({ length: 12 }, () => withCode(promo.code));
    const off = okPromo(await send(staff.client, 'POST', PROMOS.deactivate(promo.id)));
    expect(off.active).toBe(false);
    const late = await Promise.all(Array.from({ length: 8 }, () => withCode(promo.code)));
    for (const res of late) expect(refusedFor(res)).toEqual(['invalid-promo-code']);
    const settled = await Promise.all(early);
    let used = 0;
    for (const res of settled) {
      if (res.status === 201) {
        expect((res.body.data as PlacedOrder).totals.promo_percent).toBe(15);
        used++;
      } else expect(refusedFor(res)).toEqual(['invalid-promo-code']);
    }
    const row = await promoById(t, promo.id);
    expect(row.uses).toBe(used);
    expect(await redemptionsOf(t, promo.id)).toHaveLength(used);
  });
});
