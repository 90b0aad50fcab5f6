/**
 * Checkout benchmark: latency of the quote, the order, the order page and
 * "my orders", and the wall time of a 200-buyer rush on 10 units, over real
 * HTTP on PGlite and (with TEST_DATABASE_URL) on a PostgreSQL server.
 *
 *   npm run bench:checkout
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:checkout
 *
 * Prints a Markdown table per database.
 */
import { eq } from 'drizzle-orm';
import { payments, productVariants } from '../src/db/schema/index';
import { TestClient } from '../test/helpers/client';
import { startTestApp, type TestApp } from '../test/helpers/test-app';
import { DEMO_ACCOUNT } from '../src/db/seed/seed-users';

const ROUNDS = 100;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

async function timed(n: number, run: (i: number) => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

const order = (variantId: number, email: string, qty = 1) => ({
  first_name: 'Bench',
  last_name: 'Buyer',
  email,
  phone: '012 345 678',
  address_to_receive: '12 Street 240',
  city: 'Phnom Penh',
  state: 'Phnom Penh',
  payment_method: 'cash_on_delivery',
  delivery_type: 'phnom_penh_delivery',
  items: [{ variant_id: variantId, qty }],
  currency: 'USD',
  terms_accepted: true,
});

async function post(client: TestClient, path: string, body: unknown) {
  const res = await client.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: { order_no?: string; access_token?: string } };
  return { status: res.status, data: json.data };
}

async function run(label: string): Promise<void> {
  const t: TestApp = await startTestApp({ env: { ORDER_LIMIT_PER_HOUR: '100000' } });
  try {
    const db = t.app.db;
    await db.update(productVariants).set({ qty: 100_000 }).where(eq(productVariants.id, 1));
    const guest = new TestClient(t.baseUrl);
    const rows: [string, { p50: number; p95: number; max: number }][] = [];

    rows.push([
      'POST checkout/quote (2 lines, promo, KHR)',
      await timed(ROUNDS, async () => {
        const r = await post(guest, '/api/web/product/checkout/quote', {
          items: [
            { variant_id: 1, qty: 2 },
            { variant_id: 2, qty: 1 },
          ],
          delivery_type: 'phnom_penh_delivery',
          promo_code: 'WELCOME10',
          currency: 'KHR',
        });
        if (r.status !== 200) throw new Error(`quote ${r.status}`);
      }),
    ]);

    const user = new TestClient(t.baseUrl);
    await post(user, '/api/auth/login', DEMO_ACCOUNT);
    let last = { no: '', token: '' };
    rows.push([
      'POST order (logged in, cash on delivery)',
      await timed(ROUNDS, async () => {
        const r = await post(user, '/api/web/product/order', order(1, DEMO_ACCOUNT.email));
        if (r.status !== 201) throw new Error(`order ${r.status}`);
        last = { no: r.data!.order_no!, token: r.data!.access_token! };
      }),
    ]);

    rows.push([
      `GET order/{order_no}?token=`,
      await timed(ROUNDS, async () => {
        const res = await guest.raw(`/api/web/product/order/${last.no}?token=${last.token}`);
        if (res.status !== 200) throw new Error(`get ${res.status}`);
        await res.arrayBuffer();
      }),
    ]);

    rows.push([
      `GET my-order (page of 10 of ${ROUNDS} orders)`,
      await timed(ROUNDS, async () => {
        const res = await user.raw('/api/web/product/order/my-order?status=all&page=3');
        if (res.status !== 200) throw new Error(`mine ${res.status}`);
        await res.arrayBuffer();
      }),
    ]);

    // KHQR (issue 13): each guest has its own cart (a QR's owner) and QR, paid at the sandbox bank.
    const guests = await Promise.all(
      Array.from({ length: ROUNDS }, async () => {
        const c = new TestClient(t.baseUrl);
        await post(c, '/api/web/product/cart/add', { product_id: 1, variant_id: 1, qty: 1 });
        return c;
      }),
    );
    const khqr = {
      items: [{ variant_id: 1, qty: 1 }],
      delivery_type: 'jnt_express',
      currency: 'USD',
    };
    const md5s: string[] = [];
    rows.push([
      'POST bakong/generate-qr (prices, holds stock, makes the KHQR)',
      await timed(ROUNDS, async (i) => {
        const r = await post(guests[i]!, '/api/bakong/generate-qr', khqr);
        if (r.status !== 201) throw new Error(`generate-qr ${r.status}`);
        md5s.push((r.data as unknown as { md5: string }).md5);
      }),
    ]);
    const verify = async (i: number) => {
      const res = await guests[i]!.raw(`/api/bakong/verify/md5?md5=${md5s[i]}`);
      if (res.status !== 200) throw new Error(`verify ${res.status}`);
      await res.arrayBuffer();
    };
    rows.push(['GET bakong/verify/md5 (asks the sandbox bank)', await timed(ROUNDS, verify)]);
    rows.push([
      'GET bakong/verify/md5 (within 5 s: answered from our record)',
      await timed(ROUNDS, () => verify(0)),
    ]);
    for (let i = 0; i < ROUNDS; i++) {
      await post(new TestClient(t.baseUrl), '/api/dev/bakong/pay', { md5: md5s[i] });
      await db.update(payments).set({ last_checked_at: null }).where(eq(payments.md5, md5s[i]!));
      await verify(i);
    }
    rows.push([
      'POST order (guest, KHQR paid: payment locked and used)',
      await timed(ROUNDS, async (i) => {
        const body = {
          ...order(1, `khqr${i}@bench.test`),
          payment_method: 'bakong',
          delivery_type: 'jnt_express',
          md5: md5s[i],
        };
        const r = await post(guests[i]!, '/api/web/product/order', body);
        if (r.status !== 201) throw new Error(`khqr order ${r.status}`);
      }),
    ]);

    await db.update(productVariants).set({ qty: 10 }).where(eq(productVariants.id, 3));
    const start = performance.now();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(new TestClient(t.baseUrl), '/api/web/product/order', order(3, `rush${i}@bench.test`)),
      ),
    );
    const rush = performance.now() - start;
    const placed = results.filter((r) => r.status === 201).length;
    const refused = results.filter((r) => r.status === 409).length;
    const [left] = await db
      .select({ qty: productVariants.qty })
      .from(productVariants)
      .where(eq(productVariants.id, 3));

    console.info(`\n### ${label}\n`);
    console.info('| request | p50 ms | p95 ms | max ms |');
    console.info('|---|---:|---:|---:|');
    for (const [name, s] of rows)
      console.info(`| ${name} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.max.toFixed(1)} |`);
    console.info(
      `\n200 simultaneous buyers of 10 units: ${placed} placed, ${refused} stock-issue, stock left ${left?.qty}, ${rush.toFixed(0)} ms wall time.`,
    );
  } finally {
    await t.close();
  }
}

await run(process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite (embedded)');
