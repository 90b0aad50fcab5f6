import {
  DELIVERY_TYPES,
  deliveryFeeCents,
  orderTotals,
  type DeliveryType,
} from '@camtour/shared/domain/checkout';
import type { DeliveryOption, PromoCheck, Quote } from '@camtour/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import {
  API,
  insertPromo,
  newEmail,
  orderBody,
  orderCount,
  placeOrder,
  placed,
  promoRow,
  send,
  stockOf,
  variantSource,
  type Line,
  type Variant,
} from './helpers';

let t: TestApp;
let fresh: ReturnType<typeof variantSource>;
beforeAll(async () => {
  t = await startTestApp();
  fresh = variantSource(t);
});
afterAll(() => t.close());

const visitor = () => new TestClient(t.baseUrl);
const checkPromo = (body: unknown, c = visitor()) =>
  send<PromoCheck>(c, 'POST', API.promoCheck, body);
const quote = (body: unknown, c = visitor()) => send<Quote>(c, 'POST', API.quote, body);

describe('GET delivery-options', () => {
  it('lists the three options of doc 2 §9 with fee, time, words in both languages and payment', async () => {
    const res = await send<DeliveryOption[]>(visitor(), 'GET', API.deliveryOptions);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: true, error: false, message: 'success' });
    const list = res.body.data!;
    expect(list.map((o) => [o.id, o.fee, o.fee_cents, o.paymentMethods])).toEqual([
      ['phnom_penh_delivery', 1, 100, ['cash_on_delivery']],
      ['jnt_express', 2, 200, ['bakong']],
      ['virak_buntham_express', 2, 200, ['bakong']],
    ]);
    for (const o of list) {
      expect(Object.keys(o).sort()).toEqual(
        [
          'id',
          'name',
          'name_km',
          'description',
          'description_km',
          'estimatedTime',
          'estimated_time_km',
          'fee',
          'fee_cents',
          'paymentMethods',
          'icon',
        ].sort(),
      );
      for (const key of ['name', 'description', 'estimatedTime', 'icon'] as const) {
        expect(o[key].length, `${o.id}.${key}`).toBeGreaterThan(0);
      }
      // The Khmer words are Khmer (J&T keeps its brand name).
      expect(o.description_km).toMatch(/[\u1780-\u17ff]/);
      expect(o.estimated_time_km).toMatch(/[\u1780-\u17ff]/);
    }
    expect(list[0]!.name).toBe('Phnom Penh local delivery');
    expect(list[1]!.name).toBe('J&T Express');
    expect(list[2]!.name).toBe('Virak Buntham Express');
  });
});

