import type { AdminOrdersPage } from '@camtour/shared/schemas/admin';
import type { PlacedOrder } from '@camtour/shared/schemas/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index';
import * as repo from '../../src/modules/orders/admin-repository';
import { explain, expectIndex, type ExplainOptions } from '../helpers/explain';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { send, variantSource, type Variant } from '../orders/helpers';
import {
  ADMIN,
  guestOrder,
  moveTo,
  okOrder,
  paidKhqrOrder,
  staffMember,
  type Staff,
} from './orders-helpers';

/**
 * GET /api/admin/orders (D15): newest first, 30 a page, filtered by status, payment, delivery,
 * days in Phnom Penh time and a search over number, name, e-mail and phone; and its indexes.
 */

let t: TestApp;
let staff: Staff;
let v: Variant;
let w: Variant;
/** 31 plain orders, oldest first, then the named ones below. */
const plain: PlacedOrder[] = [];
let dara: PlacedOrder;
let khqr: PlacedOrder;

beforeAll(async () => {
  t = await startTestApp({ env: { ORDER_LIMIT_PER_HOUR: '1000' } });
  const fresh = variantSource(t);
  [v, w] = (await fresh(2, 1000)) as [Variant, Variant];
  staff = await staffMember(t);
  for (let i = 0; i < 31; i++) plain.push(await guestOrder(t, [{ variant_id: v.id, qty: 1 }]));
  dara = await guestOrder(
    t,
    [
      { variant_id: v.id, qty: 2 },
      { variant_id: w.id, qty: 3 },
    ],
    {
      first_name: 'Dara',
      last_name: 'Sokhom',
      email: 'Dara.Sokhom@Example.com',
      phone: '097 555 1234',
    },
  );
  khqr = await paidKhqrOrder(t, w, 1, { first_name: 'Bopha', last_name: 'Keo' });
  // Spread the creation times a second apart, in placing order, so "newest first" is exact.
  const all = [...plain, dara, khqr];
  for (const [i, o] of all.entries())
    await t.app.db
      .update(orders)
      .set({ created_at: new Date(Date.parse('2026-01-01T00:00:00Z') + i * 1000) })
      .where(eq(orders.order_no, o.order_no));
});
afterAll(() => t.close());

const list = async (query: Record<string, string | number> = {}) => {
  const res = await send<AdminOrdersPage>(staff.client, 'GET', ADMIN.list(query));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
};
const numbers = (page: AdminOrdersPage) => page.orders.map((o) => o.order_no);

