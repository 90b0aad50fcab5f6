import type { Envelope } from '@camtour/shared/schemas/envelope';
import type { PlacedOrder, StockShort } from '@camtour/shared/schemas/orders';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import {
  orderItems,
  orders,
  products,
  productVariants,
  promoCodes,
} from '../../src/db/schema/index';
import type { TestClient } from '../helpers/client';
import type { TestApp } from '../helpers/test-app';

/** The checkout and order endpoints of D13. */
export const API = {
  deliveryOptions: '/api/web/view/delivery-options',
  promoCheck: '/api/web/product/promo/check',
  quote: '/api/web/product/checkout/quote',
  order: '/api/web/product/order',
  myOrders: '/api/web/product/order/my-order',
  lookup: '/api/web/product/order/lookup',
  one: (orderNo: string, token?: string) =>
    `/api/web/product/order/${encodeURIComponent(orderNo)}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  cancel: (orderNo: string, token?: string) =>
    `/api/web/product/order/${encodeURIComponent(orderNo)}/cancel${token ? `?token=${encodeURIComponent(token)}` : ''}`,
} as const;

let emails = 0;
/** A fresh address, upper-case free (the server stores e-mails lower-cased). */
export const newEmail = (label: string) => `${label}-${++emails}-${process.pid}@example.com`;

let ips = 0;
/** A fresh visitor IP (clients send it as X-Forwarded-For; the app needs TRUST_PROXY=true). */
export const nextIp = () => `10.${process.pid % 250}.${Math.floor(++ips / 250)}.${ips % 250}`;

export interface Line {
  variant_id: number;
  qty: number;
}

/** A guest checkout that passes every rule: cash on delivery in Phnom Penh, in dollars. */
export function orderBody(
  items: (Line & Record<string, unknown>)[],
  over: Record<string, unknown> = {},
) {
  return {
    first_name: 'Sokha',
    last_name: 'Chan',
    email: newEmail('buyer'),
    phone: '012 345 678',
    address_to_receive: '12 Street 240, Daun Penh',
    city: 'Phnom Penh',
    state: 'Phnom Penh',
    zip_code: '12207',
    country: 'KH',
    payment_method: 'cash_on_delivery',
    delivery_type: 'phnom_penh_delivery',
    currency: 'USD',
    items,
    terms_accepted: true,
    lang: 'en',
    ...over,
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T> & Record<string, unknown>;
  headers: Headers;
}

/** A JSON request through the client (its cookies, IP and same-origin headers) with extra headers. */
export async function send<T = unknown>(
  c: TestClient,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await c.raw(path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as Answer<T>['body'],
    headers: res.headers,
  };
}

/** POST /api/web/product/order, with an Idempotency-Key when one is given. */
export const placeOrder = (c: TestClient, body: unknown, key?: string) =>
  send<PlacedOrder | StockShort>(
    c,
    'POST',
    API.order,
    body,
    key === undefined ? {} : { 'idempotency-key': key },
  );

/** The answer of a successful placement, checked to be one. */
export function placed(res: Answer<unknown>): PlacedOrder {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.message).toBe('Created');
  return res.body.data as PlacedOrder;
}

export interface Variant {
  id: number;
  product_id: number;
  /** What the server charges for one: the variant's price, else the product's. */
  price_cents: number;
  name_en: string;
  name_km: string;
}

/**
 * Published variants of one test app, each handed out once (so one test's stock changes never
 * reach another) and set to exactly `stock` units.
 */
export function variantSource(t: TestApp) {
  const used: number[] = [];
  return async (count: number, stock: number): Promise<Variant[]> => {
    const rows = await t.app.db
      .select({
        id: productVariants.id,
        product_id: productVariants.product_id,
        price_cents: sql<number>`coalesce(${productVariants.price_cents}, ${products.price_cents})`,
        name_en: products.name_en,
        name_km: products.name_km,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.product_id))
      .where(
        and(
          eq(products.status, 'published'),
          used.length > 0 ? notInArray(productVariants.id, used) : undefined,
        ),
      )
      .orderBy(asc(productVariants.id))
      .limit(count);
    expect(rows).toHaveLength(count);
    used.push(...rows.map((r) => r.id));
    for (const r of rows) await setStock(t, r.id, stock);
    return rows.map((r) => ({ ...r, price_cents: Number(r.price_cents) }));
  };
}

export const setStock = (t: TestApp, variantId: number, qty: number) =>
  t.app.db.update(productVariants).set({ qty }).where(eq(productVariants.id, variantId));

export async function stockOf(t: TestApp, variantId: number): Promise<number> {
  const [row] = await t.app.db
    .select({ qty: productVariants.qty })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.qty;
}

export async function soldOf(t: TestApp, productId: number): Promise<number> {
  const [row] = await t.app.db
    .select({ sold: products.sold })
    .from(products)
    .where(eq(products.id, productId));
  return row!.sold;
}

/** Every order row, for counting before and after a request. */
export async function orderCount(t: TestApp): Promise<number> {
  const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return Number(row!.n);
}

/** Order lines of a variant, and the orders they belong to. */
export async function linesOf(t: TestApp, variantId: number) {
  const rows = await t.app.db
    .select({ order_id: orderItems.order_id, qty: orderItems.qty })
    .from(orderItems)
    .where(eq(orderItems.variant_id, variantId));
  return { rows: rows.length, orders: new Set(rows.map((r) => r.order_id)).size };
}

export async function orderRow(t: TestApp, orderNo: string) {
  const [row] = await t.app.db.select().from(orders).where(eq(orders.order_no, orderNo));
  return row;
}

export async function ordersByEmail(t: TestApp, email: string) {
  return t.app.db.select().from(orders).where(eq(orders.email, email)).orderBy(asc(orders.id));
}

export async function promoRow(t: TestApp, code: string) {
  const [row] = await t.app.db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row!;
}

/** Adds a promo code straight to the database (an admin screen does not exist yet). */
export async function insertPromo(
  t: TestApp,
  values: Partial<typeof promoCodes.$inferInsert> & { code: string; percent: number },
) {
  const [row] = await t.app.db.insert(promoCodes).values(values).returning();
  return row!;
}

/** Stock of several variants at once, by id. */
export async function stocks(t: TestApp, ids: number[]): Promise<Record<number, number>> {
  const rows = await t.app.db
    .select({ id: productVariants.id, qty: productVariants.qty })
    .from(productVariants)
    .where(inArray(productVariants.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.qty]));
}

/** How many answers of each "status message" a burst got. */
export function tally(answers: { status: number; body: { message?: string } }[]) {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const k = `${a.status} ${a.body.message}`;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

/**
 * Makes a burst simultaneous: every in-process `limiter.take` waits until `expected` requests
 * have reached it, then all go on together. Without it, PGlite may finish one request's first
 * queries before the next request is even parsed. `expected` 0 lets everything through.
 */
export class Barrier {
  private held: (() => void)[] = [];
  private expected = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Set when the barrier had to open on its timeout: fewer requests arrived than expected. */
  brokenOpen = false;
  /** Requests held by the last arming: the burst was simultaneous when this is what was expected. */
  arrived = 0;

  attach(app: App) {
    const take = app.limiter.take.bind(app.limiter);
    app.limiter.take = async (hits) => {
      if (this.expected > 0) await this.arrive();
      return take(hits);
    };
  }

  arm(expected: number) {
    this.expected = expected;
    this.brokenOpen = false;
    this.arrived = 0;
    this.held = [];
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.brokenOpen = true;
      this.release();
    }, 15_000);
  }

  private arrive() {
    this.arrived += 1;
    return new Promise<void>((resolve) => {
      this.held.push(resolve);
      if (this.held.length >= this.expected) this.release();
    });
  }

  private release() {
    clearTimeout(this.timer);
    this.expected = 0;
    for (const go of this.held.splice(0)) go();
  }
}
