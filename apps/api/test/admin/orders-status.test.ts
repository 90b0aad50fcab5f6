import { ORDER_STATUSES, type OrderStatus } from '@camtour/shared/domain/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, promoCodes } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { mailsTo } from '../helpers/outbox';
import { startTestApp, type TestApp } from '../helpers/test-app';
import {
  API,
  insertPromo,
  orderRow,
  send,
  soldOf,
  stockOf,
  variantSource,
  type Variant,
} from '../orders/helpers';
import { customerClient } from './helpers';
import {
  ADMIN,
  auditOf,
  forceStatus,
  guestOrder,
  moveTo,
  okOrder,
  paidKhqrOrder,
  refund,
  staffMember,
  type Staff,
} from './orders-helpers';

/**
 * D13/D15: staff move an order only along pending → processing → shipped → delivered → completed,
 * or cancel it from pending or processing; each step is audited, recorded in the order's history
 * and e-mailed to the buyer; a staff cancel restocks and gives the promo use back; a cancelled
 * paid KHQR order is refunded with a reference.
 */

let t: TestApp;
let fresh: ReturnType<typeof variantSource>;
let staff: Staff;
beforeAll(async () => {
  t = await startTestApp({ env: { ORDER_LIMIT_PER_HOUR: '1000' } });
  fresh = variantSource(t);
  staff = await staffMember(t);
});
afterAll(() => t.close());

/** The steps D13 allows staff; every other pair of statuses is refused. */
const ALLOWED = new Set([
  'pending>processing',
  'pending>cancelled',
  'processing>shipped',
  'processing>cancelled',
  'shipped>delivered',
  'delivered>completed',
]);

const PAIRS = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.map((to) => ({ from, to, allowed: ALLOWED.has(`${from}>${to}`) })),
);

describe('POST /api/admin/orders/{order_no}/status: the D13 steps', () => {
  let v: Variant;
  beforeAll(async () => {
    v = (await fresh(1, 1000))[0]!;
  });

  it.each(PAIRS)('$from → $to: allowed $allowed', async ({ from, to, allowed }) => {
    const order = await guestOrder(t, [{ variant_id: v!.id, qty: 1 }]);
    await forceStatus(t, order.order_no, from);
    const res = await moveTo(staff.client, order.order_no, to);
    if (allowed) {
      const moved = okOrder(res);
      expect(moved.status).toBe(to);
      expect((await orderRow(t, order.order_no))!.status).toBe(to);
    } else {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        result: false,
        error: true,
        message: 'invalid-status-transition',
      });
      expect((await orderRow(t, order.order_no))!.status).toBe(from);
      expect(await auditOf(t, order.order_no)).toEqual([]);
    }
  });

  it('walks a visitor order from pending to completed: history, audit and one mail per step', async () => {
    const [w] = await fresh(1, 10);
    const order = await guestOrder(t, [{ variant_id: w!.id, qty: 2 }]);
    const visitor = new TestClient(t.baseUrl);
    expect(await mailsTo(visitor, order.email)).toHaveLength(1); // the confirmation

    const steps: [OrderStatus, OrderStatus[]][] = [
      ['processing', ['shipped', 'cancelled']],
      ['shipped', ['delivered']],
      ['delivered', ['completed']],
      ['completed', []],
    ];
    let before: OrderStatus = 'pending';
    let paidBefore = 'pending';
    for (const [status, next] of steps) {
      // Cash on delivery: the courier takes the cash when the order is delivered.
      const paid = status === 'delivered' || status === 'completed' ? 'completed' : 'pending';
      const moved = okOrder(await moveTo(staff.client, order.order_no, status));
      expect(moved).toMatchObject({ status, payment_status: paid, allowed_transitions: next });
      expect(moved.can_cancel).toBe(false);
      const audit = (await auditOf(t, order.order_no)).at(-1)!;
      expect(audit).toMatchObject({
        actor_id: staff.id,
        actor_email: staff.email,
        action: 'order.status',
        entity: 'order',
        entity_id: order.order_no,
        before: { status: before, payment_status: paidBefore },
        after: { status, payment_status: paid },
      });
      before = status;
      paidBefore = paid;
    }
    expect(await auditOf(t, order.order_no)).toHaveLength(4);
    // The stock is the order's all along: forward steps never touch it.
    expect(await stockOf(t, w!.id)).toBe(8);

    const detail = okOrder(await send(staff.client, 'GET', ADMIN.one(order.order_no)));
    expect(detail.events.map((e) => [e.from_status, e.to_status, e.actor])).toEqual([
      [null, 'pending', 'customer'],
      ['pending', 'processing', staff.email],
      ['processing', 'shipped', staff.email],
      ['shipped', 'delivered', staff.email],
      ['delivered', 'completed', staff.email],
    ]);

    const mails = await mailsTo(visitor, order.email);
    expect(mails).toHaveLength(5);
    const subjects = mails.map((m) => m.subject);
    for (const words of ['being prepared', 'on its way', 'delivered', 'completed'])
      expect(subjects).toContain(`Your CamTour order ${order.order_no}: ${words}`);
    // Each mail carries a working link to the order (its own access token).
    for (const m of mails) {
      const link = new URL(m.links[0]!);
      expect(link.pathname).toBe(`/orders/${order.order_no}`);
      const opened = await visitor.get(
        API.one(order.order_no, link.searchParams.get('token') ?? ''),
      );
      expect(opened.status).toBe(200);
    }
    // The buyer's page shows where the order is.
    const token = new URL(mails[0]!.links[0]!).searchParams.get('token')!;
    const page = await visitor.get<{ status: string }>(API.one(order.order_no, token));
    expect(page.body.data!.status).toBe('completed');
  });

  it('e-mails a Khmer buyer in Khmer', async () => {
    const [w] = await fresh(1, 5);
    const order = await guestOrder(t, [{ variant_id: w!.id, qty: 1 }], { lang: 'km' });
    okOrder(await moveTo(staff.client, order.order_no, 'processing'));
    const [mail] = await mailsTo(new TestClient(t.baseUrl), order.email);
    expect(mail!.subject).toBe(`ការបញ្ជាទិញ CamTour ${order.order_no} របស់អ្នក៖ កំពុងរៀបចំ`);
    expect(mail!.text).toContain('យើងកំពុងរៀបចំការបញ្ជាទិញរបស់អ្នក');
    expect(mail!.html).toContain('lang="km"');
  });

  it('answers 404 order-not-found for an unknown order and 400 for an unknown status', async () => {
    const missing = await moveTo(staff.client, 'CT-ZZZZZZZZ', 'processing');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('order-not-found');
    const order = await guestOrder(t, [{ variant_id: v!.id, qty: 1 }]);
    const bogus = await moveTo(staff.client, order.order_no, 'lost');
    expect(bogus.status).toBe(400);
    expect((await orderRow(t, order.order_no))!.status).toBe('pending');
  });

  it('finds an order typed in lower case with spaces', async () => {
    const order = await guestOrder(t, [{ variant_id: v!.id, qty: 1 }]);
    const res = await send(staff.client, 'GET', ADMIN.one(` ${order.order_no.toLowerCase()} `));
    expect(okOrder(res).order_no).toBe(order.order_no);
  });
});

