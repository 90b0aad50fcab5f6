import type { AdminOverview } from '@camtour/shared/schemas/admin-overview';
import { shopPeriods } from '@camtour/shared/schemas/admin-overview';
import { centsToRiel } from '@camtour/shared/domain/money';
import type { PlacedOrder } from '@camtour/shared/schemas/orders';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  bookingRequests,
  feedback,
  orders,
  productVariants,
} from '../../src/db/schema/index';
import * as repo from '../../src/modules/admin/overview-repository';
import { getOverview } from '../../src/modules/admin/overview-service';
import { explain, expectIndex } from '../helpers/explain';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { setStock, variantSource, type Variant } from '../orders/helpers';
import { customerClient } from './helpers';
import { guestOrder, moveTo, okOrder, staffMember, type Staff } from './orders-helpers';

/**
 * GET /api/admin/overview: today's and this week's orders and revenue in Phnom Penh time
 * (cancelled left out), waiting orders, low stock, unread feedback and booking requests.
 */

let t: TestApp;
let staff: Staff;
let v: Variant;
let fresh: ReturnType<typeof variantSource>;

const overview = async (c: TestClient): Promise<AdminOverview> => {
  const res = await c.get<AdminOverview>('/api/admin/overview');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
};

const placedAt = (o: PlacedOrder, at: string | Date) =>
  t.app.db
    .update(orders)
    .set({ created_at: new Date(at) })
    .where(eq(orders.order_no, o.order_no));

async function totalOf(o: PlacedOrder) {
  const [row] = await t.app.db
    .select({ cents: orders.total_cents, khr: orders.total_khr, currency: orders.currency })
    .from(orders)
    .where(eq(orders.order_no, o.order_no));
  return row!;
}

beforeAll(async () => {
  t = await startTestApp({ env: { ORDER_LIMIT_PER_HOUR: '1000' } });
  fresh = variantSource(t);
  [v] = (await fresh(1, 1000)) as [Variant];
  staff = await staffMember(t);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/overview: who may read it', () => {
  it('answers 401 to a visitor and 403 to a customer', async () => {
    expect((await new TestClient(t.baseUrl).get('/api/admin/overview')).status).toBe(401);
    const customer = await customerClient(t);
    const res = await customer.get('/api/admin/overview');
    expect(res.status).toBe(403);
    expect(res.body.data ?? null).toBeNull();
  });
});

