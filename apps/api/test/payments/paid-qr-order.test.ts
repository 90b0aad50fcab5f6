import { randomBytes } from 'node:crypto';
import type { Khqr } from '@camtour/shared/schemas/payments';
import type { PlacedOrder } from '@camtour/shared/schemas/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, orders, payments, promoRedemptions } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { startFakeBakong, type FakeBakong } from '../helpers/fake-bakong';
import { describeTopologies, type Topology } from '../helpers/topologies';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import {
  newEmail,
  nextIp,
  placeOrder,
  promoRow,
  stockOf,
  variantSource,
  type Answer,
  type Line,
  type Variant,
} from '../orders/helpers';
import {
  bakongOrder,
  generate,
  made,
  paymentRow,
  resultOf,
  sandboxPay,
  shopper,
  verify,
} from './helpers';

/**
 * A KHQR payment always ends in its order: the QR carries the order body,
 * and once the bank confirms, the server places that order itself, once,
 * whether or not a page is open; the order call answers that same order to
 * the payment's owner (also after signing in) and to nobody else.
 */

/** The whole order body, asked with the QR (as the checkout page sends it). */
const qrOrder = (items: (Line & Record<string, unknown>)[], over: Record<string, unknown> = {}) =>
  bakongOrder(items, undefined, over);

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const ordersOfPayment = async (t: TestApp, md5: string) => {
  const row = await paymentRow(t, md5);
  if (row.order_id === null) return [];
  return t.app.db.select().from(orders).where(eq(orders.id, row.order_id));
};

function answered(res: Answer<unknown>, status: 200 | 201): PlacedOrder {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data as PlacedOrder;
}

