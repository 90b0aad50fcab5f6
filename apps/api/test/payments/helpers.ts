import { orderTotals } from '@camtour/shared/domain/checkout';
import type { Khqr, VerifyResult } from '@camtour/shared/schemas/payments';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { payments } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import type { TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { orderBody, send, type Answer, type Line, type Variant } from '../orders/helpers';

export const PAY = {
  generate: '/api/bakong/generate-qr',
  verify: (md5: string) => `/api/bakong/verify/md5?md5=${encodeURIComponent(md5)}`,
  deeplink: '/api/bakong/create/deeplink',
  sandboxPay: '/api/dev/bakong/pay',
  sandboxCheck: '/api/dev/bakong/v1/check_transaction_by_md5',
} as const;

/** A visitor with a guest cart (its cookie owns the QRs it makes), or the given client. */
export async function shopper(baseUrl: string, v: Variant, ip?: string): Promise<TestClient> {
  const c = new TestClient(baseUrl, ip);
  const res = await c.post('/api/web/product/cart/add', {
    product_id: v.product_id,
    variant_id: v.id,
    qty: 1,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return c;
}

/** A logged-in customer (bearer token). */
export async function customer(t: TestApp): Promise<TestClient> {
  const { email, password } = await createUser(t);
  const c = new TestClient(t.baseUrl);
  const res = await c.post<{ token: string }>('/api/auth/login', { email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  c.bearer = res.body.data!.token;
  return c;
}

/** The quote payload of a KHQR delivery (J&T Express, bank QR only). */
export const qrBody = (items: Line[], over: Record<string, unknown> = {}) => ({
  items,
  delivery_type: 'jnt_express',
  currency: 'USD',
  ...over,
});

export const generate = (c: TestClient, body: unknown) => send<Khqr>(c, 'POST', PAY.generate, body);

export function made(res: Answer<unknown>): Khqr {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Khqr;
}

export const verify = (c: TestClient, md5: string) => send<VerifyResult>(c, 'GET', PAY.verify(md5));

export const resultOf = (res: Answer<unknown>) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as VerifyResult).results[0]!;
};

/** The sandbox bank's transfer (loopback only, as the /dev/bakong page does). */
export const sandboxPay = (t: TestApp, md5: string, amount?: number) =>
  send(
    new TestClient(t.baseUrl),
    'POST',
    PAY.sandboxPay,
    amount === undefined ? { md5 } : { md5, amount },
  );

export async function paymentRow(t: TestApp, md5: string) {
  const [row] = await t.app.db.select().from(payments).where(eq(payments.md5, md5));
  return row!;
}

/** Five seconds pass for the bank-check throttle (instead of sleeping them). */
export const forgetLastCheck = (t: TestApp, md5: string) =>
  t.app.db.update(payments).set({ last_checked_at: null }).where(eq(payments.md5, md5));

/** A KHQR order for the lines, paid by `md5`. */
export const bakongOrder = (
  items: (Line & Record<string, unknown>)[],
  md5: string | undefined,
  over: Record<string, unknown> = {},
) =>
  orderBody(items, {
    payment_method: 'bakong',
    delivery_type: 'jnt_express',
    ...(md5 === undefined ? {} : { md5 }),
    ...over,
  });

/** What the QR should cost: the shared totals rule with J&T's $2 delivery. */
export const totalCents = (lines: { price_cents: number; qty: number }[], deliveryCents = 200) =>
  orderTotals({
    lines: lines.map((l) => ({ unit_cents: l.price_cents, qty: l.qty })),
    deliveryFeeCents: deliveryCents,
    promoPercent: 0,
  }).total;
