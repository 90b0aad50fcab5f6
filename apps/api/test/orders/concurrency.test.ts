import type { PlacedOrder, StockShort } from '@camtour/shared/schemas/orders';
import { eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailQueue, orderItems, orders, promoRedemptions } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { describeTopologies, type Topology } from '../helpers/topologies';
import type { TestApp } from '../helpers/test-app';
import {
  API,
  Barrier,
  insertPromo,
  linesOf,
  newEmail,
  nextIp,
  orderBody,
  ordersByEmail,
  placeOrder,
  placed,
  promoRow,
  send,
  soldOf,
  stockOf,
  tally,
  variantSource,
  type Answer,
} from './helpers';

/**
 * D7 and D13 under load: stock is never oversold, a promo code's limits hold, an idempotent
 * retry never makes a second order and a cancel restocks once, whether the requests reach one
 * server, two servers on one database, or (with TEST_DATABASE_URL) two server processes.
 */

interface Ctx {
  t: TestApp;
  /** A client of the server request i goes to, as a visitor of this case's own IP. */
  client: (i: number) => TestClient;
  fresh: ReturnType<typeof variantSource>;
}

interface Case {
  name: string;
  /** Requests of the burst. */
  burst: number;
  /** Whether every request reaches the order limiter (the barrier waits for them there). */
  gated: boolean;
  prepare: (ctx: Ctx) => Promise<{
    send: (i: number) => Promise<Answer>;
    check: (answers: Answer[]) => Promise<void>;
  }>;
}

