import type { MyOrders, Order, OrderLookupResult } from '@camtour/shared/schemas/orders';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, orderEvents, orders } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { mailsTo } from '../helpers/outbox';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import {
  API,
  newEmail,
  nextIp,
  orderBody,
  orderRow,
  placeOrder,
  placed,
  promoRow,
  send,
  soldOf,
  stockOf,
  tally,
  variantSource,
} from './helpers';

let t: TestApp;
let fresh: ReturnType<typeof variantSource>;
beforeAll(async () => {
  // TRUST_PROXY: each client below is a visitor of its own IP, so the lookup limits of one test
  // do not reach another.
  t = await startTestApp({ env: { TRUST_PROXY: 'true', ORDER_LIMIT_PER_HOUR: '1000' } });
  fresh = variantSource(t);
});
afterAll(() => t.close());

const visitor = () => new TestClient(t.baseUrl, nextIp());
const WRONG_TOKEN = 'x'.repeat(43);

async function loggedIn() {
  const account = await createUser(t);
  const c = visitor();
  const { email, password } = account;
  expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
  return { ...account, c };
}

async function guestOrder(qty = 1, over: Record<string, unknown> = {}) {
  const [v] = await fresh(1, 10);
  const body = orderBody([{ variant_id: v!.id, qty }], over);
  const order = placed(await placeOrder(visitor(), body));
  return { order, variant: v!, email: order.email };
}

const getOrder = (c: TestClient, orderNo: string, token?: string) =>
  send<Order>(c, 'GET', API.one(orderNo, token));
const cancelOrder = (c: TestClient, orderNo: string, token?: string) =>
  send<Order>(c, 'POST', API.cancel(orderNo, token));

describe('who may read and cancel an order', () => {
  it('is 404 for another customer, a visitor without the token and a wrong token, and the order stays as it was', async () => {
    const owner = await loggedIn();
    const [v] = await fresh(1, 10);
    const order = placed(await placeOrder(owner.c, orderBody([{ variant_id: v!.id, qty: 2 }])));
    const intruder = await loggedIn();
    const attempts: [string, TestClient, string | undefined][] = [
      ['another customer', intruder.c, undefined],
      ['another customer with a wrong token', intruder.c, WRONG_TOKEN],
      ['a visitor', visitor(), undefined],
      ['a visitor with a wrong token', visitor(), WRONG_TOKEN],
      ['a visitor with a short token', visitor(), 'abc'],
      ['a visitor with the order number as token', visitor(), order.order_no.repeat(4)],
    ];
    for (const [who, c, token] of attempts) {
      for (const res of [
        await getOrder(c, order.order_no, token),
        await cancelOrder(c, order.order_no, token),
      ]) {
        expect(res.status, who).toBe(404);
        expect(res.body, who).toEqual({ result: false, error: true, message: 'order-not-found' });
      }
    }
    expect((await orderRow(t, order.order_no))!.status).toBe('pending');
    expect(await stockOf(t, v!.id)).toBe(8);
    // An order number nobody has is the same 404.
    const none = await getOrder(visitor(), 'CT-AAAAAAAA', order.access_token);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('order-not-found');
  });

  it('opens for the owner by session and for anyone holding its token, even written in lower case', async () => {
    const owner = await loggedIn();
    const [v] = await fresh(1, 10);
    const order = placed(await placeOrder(owner.c, orderBody([{ variant_id: v!.id, qty: 1 }])));
    const bySession = await getOrder(owner.c, order.order_no);
    expect(bySession.status).toBe(200);
    expect(bySession.body.data).toMatchObject({ order_no: order.order_no, email: owner.email });
    const byToken = await getOrder(visitor(), order.order_no.toLowerCase(), order.access_token);
    expect(byToken.status).toBe(200);
    expect(byToken.body.data!.order_no).toBe(order.order_no);
    const intruderWithToken = await getOrder(
      (await loggedIn()).c,
      order.order_no,
      order.access_token,
    );
    expect(intruderWithToken.status).toBe(200);

    const guest = await guestOrder();
    const own = await getOrder(visitor(), guest.order.order_no, guest.order.access_token);
    expect(own.status).toBe(200);
    expect(own.body.data!.id).toBe(guest.order.id);
  });
  // D13: everyone but the owner and a token holder gets a 404; a number that cannot exist is no
  // different from one that does not (the route's own schema names the key order-not-found).
  it.each(['nope', 'CT-0000OOOO', 'CT-ABC'])(
    'is 404 order-not-found for the malformed order number %j',
    async (orderNo) => {
      for (const res of [
        await getOrder(visitor(), orderNo, WRONG_TOKEN),
        await cancelOrder(visitor(), orderNo, WRONG_TOKEN),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ result: false, error: true, message: 'order-not-found' });
      }
    },
  );
});