describe('a staff cancel', () => {
  it('from processing: restocks, gives the sold count and the promo use back, audits and e-mails', async () => {
    const [a, b] = await fresh(2, 10);
    const promo = await insertPromo(t, { code: `STAFF${process.pid}`, percent: 10 });
    const soldBefore = [await soldOf(t, a!.product_id), await soldOf(t, b!.product_id)];
    const order = await guestOrder(
      t,
      [
        { variant_id: a!.id, qty: 3 },
        { variant_id: b!.id, qty: 1 },
      ],
      { promo_code: promo.code },
    );
    expect([await stockOf(t, a!.id), await stockOf(t, b!.id)]).toEqual([7, 9]);
    const usesOf = async () =>
      (await t.app.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id)))[0]!.uses;
    expect(await usesOf()).toBe(1);

    okOrder(await moveTo(staff.client, order.order_no, 'processing'));
    // Past pending the buyer can no longer cancel (D13); staff still can.
    const byBuyer = await send(new TestClient(t.baseUrl), 'POST', API.cancel(order.order_no));
    expect(byBuyer.status).not.toBe(200);

    const cancelled = okOrder(await moveTo(staff.client, order.order_no, 'cancelled'));
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      payment_status: 'pending',
      allowed_transitions: [],
      can_refund: false,
    });
    expect(cancelled.cancelled_at).not.toBeNull();
    expect([await stockOf(t, a!.id), await stockOf(t, b!.id)]).toEqual([10, 10]);
    expect([await soldOf(t, a!.product_id), await soldOf(t, b!.product_id)]).toEqual(soldBefore);
    expect(await usesOf()).toBe(0);

    const audit = (await auditOf(t, order.order_no)).at(-1)!;
    expect(audit).toMatchObject({
      action: 'order.status',
      before: { status: 'processing', payment_status: 'pending' },
      after: { status: 'cancelled', payment_status: 'pending' },
    });
    const [mail] = await mailsTo(new TestClient(t.baseUrl), order.email);
    expect(mail!.subject).toBe(`Your CamTour order ${order.order_no} was cancelled`);

    // Once cancelled, nothing moves it, and the stock is not given back twice.
    const again = await moveTo(staff.client, order.order_no, 'cancelled');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('invalid-status-transition');
    expect([await stockOf(t, a!.id), await stockOf(t, b!.id)]).toEqual([10, 10]);
    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_id, (await orderRow(t, order.order_no))!.id));
    expect(events.filter((e) => e.to_status === 'cancelled')).toHaveLength(1);
  });
});