describe('POST promo/check', () => {
  it.each([
    ['WELCOME10', 10],
    ['TREK15', 15],
    ['STAFF100', 100],
  ])('accepts the seeded %s (%i %%)', async (code, percent) => {
    const res = await checkPromo({ code });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      result: true,
      error: false,
      message: 'promo-code-applied',
      data: { code, percent },
    });
  });

  it.each(['welcome10', ' Trek15 ', 'sTaFf100'])('is case-insensitive: %j', async (code) => {
    const res = await checkPromo({ code });
    expect(res.status).toBe(200);
    expect(res.body.data!.code).toBe(code.trim().toUpperCase());
  });

  it('refuses an unknown code', async () => {
    const res = await checkPromo({ code: 'FREESTUFF' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: false, error: true, message: 'invalid-promo-code' });
  });

  it.each([{ code: '' }, { code: '   ' }, {}])('refuses %j as a validation error', async (body) => {
    const res = await checkPromo(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('validation-failed');
    expect(res.body.errors).toEqual({ code: ['promo-code-required'] });
  });

  it('refuses STAFF100 to an e-mail that used it once when it orders, not when it asks', async () => {
    const [v] = await fresh(1, 5);
    const email = newEmail('staff');
    expect((await checkPromo({ code: 'STAFF100', email })).status).toBe(200);
    placed(
      await placeOrder(
        visitor(),
        orderBody([{ variant_id: v!.id, qty: 1 }], { email, promo_code: 'staff100' }),
      ),
    );
    // The check tells only the code's own state, the same to everyone (D7): no one learns
    // from it whether an address used the code.
    for (const asked of [email, email.toUpperCase(), ` ${email} `, newEmail('other'), undefined]) {
      const again = await checkPromo({ code: 'STAFF100', ...(asked ? { email: asked } : {}) });
      expect(again.status, asked).toBe(200);
      expect(again.body.data).toEqual({ code: 'STAFF100', percent: 100 });
    }
    // Placing again under that e-mail is where it is refused.
    const second = await placeOrder(
      visitor(),
      orderBody([{ variant_id: v!.id, qty: 1 }], { email, promo_code: 'STAFF100' }),
    );
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('promo-code-used-up');
    expect(await stockOf(t, v!.id)).toBe(4);
  });

  it("counts a logged-in customer by the account's e-mail when it orders, whatever the body says", async () => {
    const [v] = await fresh(1, 5);
    const { email, password } = await createUser(t);
    const c = visitor();
    expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
    placed(
      await placeOrder(c, orderBody([{ variant_id: v!.id, qty: 1 }], { promo_code: 'STAFF100' })),
    );
    const res = await checkPromo({ code: 'STAFF100', email: newEmail('someone-else') }, c);
    expect(res.status).toBe(200);
    expect((await checkPromo({ code: 'STAFF100', email }, visitor())).status).toBe(200);
    const again = await placeOrder(
      c,
      orderBody([{ variant_id: v!.id, qty: 1 }], {
        email: newEmail('body'),
        promo_code: 'STAFF100',
      }),
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('promo-code-used-up');
  });

  describe('codes that cannot be used now', () => {
    const hour = 60 * 60 * 1000;
    const cases = [
      ['inactive', { active: false }, 'invalid-promo-code'],
      ['expired', { ends_at: new Date(Date.now() - hour) }, 'invalid-promo-code'],
      ['not yet started', { starts_at: new Date(Date.now() + hour) }, 'invalid-promo-code'],
      ['used up', { max_uses: 3, uses: 3 }, 'promo-code-used-up'],
    ] as const;
    let n = 0;

    it.each(cases)(
      'refuses an %s code on check and on placing, with no order and no stock taken',
      async (_label, over, problem) => {
        const code = `TESTCODE${++n}`;
        await insertPromo(t, { code, percent: 20, ...over });
        const check = await checkPromo({ code: code.toLowerCase(), email: newEmail('p') });
        expect(check.status).toBe(400);
        expect(check.body.message).toBe(problem);

        const q = await quote({
          items: [{ variant_id: (await fresh(1, 5))[0]!.id, qty: 1 }],
          delivery_type: 'phnom_penh_delivery',
          promo_code: code,
          currency: 'USD',
        });
        expect(q.status).toBe(200);
        expect(q.body.data!.promo_error).toBe(problem);
        expect(q.body.data!.discount_cents).toBe(0);

        const [v] = await fresh(1, 5);
        const before = await orderCount(t);
        const res = await placeOrder(
          visitor(),
          orderBody([{ variant_id: v!.id, qty: 2 }], { promo_code: code }),
        );
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          result: false,
          error: true,
          message: problem,
          errors: { promo_code: [problem] },
        });
        expect(await orderCount(t)).toBe(before);
        expect(await stockOf(t, v!.id)).toBe(5);
        expect((await promoRow(t, code)).uses).toBe('uses' in over ? over.uses : 0);
      },
    );

    it('accepts a code inside its dates and under its limit', async () => {
      const code = 'WINDOWOPEN';
      await insertPromo(t, {
        code,
        percent: 20,
        starts_at: new Date(Date.now() - hour),
        ends_at: new Date(Date.now() + hour),
        max_uses: 2,
        uses: 1,
      });
      expect((await checkPromo({ code })).body.data).toEqual({ code, percent: 20 });
      const [v] = await fresh(1, 5);
      const order = placed(
        await placeOrder(
          visitor(),
          orderBody([{ variant_id: v!.id, qty: 1 }], { promo_code: code }),
        ),
      );
      expect(order.totals.promo_percent).toBe(20);
      expect((await promoRow(t, code)).uses).toBe(2);
      expect((await checkPromo({ code })).body.message).toBe('promo-code-used-up');
    });
  });
});