describe('a paid QR becomes its order (sandbox bank, background check on)', () => {
  let t: TestApp;
  let fresh: ReturnType<typeof variantSource>;
  beforeAll(async () => {
    t = await startTestApp({ env: { ORDER_LIMIT_PER_HOUR: '1000', KHQR_SWEEP_MS: '200' } });
    fresh = variantSource(t);
  });
  afterAll(() => t.close());

  async function paidQr(over: Record<string, unknown> = {}, qty = 2, stock = 5) {
    const [v] = (await fresh(1, stock)) as [Variant];
    const c = await shopper(t.baseUrl, v);
    const body = qrOrder([{ variant_id: v.id, qty }], over);
    const qr = made(await generate(c, body));
    return { v, c, body, qr };
  }

  it('an invalid order body gets 400 with its field errors before any QR is made', async () => {
    const [v] = (await fresh(1, 5)) as [Variant];
    const c = await shopper(t.baseUrl, v);
    const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(payments);
    const res = await generate(
      c,
      qrOrder([{ variant_id: v.id, qty: 1 }], { first_name: '', terms_accepted: false }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('validation-failed');
    expect(Object.keys(res.body.errors as object)).toEqual(
      expect.arrayContaining(['first_name', 'terms_accepted']),
    );
    const after = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(payments);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await stockOf(t, v.id)).toBe(5);
  });

  it('a QR for cash on delivery is refused', async () => {
    const [v] = (await fresh(1, 5)) as [Variant];
    const c = await shopper(t.baseUrl, v);
    const res = await generate(
      c,
      qrOrder([{ variant_id: v.id, qty: 1 }], { payment_method: 'cash_on_delivery' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('payment-method-not-allowed');
  });

  it('pay and never call the order endpoint: the server places the order by itself, once', async () => {
    const { v, body, qr } = await paidQr();
    expect(await stockOf(t, v.id)).toBe(3);
    expect((await sandboxPay(t, qr.md5)).status).toBe(201);
    const made = await until(
      () => ordersOfPayment(t, qr.md5),
      (rows) => rows.length === 1,
    );
    expect(made).toHaveLength(1);
    const order = made[0]!;
    expect(order).toMatchObject({
      email: body.email,
      first_name: body.first_name,
      payment_method: 'bakong',
      payment_status: 'completed',
      total_cents: qr.total_cents,
    });
    // The held units became the order's: taken once.
    expect(await stockOf(t, v.id)).toBe(3);
    const row = await paymentRow(t, qr.md5);
    expect(row.next_check_at).toBeNull();
    expect(row.hold_released_at).not.toBeNull();
    // The confirmation mail is queued for the address typed.
    const mails = await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, body.email));
    expect(mails.some((m) => m.subject.includes(order.order_no))).toBe(true);
    // More rounds of the background check change nothing.
    await new Promise((r) => setTimeout(r, 600));
    expect(await ordersOfPayment(t, qr.md5)).toHaveLength(1);
    expect(await stockOf(t, v.id)).toBe(3);
  });

  it('pay and reload: the poll finds the order made, and the order call answers that same order', async () => {
    const { c, body, qr } = await paidQr();
    expect((await sandboxPay(t, qr.md5)).status).toBe(201);
    const result = resultOf(await verify(c, qr.md5));
    expect(result.paid).toBe(true);
    expect(result.order_no).toMatch(/^CT-/);
    // The reloaded page calls the order endpoint with the md5: 200 and the same order.
    const again = answered(await placeOrder(c, { ...body, md5: qr.md5 }), 200);
    expect(again.order_no).toBe(result.order_no);
    expect(again.access_token.length).toBeGreaterThanOrEqual(32);
    // Its token opens the order.
    const read = await c.get(
      `/api/web/product/order/${again.order_no}?token=${encodeURIComponent(again.access_token)}`,
    );
    expect(read.status).toBe(200);
    expect(await ordersOfPayment(t, qr.md5)).toHaveLength(1);
  });

  it('two tabs calling the order endpoint at once get the same single order', async () => {
    const { c, body, qr } = await paidQr();
    await t.app.db
      .update(payments)
      // No background help for a while: the tabs race each other.
      .set({ next_check_at: sql`now() + interval '1 hour'` })
      .where(eq(payments.md5, qr.md5));
    expect((await sandboxPay(t, qr.md5)).status).toBe(201);
    // The bank is asked by a poll first (as a page does), then both tabs place.
    expect(resultOf(await verify(c, qr.md5)).paid).toBe(true);
    const [a, b] = await Promise.all([
      placeOrder(c, { ...body, md5: qr.md5 }),
      placeOrder(c, { ...body, md5: qr.md5 }),
    ]);
    const orderA = a.body.data as PlacedOrder;
    const orderB = b.body.data as PlacedOrder;
    expect([a.status, b.status].every((s) => s === 200 || s === 201)).toBe(true);
    expect(orderA.order_no).toBe(orderB.order_no);
    expect(await ordersOfPayment(t, qr.md5)).toHaveLength(1);
  });

  it('20 order calls and polls at once on one paid payment make exactly one order', async () => {
    const { v, c, body, qr } = await paidQr({}, 1, 3);
    expect((await sandboxPay(t, qr.md5)).status).toBe(201);
    await t.app.db
      .update(payments)
      .set({ last_checked_at: null, next_check_at: sql`now()` })
      .where(eq(payments.md5, qr.md5));
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => placeOrder(c, { ...body, md5: qr.md5 })),
      ...Array.from({ length: 20 }, () => verify(c, qr.md5)),
    ]);
    const placedNos = new Set<string>();
    for (const a of answers.slice(0, 20)) {
      // Before the bank was asked an order call is told to pay; after, it gets the order.
      if (a.status === 400) expect(a.body.message).toBe('payment-required');
      else placedNos.add((a.body.data as PlacedOrder).order_no);
    }
    expect(placedNos.size).toBeLessThanOrEqual(1);
    await until(
      () => ordersOfPayment(t, qr.md5),
      (rows) => rows.length === 1,
    );
    const rows = await ordersOfPayment(t, qr.md5);
    expect(rows).toHaveLength(1);
    if (placedNos.size === 1) expect([...placedNos][0]).toBe(rows[0]!.order_no);
    const all = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.email, body.email));
    expect(all[0]!.n).toBe(1);
    expect(await stockOf(t, v.id)).toBe(2);
  });

  it('a guest pays, then signs in: the poll and the order call as the account find the same order', async () => {
    const { email, password } = await createUser(t);
    const { c, body, qr } = await paidQr();
    await t.app.db
      .update(payments)
      .set({ next_check_at: sql`now() + interval '1 hour'` })
      .where(eq(payments.md5, qr.md5));
    expect((await sandboxPay(t, qr.md5)).status).toBe(201);
    const login = await c.post('/api/auth/login', { email, password });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    // The page keeps polling, now signed in: the payment followed the cart into the account.
    const result = resultOf(await verify(c, qr.md5));
    expect(result.paid).toBe(true);
    expect(result.order_no).toMatch(/^CT-/);
    const again = answered(await placeOrder(c, { ...body, md5: qr.md5 }), 200);
    expect(again.order_no).toBe(result.order_no);
    expect(await ordersOfPayment(t, qr.md5)).toHaveLength(1);
    const row = await paymentRow(t, qr.md5);
    expect(row.user_id).not.toBeNull();
    // Placed after sign-in, the order is the account's own.
    expect((await ordersOfPayment(t, qr.md5))[0]!.user_id).toBe(row.user_id);
  });

  it('an order attempt retried after signing in answers the order the cart made', async () => {
    const { email, password } = await createUser(t);
    const [v] = (await fresh(1, 5)) as [Variant];
    const c = await shopper(t.baseUrl, v);
    const body = {
      ...bakongOrder([{ variant_id: v.id, qty: 1 }], undefined, {
        payment_method: 'cash_on_delivery',
        delivery_type: 'phnom_penh_delivery',
      }),
    };
    const key = `attempt-${randomBytes(8).toString('hex')}`;
    const first = await placeOrder(c, body, key);
    expect(first.status).toBe(201);
    expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
    const retry = await placeOrder(c, body, key);
    expect(retry.status).toBe(201);
    expect((retry.body.data as PlacedOrder).order_no).toBe(
      (first.body.data as PlacedOrder).order_no,
    );
  });

  it("another client replaying a guest's Idempotency-Key never gets that guest's order or token", async () => {
    const [v] = (await fresh(1, 5)) as [Variant];
    const guest = await shopper(t.baseUrl, v);
    const body = bakongOrder([{ variant_id: v.id, qty: 1 }], undefined, {
      payment_method: 'cash_on_delivery',
      delivery_type: 'phnom_penh_delivery',
    });
    const key = `attempt-${randomBytes(8).toString('hex')}`;
    const first = await placeOrder(guest, body, key);
    expect(first.status).toBe(201);
    const firstNo = (first.body.data as PlacedOrder).order_no;
    // A client with no cart cookie, and one with a cart of its own.
    const bare = new TestClient(t.baseUrl);
    const other = await shopper(t.baseUrl, v);
    for (const c of [bare, other]) {
      const res = await placeOrder(c, body, key);
      expect(JSON.stringify(res.body)).not.toContain(firstNo);
    }
  });

  it('the md5 alone is no credential: another visitor or account gets payment-required and no order', async () => {
    const { body, qr } = await paidQr();
    expect((await sandboxPay(t, qr.md5)).status).toBe(201);
    const made = await until(
      () => ordersOfPayment(t, qr.md5),
      (rows) => rows.length === 1,
    );
    const orderNo = made[0]!.order_no;
    const stranger = new TestClient(t.baseUrl);
    const [v2] = (await fresh(1, 5)) as [Variant];
    const visitor = await shopper(t.baseUrl, v2);
    const { email, password } = await createUser(t);
    const account = new TestClient(t.baseUrl);
    expect((await account.post('/api/auth/login', { email, password })).status).toBe(200);
    for (const other of [stranger, visitor, account]) {
      const res = await placeOrder(other, { ...body, md5: qr.md5 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('payment-required');
      expect(JSON.stringify(res.body)).not.toContain(orderNo);
      expect(JSON.stringify(res.body)).not.toContain('access_token');
    }
  });

  it('a paid payment whose order cannot be made is listed for staff, its buyer e-mailed, its promo use given back', async () => {
    const [v] = (await fresh(1, 1)) as [Variant];
    const c = await shopper(t.baseUrl, v);
    const body = qrOrder([{ variant_id: v.id, qty: 1 }], { promo_code: 'WELCOME10' });
    const first = made(await generate(c, body));
    const usesAfterFirst = (await promoRow(t, 'WELCOME10')).uses;
    // A second QR replaces the first: the first's unit goes to the second.
    const second = made(await generate(c, { ...body, currency: 'KHR' }));
    expect(await stockOf(t, v.id)).toBe(0);
    expect((await promoRow(t, 'WELCOME10')).uses).toBe(usesAfterFirst);
    // The replaced QR is still checked, and is paid: its unit is gone, so no order can be made.
    expect((await sandboxPay(t, first.md5)).status).toBe(201);
    const row = await until(
      () => paymentRow(t, first.md5),
      (r) => r.no_order_at !== null,
    );
    expect(row).toMatchObject({ status: 'paid', order_id: null, no_order_reason: 'stock-issue' });
    expect(row.next_check_at).toBeNull();
    const mails = await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, body.email));
    expect(mails.some((m) => m.subject.includes('could not make the order'))).toBe(true);
    // The page is told plainly, and the other QR still holds its unit.
    const res = await placeOrder(c, { ...body, md5: first.md5 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('payment-no-order');
    expect(await stockOf(t, v.id)).toBe(0);
    expect((await paymentRow(t, second.md5)).status).toBe('pending');
  });

  it('a promo code is reserved with the payment and given back when the QR expires unpaid', async () => {
    const email = newEmail('staff-use');
    const [v] = (await fresh(1, 4)) as [Variant];
    const c = await shopper(t.baseUrl, v);
    const before = (await promoRow(t, 'STAFF100')).uses;
    const qr = made(
      await generate(c, qrOrder([{ variant_id: v.id, qty: 1 }], { promo_code: 'STAFF100', email })),
    );
    expect((await promoRow(t, 'STAFF100')).uses).toBe(before + 1);
    // The same buyer from another cart cannot take the once-per-customer use meanwhile.
    const other = await shopper(t.baseUrl, v);
    const refused = await generate(
      other,
      qrOrder([{ variant_id: v.id, qty: 1 }], {
        promo_code: 'STAFF100',
        email: email.toUpperCase(),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('promo-code-used-up');
    // Past its last minute, the bank says unpaid: stock and the use come back.
    await t.app.db
      .update(payments)
      .set({ expires_at: sql`now() - interval '2 minutes'`, next_check_at: sql`now()` })
      .where(eq(payments.md5, qr.md5));
    const row = await until(
      () => paymentRow(t, qr.md5),
      (r) => r.next_check_at === null,
    );
    expect(row.status).toBe('expired');
    expect(await stockOf(t, v.id)).toBe(4);
    expect((await promoRow(t, 'STAFF100')).uses).toBe(before);
    const reserved = await t.app.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.payment_id, row.id));
    expect(reserved).toHaveLength(0);
  });

  it('a paid QR made for a quote alone and never used is listed as paid with no order', async () => {
    const [v] = (await fresh(1, 3)) as [Variant];
    const c = await shopper(t.baseUrl, v);
    const qr = made(
      await generate(c, { items: [{ variant_id: v.id, qty: 1 }], delivery_type: 'jnt_express' }),
    );
    expect((await sandboxPay(t, qr.md5)).status).toBe(201);
    expect(resultOf(await verify(c, qr.md5)).paid).toBe(true);
    await t.app.db
      .update(payments)
      .set({ expires_at: sql`now() - interval '16 minutes'`, next_check_at: sql`now()` })
      .where(eq(payments.md5, qr.md5));
    const row = await until(
      () => paymentRow(t, qr.md5),
      (r) => r.no_order_at !== null,
    );
    expect(row.no_order_reason).toBe('unused-quote');
    expect(await stockOf(t, v.id)).toBe(3);
  });
});

describe('the background check while the bank is down, against a Bakong-shaped server', () => {
  const TOKEN = 'paid-qr-order-token-7';
  const ACCOUNT = 'camtour_paid@abaa';
  let fake: FakeBakong;
  let t: TestApp;
  let fresh: ReturnType<typeof variantSource>;
  beforeAll(async () => {
    fake = await startFakeBakong(TOKEN);
    t = await startTestApp({
      env: {
        ORDER_LIMIT_PER_HOUR: '1000',
        KHQR_SWEEP_MS: '200',
        BAKONG_API_URL: fake.url,
        BAKONG_TOKEN: TOKEN,
        BAKONG_ACCOUNT_ID: ACCOUNT,
        BAKONG_MERCHANT_NAME: 'CamTour Test',
        BAKONG_MERCHANT_CITY: 'Siem Reap',
        BAKONG_TIMEOUT_MS: '300',
      },
    });
    fresh = variantSource(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('keeps asking through an outage after expiry and places the order once the bank answers paid', async () => {
    const [v] = (await fresh(1, 5)) as [Variant];
    const c = await shopper(t.baseUrl, v);
    const body = qrOrder([{ variant_id: v.id, qty: 1 }]);
    const qr: Khqr = made(await generate(c, body));
    fake.mode = 'error';
    // Expired a while ago, and the bank is down: the payment stays unresolved, its stock held.
    await t.app.db
      .update(payments)
      .set({ expires_at: sql`now() - interval '30 minutes'`, next_check_at: sql`now()` })
      .where(eq(payments.md5, qr.md5));
    const asked = () => fake.requests.filter((r) => (r.body as { md5?: string })?.md5 === qr.md5);
    await until(
      async () => asked().length,
      (n) => n >= 1,
    );
    const waiting = await paymentRow(t, qr.md5);
    expect(waiting.status).toBe('pending');
    expect(waiting.next_check_at).not.toBeNull();
    // Backed off: the next look is minutes away, not 5 seconds.
    expect(waiting.next_check_at!.getTime() - Date.now()).toBeGreaterThan(60_000);
    expect(await stockOf(t, v.id)).toBe(4);
    // The bank comes back and knows a transfer made in time.
    fake.mode = 'normal';
    fake.transfers.set(qr.md5, {
      hash: randomBytes(32).toString('hex'),
      amount: qr.amount,
      currency: 'USD',
      toAccountId: ACCOUNT,
      fromAccountId: 'buyer@abaa',
      // Made in time: before the (moved) expiry of the QR.
      acknowledgedDateMs: Date.now() - 31 * 60_000,
    });
    await t.app.db
      .update(payments)
      .set({ next_check_at: sql`now()`, last_checked_at: null })
      .where(eq(payments.md5, qr.md5));
    const rows = await until(
      () => ordersOfPayment(t, qr.md5),
      (r) => r.length === 1,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe(body.email);
    expect(await stockOf(t, v.id)).toBe(4);
  });
});

/** Exactly one order per paid payment when every server of the topology checks and places. */
const ENV: Record<string, string> = {
  TRUST_PROXY: 'true',
  ORDER_LIMIT_PER_HOUR: '1000',
  KHQR_SWEEP_MS: '100',
};

describeTopologies({ env: ENV }, (topology: () => Topology) => {
  it(
    'a paid payment, every server checking and 10 order calls at once: exactly one order',
    { timeout: 60_000 },
    async () => {
      const top = topology();
      const [v] = (await variantSource(top.t)(1, 6)) as [Variant];
      const ip = nextIp();
      const first = new TestClient(top.servers[0]!.url, ip);
      const add = await first.post('/api/web/product/cart/add', {
        product_id: v.product_id,
        variant_id: v.id,
        qty: 1,
      });
      expect(add.status).toBe(200);
      const cookie = first.cookie('camtour_cart')!;
      const at = (i: number) => {
        const c = new TestClient(top.servers[i % top.servers.length]!.url, ip);
        c.setCookie('camtour_cart', cookie);
        return c;
      };
      const body = qrOrder([{ variant_id: v.id, qty: 2 }]);
      const qr = made(await generate(at(0), body));
      expect((await sandboxPay(top.t, qr.md5)).status).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => placeOrder(at(i), { ...body, md5: qr.md5 })),
      );
      for (const a of answers) expect([200, 201, 400]).toContain(a.status);
      const rows = await until(
        () => ordersOfPayment(top.t, qr.md5),
        (r) => r.length === 1,
      );
      expect(rows).toHaveLength(1);
      const nos = new Set(
        answers.filter((a) => a.status !== 400).map((a) => (a.body.data as PlacedOrder).order_no),
      );
      for (const no of nos) expect(no).toBe(rows[0]!.order_no);
      const byEmail = await top.t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.email, body.email));
      expect(byEmail[0]!.n).toBe(1);
      expect(await stockOf(top.t, v.id)).toBe(4);
    },
  );
});
