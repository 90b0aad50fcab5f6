import { orderTotals } from '@camtour/shared/domain/checkout';
import { ORDER_NO_PATTERN } from '@camtour/shared/domain/orders';
import type { Order, StockShort } from '@camtour/shared/schemas/orders';
import type { Cart } from '@camtour/shared/schemas/shop';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { mailsTo } from '../helpers/outbox';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import {
  API,
  newEmail,
  orderBody,
  orderCount,
  orderRow,
  ordersByEmail,
  placeOrder,
  placed,
  send,
  setStock,
  soldOf,
  stockOf,
  stocks,
  variantSource,
  type Variant,
} from './helpers';

let t: TestApp;
let fresh: ReturnType<typeof variantSource>;
beforeAll(async () => {
  // Many orders come from this one test process: the per-IP hourly limit has its own test file.
  t = await startTestApp({ env: { ORDER_LIMIT_PER_HOUR: '1000' } });
  fresh = variantSource(t);
});
afterAll(() => t.close());

const visitor = () => new TestClient(t.baseUrl);

const addToCart = async (c: TestClient, v: Variant, qty: number) => {
  const res = await c.post<Cart>('/api/web/product/cart/add', {
    product_id: v.product_id,
    variant_id: v.id,
    qty,
  });
  expect(res.status).toBe(200);
};
const cartLines = async (c: TestClient) =>
  (await c.get<Cart>('/api/web/product/cart')).body.data!.items.map((i) => [i.variantId, i.qty]);

/** What each product has sold, to compare before and after an order. */
const soldBy = async (vs: Variant[]) =>
  Object.fromEntries(
    await Promise.all(vs.map(async (v) => [v.product_id, await soldOf(t, v.product_id)] as const)),
  );

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Opens an order through the token of a link, as a browser without a session does. */
async function openLink(link: string) {
  const url = new URL(link);
  const orderNo = decodeURIComponent(url.pathname.split('/').pop()!);
  return send<Order>(visitor(), 'GET', API.one(orderNo, url.searchParams.get('token')!));
}

