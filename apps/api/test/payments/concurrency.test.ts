import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders, paymentHolds, payments } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { startFakeBakong, type FakeBakong } from '../helpers/fake-bakong';
import { describeTopologies, type Topology } from '../helpers/topologies';
import type { TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { newEmail, nextIp, placeOrder, stockOf, tally, variantSource } from '../orders/helpers';
import { bakongOrder, generate, made, qrBody, resultOf, verify } from './helpers';

const TOKEN = 'concurrency-bakong-token-42';
const ACCOUNT = 'camtour_load@abaa';

/**
 * D8 under simultaneous requests, at one server, at two servers on one
 * database and (with TEST_DATABASE_URL) at two server processes: one bank
 * question and one paid transition however many polls arrive, one order per
 * payment, held stock never oversold, and expired holds given back once.
 */
const ENV: Record<string, string> = {
  TRUST_PROXY: 'true',
  ORDER_LIMIT_PER_HOUR: '1000',
  BAKONG_TOKEN: TOKEN,
  BAKONG_ACCOUNT_ID: ACCOUNT,
  BAKONG_MERCHANT_NAME: 'CamTour',
  BAKONG_MERCHANT_CITY: 'Phnom Penh',
  // Every server sweeps expired QRs all the time, so sweeps race each other.
  KHQR_SWEEP_MS: '200',
};

let fake: FakeBakong;
beforeAll(async () => {
  fake = await startFakeBakong(TOKEN);
  // describeTopologies reads ENV when its servers start, after this hook.
  ENV.BAKONG_API_URL = fake.url;
});
afterAll(() => fake.close());

const sources = new WeakMap<TestApp, ReturnType<typeof variantSource>>();
const freshOf = (t: TestApp) => {
  let f = sources.get(t);
  if (!f) sources.set(t, (f = variantSource(t)));
  return f;
};

/** One customer's session, usable at every server of the topology (a bearer token). */
async function customerAt(top: Topology) {
  const { email, password } = await createUser(top.t);
  // Each customer is a visitor of its own address: the login and QR limits have their own tests.
  const ip = nextIp();
  const login = await new TestClient(top.t.baseUrl, ip).post<{ token: string }>('/api/auth/login', {
    email,
    password,
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const token = login.body.data!.token;
  return (i: number) => {
    const c = new TestClient(top.servers[i % top.servers.length]!.url, ip);
    c.bearer = token;
    return c;
  };
}

function paymentCases(topology: () => Topology) {
  it(
    '50 polls of a paid QR at once: one bank question, one paid transition; then 50 orders naming it: one order',
    { timeout: 60_000 },
    async () => {
      const top = topology();
      const [v] = await freshOf(top.t)(1, 10);
      const at = await customerAt(top);
      const lines = [{ variant_id: v!.id, qty: 2 }];
      const qr = made(await generate(at(0), qrBody(lines)));
      expect(await stockOf(top.t, v!.id)).toBe(8);
      fake.transfers.set(qr.md5, {
        hash: randomBytes(32).toString('hex'),
        amount: qr.amount,
        currency: 'USD',
        toAccountId: ACCOUNT,
      });
      const polls = await Promise.all(Array.from({ length: 50 }, (_, i) => verify(at(i), qr.md5)));
      expect(tally(polls)).toEqual({ '200 success': 50 });
      const asked = fake.requests.filter(
        (r) => (r.body as { md5?: string } | null)?.md5 === qr.md5,
      );
      expect(asked).toHaveLength(1);
      expect(polls.filter((p) => resultOf(p).updated)).toHaveLength(1);
      expect(resultOf(await verify(at(1), qr.md5)).paid).toBe(true);

      const body = bakongOrder(lines, qr.md5, { email: newEmail('khqr-burst') });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => placeOrder(at(i), body, `khqr-${qr.md5}-${i}`)),
      );
      // One order is made; every other call of its owner is answered that same order.
      expect(tally(answers)).toEqual({ '201 Created': 1, '200 success': 49 });
      const nos = new Set(answers.map((a) => (a.body.data as { order_no: string }).order_no));
      expect(nos.size).toBe(1);
      const [made1] = await top.t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.order_id))
        .where(eq(payments.md5, qr.md5));
      expect(Number(made1!.n)).toBe(1);
      // The QR's held units became the order's: stock moved once.
      expect(await stockOf(top.t, v!.id)).toBe(8);
    },
  );

  it(
    '30 shoppers make QRs for the last 10 units at once: 10 QRs, 20 stock issues, stock 0',
    { timeout: 60_000 },
    async () => {
      const top = topology();
      const [v] = await freshOf(top.t)(1, 10);
      const shoppers = await Promise.all(Array.from({ length: 30 }, () => customerAt(top)));
      const answers = await Promise.all(
        shoppers.map((at, i) => generate(at(i), qrBody([{ variant_id: v!.id, qty: 1 }]))),
      );
      expect(tally(answers)).toEqual({ '201 success': 10, '409 stock-issue': 20 });
      expect(await stockOf(top.t, v!.id)).toBe(0);
      const [held] = await top.t.app.db
        .select({ n: sql<number>`coalesce(sum(${paymentHolds.qty}), 0)::int` })
        .from(paymentHolds)
        .innerJoin(payments, eq(payments.id, paymentHolds.payment_id))
        .where(and(eq(paymentHolds.variant_id, v!.id), eq(payments.status, 'pending')));
      expect(Number(held!.n)).toBe(10);
    },
  );

  it(
    'one shopper refreshes its QR 20 times at once: one pending QR, one hold',
    { timeout: 60_000 },
    async () => {
      const top = topology();
      const [v] = await freshOf(top.t)(1, 10);
      const at = await customerAt(top);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          generate(at(i), qrBody([{ variant_id: v!.id, qty: 3 }])),
        ),
      );
      expect(tally(answers)).toEqual({ '201 success': 20 });
      const md5s = answers.map((a) => made(a).md5);
      const rows = await top.t.app.db
        .select({ status: payments.status, n: sql<number>`count(*)::int` })
        .from(payments)
        .where(sql`${payments.md5} in ${md5s}`)
        .groupBy(payments.status);
      expect(Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]))).toEqual({
        pending: 1,
        replaced: 19,
      });
      expect(await stockOf(top.t, v!.id)).toBe(7);
    },
  );

  it(
    'one shopper asks for 40 QRs at once: the hourly limit of 30 holds, 429 with Retry-After',
    { timeout: 60_000 },
    async () => {
      const top = topology();
      const [v] = await freshOf(top.t)(1, 10);
      const at = await customerAt(top);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          generate(at(i), qrBody([{ variant_id: v!.id, qty: 1 }])),
        ),
      );
      expect(tally(answers)).toEqual({ '201 success': 30, '429 too-many-requests-try-later': 10 });
      for (const a of answers.filter((x) => x.status === 429)) {
        expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // Refused QRs hold nothing; the 30 made replaced each other.
      expect(await stockOf(top.t, v!.id)).toBe(9);
    },
  );

  it(
    '10 QRs expire unpaid while every server checks: the bank is asked, and their stock comes back exactly once',
    { timeout: 60_000 },
    async () => {
      const top = topology();
      const [v] = await freshOf(top.t)(1, 20);
      const shoppers = await Promise.all(Array.from({ length: 10 }, () => customerAt(top)));
      const qrs = await Promise.all(
        shoppers.map(async (at, i) =>
          made(await generate(at(i), qrBody([{ variant_id: v!.id, qty: 2 }]))),
        ),
      );
      expect(await stockOf(top.t, v!.id)).toBe(0);
      await top.t.app.db
        .update(payments)
        // Past the last minute a transfer could still count, and due a check now.
        .set({ expires_at: sql`now() - interval '2 minutes'`, next_check_at: sql`now()` })
        .where(sql`${payments.md5} in ${qrs.map((q) => q.md5)}`);
      const deadline = Date.now() + 10_000;
      while ((await stockOf(top.t, v!.id)) < 20 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      // A few more sweeps of every server: nothing is given back twice.
      await new Promise((r) => setTimeout(r, 800));
      expect(await stockOf(top.t, v!.id)).toBe(20);
      const statuses = await top.t.app.db
        .select({ status: payments.status })
        .from(payments)
        .where(sql`${payments.md5} in ${qrs.map((q) => q.md5)}`);
      expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['expired']));
    },
  );
}

describeTopologies({ env: ENV }, paymentCases);