describe('orders and revenue by Phnom Penh day and week (fixed clock)', () => {
  // Wednesday 2026-03-04 12:00 in Phnom Penh: the day began 2026-03-03T17:00Z, the week on
  // Monday 2026-03-02 00:00 Phnom Penh (2026-03-01T17:00Z), and it ends 2026-03-08T17:00Z.
  const WEDNESDAY_NOON = new Date('2026-03-04T05:00:00Z');
  const placed: Record<string, PlacedOrder> = {};

  beforeAll(async () => {
    const at: Record<string, string> = {
      // Monday 00:00 in Phnom Penh: this week, not today.
      mondayMidnight: '2026-03-01T17:00:00.000Z',
      // Sunday 23:59:59.999 in Phnom Penh: last week.
      sundayLate: '2026-03-01T16:59:59.999Z',
      // Tuesday 23:59 in Phnom Penh: this week, not today.
      tuesdayLate: '2026-03-03T16:59:00.000Z',
      // Wednesday 00:00 in Phnom Penh (still Tuesday in UTC): today.
      wednesdayMidnight: '2026-03-03T17:00:00.000Z',
      // Wednesday 07:00 in Phnom Penh, paid in riel: today.
      wednesdayKhr: '2026-03-04T00:00:00.000Z',
      // Wednesday, cancelled: counted nowhere.
      wednesdayCancelled: '2026-03-04T01:00:00.000Z',
      // Sunday 23:59 in Phnom Penh, the week's last minute: this week.
      sundayEnd: '2026-03-08T16:59:00.000Z',
      // The next Monday 00:00 in Phnom Penh: next week.
      nextMonday: '2026-03-08T17:00:00.000Z',
    };
    for (const [name, when] of Object.entries(at)) {
      const qty = name === 'wednesdayMidnight' ? 3 : 1;
      placed[name] = await guestOrder(
        t,
        [{ variant_id: v.id, qty }],
        name === 'wednesdayKhr' ? { currency: 'KHR' } : {},
      );
      await placedAt(placed[name]!, when);
    }
    okOrder(await moveTo(staff.client, placed.wednesdayCancelled!.order_no, 'cancelled'));
  });

  it('counts today from midnight in Phnom Penh, and the riel a KHR order was charged', async () => {
    const o = await getOverview(t.app.db, WEDNESDAY_NOON);
    const mid = await totalOf(placed.wednesdayMidnight!);
    const khr = await totalOf(placed.wednesdayKhr!);
    expect(khr.currency).toBe('KHR');
    expect(khr.khr).toBe(centsToRiel(khr.cents));
    expect(o.today).toEqual({
      from: '2026-03-03T17:00:00.000Z',
      to: '2026-03-04T17:00:00.000Z',
      orders: 2,
      revenue_cents: mid.cents + khr.cents,
      revenue_khr: centsToRiel(mid.cents) + khr.khr!,
    });
  });

  it('counts the week from Monday 00:00 to the next Monday in Phnom Penh, cancelled left out', async () => {
    const o = await getOverview(t.app.db, WEDNESDAY_NOON);
    const inWeek = [
      'mondayMidnight',
      'tuesdayLate',
      'wednesdayMidnight',
      'wednesdayKhr',
      'sundayEnd',
    ];
    const totals = await Promise.all(inWeek.map((name) => totalOf(placed[name]!)));
    expect(o.week.from).toBe('2026-03-01T17:00:00.000Z');
    expect(o.week.to).toBe('2026-03-08T17:00:00.000Z');
    expect(o.week.orders).toBe(5);
    expect(o.week.revenue_cents).toBe(totals.reduce((sum, r) => sum + r.cents, 0));
    expect(o.week.revenue_khr).toBe(
      totals.reduce((sum, r) => sum + (r.khr ?? centsToRiel(r.cents)), 0),
    );
  });

  it('on the Monday itself, today and the week both start at its midnight', async () => {
    const o = await getOverview(t.app.db, new Date('2026-03-01T17:30:00Z'));
    expect(o.today.from).toBe(o.week.from);
    // Only the Monday-midnight order falls on that Monday; the Sunday-late one is last week's.
    expect(o.today.orders).toBe(1);
    expect(o.week.orders).toBe(5);
    const sunday = await getOverview(t.app.db, new Date('2026-03-01T16:59:59.999Z'));
    expect(sunday.today.orders).toBe(1);
    expect(sunday.today.revenue_cents).toBe((await totalOf(placed.sundayLate!)).cents);
  });
});