/** A visitor's cart cookie, made by adding one unit. */
async function cartCookie(c: TestClient, v: { id: number; product_id: number }): Promise<string> {
  const res = await c.post('/api/web/product/cart/add', {
    product_id: v.product_id,
    variant_id: v.id,
    qty: 1,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return c.cookie('camtour_cart')!;
}

function withCart(c: TestClient, cookie: string): TestClient {
  c.setCookie('camtour_cart', cookie);
  return c;
}

const barrier = new Barrier();
/** Each topology's own variants, handed out once across the cases run on it. */
const sources = new WeakMap<TestApp, ReturnType<typeof variantSource>>();
let promoN = 0;

const CASES: Case[] = [
  {
    name: '200 guests buy the last 10 units: exactly 10 orders, 190 stock issues, stock 0',
    burst: 200,
    gated: true,
    prepare: async (ctx) => {
      const [v] = await ctx.fresh(1, 10);
      const sold = await soldOf(ctx.t, v!.product_id);
      const emails = Array.from({ length: 200 }, () => newEmail('last-unit'));
      return {
        send: (i) =>
          placeOrder(
            ctx.client(i),
            orderBody([{ variant_id: v!.id, qty: 1 }], { email: emails[i] }),
          ),
        check: async (answers) => {
          expect(tally(answers)).toEqual({ '201 Created': 10, '409 stock-issue': 190 });
          for (const a of answers.filter((x) => x.status === 409)) {
            expect(a.body.message).toContain('stock');
            expect((a.body.data as StockShort).lines).toEqual([
              expect.objectContaining({ variant_id: v!.id, requested: 1, available: 0 }),
            ]);
          }
          const won = answers
            .filter((a) => a.status === 201)
            .map((a) => a.body.data as PlacedOrder);
          expect(new Set(won.map((o) => o.order_no)).size).toBe(10);
          expect(await stockOf(ctx.t, v!.id)).toBe(0);
          expect(await soldOf(ctx.t, v!.product_id)).toBe(sold + 10);
          expect(await linesOf(ctx.t, v!.id)).toEqual({ rows: 10, orders: 10 });
          const [n] = await ctx.t.app.db
            .select({ n: sql<number>`count(*)::int` })
            .from(orders)
            .where(inArray(orders.email, emails));
          expect(Number(n!.n)).toBe(10);
          // One confirmation per order made, none for the refused.
          const [m] = await ctx.t.app.db
            .select({ n: sql<number>`count(*)::int` })
            .from(mailQueue)
            .where(inArray(mailQueue.to, emails));
          expect(Number(m!.n)).toBe(10);
        },
      };
    },
  },
  {
    name: '20 retries with one Idempotency-Key at once: one order, every answer names it',
    burst: 20,
    gated: true,
    prepare: async (ctx) => {
      const [v] = await ctx.fresh(1, 10);
      const body = orderBody([{ variant_id: v!.id, qty: 2 }]);
      const key = `burst-${Date.now()}-${++promoN}`;
      // Retries come from one visitor: its cart cookie, at whichever server each reaches.
      const cart = await cartCookie(ctx.client(0), v!);
      return {
        send: (i) => placeOrder(withCart(ctx.client(i), cart), body, key),
        check: async (answers) => {
          expect(tally(answers)).toEqual({ '201 Created': 20 });
          const nos = new Set(answers.map((a) => (a.body.data as PlacedOrder).order_no));
          expect(nos.size).toBe(1);
          const rows = await ordersByEmail(ctx.t, body.email);
          expect(rows.map((r) => r.order_no)).toEqual([...nos]);
          expect(await stockOf(ctx.t, v!.id)).toBe(8);
          expect(await linesOf(ctx.t, v!.id)).toEqual({ rows: 1, orders: 1 });
        },
      };
    },
  },
  {
    // 10: within the per-address hourly limit, so only the promo code's own check is at stake.
    name: '10 retries of a STAFF100 order with one Idempotency-Key at once: one order, every answer names it',
    burst: 10,
    gated: true,
    prepare: async (ctx) => {
      const [v] = await ctx.fresh(1, 10);
      const body = orderBody([{ variant_id: v!.id, qty: 1 }], { promo_code: 'STAFF100' });
      const key = `burst-staff-${Date.now()}-${++promoN}`;
      // Retries come from one visitor: its cart cookie, at whichever server each reaches.
      const cart = await cartCookie(ctx.client(0), v!);
      return {
        send: (i) => placeOrder(withCart(ctx.client(i), cart), body, key),
        check: async (answers) => {
          expect(tally(answers)).toEqual({ '201 Created': 10 });
          const nos = new Set(answers.map((a) => (a.body.data as PlacedOrder).order_no));
          expect(nos.size).toBe(1);
          expect(await ordersByEmail(ctx.t, body.email)).toHaveLength(1);
          expect(await stockOf(ctx.t, v!.id)).toBe(9);
        },
      };
    },
  },
  {
    name: '30 orders with STAFF100 by one guest e-mail at once: exactly one gets it',
    burst: 30,
    gated: true,
    prepare: async (ctx) => {
      const [v] = await ctx.fresh(1, 100);
      const email = newEmail('staff-burst');
      const uses = (await promoRow(ctx.t, 'STAFF100')).uses;
      return {
        send: (i) =>
          placeOrder(
            ctx.client(i),
            orderBody([{ variant_id: v!.id, qty: 1 }], { email, promo_code: 'STAFF100' }),
          ),
        check: async (answers) => {
          expect(tally(answers)).toEqual({ '201 Created': 1, '400 promo-code-used-up': 29 });
          expect(await ordersByEmail(ctx.t, email)).toHaveLength(1);
          expect((await promoRow(ctx.t, 'STAFF100')).uses).toBe(uses + 1);
          const redeemed = await ctx.t.app.db
            .select()
            .from(promoRedemptions)
            .where(eq(promoRedemptions.customer_key, email));
          expect(redeemed).toHaveLength(1);
          expect(await stockOf(ctx.t, v!.id)).toBe(99);
        },
      };
    },
  },
  {
    name: 'a code with max_uses 5 and 30 customers at once: exactly 5 orders',
    burst: 30,
    gated: true,
    prepare: async (ctx) => {
      const [v] = await ctx.fresh(1, 100);
      const code = `FIVEONLY${++promoN}`;
      await insertPromo(ctx.t, { code, percent: 50, max_uses: 5 });
      return {
        send: (i) =>
          placeOrder(
            ctx.client(i),
            orderBody([{ variant_id: v!.id, qty: 1 }], { promo_code: code }),
          ),
        check: async (answers) => {
          expect(tally(answers)).toEqual({ '201 Created': 5, '400 promo-code-used-up': 25 });
          expect((await promoRow(ctx.t, code)).uses).toBe(5);
          const made = await ctx.t.app.db.select().from(orders).where(eq(orders.promo_code, code));
          expect(made).toHaveLength(5);
          expect(await stockOf(ctx.t, v!.id)).toBe(95);
        },
      };
    },
  },
  {
    name: '15 cancels and 15 new orders of one variant with one promo code at once: all succeed',
    burst: 30,
    // Cancels take no attempt: the requests simply go together.
    gated: false,
    prepare: async (ctx) => {
      const [v] = await ctx.fresh(1, 100);
      const uses = (await promoRow(ctx.t, 'WELCOME10')).uses;
      const earlier: PlacedOrder[] = [];
      for (let i = 0; i < 15; i++) {
        earlier.push(
          placed(
            await placeOrder(
              ctx.client(i),
              orderBody([{ variant_id: v!.id, qty: 1 }], { promo_code: 'WELCOME10' }),
            ),
          ),
        );
      }
      return {
        send: (i) =>
          i % 2 === 0
            ? send(
                ctx.client(i),
                'POST',
                API.cancel(earlier[i / 2]!.order_no, earlier[i / 2]!.access_token),
              )
            : placeOrder(
                ctx.client(i),
                orderBody([{ variant_id: v!.id, qty: 1 }], { promo_code: 'WELCOME10' }),
              ),
        check: async (answers) => {
          expect(tally(answers)).toEqual({ '200 order-cancelled': 15, '201 Created': 15 });
          expect(await stockOf(ctx.t, v!.id)).toBe(85);
          expect((await promoRow(ctx.t, 'WELCOME10')).uses).toBe(uses + 15);
          const byStatus = await ctx.t.app.db
            .select({ status: orders.status, n: sql<number>`count(*)::int` })
            .from(orders)
            .innerJoin(orderItems, eq(orderItems.order_id, orders.id))
            .where(eq(orderItems.variant_id, v!.id))
            .groupBy(orders.status);
          expect(Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)]))).toEqual({
            cancelled: 15,
            pending: 15,
          });
        },
      };
    },
  },
];