describe('GET my-order', () => {
  it('needs a login', async () => {
    const res = await send(visitor(), 'GET', API.myOrders);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ result: false, message: 'no-authorization' });
  });

  it("lists only the caller's orders, newest first, with the filter, the page and the summary", async () => {
    const me = await loggedIn();
    const other = await loggedIn();
    const [v] = await fresh(1, 50);
    const mine: Order[] = [];
    for (let i = 0; i < 5; i++) {
      mine.push(placed(await placeOrder(me.c, orderBody([{ variant_id: v!.id, qty: 1 + i }]))));
    }
    placed(await placeOrder(other.c, orderBody([{ variant_id: v!.id, qty: 1 }])));
    // A guest order under my address is not an order of my account.
    placed(
      await placeOrder(visitor(), orderBody([{ variant_id: v!.id, qty: 1 }], { email: me.email })),
    );
    // mine[0] delivered, mine[1] shipped, mine[2] cancelled, mine[3] and mine[4] pending.
    await t.app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, mine[0]!.id));
    await t.app.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, mine[1]!.id));
    expect((await cancelOrder(me.c, mine[2]!.order_no)).status).toBe(200);

    const list = async (query: string) => {
      const res = await send<MyOrders>(me.c, 'GET', `${API.myOrders}${query}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      return res.body.data![0]!;
    };
    const nos = (o: { orders: Order[] }) => o.orders.map((x) => x.order_no);
    const newestFirst = [...mine].reverse().map((o) => o.order_no);

    const all = await list('');
    expect(all).toMatchObject({ first_name: 'Sokha', last_name: 'Chan', email: me.email });
    expect(nos(all)).toEqual(newestFirst);
    expect(all.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 5 });
    const spent = [0, 1, 3, 4].reduce((s, i) => s + mine[i]!.totals.total_cents, 0);
    const summary = {
      total_orders: 5,
      pending: 3,
      completed: 1,
      cancelled: 1,
      total_spent_cents: spent,
      total_spent: spent / 100,
    };
    expect(all.summary).toEqual(summary);
    expect(all.orders[0]).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      can_cancel: true,
      totals: mine[4]!.totals,
      items: mine[4]!.items,
    });
    expect(all.orders.find((o) => o.id === mine[2]!.id)).toMatchObject({
      status: 'cancelled',
      can_cancel: false,
    });
    expect(all.orders[0]).not.toHaveProperty('access_token');

    const pending = await list('?status=pending');
    expect(nos(pending)).toEqual([mine[4], mine[3], mine[1]].map((o) => o!.order_no));
    expect(pending.pagination.total).toBe(3);
    expect(pending.summary).toEqual(summary);
    const completed = await list('?status=completed');
    expect(nos(completed)).toEqual([mine[0]!.order_no]);
    expect(nos(await list('?status=all'))).toEqual(newestFirst);

    const page1 = await list('?per_page=2');
    expect(nos(page1)).toEqual(newestFirst.slice(0, 2));
    expect(page1.pagination).toEqual({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
    expect(nos(await list('?per_page=2&page=2'))).toEqual(newestFirst.slice(2, 4));
    expect(nos(await list('?per_page=2&page=3'))).toEqual(newestFirst.slice(4));
    expect(nos(await list('?per_page=2&page=4'))).toEqual([]);
    const pendingPage2 = await list('?status=pending&per_page=2&page=2');
    expect(nos(pendingPage2)).toEqual([mine[1]!.order_no]);
    expect(pendingPage2.pagination).toEqual({
      current_page: 2,
      last_page: 2,
      per_page: 2,
      total: 3,
    });

    const theirs = (await send<MyOrders>(other.c, 'GET', API.myOrders)).body.data![0]!;
    expect(theirs.orders).toHaveLength(1);
    expect(theirs.email).toBe(other.email);
  });

  it('is empty for a customer without orders', async () => {
    const me = await loggedIn();
    const res = await send<MyOrders>(me.c, 'GET', API.myOrders);
    expect(res.body.data![0]).toMatchObject({
      orders: [],
      pagination: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
      summary: { total_orders: 0, pending: 0, completed: 0, cancelled: 0, total_spent_cents: 0 },
    });
  });

  it.each([
    ['?status=shipped', { status: ['field-invalid-option'] }],
    ['?per_page=0', { per_page: ['field-too-small'] }],
    ['?per_page=51', { per_page: ['field-too-large'] }],
    ['?page=0', { page: ['field-too-small'] }],
  ])('refuses %s', async (query, errors) => {
    const me = await loggedIn();
    const res = await send(me.c, 'GET', `${API.myOrders}${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('POST order/lookup', () => {
  const lookup = (c: TestClient, body: Record<string, unknown>) =>
    send<OrderLookupResult>(c, 'POST', API.lookup, body);
  const queued = (to: string) =>
    t.app.db.select().from(mailQueue).where(eq(mailQueue.to, to)).orderBy(asc(mailQueue.id));

  it('answers the same for a matching and a non-matching pair; only the match gets the link, in its language', async () => {
    const { order, email } = await guestOrder();
    const stranger = newEmail('stranger');
    const answers = [
      await lookup(visitor(), {
        order_no: order.order_no.toLowerCase(),
        email: email.toUpperCase(),
        lang: 'km',
      }),
      await lookup(visitor(), { order_no: order.order_no, email: stranger, lang: 'en' }),
      await lookup(visitor(), { order_no: 'CT-ZZZZZZZZ', email, lang: 'en' }),
    ];
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toEqual({
        result: true,
        error: false,
        message: 'order-link-sent',
        data: { sent: true },
      });
    }
    // The outbox lets the worker write the deferred mails first.
    const mails = await mailsTo(visitor(), email);
    expect(mails.map((m) => m.subject)).toEqual([
      `តំណទៅកាន់ការបញ្ជាទិញ CamTour ${order.order_no} របស់អ្នក`,
      `Your CamTour order ${order.order_no}`,
    ]);
    expect(await mailsTo(visitor(), stranger)).toEqual([]);
    // Each non-matching request was queued like the matching one, then dropped by the worker.
    expect((await queued(stranger)).map((r) => r.status)).toEqual(['dropped']);
    // The confirmation, the link, and the lookup of an order number that does not exist.
    expect((await queued(email)).map((r) => r.status)).toEqual(['sent', 'sent', 'dropped']);
    // The mailed link opens the order.
    const link = new URL(mails[0]!.links[0]!);
    expect(link.pathname).toBe(`/orders/${order.order_no}`);
    const opened = await getOrder(visitor(), order.order_no, link.searchParams.get('token')!);
    expect(opened.status).toBe(200);
    expect(opened.body.data!.order_no).toBe(order.order_no);
  });

  it.each([
    [{ order_no: 'nope', email: 'a@example.com' }, { order_no: ['order-no-invalid'] }],
    [{ order_no: 'CT-AAAAAAAA', email: 'nope' }, { email: ['email-invalid'] }],
    [{ email: 'a@example.com' }, { order_no: ['field-required'] }],
    [{ order_no: 'CT-AAAAAAAA', email: 'a@example.com', lang: 'fr' }, { lang: ['invalid-lang'] }],
  ])('refuses %j', async (body, errors) => {
    const res = await lookup(visitor(), body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });

  it('allows 3 lookups per address in 15 minutes, then 429 with Retry-After and no mail', async () => {
    const { order, email } = await guestOrder();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await lookup(visitor(), { order_no: order.order_no, email })).status);
    }
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await lookup(visitor(), { order_no: order.order_no, email });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      result: false,
      error: true,
      message: 'too-many-requests-try-later',
    });
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // One confirmation and three links.
    expect(await mailsTo(visitor(), email)).toHaveLength(4);
  });

  it('allows 12 lookups per IP in 15 minutes, whatever the addresses', async () => {
    const c = visitor();
    const answers = [];
    for (let i = 0; i < 13; i++) {
      answers.push(await lookup(c, { order_no: 'CT-AAAAAAAA', email: newEmail('ip') }));
    }
    expect(tally(answers)).toEqual({
      '200 order-link-sent': 12,
      '429 too-many-requests-try-later': 1,
    });
  });
});

