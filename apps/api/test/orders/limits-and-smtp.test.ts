import type { Order } from '@camtour/shared/schemas/orders';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, mailQueue } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { TestSmtpServer, waitFor } from '../helpers/smtp';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import {
  API,
  newEmail,
  nextIp,
  orderBody,
  orderCount,
  placeOrder,
  placed,
  send,
  stockOf,
  tally,
  variantSource,
} from './helpers';

async function attemptRows(t: TestApp, action: string, key: string): Promise<number> {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(attempts)
    .where(and(eq(attempts.action, action), eq(attempts.key, key)));
  return Number(row!.n);
}

describe('the hourly order limits', () => {
  let t: TestApp;
  let fresh: ReturnType<typeof variantSource>;
  beforeAll(async () => {
    t = await startTestApp({ env: { ORDER_LIMIT_PER_HOUR: '3', TRUST_PROXY: 'true' } });
    fresh = variantSource(t);
  });
  afterAll(() => t.close());

  it('lets one IP place ORDER_LIMIT_PER_HOUR orders, then answers 429 with Retry-After; refused orders do not count', async () => {
    const [v, short] = await fresh(2, 20);
    const ip = nextIp();
    const c = new TestClient(t.baseUrl, ip);
    // Refused orders first: stock, promo, payment rule, validation. None of them counts.
    const refused = [
      await placeOrder(c, orderBody([{ variant_id: short!.id, qty: 21 }])),
      await placeOrder(c, orderBody([{ variant_id: short!.id, qty: 21 }])),
      await placeOrder(c, orderBody([{ variant_id: v!.id, qty: 1 }], { promo_code: 'NOPE' })),
      await placeOrder(
        c,
        orderBody([{ variant_id: v!.id, qty: 1 }], { delivery_type: 'jnt_express' }),
      ),
      await placeOrder(c, orderBody([{ variant_id: v!.id, qty: 1 }], { terms_accepted: false })),
    ];
    expect(refused.map((r) => `${r.status} ${r.body.message}`)).toEqual([
      '409 stock-issue',
      '409 stock-issue',
      '400 invalid-promo-code',
      '400 payment-method-not-allowed',
      '400 validation-failed',
    ]);
    expect(await attemptRows(t, 'order:ip', ip)).toBe(0);

    for (let i = 0; i < 3; i++)
      placed(await placeOrder(c, orderBody([{ variant_id: v!.id, qty: 1 }])));
    expect(await attemptRows(t, 'order:ip', ip)).toBe(3);

    const before = await orderCount(t);
    const fourth = await placeOrder(c, orderBody([{ variant_id: v!.id, qty: 1 }]));
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      result: false,
      error: true,
      message: 'too-many-requests-try-later',
    });
    const retry = Number(fourth.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(await orderCount(t)).toBe(before);
    expect(await stockOf(t, v!.id)).toBe(17);
    expect(await attemptRows(t, 'order:ip', ip)).toBe(3);

    // Another visitor is not held up by this one.
    placed(
      await placeOrder(
        new TestClient(t.baseUrl, nextIp()),
        orderBody([{ variant_id: v!.id, qty: 1 }]),
      ),
    );
  });

  it('lets one e-mail address receive 10 orders an hour, from any IP', async () => {
    const [v] = await fresh(1, 50);
    const email = newEmail('busy');
    const answers = [];
    for (let i = 0; i < 11; i++) {
      const c = new TestClient(t.baseUrl, nextIp());
      answers.push(await placeOrder(c, orderBody([{ variant_id: v!.id, qty: 1 }], { email })));
    }
    expect(tally(answers)).toEqual({ '201 Created': 10, '429 too-many-requests-try-later': 1 });
    expect(answers[10]!.status).toBe(429);
    expect(Number(answers[10]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stockOf(t, v!.id)).toBe(40);
  });
  it("does not count a logged-in customer's orders against the account's own address", async () => {
    const [v] = await fresh(1, 50);
    const { user, email } = await createUser(t);
    const { token } = await t.app.sessions.create(user.id, false, { ip: nextIp() });
    const answers = [];
    for (let i = 0; i < 11; i++) {
      const c = new TestClient(t.baseUrl, nextIp());
      c.bearer = token;
      answers.push(await placeOrder(c, orderBody([{ variant_id: v!.id, qty: 1 }])));
    }
    expect(tally(answers)).toEqual({ '201 Created': 11 });
    expect(answers.every((a) => (a.body.data as { email: string }).email === email)).toBe(true);
    expect(await attemptRows(t, 'order:email', email)).toBe(0);
    expect(await stockOf(t, v!.id)).toBe(39);
  });
});

describe('order mail over SMTP', () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;
  let fresh: ReturnType<typeof variantSource>;
  beforeAll(async () => {
    const port = await smtp.listen();
    t = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '50' },
    });
    fresh = variantSource(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the confirmation and the cancellation to the mail server, each with a link that opens the order', async () => {
    const [v] = await fresh(1, 5);
    const email = newEmail('smtp');
    const order = placed(
      await placeOrder(
        new TestClient(t.baseUrl),
        orderBody([{ variant_id: v!.id, qty: 2 }], { email }),
      ),
    );
    const [mail] = await waitFor(() => smtp.mailsTo(email).length > 0 && smtp.mailsTo(email));
    expect(mail!.body).toContain(`Subject: Your CamTour order ${order.order_no}`);
    expect(mail!.body).toContain(`2 × ${v!.name_en}`);
    const link = new RegExp(`${t.baseUrl}/orders/${order.order_no}\\?token=([\\w-]{32,})`);
    const token = mail!.body.match(link)?.[1];
    expect(token).toBeDefined();
    const opened = await send<Order>(
      new TestClient(t.baseUrl),
      'GET',
      API.one(order.order_no, token),
    );
    expect(opened.status).toBe(200);
    const rows = await waitFor(async () => {
      const r = await t.app.db.select().from(mailQueue).where(eq(mailQueue.to, email));
      return r.every((m) => m.status === 'sent') && r;
    });
    expect(rows.map((r) => [r.status, r.transport])).toEqual([['sent', 'smtp']]);

    const cancel = await send(new TestClient(t.baseUrl), 'POST', API.cancel(order.order_no, token));
    expect(cancel.status).toBe(200);
    await waitFor(() => smtp.mailsTo(email).length === 2);
    expect(smtp.mailsTo(email)[1]!.body).toContain(
      `Subject: Your CamTour order ${order.order_no} was cancelled`,
    );
  });
});
