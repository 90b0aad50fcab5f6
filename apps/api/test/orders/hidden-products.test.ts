import type { Quote, StockShort } from '@camtour/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { API, orderBody, orderCount, stockOf, variantSource, type Variant } from './helpers';

/**
 * A product the public cannot see (a draft) is, to the quote and to the order's 409, a variant that
 * does not exist: neither its name nor its price nor its picture comes back.
 */

let t: TestApp;
let fresh: ReturnType<typeof variantSource>;
beforeAll(async () => {
  t = await startTestApp({ env: { ORDER_LIMIT_PER_HOUR: '1000' } });
  fresh = variantSource(t);
});
afterAll(() => t.close());

const visitor = () => new TestClient(t.baseUrl);

let n = 0;
/** A published variant whose product is made a draft with a name and prices found nowhere else. */
async function draftVariant() {
  const [v] = (await fresh(1, 7)) as [Variant];
  n += 1;
  const secret = {
    name_en: `Unreleased Monsoon Parka Q${n}X${process.pid}`,
    name_km: `អាវភ្លៀងសម្ងាត់ ${n}`,
    productCents: 918_273 + n,
    variantCents: 827_364 + n,
  };
  await t.app.db
    .update(products)
    .set({
      status: 'draft',
      name_en: secret.name_en,
      name_km: secret.name_km,
      price_cents: secret.productCents,
    })
    .where(eq(products.id, v.product_id));
  await t.app.db
    .update(productVariants)
    .set({ price_cents: secret.variantCents })
    .where(eq(productVariants.id, v.id));
  return { v, secret };
}

/** Nothing of the secret in the answer's text, in any form a price could take. */
function expectNothingOf(
  text: string,
  v: Variant,
  secret: Awaited<ReturnType<typeof draftVariant>>['secret'],
) {
  for (const cents of [secret.productCents, secret.variantCents]) {
    expect(text).not.toContain(String(cents));
    expect(text).not.toContain((cents / 100).toFixed(2));
    expect(text).not.toContain(String(cents / 100));
  }
  expect(text).not.toContain(secret.name_en);
  expect(text).not.toContain('Unreleased');
  expect(text).not.toContain(secret.name_km);
  expect(text).not.toContain(`"product_id":${v.product_id}`);
  expect(text).not.toMatch(new RegExp(`/products?/${v.product_id}\\b`));
}

async function rawPost(path: string, body: unknown) {
  const res = await visitor().raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

describe('a draft product in a quote', () => {
  it('is a line that does not exist: no product, name, picture or price', async () => {
    const { v, secret } = await draftVariant();
    const [open] = (await fresh(1, 5)) as [Variant];
    const res = await rawPost(API.quote, {
      items: [
        { variant_id: v.id, qty: 2 },
        { variant_id: open.id, qty: 1 },
      ],
      delivery_type: 'phnom_penh_delivery',
      currency: 'USD',
    });
    expect(res.status).toBe(200);
    expectNothingOf(res.text, v, secret);

    const quote = (JSON.parse(res.text) as { data: Quote }).data;
    expect(quote.has_problems).toBe(true);
    const [hidden, shown] = quote.lines;
    expect(hidden).toEqual({
      variant_id: v.id,
      product_id: null,
      product_name: '',
      product_name_km: '',
      image: null,
      color_name: null,
      color_name_km: null,
      size: null,
      size_km: null,
      price: 0,
      price_cents: 0,
      qty: 2,
      line_total: 0,
      line_total_cents: 0,
      available: 0,
      problem: 'unavailable',
    });
    // The line beside it is priced as ever, and the totals hold only it.
    expect(shown).toMatchObject({
      product_id: open.product_id,
      product_name: open.name_en,
      price_cents: open.price_cents,
      problem: null,
    });
    expect(quote.subtotal_cents).toBe(open.price_cents);
  });

  it('answers the same as a variant id that was never made', async () => {
    const { v } = await draftVariant();
    const body = (id: number) => ({
      items: [{ variant_id: id, qty: 1 }],
      delivery_type: 'phnom_penh_delivery',
      currency: 'USD',
    });
    const draft = await rawPost(API.quote, body(v.id));
    const none = await rawPost(API.quote, body(987_654_321));
    expect(draft.text.replace(`"variant_id":${v.id}`, '"variant_id":X')).toBe(
      none.text.replace('"variant_id":987654321', '"variant_id":X'),
    );
  });
});

describe('a draft product in an order', () => {
  it('is refused 409 with a line that names nothing, and nothing is taken', async () => {
    const { v, secret } = await draftVariant();
    const [open] = (await fresh(1, 5)) as [Variant];
    const before = await orderCount(t);
    const res = await rawPost(
      API.order,
      orderBody([
        { variant_id: v.id, qty: 1 },
        { variant_id: open.id, qty: 1 },
      ]),
    );
    expect(res.status).toBe(409);
    expectNothingOf(res.text, v, secret);
    const body = JSON.parse(res.text) as { message: string; data: StockShort };
    expect(body.message).toBe('stock-issue');
    expect(body.data.lines).toEqual([
      {
        variant_id: v.id,
        product_id: null,
        product_name: '',
        product_name_km: '',
        requested: 1,
        available: 0,
      },
    ]);
    expect(await orderCount(t)).toBe(before);
    expect(await stockOf(t, v.id)).toBe(7);
    expect(await stockOf(t, open.id)).toBe(5);
  });

  it('is sold again, named and priced, once published', async () => {
    const { v, secret } = await draftVariant();
    await t.app.db
      .update(products)
      .set({ status: 'published' })
      .where(eq(products.id, v.product_id));
    const res = await rawPost(API.quote, {
      items: [{ variant_id: v.id, qty: 1 }],
      delivery_type: 'phnom_penh_delivery',
      currency: 'USD',
    });
    const line = (JSON.parse(res.text) as { data: Quote }).data.lines[0]!;
    expect(line).toMatchObject({
      product_id: v.product_id,
      product_name: secret.name_en,
      price_cents: secret.variantCents,
      problem: null,
    });
  });
});