describe('POST order/:order_no/cancel', () => {
  it('cancels a pending order: stock, sold and the promo use come back, and a mail says so', async () => {
    const [v] = await fresh(1, 10);
    const email = newEmail('cancel');
    const soldBefore = await soldOf(t, v!.product_id);
    const usesBefore = (await promoRow(t, 'STAFF100')).uses;
    const order = placed(
      await placeOrder(
        visitor(),
        orderBody([{ variant_id: v!.id, qty: 3 }], { email, promo_code: 'STAFF100' }),
      ),
    );
    expect(order.totals.total_cents).toBe(order.totals.tax_cents + order.totals.delivery_fee_cents);
    expect(await stockOf(t, v!.id)).toBe(7);
    expect(await soldOf(t, v!.product_id)).toBe(soldBefore + 3);
    expect((await promoRow(t, 'STAFF100')).uses).toBe(usesBefore + 1);
    // Once per customer is told by the order (the promo check answers the same to everyone).
    const used = await placeOrder(
      visitor(),
      orderBody([{ variant_id: v!.id, qty: 1 }], { email, promo_code: 'STAFF100' }),
    );
    expect(used.body.message).toBe('promo-code-used-up');

    const res = await cancelOrder(visitor(), order.order_no, order.access_token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('order-cancelled');
    expect(res.body.data).toMatchObject({
      order_no: order.order_no,
      status: 'cancelled',
      payment_status: 'pending',
      can_cancel: false,
      totals: order.totals,
    });
    expect(res.body.data!.cancelled_at).not.toBeNull();
    expect(await stockOf(t, v!.id)).toBe(10);
    expect(await soldOf(t, v!.product_id)).toBe(soldBefore);
    expect((await promoRow(t, 'STAFF100')).uses).toBe(usesBefore);
    const usable = await send(visitor(), 'POST', API.promoCheck, { code: 'STAFF100', email });
    expect(usable.status).toBe(200);
    const row = (await orderRow(t, order.order_no))!;
    expect(row).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_id, row.id))
      .orderBy(asc(orderEvents.id));
    expect(events.map((e) => [e.from_status, e.to_status, e.actor])).toEqual([
      [null, 'pending', 'customer'],
      ['pending', 'cancelled', 'customer'],
    ]);

    const mails = await mailsTo(visitor(), email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your CamTour order ${order.order_no} was cancelled`,
      `Your CamTour order ${order.order_no}`,
    ]);
    expect(mails[0]!.text).toContain('cancelled');
    expect(mails[0]!.text).toContain(`3 × ${v!.name_en}`);
    const link = new URL(mails[0]!.links[0]!);
    const opened = await getOrder(visitor(), order.order_no, link.searchParams.get('token')!);
    expect(opened.body.data!.status).toBe('cancelled');

    // And the code can be used again under that address.
    placed(
      await placeOrder(
        visitor(),
        orderBody([{ variant_id: v!.id, qty: 1 }], { email, promo_code: 'STAFF100' }),
      ),
    );
  });

  it('lets the owner cancel by session', async () => {
    const me = await loggedIn();
    const [v] = await fresh(1, 4);
    const order = placed(await placeOrder(me.c, orderBody([{ variant_id: v!.id, qty: 4 }])));
    expect(await stockOf(t, v!.id)).toBe(0);
    const res = await cancelOrder(me.c, order.order_no);
    expect(res.status).toBe(200);
    expect(res.body.data!.status).toBe('cancelled');
    expect(await stockOf(t, v!.id)).toBe(4);
  });

  it('refuses a second cancel with 409 and puts nothing back twice', async () => {
    const { order, variant, email } = await guestOrder(2);
    expect((await cancelOrder(visitor(), order.order_no, order.access_token)).status).toBe(200);
    const again = await cancelOrder(visitor(), order.order_no, order.access_token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ result: false, error: true, message: 'order-not-cancellable' });
    expect(await stockOf(t, variant.id)).toBe(10);
    expect(
      (await mailsTo(visitor(), email)).filter((m) => m.subject.endsWith('was cancelled')),
    ).toHaveLength(1);
  });

  it.each(['processing', 'shipped', 'delivered', 'completed'])(
    'refuses to cancel a %s order with 409, changing nothing',
    async (status) => {
      const { order, variant } = await guestOrder(2);
      await t.app.db.update(orders).set({ status }).where(eq(orders.id, order.id));
      const res = await cancelOrder(visitor(), order.order_no, order.access_token);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('order-not-cancellable');
      expect((await orderRow(t, order.order_no))!).toMatchObject({ status, cancelled_at: null });
      expect(await stockOf(t, variant.id)).toBe(8);
      const read = await getOrder(visitor(), order.order_no, order.access_token);
      expect(read.body.data).toMatchObject({ status, can_cancel: false });
    },
  );

  it('cancels once when 20 cancels of one order arrive at once', async () => {
    const { order, variant, email } = await guestOrder(3);
    const sold = await soldOf(t, variant.product_id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cancelOrder(visitor(), order.order_no, order.access_token)),
    );
    expect(tally(answers)).toEqual({
      '200 order-cancelled': 1,
      '409 order-not-cancellable': 19,
    });
    expect(await stockOf(t, variant.id)).toBe(10);
    expect(await soldOf(t, variant.product_id)).toBe(sold - 3);
    const row = (await orderRow(t, order.order_no))!;
    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_id, row.id));
    expect(events.filter((e) => e.to_status === 'cancelled')).toHaveLength(1);
    expect(
      (await mailsTo(visitor(), email)).filter((m) => m.subject.endsWith('was cancelled')),
    ).toHaveLength(1);
  });
});