describe('POST checkout/quote', () => {
  const expected = (
    lines: { v: Variant; qty: number }[],
    delivery: DeliveryType,
    percent: number,
  ) =>
    orderTotals({
      lines: lines.map((l) => ({ unit_cents: l.v.price_cents, qty: l.qty })),
      deliveryFeeCents: deliveryFeeCents(delivery),
      promoPercent: percent,
    });

  it.each(
    DELIVERY_TYPES.flatMap((d) =>
      (
        [
          [undefined, 0],
          ['welcome10', 10],
          ['TREK15', 15],
          ['STAFF100', 100],
        ] as const
      ).map(([code, percent]) => [d, code, percent] as const),
    ),
  )('with %s and promo %s: the totals of the shared rules', async (delivery, code, percent) => {
    const [a, b] = await fresh(2, 20);
    const lines = [
      { v: a!, qty: 3 },
      { v: b!, qty: 1 },
    ];
    const res = await quote({
      items: lines.map((l) => ({ variant_id: l.v.id, qty: l.qty, price: 0.01 })),
      delivery_type: delivery,
      ...(code ? { promo_code: code } : {}),
      currency: 'USD',
    });
    expect(res.status).toBe(200);
    const q = res.body.data!;
    const cents = expected(lines, delivery, percent);
    expect(q).toMatchObject({
      currency: 'USD',
      delivery_type: delivery,
      subtotal_cents: cents.subtotal,
      subtotal: cents.subtotal / 100,
      tax_cents: cents.tax,
      tax: cents.tax / 100,
      tax_percent: 5,
      delivery_fee_cents: cents.delivery_fee,
      delivery_fee: cents.delivery_fee / 100,
      discount_cents: cents.discount,
      discount: cents.discount / 100,
      total_cents: cents.total,
      total: cents.total / 100,
      subtotal_khr: null,
      tax_khr: null,
      delivery_fee_khr: null,
      discount_khr: null,
      total_khr: null,
      promo_code: code ? code.toUpperCase() : null,
      promo_percent: percent,
      promo_error: null,
      has_problems: false,
    });
    if (percent === 100) expect(q.total_cents).toBe(q.tax_cents + q.delivery_fee_cents);
    expect(q.lines).toEqual([
      expect.objectContaining({
        variant_id: a!.id,
        product_id: a!.product_id,
        product_name: a!.name_en,
        product_name_km: a!.name_km,
        price_cents: a!.price_cents,
        price: a!.price_cents / 100,
        qty: 3,
        line_total_cents: a!.price_cents * 3,
        available: 20,
        problem: null,
      }),
      expect.objectContaining({
        variant_id: b!.id,
        qty: 1,
        line_total_cents: b!.price_cents,
        problem: null,
      }),
    ]);
  });

  it('gives every amount in whole riel for KHR, 40 riel a cent, adding up', async () => {
    const [a, b] = await fresh(2, 20);
    const res = await quote({
      items: [
        { variant_id: a!.id, qty: 2 },
        { variant_id: b!.id, qty: 1 },
      ],
      delivery_type: 'phnom_penh_delivery',
      promo_code: 'TREK15',
      currency: 'KHR',
    });
    const q = res.body.data!;
    expect(q.currency).toBe('KHR');
    expect(q.subtotal_khr).toBe(q.subtotal_cents * 40);
    expect(q.tax_khr).toBe(q.tax_cents * 40);
    expect(q.delivery_fee_khr).toBe(4000);
    expect(q.discount_khr).toBe(q.discount_cents * 40);
    expect(q.total_khr).toBe(q.total_cents * 40);
    expect(q.subtotal_khr! + q.tax_khr! + q.delivery_fee_khr! - q.discount_khr!).toBe(q.total_khr);
    // The dollar amounts stay as they are.
    expect(q.total_cents).toBe(
      expected(
        [
          { v: a!, qty: 2 },
          { v: b!, qty: 1 },
        ],
        'phnom_penh_delivery',
        15,
      ).total,
    );
  });

  it('names the lines that cannot be had as asked, and merges a variant asked for twice', async () => {
    // Three variants of three different products: the third product is taken off sale.
    const pool = await fresh(8, 3);
    const fine = pool[0]!;
    const short = pool.find((v) => v.product_id !== fine.product_id)!;
    const draft = pool.find((v) => ![fine.product_id, short.product_id].includes(v.product_id))!;
    await t.app.db
      .update(products)
      .set({ status: 'draft' })
      .where(eq(products.id, draft.product_id));
    const [out] = await fresh(1, 0);
    const res = await quote({
      items: [
        { variant_id: fine.id, qty: 1 },
        { variant_id: fine.id, qty: 2 },
        { variant_id: short.id, qty: 4 },
        { variant_id: out!.id, qty: 1 },
        { variant_id: 999999, qty: 1 },
        { variant_id: draft.id, qty: 1 },
      ],
      delivery_type: 'phnom_penh_delivery',
      currency: 'USD',
    });
    expect(res.status).toBe(200);
    const q = res.body.data!;
    expect(q.has_problems).toBe(true);
    expect(q.lines.map((l) => [l.variant_id, l.qty, l.available, l.problem])).toEqual([
      [fine.id, 3, 3, null],
      [short.id, 4, 3, 'exceeds-stock'],
      [out!.id, 1, 0, 'out-of-stock'],
      [999999, 1, 0, 'unavailable'],
      [draft.id, 1, 0, 'unavailable'],
    ]);
    expect(q.lines[3]).toMatchObject({ product_id: null, price_cents: 0, line_total_cents: 0 });
    expect(q.subtotal_cents).toBe(q.lines.reduce((s, l) => s + l.line_total_cents, 0));
    await t.app.db
      .update(products)
      .set({ status: 'published' })
      .where(eq(products.id, draft.product_id));
  });

  it.each([
    ['FREESTUFF', undefined, 'invalid-promo-code'],
    // A customer's own use of STAFF100 is told by the order only: the quote is the same for
    // everyone (promo-abuse.test.ts).
  ] as const)(
    'answers a code it cannot apply (%s) with promo_error and no discount',
    async (code, who, problem) => {
      const [v] = await fresh(1, 10);
      let email: string | undefined;
      if (who) {
        email = newEmail('staff-quote');
        placed(
          await placeOrder(
            visitor(),
            orderBody([{ variant_id: v!.id, qty: 1 }], { email, promo_code: code }),
          ),
        );
      }
      const res = await quote({
        items: [{ variant_id: v!.id, qty: 2 }],
        delivery_type: 'jnt_express',
        promo_code: code,
        currency: 'USD',
        ...(email ? { email } : {}),
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        promo_error: problem,
        promo_code: null,
        promo_percent: 0,
        discount_cents: 0,
        total_cents: expected([{ v: v!, qty: 2 }], 'jnt_express', 0).total,
      });
    },
  );

  const good: { items: Line[]; delivery_type: string; currency: string } = {
    items: [{ variant_id: 1, qty: 1 }],
    delivery_type: 'phnom_penh_delivery',
    currency: 'USD',
  };
  it.each([
    [{ items: [] }, { items: ['cart-is-empty'] }],
    [{ items: undefined }, { items: ['field-invalid'] }],
    [{ delivery_type: 'pickup' }, { delivery_type: ['delivery-type-required'] }],
    [{ delivery_type: undefined }, { delivery_type: ['delivery-type-required'] }],
    [{ items: [{ variant_id: 1, qty: 0 }] }, { 'items.0.qty': ['quantity-min'] }],
    [{ items: [{ variant_id: 1, qty: 1000 }] }, { 'items.0.qty': ['field-too-large'] }],
    [{ items: [{ variant_id: 1, qty: 1.5 }] }, { 'items.0.qty': ['field-invalid'] }],
    [{ items: [{ qty: 1 }] }, { 'items.0.variant_id': ['invalid-id'] }],
    [{ currency: 'EUR' }, { currency: ['field-invalid-option'] }],
    [{ promo_code: '' }, { promo_code: ['promo-code-required'] }],
  ])('refuses %j', async (over, errors) => {
    const res = await quote({ ...good, ...over });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('validation-failed');
    expect(res.body.errors).toEqual(errors);
  });

  it('defaults the currency to USD', async () => {
    const [v] = await fresh(1, 5);
    const res = await quote({
      items: [{ variant_id: v!.id, qty: 1 }],
      delivery_type: 'jnt_express',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ currency: 'USD', total_khr: null });
  });
});