describe('GET /api/admin/overview over HTTP (the real clock)', () => {
  it('counts an order placed now in today and the week, and not once it is cancelled', async () => {
    const before = await overview(staff.client);
    const kept = await guestOrder(t, [{ variant_id: v.id, qty: 2 }]);
    const dropped = await guestOrder(t, [{ variant_id: v.id, qty: 1 }]);
    okOrder(await moveTo(staff.client, dropped.order_no, 'cancelled'));
    const after = await overview(staff.client);
    const { cents } = await totalOf(kept);
    const { todayFrom, weekFrom } = shopPeriods(new Date());
    expect(after.today.from).toBe(todayFrom.toISOString());
    expect(after.week.from).toBe(weekFrom.toISOString());
    expect(after.today.orders - before.today.orders).toBe(1);
    expect(after.today.revenue_cents - before.today.revenue_cents).toBe(cents);
    expect(after.today.revenue_khr - before.today.revenue_khr).toBe(centsToRiel(cents));
    expect(after.week.orders - before.week.orders).toBe(1);
  });

  it('counts orders waiting in each status, whatever their date', async () => {
    const before = await overview(staff.client);
    const a = await guestOrder(t, [{ variant_id: v.id, qty: 1 }]);
    const b = await guestOrder(t, [{ variant_id: v.id, qty: 1 }]);
    const c = await guestOrder(t, [{ variant_id: v.id, qty: 1 }]);
    await placedAt(c, '2020-01-01T00:00:00Z');
    okOrder(await moveTo(staff.client, b.order_no, 'processing'));
    okOrder(await moveTo(staff.client, c.order_no, 'processing'));
    okOrder(await moveTo(staff.client, c.order_no, 'shipped'));
    const after = await overview(staff.client);
    expect({
      pending: after.waiting.pending - before.waiting.pending,
      processing: after.waiting.processing - before.waiting.processing,
      shipped: after.waiting.shipped - before.waiting.shipped,
    }).toEqual({ pending: 1, processing: 1, shipped: 1 });
    expect(a.status).toBe('pending');
  });

  it('lists published variants at or under the low-stock line, lowest first, at most 10', async () => {
    const [x, y, z] = (await fresh(3, 50)) as [Variant, Variant, Variant];
    // Everything else well stocked, so the list is only what this test sets.
    await t.app.db.update(productVariants).set({ qty: 100 });
    await setStock(t, x.id, 4);
    await setStock(t, y.id, 0);
    await setStock(t, z.id, 5);
    const o = await overview(staff.client);
    expect(o.low_stock.threshold).toBe(4);
    expect(o.low_stock.variants.map((r) => [r.variant_id, r.qty])).toEqual([
      [y.id, 0],
      [x.id, 4],
    ]);
    const first = o.low_stock.variants[0]!;
    expect(first.product_id).toBe(y.product_id);
    expect(first.product_name).toBe(y.name_en);
    expect(first.product_name_km).toBe(y.name_km);
    expect(first.color_name).toBeTruthy();
    expect(first.size).toBeTruthy();

    // Twelve more published variants at 1: the list stops at ten, the empty one still first.
    await fresh(12, 1);
    const capped = await overview(staff.client);
    expect(capped.low_stock.variants).toHaveLength(10);
    expect(capped.low_stock.variants[0]!.variant_id).toBe(y.id);
    expect(capped.low_stock.variants[0]!.qty).toBe(0);
  });

  it('counts unread feedback and unread booking requests only', async () => {
    const before = await overview(staff.client);
    await t.app.db.insert(feedback).values([
      { comment: 'The map is great', page: '/adventure' },
      { comment: 'A typo on the FAQ', page: '/faq' },
      { comment: 'Already read', page: '/', read_at: new Date() },
    ]);
    const [activity] = await t.app.db.select({ id: activities.id }).from(activities).limit(1);
    const request = {
      activity_id: activity!.id,
      name: 'Sokha',
      email: 'sokha@example.com',
      date: '2026-12-24',
      party_size: 2,
    };
    await t.app.db.insert(bookingRequests).values([request, { ...request, read_at: new Date() }]);
    const after = await overview(staff.client);
    expect(after.unread_feedback - before.unread_feedback).toBe(2);
    expect(after.unread_booking_requests - before.unread_booking_requests).toBe(1);
    const [unread] = await t.app.db
      .select({ id: feedback.id })
      .from(feedback)
      .where(isNull(feedback.read_at))
      .limit(1);
    expect(unread).toBeDefined();
  });
});

describe('the overview reads through indexes', () => {
  const plan = (query: Parameters<typeof explain>[1]) =>
    explain(t.app.db, query, { indexable: true });

  it('reads a period of orders as a range of orders_created_idx', async () => {
    const { todayFrom, todayTo } = shopPeriods(new Date());
    expectIndex(
      await plan(repo.periodTotalsQuery(t.app.db, todayFrom, todayTo)),
      'orders_created_idx',
    );
  });

  it('counts waiting orders through orders_status_created_idx', async () => {
    expectIndex(await plan(repo.waitingCounts(t.app.db)), 'orders_status_created_idx');
  });

  it('reads the lowest stock first through product_variants_qty_idx', async () => {
    expectIndex(await plan(repo.lowStockVariants(t.app.db, 4, 10)), 'product_variants_qty_idx');
  });

  it('counts unread feedback and booking requests through their partial indexes', async () => {
    expectIndex(await plan(repo.unreadFeedbackQuery(t.app.db)), 'feedback_unread_idx');
    expectIndex(
      await plan(repo.unreadBookingRequestsQuery(t.app.db)),
      'booking_requests_unread_idx',
    );
  });
});