describe('GET /api/admin/orders', () => {
  it('lists 30 a page, newest first, with the customer, totals and unit count', async () => {
    const first = await list();
    expect(first.pagination).toEqual({ total: 33, current_page: 1, last_page: 2, per_page: 30 });
    const newestFirst = [khqr, dara, ...plain.slice().reverse()].map((o) => o.order_no);
    expect(numbers(first)).toEqual(newestFirst.slice(0, 30));
    expect(numbers(await list({ page: 2 }))).toEqual(newestFirst.slice(30));
    expect((await list({ page: 3 })).orders).toEqual([]);
    expect(first.orders[1]).toEqual({
      order_no: dara.order_no,
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'cash_on_delivery',
      delivery_type: 'phnom_penh_delivery',
      currency: 'USD',
      total: dara.totals.total,
      total_cents: dara.totals.total_cents,
      total_khr: null,
      customer_name: 'Dara Sokhom',
      email: 'dara.sokhom@example.com',
      phone: '097 555 1234',
      item_count: 5,
      created_at: '2026-01-01T00:00:31.000Z',
    });
  });

  it('filters by status, payment status, payment method and delivery type', async () => {
    okOrder(await moveTo(staff.client, plain[0]!.order_no, 'processing'));
    okOrder(await moveTo(staff.client, plain[1]!.order_no, 'cancelled'));
    okOrder(await moveTo(staff.client, khqr.order_no, 'cancelled'));
    expect(numbers(await list({ status: 'processing' }))).toEqual([plain[0]!.order_no]);
    expect(numbers(await list({ status: 'cancelled' }))).toEqual([
      khqr.order_no,
      plain[1]!.order_no,
    ]);
    expect(numbers(await list({ payment_status: 'refund_due' }))).toEqual([khqr.order_no]);
    expect(numbers(await list({ payment_method: 'bakong' }))).toEqual([khqr.order_no]);
    expect(numbers(await list({ delivery_type: 'jnt_express' }))).toEqual([khqr.order_no]);
    expect((await list({ delivery_type: 'phnom_penh_delivery' })).pagination.total).toBe(32);
    expect(
      numbers(await list({ status: 'cancelled', payment_method: 'cash_on_delivery' })),
    ).toEqual([plain[1]!.order_no]);
    expect((await list({ status: 'completed' })).pagination).toEqual({
      total: 0,
      current_page: 1,
      last_page: 1,
      per_page: 30,
    });
  });

  it('filters by day in Phnom Penh time (UTC+7), a "to" day included; or by instants', async () => {
    const [late, early] = [plain[2]!, plain[3]!];
    // 23:59:59 on 1 March in Phnom Penh, and the first second of 2 March there.
    await t.app.db
      .update(orders)
      .set({ created_at: new Date('2026-03-01T16:59:59Z') })
      .where(eq(orders.order_no, late.order_no));
    await t.app.db
      .update(orders)
      .set({ created_at: new Date('2026-03-01T17:00:00Z') })
      .where(eq(orders.order_no, early.order_no));
    expect(numbers(await list({ from: '2026-03-01', to: '2026-03-01' }))).toEqual([late.order_no]);
    expect(numbers(await list({ from: '2026-03-02' }))).toEqual([early.order_no]);
    expect(numbers(await list({ from: '2026-02-01', to: '2026-03-02' }))).toEqual([
      early.order_no,
      late.order_no,
    ]);
    // An instant is exact: `to` excludes it.
    expect(
      numbers(await list({ from: '2026-03-01T16:00:00Z', to: '2026-03-01T17:00:00+00:00' })),
    ).toEqual([late.order_no]);
    expect((await list({ to: '2025-12-31' })).orders).toEqual([]);
  });

  it('searches number, name, e-mail and phone, any part, any case', async () => {
    const only = (page: AdminOrdersPage) => expect(numbers(page)).toEqual([dara.order_no]);
    only(await list({ search: dara.order_no.toLowerCase() }));
    only(await list({ search: dara.order_no.slice(3, 9) }));
    only(await list({ search: 'SOKHOM' }));
    only(await list({ search: 'dara sok' }));
    only(await list({ search: 'dara.sokhom@EXAMPLE' }));
    only(await list({ search: '097 555 1234' }));
    only(await list({ search: '0975551234' }));
    only(await list({ search: '555-1234' }));
    expect(numbers(await list({ search: 'keo', payment_method: 'bakong' }))).toEqual([
      khqr.order_no,
    ]);
    // LIKE's wildcards are searched for as themselves.
    expect((await list({ search: '%' })).orders).toEqual([]);
    expect((await list({ search: '_' })).orders).toEqual([]);
    expect((await list({ search: 'nobody-by-this-name' })).pagination.total).toBe(0);
  });

  it('answers 400 for a filter it does not know', async () => {
    const bad: Record<string, string | number>[] = [
      { status: 'lost' },
      { payment_status: 'maybe' },
      { payment_method: 'cheque' },
      { delivery_type: 'pigeon' },
      { from: 'yesterday' },
      { to: '2026-02-30' },
      { page: 0 },
      { search: 'x'.repeat(101) },
    ];
    for (const query of bad) {
      const res = await send(staff.client, 'GET', ADMIN.list(query));
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });

  it('shows one order with lines, address, payment, history and its next steps', async () => {
    const detail = okOrder(await send(staff.client, 'GET', ADMIN.one(dara.order_no)));
    expect(detail).toMatchObject({
      order_no: dara.order_no,
      status: 'pending',
      first_name: 'Dara',
      email: 'dara.sokhom@example.com',
      address: { street: '12 Street 240, Daun Penh', city: 'Phnom Penh', country: 'KH' },
      totals: dara.totals,
      khqr_payment: null,
      refund_reference: null,
      allowed_transitions: ['processing', 'cancelled'],
      can_refund: false,
      user_id: null,
    });
    expect(detail.items.map((i) => [i.variant_id, i.qty])).toEqual([
      [v.id, 2],
      [w.id, 3],
    ]);
    expect(detail.events).toMatchObject([
      { from_status: null, to_status: 'pending', actor: 'customer' },
    ]);
    const missing = await send(staff.client, 'GET', ADMIN.one('CT-ZZZZZZZZ'));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('order-not-found');
  });
});

describe('the list reads through indexes (20,000 orders, 2% pending)', () => {
  beforeAll(async () => {
    await t.app.db.execute(sql`
      insert into orders (order_no, status, payment_status, payment_method, delivery_type, currency,
                          first_name, last_name, email, phone, street, city, state,
                          subtotal_cents, tax_cents, delivery_fee_cents, discount_cents, total_cents,
                          created_at)
      select 'CT-X' || lpad(g::text, 7, '0'),
             -- As in a shop that runs: most orders done, a few waiting, a rare refund owed.
             case g % 50 when 0 then 'pending' when 1 then 'processing' when 2 then 'cancelled'
                         else 'completed' end,
             case when g % 200 = 2 then 'refund_due' else 'completed' end,
             'cash_on_delivery', 'phnom_penh_delivery', 'USD',
             'Name' || g, 'Family' || (g % 997), 'buyer' || g || '@example.com',
             '012 ' || lpad((g % 1000)::text, 3, '0') || ' ' || lpad(g::text, 4, '0'),
             'Street', 'Phnom Penh', 'Phnom Penh', 1000, 50, 200, 0, 1250,
             now() - (g || ' minutes')::interval
      from generate_series(1, 20000) g`);
    await t.app.db.execute(sql`analyze orders`);
  });

  const plan = (
    f: repo.AdminOrdersFilter,
    opts: ExplainOptions = { indexable: true, noSort: true },
  ) => explain(t.app.db, repo.listQuery(t.app.db, f, 30, 0), opts);

  it('the default page: orders_created_idx, no sort', async () => {
    expectIndex(await plan({}), 'orders_created_idx');
  });

  it('a status or payment status: its own index, in order, no sort', async () => {
    expectIndex(await plan({ status: 'pending' }), 'orders_status_created_idx');
    expectIndex(await plan({ payment_status: 'refund_due' }), 'orders_payment_status_created_idx');
  });

  it('a search: the trigram index', async () => {
    const opts = { indexable: true };
    expectIndex(await plan({ search: 'family123' }, opts), 'orders_search_trgm_idx');
    expectIndex(await plan({ search: 'ct-x00012' }, opts), 'orders_search_trgm_idx');
    expectIndex(await plan({ search: '012 345' }, opts), 'orders_search_trgm_idx');
  });

  it('the count of a search: the trigram index', async () => {
    const p = await explain(t.app.db, repo.countQuery(t.app.db, { search: 'buyer77@' }), {
      indexable: true,
    });
    expectIndex(p, 'orders_search_trgm_idx');
  });
});