/** The same table of cases, against the servers of one topology. */
function concurrencyCases(topology: () => Topology) {
  for (const c of CASES) {
    it(c.name, { timeout: 90_000 }, async () => {
      const top = topology();
      let fresh = sources.get(top.t);
      if (!fresh) sources.set(top.t, (fresh = variantSource(top.t)));
      const ip = nextIp();
      const ctx: Ctx = {
        t: top.t,
        client: (i) => new TestClient(top.servers[i % top.servers.length]!.url, ip),
        fresh,
      };
      const prepared = await c.prepare(ctx);
      const burst = Array.from({ length: c.burst }, (_, i) => i);
      const gated = c.gated
        ? burst.filter((i) => top.servers[i % top.servers.length]!.inProcess).length
        : 0;
      barrier.arm(gated);
      const answers = await Promise.all(burst.map((i) => prepared.send(i)));
      // The barrier sits on app.limiter.take, which every placement passes before its order
      // transaction: all of the burst waited there together (or, should placing stop calling it,
      // none did and the burst simply ran as it came).
      expect(barrier.brokenOpen, 'the barrier opened on its timeout').toBe(false);
      expect([0, gated], 'requests held by the barrier').toContain(barrier.arrived);
      await prepared.check(answers);
    });
  }
}

/** Plenty of orders per IP: this file is about races, the limit has its own test. */
const ENV = { TRUST_PROXY: 'true', ORDER_LIMIT_PER_HOUR: '1000' };

describeTopologies({ env: ENV, beforeListen: (app) => barrier.attach(app) }, concurrencyCases);