describe('a cancelled paid KHQR order', () => {
  it('becomes refund_due, then refunded with a reference: audited, e-mailed, shown to the buyer', async () => {
    const [v] = await fresh(1, 6);
    const order = await paidKhqrOrder(t, v!, 2);
    expect(await stockOf(t, v!.id)).toBe(4);
    const pendingRefund = await refund(staff.client, order.order_no, 'BKG-1');
    expect(pendingRefund.status).toBe(409);
    expect(pendingRefund.body.message).toBe('invalid-status-transition');

    const detail = okOrder(await send(staff.client, 'GET', ADMIN.one(order.order_no)));
    expect(detail.khqr_payment).toMatchObject({
      status: 'paid',
      total_cents: order.totals.total_cents,
    });
    expect(detail.khqr_payment!.paid_at).not.toBeNull();

    const cancelled = okOrder(await moveTo(staff.client, order.order_no, 'cancelled'));
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      payment_status: 'refund_due',
      can_refund: true,
    });
    expect(await stockOf(t, v!.id)).toBe(6);
    expect((await auditOf(t, order.order_no)).at(-1)).toMatchObject({
      before: { status: 'pending', payment_status: 'completed' },
      after: { status: 'cancelled', payment_status: 'refund_due' },
    });
    const visitor = new TestClient(t.baseUrl);
    expect((await mailsTo(visitor, order.email))[0]!.text).toContain('we will refund the payment');

    for (const bad of ['', ' ', 'x'.repeat(101), 42]) {
      const res = await refund(staff.client, order.order_no, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const refunded = okOrder(await refund(staff.client, order.order_no, '  BKG-778899  '));
    expect(refunded).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refund_reference: 'BKG-778899',
      can_refund: false,
    });
    expect(refunded.refunded_at).not.toBeNull();
    expect((await orderRow(t, order.order_no))!).toMatchObject({
      payment_status: 'refunded',
      refund_reference: 'BKG-778899',
    });
    expect((await auditOf(t, order.order_no)).at(-1)).toMatchObject({
      actor_email: staff.email,
      action: 'order.refund',
      before: { status: 'cancelled', payment_status: 'refund_due', refund_reference: null },
      after: { status: 'cancelled', payment_status: 'refunded', refund_reference: 'BKG-778899' },
    });
    const mails = await mailsTo(visitor, order.email);
    expect(mails[0]!.subject).toBe(`Your CamTour order ${order.order_no} was refunded`);
    expect(mails[0]!.text).toContain('Refund reference: BKG-778899');

    // Refunded once only; the buyer's page shows it (the customer schema accepts 'refunded').
    const twice = await refund(staff.client, order.order_no, 'BKG-2');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('invalid-status-transition');
    const token = new URL(mails[0]!.links[0]!).searchParams.get('token')!;
    const page = await visitor.get<{ payment_status: string }>(API.one(order.order_no, token));
    expect(page.status).toBe(200);
    expect(page.body.data!.payment_status).toBe('refunded');
  });

  it('refuses a refund of an unpaid cancelled order and of an unknown order', async () => {
    const [v] = await fresh(1, 5);
    const order = await guestOrder(t, [{ variant_id: v!.id, qty: 1 }]);
    okOrder(await moveTo(staff.client, order.order_no, 'cancelled'));
    const res = await refund(staff.client, order.order_no, 'BKG-3');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('invalid-status-transition');
    const missing = await refund(staff.client, 'CT-ZZZZZZZZ', 'BKG-3');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('order-not-found');
  });
});

describe('who may', () => {
  it('refuses visitors (401) and customers (403) on every order route, changing nothing', async () => {
    const [v] = await fresh(1, 5);
    const order = await guestOrder(t, [{ variant_id: v!.id, qty: 1 }]);
    const customer = await customerClient(t);
    const visitor = new TestClient(t.baseUrl);
    const calls: [string, string, unknown][] = [
      ['GET', ADMIN.list(), undefined],
      ['GET', ADMIN.one(order.order_no), undefined],
      ['POST', ADMIN.status(order.order_no), { status: 'processing' }],
      ['POST', ADMIN.refund(order.order_no), { reference: 'BKG-4' }],
    ];
    for (const [method, path, body] of calls) {
      const v401 = await send(visitor, method, path, body);
      expect(v401.status, `${method} ${path}`).toBe(401);
      expect(v401.body.message).toBe('no-authorization');
      const c403 = await send(customer, method, path, body);
      expect(c403.status, `${method} ${path}`).toBe(403);
      expect(c403.body.message).toBe('forbidden');
    }
    expect((await orderRow(t, order.order_no))!.status).toBe('pending');
    expect(await auditOf(t, order.order_no)).toEqual([]);
  });
});
