import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpBakongClient } from '../../src/modules/payments/bank-client';
import { markPaid } from '../../src/modules/payments/payments-repository';
import { TestClient } from '../helpers/client';
import { startFakeBakong, type FakeBakong } from '../helpers/fake-bakong';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { placeOrder, placed, send, variantSource, type Variant } from '../orders/helpers';
import {
  PAY,
  bakongOrder,
  forgetLastCheck,
  generate,
  made,
  paymentRow,
  qrBody,
  resultOf,
  sandboxPay,
  shopper,
  verify,
} from './helpers';

const TOKEN = 'test-bakong-token-0123456789';
const ACCOUNT = 'camtour_test@abaa';

/**
 * The real Bakong client against a local server that answers with Bakong's
 * documented shapes: paid, not found, an error, a timeout, nonsense and a
 * refused token. No path of the client is tested only against the sandbox.
 */
let fake: FakeBakong;
let t: TestApp;
let fresh: ReturnType<typeof variantSource>;
beforeAll(async () => {
  fake = await startFakeBakong(TOKEN);
  t = await startTestApp({
    env: {
      ORDER_LIMIT_PER_HOUR: '1000',
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
beforeEach(() => {
  fake.mode = 'normal';
  fake.deeplink = null;
});

const one = async (): Promise<Variant> => (await fresh(1, 10))[0]!;
const hash = () => randomBytes(32).toString('hex');

async function newQr() {
  const v = await one();
  const c = await shopper(t.baseUrl, v);
  const qr = made(await generate(c, qrBody([{ variant_id: v.id, qty: 1 }])));
  return { v, c, qr };
}

describe('the Bakong client against a Bakong-shaped server', () => {
  it('asks check_transaction_by_md5 with the bearer token and marks the payment paid', async () => {
    const { v, c, qr } = await newQr();
    expect(resultOf(await verify(c, qr.md5)).paid).toBe(false);
    const asked = fake.requests.filter((r) => (r.body as { md5?: string })?.md5 === qr.md5);
    expect(asked).toEqual([
      { path: '/v1/check_transaction_by_md5', auth: `Bearer ${TOKEN}`, body: { md5: qr.md5 } },
    ]);
    const h = hash();
    fake.transfers.set(qr.md5, {
      hash: h,
      amount: qr.amount,
      currency: 'USD',
      toAccountId: ACCOUNT,
    });
    await forgetLastCheck(t, qr.md5);
    const paid = resultOf(await verify(c, qr.md5));
    expect(paid).toMatchObject({ paid: true, transaction_hash: h });
    placed(await placeOrder(c, bakongOrder([{ variant_id: v.id, qty: 1 }], qr.md5)));
  });

  it.each([
    [
      'a wrong amount',
      (a: number) => ({ amount: a + 1, currency: 'USD', toAccountId: ACCOUNT }),
      'amount-mismatch',
    ],
    [
      'a wrong currency',
      (a: number) => ({ amount: a, currency: 'KHR', toAccountId: ACCOUNT }),
      'currency-mismatch',
    ],
    [
      'another receiving account',
      (a: number) => ({ amount: a, currency: 'USD', toAccountId: 'someone@abaa' }),
      'account-mismatch',
    ],
    [
      'a transfer after the expiry',
      (a: number) => ({
        amount: a,
        currency: 'USD',
        toAccountId: ACCOUNT,
        acknowledgedDateMs: Date.now() + 20 * 60_000,
      }),
      'paid-after-expiry',
    ],
  ])('does not count %s', async (_name, transfer, reason) => {
    const { c, qr } = await newQr();
    fake.transfers.set(qr.md5, { hash: hash(), ...transfer(qr.amount) });
    const res = resultOf(await verify(c, qr.md5));
    expect(res).toMatchObject({ paid: false, status: 'pending' });
    expect((await paymentRow(t, qr.md5)).rejected_reason).toBe(reason);
  });

  it('does not count one bank transaction for two payments', async () => {
    const a = await newQr();
    const b = await newQr();
    const h = hash();
    fake.transfers.set(a.qr.md5, {
      hash: h,
      amount: a.qr.amount,
      currency: 'USD',
      toAccountId: ACCOUNT,
    });
    fake.transfers.set(b.qr.md5, {
      hash: h,
      amount: b.qr.amount,
      currency: 'USD',
      toAccountId: ACCOUNT,
    });
    expect(resultOf(await verify(a.c, a.qr.md5)).paid).toBe(true);
    expect(resultOf(await verify(b.c, b.qr.md5)).paid).toBe(false);
    expect((await paymentRow(t, b.qr.md5)).rejected_reason).toBe('transaction-already-counted');
  });

  it.each([
    ['answers 500', 'error'],
    ['does not answer in time', 'timeout'],
    ['answers something that is not JSON', 'garbage'],
    ['refuses our token', 'unauthorized'],
  ] as const)(
    'when the bank %s: 503 bank-unavailable with Retry-After, never a 500',
    async (_n, mode) => {
      const { c, qr } = await newQr();
      fake.mode = mode;
      const res = await verify(c, qr.md5);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('bank-unavailable');
      expect(res.headers.get('retry-after')).toBe('5');
      // Retryable: once the bank is back, the next check after 5 s answers.
      fake.mode = 'normal';
      fake.transfers.set(qr.md5, {
        hash: hash(),
        amount: qr.amount,
        currency: 'USD',
        toAccountId: ACCOUNT,
      });
      await forgetLastCheck(t, qr.md5);
      expect(resultOf(await verify(c, qr.md5)).paid).toBe(true);
    },
  );

  it('not found is "not paid yet", not an error', async () => {
    const { c, qr } = await newQr();
    const res = resultOf(await verify(c, qr.md5));
    expect(res.raw_response).toMatchObject({ responseCode: 1 });
  });

  it('passes the deep link Bakong makes, and 503 deeplink-unavailable when it cannot', async () => {
    const { c, qr } = await newQr();
    fake.deeplink = 'https://bakong.page.link/abc123';
    const ok = await send(c, 'POST', PAY.deeplink, { qr: qr.qr_string });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toBe('https://bakong.page.link/abc123');
    const asked = fake.requests.findLast((r) => r.path === '/v1/generate_deeplink_by_qr')!;
    expect(asked.body).toMatchObject({
      qr: qr.qr_string,
      sourceInfo: {
        appName: 'CamTour',
        appDeepLinkCallback: `${t.baseUrl}/payment-return?md5=${qr.md5}`,
      },
    });
    fake.deeplink = null;
    const refused = await send(c, 'POST', PAY.deeplink, { qr: qr.qr_string });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe('deeplink-unavailable');
    fake.mode = 'timeout';
    expect((await send(c, 'POST', PAY.deeplink, { qr: qr.qr_string })).status).toBe(503);
  });

  it('has no sandbox bank when a real bank is configured', async () => {
    expect((await t.request('/dev/bakong')).status).toBe(404);
    const pay = await send(new TestClient(t.baseUrl), 'POST', PAY.sandboxPay, {
      md5: 'a'.repeat(32),
    });
    expect(pay.status).toBe(404);
  });
});

describe('the sandbox bank speaks Bakong', () => {
  it("the same HTTP client reads the sandbox's check endpoint", async () => {
    const sandbox = await startTestApp();
    try {
      const [v] = await variantSource(sandbox)(1, 5);
      const c = await shopper(sandbox.baseUrl, v!);
      const qr = made(await generate(c, qrBody([{ variant_id: v!.id, qty: 1 }])));
      const client = httpBakongClient({
        apiUrl: `${sandbox.baseUrl}/api/dev/bakong`,
        token: 'any-token-the-sandbox-ignores',
        timeoutMs: 2000,
        appName: 'CamTour',
        appIconUrl: `${sandbox.baseUrl}/favicon.svg`,
      });
      expect(await client.checkByMd5(qr.md5)).toMatchObject({ responseCode: 1, errorCode: 1 });
      await sandboxPay(sandbox, qr.md5);
      const paid = await client.checkByMd5(qr.md5);
      expect(paid).toMatchObject({ responseCode: 0, data: { amount: qr.amount, currency: 'USD' } });
    } finally {
      await sandbox.close();
    }
  });
});

describe('the paid transition', () => {
  it('happens once for 50 simultaneous attempts, and never with a hash another payment has', async () => {
    const a = await newQr();
    const b = await newQr();
    const row = await paymentRow(t, a.qr.md5);
    const h = hash();
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        markPaid(t.app.db, row.id, { hash: h, fromAccount: 'x@abaa' }),
      ),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already')).toHaveLength(49);
    const other = await paymentRow(t, b.qr.md5);
    expect(await markPaid(t.app.db, other.id, { hash: h, fromAccount: 'x@abaa' })).toBe(
      'hash-used',
    );
    expect((await paymentRow(t, b.qr.md5)).status).toBe('pending');
  });
});