describe('placing an order as a guest', () => {
  it('computes everything on the server, takes the stock, empties those cart lines and mails a working link', async () => {
    const pool = await fresh(3, 10);
    const [a, b, kept] = pool as [Variant, Variant, Variant];
    const c = visitor();
    await addToCart(c, a, 2);
    await addToCart(c, b, 1);
    await addToCart(c, kept, 1);
    const soldBefore = await soldBy(pool);
    const email = newEmail('guest');

    const res = await placeOrder(
      c,
      orderBody(
        [
          { variant_id: a.id, qty: 2, price: 0.01, product_id: a.product_id },
          { variant_id: b.id, qty: 1, price: 0 },
        ],
        {
          email: email.toUpperCase(),
          discount_amount: 500,
          status: 'completed',
          payment_status: 'completed',
          notes: 'Please call first',
        },
      ),
    );
    const order = placed(res);
    const cents = orderTotals({
      lines: [
        { unit_cents: a.price_cents, qty: 2 },
        { unit_cents: b.price_cents, qty: 1 },
      ],
      deliveryFeeCents: 100,
      promoPercent: 0,
    });
    expect(order.order_no).toMatch(ORDER_NO_PATTERN);
    expect(order.id).toBe(order.order_id);
    expect(order.access_token.length).toBeGreaterThanOrEqual(32);
    expect(order).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'cash_on_delivery',
      delivery_type: 'phnom_penh_delivery',
      currency: 'USD',
      first_name: 'Sokha',
      last_name: 'Chan',
      email,
      phone: '012 345 678',
      address: {
        street: '12 Street 240, Daun Penh',
        city: 'Phnom Penh',
        state: 'Phnom Penh',
        zip_code: '12207',
        country: 'KH',
      },
      notes: 'Please call first',
      lang: 'en',
      can_cancel: true,
      cancelled_at: null,
      totals: {
        currency: 'USD',
        subtotal_cents: cents.subtotal,
        tax_cents: cents.tax,
        delivery_fee_cents: 100,
        discount_cents: 0,
        total_cents: cents.total,
        total: cents.total / 100,
        total_khr: null,
        promo_code: null,
        promo_percent: 0,
      },
    });
    expect(
      order.items.map((i) => [
        i.variant_id,
        i.product_id,
        i.qty,
        i.price_cents,
        i.line_total_cents,
      ]),
    ).toEqual([
      [a.id, a.product_id, 2, a.price_cents, a.price_cents * 2],
      [b.id, b.product_id, 1, b.price_cents, b.price_cents],
    ]);

    // The database agrees.
    const row = (await orderRow(t, order.order_no))!;
    expect(row).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      email,
      user_id: null,
      subtotal_cents: cents.subtotal,
      discount_cents: 0,
      total_cents: cents.total,
      total_khr: null,
    });
    const items = await t.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.order_id, row.id))
      .orderBy(asc(orderItems.id));
    expect(items.map((i) => [i.variant_id, i.qty, i.unit_price_cents])).toEqual([
      [a.id, 2, a.price_cents],
      [b.id, 1, b.price_cents],
    ]);
    expect(await stocks(t, [a.id, b.id, kept.id])).toEqual({ [a.id]: 8, [b.id]: 9, [kept.id]: 10 });
    const soldAfter = await soldBy(pool);
    const expectedSold = { ...soldBefore };
    expectedSold[a.product_id] = expectedSold[a.product_id]! + 2;
    expectedSold[b.product_id] = expectedSold[b.product_id]! + 1;
    expect(soldAfter).toEqual(expectedSold);

    // The ordered lines left the guest's cart; the other line stayed.
    expect(await cartLines(c)).toEqual([[kept.id, 1]]);

    // One confirmation, in English, with the lines, the totals and the link.
    const mails = await mailsTo(c, email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Your CamTour order ${order.order_no}`);
    expect(mail.text).toContain(`2 × ${a.name_en}`);
    expect(mail.text).toContain(`1 × ${b.name_en}`);
    expect(mail.text).toContain(`Subtotal: ${dollars(cents.subtotal)}`);
    expect(mail.text).toContain(`Tax (5%): ${dollars(cents.tax)}`);
    expect(mail.text).toContain(`Delivery: Phnom Penh local delivery: $1.00`);
    expect(mail.text).toContain(`Total: ${dollars(cents.total)}`);
    expect(mail.text).toContain('Payment: Cash on delivery · USD');
    expect(mail.text).not.toContain('Discount');
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(
      new RegExp(`^${t.baseUrl}/orders/${order.order_no}\\?token=[\\w-]{32,}$`),
    );
    expect(mail.html).toContain(mail.links[0]!.replaceAll('&', '&amp;'));
    const opened = await openLink(mail.links[0]!);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ order_no: order.order_no, totals: order.totals });
    expect(opened.body.data).not.toHaveProperty('access_token');
    // The token in the answer opens it too, for the guest's own confirmation page.
    const own = await send<Order>(visitor(), 'GET', API.one(order.order_no, order.access_token));
    expect(own.status).toBe(200);
    expect(own.body.data!.items).toEqual(order.items);
  });

  it('records KHR amounts and mails a Khmer confirmation to a buyer who wrote in Khmer', async () => {
    const [v] = await fresh(1, 5);
    const email = newEmail('km');
    const order = placed(
      await placeOrder(
        visitor(),
        orderBody([{ variant_id: v!.id, qty: 3 }], {
          email,
          currency: 'KHR',
          lang: 'km',
          promo_code: 'welcome10',
        }),
      ),
    );
    const cents = orderTotals({
      lines: [{ unit_cents: v!.price_cents, qty: 3 }],
      deliveryFeeCents: 100,
      promoPercent: 10,
    });
    expect(order.lang).toBe('km');
    expect(order.totals).toMatchObject({
      currency: 'KHR',
      total_cents: cents.total,
      discount_cents: cents.discount,
      subtotal_khr: cents.subtotal * 40,
      tax_khr: cents.tax * 40,
      delivery_fee_khr: 4000,
      discount_khr: cents.discount * 40,
      total_khr: cents.total * 40,
      promo_code: 'WELCOME10',
      promo_percent: 10,
    });
    expect((await orderRow(t, order.order_no))!).toMatchObject({
      currency: 'KHR',
      total_khr: cents.total * 40,
      promo_code: 'WELCOME10',
      lang: 'km',
    });
    const [mail, ...more] = await mailsTo(visitor(), email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`ការបញ្ជាទិញ CamTour របស់អ្នក ${order.order_no}`);
    expect(mail!.text).toContain(v!.name_km);
    expect(mail!.text).toContain('សរុបជាប្រាក់រៀល');
    expect(mail!.text).toContain('WELCOME10');
    expect(mail!.text).toContain('បង់ប្រាក់ពេលទទួលទំនិញ · KHR');
    expect((await openLink(mail!.links[0]!)).status).toBe(200);
  });
  it('makes one line of a variant listed twice, and checks the stock for the sum', async () => {
    const [v] = await fresh(1, 3);
    const order = placed(
      await placeOrder(
        visitor(),
        orderBody([
          { variant_id: v!.id, qty: 1 },
          { variant_id: v!.id, qty: 2 },
        ]),
      ),
    );
    expect(order.items.map((i) => [i.variant_id, i.qty])).toEqual([[v!.id, 3]]);
    expect(await stockOf(t, v!.id)).toBe(0);
    const again = await placeOrder(
      visitor(),
      orderBody([
        { variant_id: v!.id, qty: 1 },
        { variant_id: v!.id, qty: 1 },
      ]),
    );
    expect(again.status).toBe(409);
    expect((again.body.data as StockShort).lines).toEqual([
      expect.objectContaining({ variant_id: v!.id, requested: 2, available: 0 }),
    ]);
  });
});

describe('placing an order as a logged-in customer', () => {
  it("orders under the account's e-mail, empties those lines of the account's cart and shows it to the owner", async () => {
    const [a, kept] = (await fresh(2, 6)) as [Variant, Variant];
    const { user, email, password } = await createUser(t);
    const c = visitor();
    expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
    await addToCart(c, a, 2);
    await addToCart(c, kept, 3);
    const other = newEmail('not-the-account');
    const order = placed(
      await placeOrder(c, orderBody([{ variant_id: a.id, qty: 2 }], { email: other })),
    );
    expect(order.email).toBe(email);
    expect((await orderRow(t, order.order_no))!).toMatchObject({ email, user_id: user.id });
    expect(await mailsTo(c, other)).toEqual([]);
    const mails = await mailsTo(c, email);
    expect(mails.map((m) => m.subject)).toEqual([`Your CamTour order ${order.order_no}`]);
    expect(await cartLines(c)).toEqual([[kept.id, 3]]);
    expect(await stockOf(t, a.id)).toBe(4);
    // The session opens the order without a token.
    const mine = await send<Order>(c, 'GET', API.one(order.order_no));
    expect(mine.status).toBe(200);
    expect(mine.body.data!.order_no).toBe(order.order_no);
  });
});

describe('a refused order', () => {
  /** Changes a good body (whose one line is of variant `v`) into the refused one. */
  type Change = (b: Record<string, unknown>, v: number) => void;
  type Refusal = [string, Change, number, string, object | undefined];
  const del =
    (key: string): Change =>
    (b) =>
      delete b[key];
  const set =
    (key: string, value: unknown): Change =>
    (b) =>
      (b[key] = value);
  const qty =
    (n: number): Change =>
    (b, v) =>
      (b.items = [{ variant_id: v, qty: n }]);
  const refusals: Refusal[] = [
    [
      'no first name',
      del('first_name'),
      400,
      'validation-failed',
      { first_name: ['field-required'] },
    ],
    [
      'a blank last name',
      set('last_name', '   '),
      400,
      'validation-failed',
      { last_name: ['field-required'] },
    ],
    [
      'a name over 100 characters',
      set('first_name', 'x'.repeat(101)),
      400,
      'validation-failed',
      { first_name: ['field-too-large'] },
    ],
    ['no e-mail', del('email'), 400, 'validation-failed', { email: ['email-required'] }],
    [
      'a bad e-mail',
      set('email', 'sokha@'),
      400,
      'validation-failed',
      { email: ['email-invalid'] },
    ],
    ['no phone', del('phone'), 400, 'validation-failed', { phone: ['phone-required'] }],
    [
      'a bad phone',
      set('phone', '12-34'),
      400,
      'validation-failed',
      { phone: ['checkout-phone-invalid'] },
    ],
    [
      'a phone with letters',
      set('phone', '012 ABC 678'),
      400,
      'validation-failed',
      { phone: ['checkout-phone-invalid'] },
    ],
    [
      'no address',
      del('address_to_receive'),
      400,
      'validation-failed',
      { address_to_receive: ['field-required'] },
    ],
    ['no city', set('city', ''), 400, 'validation-failed', { city: ['field-required'] }],
    [
      'terms not accepted',
      set('terms_accepted', false),
      400,
      'validation-failed',
      { terms_accepted: ['terms-required'] },
    ],
    [
      'terms missing',
      del('terms_accepted'),
      400,
      'validation-failed',
      { terms_accepted: ['terms-required'] },
    ],
    [
      'a country other than KH',
      set('country', 'TH'),
      400,
      'validation-failed',
      { country: ['country-not-supported'] },
    ],
    [
      'an unknown payment method',
      set('payment_method', 'bitcoin'),
      400,
      'validation-failed',
      { payment_method: ['payment-method-required'] },
    ],
    [
      'no payment method',
      del('payment_method'),
      400,
      'validation-failed',
      { payment_method: ['payment-method-required'] },
    ],
    [
      'an unknown delivery',
      set('delivery_type', 'drone'),
      400,
      'validation-failed',
      { delivery_type: ['delivery-type-required'] },
    ],
    [
      'an unknown currency',
      set('currency', 'THB'),
      400,
      'validation-failed',
      { currency: ['field-invalid-option'] },
    ],
    ['no items', set('items', []), 400, 'validation-failed', { items: ['cart-is-empty'] }],
    ['a quantity of 0', qty(0), 400, 'validation-failed', { 'items.0.qty': ['quantity-min'] }],
    [
      'a quantity of 1000',
      qty(1000),
      400,
      'validation-failed',
      { 'items.0.qty': ['field-too-large'] },
    ],
    [
      'bakong without the md5 of a paid KHQR payment',
      (b) => Object.assign(b, { payment_method: 'bakong', delivery_type: 'jnt_express' }),
      400,
      'payment-required',
      { md5: ['payment-required'] },
    ],
    [
      'cash on delivery with a bakong-only delivery',
      set('delivery_type', 'jnt_express'),
      400,
      'payment-method-not-allowed',
      { payment_method: ['payment-method-not-allowed'] },
    ],
    [
      'cash on delivery with Virak Buntham',
      set('delivery_type', 'virak_buntham_express'),
      400,
      'payment-method-not-allowed',
      { payment_method: ['payment-method-not-allowed'] },
    ],
    [
      'bakong with the Phnom Penh rider',
      set('payment_method', 'bakong'),
      400,
      'payment-method-not-allowed',
      { payment_method: ['payment-method-not-allowed'] },
    ],
    [
      'a method not offered at checkout',
      set('payment_method', 'paypal'),
      400,
      'payment-method-not-allowed',
      { payment_method: ['payment-method-not-allowed'] },
    ],
    [
      'an unknown promo code',
      set('promo_code', 'NOPE'),
      400,
      'invalid-promo-code',
      { promo_code: ['invalid-promo-code'] },
    ],
  ];

  it.each(refusals)(
    'with %s: %i %s, no order, no stock taken, no mail',
    async (_label, change, status, message, errors) => {
      const [v] = await fresh(1, 4);
      const body: Record<string, unknown> = orderBody([{ variant_id: v!.id, qty: 2 }]);
      const email = body.email as string;
      change(body, v!.id);
      const before = await orderCount(t);
      const c = visitor();
      const res = await placeOrder(c, body);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({
        result: false,
        error: true,
        message,
        ...(errors ? { errors } : {}),
      });
      expect(await orderCount(t)).toBe(before);
      expect(await stockOf(t, v!.id)).toBe(4);
      expect(await mailsTo(c, email)).toEqual([]);
    },
  );

  it('is a 409 stock issue naming the short line and what is left; nothing is taken from the other lines', async () => {
    const [fine, short] = (await fresh(2, 5)) as [Variant, Variant];
    await setStock(t, short.id, 2);
    const c = visitor();
    await addToCart(c, fine, 1);
    await addToCart(c, short, 2);
    const before = await orderCount(t);
    const res = await placeOrder(
      c,
      orderBody([
        { variant_id: fine.id, qty: 1 },
        { variant_id: short.id, qty: 3 },
      ]),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('stock-issue');
    expect(res.body.message).toContain('stock');
    expect(res.body.data).toEqual({
      lines: [
        {
          variant_id: short.id,
          product_id: short.product_id,
          product_name: short.name_en,
          product_name_km: short.name_km,
          requested: 3,
          available: 2,
        },
      ],
    } satisfies StockShort);
    expect(await orderCount(t)).toBe(before);
    expect(await stocks(t, [fine.id, short.id])).toEqual({ [fine.id]: 5, [short.id]: 2 });
    // A refused order leaves the cart alone.
    expect(await cartLines(c)).toEqual([
      [fine.id, 1],
      [short.id, 2],
    ]);
  });

  it('is a 409 stock issue for a variant that does not exist or is sold out', async () => {
    const [out] = await fresh(1, 0);
    const res = await placeOrder(
      visitor(),
      orderBody([
        { variant_id: 999999, qty: 1 },
        { variant_id: out!.id, qty: 1 },
      ]),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('stock-issue');
    expect((res.body.data as StockShort).lines).toEqual([
      {
        variant_id: 999999,
        product_id: null,
        product_name: '',
        product_name_km: '',
        requested: 1,
        available: 0,
      },
    ]);
    const soldOut = await placeOrder(visitor(), orderBody([{ variant_id: out!.id, qty: 1 }]));
    expect(soldOut.status).toBe(409);
    expect((soldOut.body.data as StockShort).lines).toEqual([
      expect.objectContaining({ variant_id: out!.id, requested: 1, available: 0 }),
    ]);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated request with the first order, made once', async () => {
    const [v] = await fresh(1, 10);
    const body = orderBody([{ variant_id: v!.id, qty: 2 }]);
    const key = `checkout-${Date.now()}-a`;
    // A retry is recognised from the same cart (its cookie): the same visitor sends both.
    const buyer = visitor();
    await addToCart(buyer, v!, 1);
    const first = placed(await placeOrder(buyer, body, key));
    // The fields a server ignores may differ: it is still the same request.
    const again = placed(
      await placeOrder(
        buyer,
        { ...body, status: 'completed', items: [{ variant_id: v!.id, qty: 2, price: 1 }] },
        key,
      ),
    );
    expect(again.order_no).toBe(first.order_no);
    expect(again.id).toBe(first.id);
    expect(again.totals).toEqual(first.totals);
    expect(await ordersByEmail(t, body.email)).toHaveLength(1);
    expect(await stockOf(t, v!.id)).toBe(8);
    expect(await mailsTo(visitor(), body.email)).toHaveLength(1);
    // Each answer's token opens the order.
    for (const token of [first.access_token, again.access_token]) {
      expect((await send(visitor(), 'GET', API.one(first.order_no, token))).status).toBe(200);
    }
  });

  it('refuses the same key with a different request', async () => {
    const [v] = await fresh(1, 10);
    const body = orderBody([{ variant_id: v!.id, qty: 1 }]);
    const key = `checkout-${Date.now()}-b`;
    const buyer = visitor();
    await addToCart(buyer, v!, 1);
    const first = placed(await placeOrder(buyer, body, key));
    for (const changed of [
      { ...body, items: [{ variant_id: v!.id, qty: 2 }] },
      { ...body, address_to_receive: 'Street 2004' },
      { ...body, currency: 'KHR' },
    ]) {
      const res = await placeOrder(buyer, changed, key);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ result: false, error: true, message: 'idempotency-key-reused' });
    }
    expect((await ordersByEmail(t, body.email)).map((o) => o.order_no)).toEqual([first.order_no]);
    expect(await stockOf(t, v!.id)).toBe(9);
  });

  it("belongs to one buyer: another guest's order under the same key is an order of its own", async () => {
    const [v] = await fresh(1, 10);
    const key = `checkout-${Date.now()}-c`;
    const one = placed(
      await placeOrder(visitor(), orderBody([{ variant_id: v!.id, qty: 1 }]), key),
    );
    const two = placed(
      await placeOrder(visitor(), orderBody([{ variant_id: v!.id, qty: 1 }]), key),
    );
    expect(two.order_no).not.toBe(one.order_no);
    expect(await stockOf(t, v!.id)).toBe(8);
  });

  it.each(['short', 'has spaces in it', 'x'.repeat(101), 'semi;colon;key'])(
    'refuses the key %j',
    async (key) => {
      const [v] = await fresh(1, 3);
      const before = await orderCount(t);
      const res = await placeOrder(visitor(), orderBody([{ variant_id: v!.id, qty: 1 }]), key);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        result: false,
        error: true,
        message: 'validation-failed',
        errors: { 'idempotency-key': ['invalid-idempotency-key'] },
      });
      expect(await orderCount(t)).toBe(before);
      expect(await stockOf(t, v!.id)).toBe(3);
    },
  );
});
