import { createHash } from 'node:crypto';
import { KHQR } from 'ts-khqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToKhr } from '@camtour/shared/domain/checkout';
import { KHQR_EXPIRY_MS } from '@camtour/shared/domain/khqr';
import { SANDBOX_BAKONG_ACCOUNT } from '../../src/config';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import {
  orderRow,
  placeOrder,
  placed,
  send,
  stockOf,
  variantSource,
  type Variant,
} from '../orders/helpers';
import {
  PAY,
  bakongOrder,
  customer,
  forgetLastCheck,
  generate,
  made,
  paymentRow,
  qrBody,
  resultOf,
  sandboxPay,
  shopper,
  totalCents,
  verify,
} from './helpers';

let t: TestApp;
let fresh: ReturnType<typeof variantSource>;
beforeAll(async () => {
  t = await startTestApp({ env: { ORDER_LIMIT_PER_HOUR: '1000' } });
  fresh = variantSource(t);
});
afterAll(() => t.close());

const one = async (stock = 10): Promise<Variant> => (await fresh(1, stock))[0]!;

describe('POST /api/bakong/generate-qr', () => {
  it('makes a dynamic KHQR of the server total that the library itself verifies and decodes', async () => {
    const v = await one();
    const c = await shopper(t.baseUrl, v);
    const before = Date.now();
    const qr = made(await generate(c, qrBody([{ variant_id: v.id, qty: 2 }])));
    const cents = totalCents([{ price_cents: v.price_cents, qty: 2 }]);
    expect(qr).toMatchObject({
      currency: 'USD',
      amount: cents / 100,
      total_cents: cents,
      status: 'pending',
    });
    expect(qr.md5).toBe(createHash('md5').update(qr.qr_string).digest('hex'));
    expect(KHQR.verifyDetail(qr.qr_string).data?.isValid).toBe(true);
    // The library's type omits the timestamps its parser returns.
    const decoded = KHQR.parse(qr.qr_string).data as NonNullable<
      ReturnType<typeof KHQR.parse>['data']
    > & { expirationTimestamp: string; transactionAmount: string };
    expect(decoded.bakongAccountID).toBe(SANDBOX_BAKONG_ACCOUNT);
    expect(decoded.transactionCurrency).toBe('840');
    expect(Number(decoded.transactionAmount)).toBe(cents / 100);
    expect(decoded.billNumber).toBe(qr.bill_number);
    expect(decoded.merchantName).toBe('CamTour');
    expect(decoded.pointofInitiationMethod).toBe('12'); // dynamic
    const expiry = Number(decoded.expirationTimestamp);
    expect(expiry).toBe(Date.parse(qr.expires_at));
    expect(expiry - before).toBeGreaterThanOrEqual(KHQR_EXPIRY_MS - 1000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(KHQR_EXPIRY_MS);
    // The CRC is the last four characters: a changed amount breaks it.
    const field = `54${decoded.transactionAmount.length.toString().padStart(2, '0')}${decoded.transactionAmount}`;
    expect(qr.qr_string).toContain(field);
    const tampered = qr.qr_string.replace(field, '540599.99');
    expect(tampered).not.toBe(qr.qr_string);
    expect(KHQR.verifyDetail(tampered).data?.isValid).toBe(false);
  });

  it('makes a riel QR of whole riel, and every bill number is unique', async () => {
    const v = await one();
    const c = await shopper(t.baseUrl, v);
    const bills = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const qr = made(
        await generate(c, qrBody([{ variant_id: v.id, qty: 1 }], { currency: 'KHR' })),
      );
      const riel = centsToKhr(totalCents([{ price_cents: v.price_cents, qty: 1 }]));
      expect(qr.amount).toBe(riel);
      const decoded = KHQR.parse(qr.qr_string).data!;
      expect(decoded.transactionCurrency).toBe('116');
      expect(Number(decoded.transactionAmount)).toBe(riel);
      bills.add(qr.bill_number);
    }
    expect(bills.size).toBe(3);
  });

  it('refuses an amount that differs from the server total (409 amount-mismatch), accepts the same', async () => {
    const v = await one();
    const c = await shopper(t.baseUrl, v);
    const cents = totalCents([{ price_cents: v.price_cents, qty: 1 }]);
    const wrong = await generate(c, qrBody([{ variant_id: v.id, qty: 1 }], { amount: 0.01 }));
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe('amount-mismatch');
    expect(wrong.body.data).toEqual({ amount: cents / 100, currency: 'USD', total_cents: cents });
    expect(await stockOf(t, v.id)).toBe(10);
    made(await generate(c, qrBody([{ variant_id: v.id, qty: 1 }], { amount: cents / 100 })));
    const riel = await generate(
      c,
      qrBody([{ variant_id: v.id, qty: 1 }], { currency: 'KHR', amount: centsToKhr(cents) + 40 }),
    );
    expect(riel.body.message).toBe('amount-mismatch');
  });

  it('holds the stock for the QR, and a new QR replaces the old one instead of holding twice', async () => {
    const v = await one(5);
    const c = await shopper(t.baseUrl, v);
    const first = made(await generate(c, qrBody([{ variant_id: v.id, qty: 3 }])));
    expect(await stockOf(t, v.id)).toBe(2);
    const second = made(await generate(c, qrBody([{ variant_id: v.id, qty: 4 }])));
    expect(await stockOf(t, v.id)).toBe(1);
    expect((await paymentRow(t, first.md5)).status).toBe('replaced');
    expect((await paymentRow(t, second.md5)).status).toBe('pending');
    // Another shopper cannot take the held units.
    const other = await shopper(t.baseUrl, v);
    const short = await generate(other, qrBody([{ variant_id: v.id, qty: 2 }]));
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('stock-issue');
    expect(short.body.data).toEqual({
      lines: [expect.objectContaining({ variant_id: v.id, requested: 2, available: 1 })],
    });
    expect(await stockOf(t, v.id)).toBe(1);
  });

  it.each([
    ['no lines', { items: [], delivery_type: 'jnt_express', currency: 'USD' }, 'validation-failed'],
    [
      'an unknown delivery',
      { items: [{ variant_id: 1, qty: 1 }], delivery_type: 'boat' },
      'validation-failed',
    ],
    [
      'a zero quantity',
      { items: [{ variant_id: 1, qty: 0 }], delivery_type: 'jnt_express' },
      'validation-failed',
    ],
    [
      'a bad currency',
      { items: [{ variant_id: 1, qty: 1 }], delivery_type: 'jnt_express', currency: 'EUR' },
      'validation-failed',
    ],
    [
      'a negative amount',
      { items: [{ variant_id: 1, qty: 1 }], delivery_type: 'jnt_express', amount: -1 },
      'validation-failed',
    ],
    [
      'cash-only delivery',
      { items: [{ variant_id: 1, qty: 1 }], delivery_type: 'phnom_penh_delivery' },
      'payment-method-not-allowed',
    ],
  ])('answers 400 for %s', async (_name, body, key) => {
    const v = await one();
    const c = await shopper(t.baseUrl, v);
    const res = await generate(c, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(key);
  });

  it('refuses a visitor without a cart (400 cart-is-empty) and an unknown product (409 stock-issue)', async () => {
    const v = await one();
    const res = await generate(new TestClient(t.baseUrl), qrBody([{ variant_id: v.id, qty: 1 }]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('cart-is-empty');
    const c = await shopper(t.baseUrl, v);
    const gone = await generate(c, qrBody([{ variant_id: 999_999, qty: 1 }]));
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe('stock-issue');
  });
});

describe('GET /api/bakong/verify/md5 with the sandbox bank', () => {
  it('answers pending (responseCode 1), then paid (responseCode 0) after the transfer', async () => {
    const v = await one();
    const c = await shopper(t.baseUrl, v);
    const qr = made(await generate(c, qrBody([{ variant_id: v.id, qty: 1 }])));
    const pending = resultOf(await verify(c, qr.md5));
    expect(pending).toMatchObject({
      status: 'pending',
      paid: false,
      updated: true,
      order_no: null,
    });
    expect(pending.raw_response.responseCode).toBe(1);
    // Within 5 s the bank is not asked again.
    expect(resultOf(await verify(c, qr.md5)).updated).toBe(false);
    const transfer = await sandboxPay(t, qr.md5);
    expect(transfer.status).toBe(201);
    await forgetLastCheck(t, qr.md5);
    const paid = resultOf(await verify(c, qr.md5));
    expect(paid).toMatchObject({ status: 'paid', paid: true, updated: true });
    expect(paid.raw_response.responseCode).toBe(0);
    expect(paid.transaction_hash).toBe((transfer.body.data as { hash: string }).hash);
    // Paid is final: the bank is not asked again.
    expect(resultOf(await verify(c, qr.md5)).updated).toBe(false);
  });

  it('never counts a transfer of the wrong amount', async () => {
    const v = await one();
    const c = await shopper(t.baseUrl, v);
    const qr = made(await generate(c, qrBody([{ variant_id: v.id, qty: 1 }])));
    await sandboxPay(t, qr.md5, qr.amount - 0.01);
    const res = resultOf(await verify(c, qr.md5));
    expect(res).toMatchObject({ status: 'pending', paid: false });
    expect((await paymentRow(t, qr.md5)).rejected_reason).toBe('amount-mismatch');
    const order = await placeOrder(c, bakongOrder([{ variant_id: v.id, qty: 1 }], qr.md5));
    expect(order.status).toBe(400);
    expect(order.body.message).toBe('payment-required');
  });

  it('keeps a payment from everyone but its owner (404 payment-not-found)', async () => {
    const v = await one();
    const owner = await customer(t);
    const qr = made(await generate(owner, qrBody([{ variant_id: v.id, qty: 1 }])));
    await sandboxPay(t, qr.md5);
    const stranger = await shopper(t.baseUrl, v);
    const another = await customer(t);
    for (const c of [stranger, another, new TestClient(t.baseUrl)]) {
      const read = await verify(c, qr.md5);
      expect(read.status).toBe(404);
      expect(read.body.message).toBe('payment-not-found');
      const link = await send(c, 'POST', PAY.deeplink, { qr: qr.qr_string });
      expect(link.status).toBe(404);
      const use = await placeOrder(c, bakongOrder([{ variant_id: v.id, qty: 1 }], qr.md5));
      expect(use.status).toBe(400);
      expect(use.body.message).toBe('payment-required');
    }
    expect((await paymentRow(t, qr.md5)).order_id).toBeNull();
    expect(resultOf(await verify(owner, qr.md5)).paid).toBe(true);
  });

  it('answers 400 invalid-md5 for a malformed md5 and 404 for an unknown one', async () => {
    const v = await one();
    const c = await shopper(t.baseUrl, v);
    const bad = await verify(c, 'not-an-md5');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ md5: ['invalid-md5'] });
    const unknown = await verify(c, 'a'.repeat(32));
    expect(unknown.status).toBe(404);
  });
});

describe('placing a KHQR order', () => {
  it('needs the md5 of a paid payment (400 payment-required), then places it as paid', async () => {
    const v = await one(6);
    const c = await shopper(t.baseUrl, v);
    const lines = [{ variant_id: v.id, qty: 2 }];
    const none = await placeOrder(c, bakongOrder(lines, undefined));
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('payment-required');
    const qr = made(await generate(c, qrBody(lines)));
    const unpaid = await placeOrder(c, bakongOrder(lines, qr.md5));
    expect(unpaid.body.message).toBe('payment-required');
    await sandboxPay(t, qr.md5);
    await forgetLastCheck(t, qr.md5);
    expect(resultOf(await verify(c, qr.md5)).paid).toBe(true);
    expect(await stockOf(t, v.id)).toBe(4); // held by the QR
    const order = placed(await placeOrder(c, bakongOrder(lines, qr.md5)));
    expect(order).toMatchObject({
      payment_method: 'bakong',
      payment_status: 'completed',
      status: 'pending',
    });
    expect(order.totals.total_cents).toBe(qr.total_cents);
    // The held units became the order's: not taken twice.
    expect(await stockOf(t, v.id)).toBe(4);
    expect(resultOf(await verify(c, qr.md5)).order_no).toBe(order.order_no);
    expect((await paymentRow(t, qr.md5)).order_id).toBe((await orderRow(t, order.order_no))!.id);
    // Used once: a second order naming it answers that same order to its owner, makes none.
    const again = await placeOrder(c, bakongOrder(lines, qr.md5));
    expect(again.status).toBe(200);
    expect((again.body.data as { order_no: string }).order_no).toBe(order.order_no);
    expect(await stockOf(t, v.id)).toBe(4);
  });

  it('refuses an order whose total is not what was paid (409 amount-mismatch)', async () => {
    const v = await one();
    const c = await shopper(t.baseUrl, v);
    const qr = made(await generate(c, qrBody([{ variant_id: v.id, qty: 1 }])));
    await sandboxPay(t, qr.md5);
    await forgetLastCheck(t, qr.md5);
    await verify(c, qr.md5);
    const more = await placeOrder(c, bakongOrder([{ variant_id: v.id, qty: 2 }], qr.md5));
    expect(more.status).toBe(409);
    expect(more.body.message).toBe('amount-mismatch');
    const riel = await placeOrder(
      c,
      bakongOrder([{ variant_id: v.id, qty: 1 }], qr.md5, { currency: 'KHR' }),
    );
    expect(riel.body.message).toBe('amount-mismatch');
    placed(await placeOrder(c, bakongOrder([{ variant_id: v.id, qty: 1 }], qr.md5)));
  });
});

describe('deep links and the sandbox bank page', () => {
  it('the sandbox has no app to open: 503 deeplink-unavailable', async () => {
    const v = await one();
    const c = await shopper(t.baseUrl, v);
    const qr = made(await generate(c, qrBody([{ variant_id: v.id, qty: 1 }])));
    const res = await send(c, 'POST', PAY.deeplink, { qr: qr.qr_string });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('deeplink-unavailable');
    const empty = await send(c, 'POST', PAY.deeplink, { qr: '' });
    expect(empty.status).toBe(400);
  });

  it('/dev/bakong lists the QR with Pay buttons, and its form pays it', async () => {
    const v = await one();
    const c = await shopper(t.baseUrl, v);
    const qr = made(await generate(c, qrBody([{ variant_id: v.id, qty: 1 }])));
    const page = await (await t.request('/dev/bakong')).text();
    expect(page).toContain(`data-md5="${qr.md5}"`);
    expect(page).toContain(`data-wrong-md5="${qr.md5}"`);
    const res = await t.request('/dev/bakong/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ md5: qr.md5 }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dev/bakong?done=paid');
    const check = await t.json<{
      responseCode: number;
      data: { amount: number; toAccountId: string };
    }>(PAY.sandboxCheck, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ md5: qr.md5 }),
    });
    expect(check.body.responseCode).toBe(0);
    expect(check.body.data).toMatchObject({
      amount: qr.amount,
      toAccountId: SANDBOX_BAKONG_ACCOUNT,
    });
  });
});
