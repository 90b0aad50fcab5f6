import { randomBytes } from 'node:crypto';
import type { NoOrderPayment, NoOrderPaymentsPage } from '@camtour/shared/schemas/admin-payments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview } from '@camtour/shared/schemas/admin-overview';
import { auditLog, payments } from '../../src/db/schema/index';
import * as repo from '../../src/modules/payments/admin-repository';
import { TestClient } from '../helpers/client';
import { explain, expectIndex } from '../helpers/explain';
import { Gate, gateTransactions } from '../helpers/gate';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { tally } from '../orders/helpers';
import { customerClient } from './helpers';
import { staffMember, type Staff } from './orders-helpers';

/**
 * The back office's "paid, no order" KHQR payments: the bank confirmed them, no order came of
 * them, and staff record the bank transfer that pays each one back, once.
 */

const LIST = '/api/admin/payments/no-order';
const refundPath = (md5: string) => `/api/admin/payments/${md5}/refund`;
const HOUR = 60 * 60 * 1000;

/** Holds every transaction of an armed burst until all of its requests have reached one. */
const gate = new Gate();

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await startTestApp({ beforeListen: gateTransactions(gate) });
  staff = await staffMember(t);
});
afterAll(() => t.close());

let seq = 0;

interface PaymentOver {
  currency?: 'USD' | 'KHR';
  amount_minor?: number;
  user_id?: number | null;
  request?: unknown;
  no_order_at?: Date | null;
  no_order_reason?: string | null;
  status?: string;
  refunded?: boolean;
}

const ORDER_BODY = {
  first_name: 'Sreyleak',
  last_name: 'Sok',
  email: 'Sreyleak@Example.com',
  phone: '012345678',
  lang: 'km',
  items: [{ variant_id: 1, qty: 1 }],
  payment_method: 'bakong',
};

/** `request.order` as the payments module freezes it: the body, and the e-mail it is placed under. */
const FROZEN_ORDER = {
  body: ORDER_BODY,
  email: 'sreyleak@example.com',
  customer_key: 'email:sreyleak@example.com',
  lines: [],
  promo: null,
};

/** A KHQR payment written straight to the table, paid with no order unless told otherwise. */
async function insertPayment(over: PaymentOver = {}) {
  seq += 1;
  const md5 = randomBytes(16).toString('hex');
  const currency = over.currency ?? 'USD';
  const amountMinor = over.amount_minor ?? (currency === 'USD' ? 1035 : 41_400);
  const paidAt = new Date(Date.now() - 2 * HOUR);
  const refunded = over.refunded ?? false;
  const [row] = await t.app.db
    .insert(payments)
    .values({
      md5,
      qr: `000201-test-${md5}`,
      bill_number: `TEST${Date.now().toString(36)}${seq}`.toUpperCase(),
      currency,
      amount_minor: amountMinor,
      total_cents: currency === 'USD' ? amountMinor : Math.round(amountMinor / 40),
      account_id: 'camtour_shop@sandbox',
      status: over.status ?? 'paid',
      user_id: over.user_id ?? null,
      anon_hash: over.user_id ? null : `anon-${md5}`,
      request: over.request ?? { items: [{ variant_id: 1, qty: 1 }], order: FROZEN_ORDER },
      expires_at: new Date(paidAt.getTime() + 10 * 60 * 1000),
      paid_at: over.status === 'pending' ? null : paidAt,
      bakong_hash: over.status === 'pending' ? null : `hash-${md5}`,
      from_account: over.status === 'pending' ? null : 'sreyleak@aclb',
      no_order_reason: over.no_order_reason === undefined ? 'stock-issue' : over.no_order_reason,
      no_order_at:
        over.no_order_at === undefined ? new Date(paidAt.getTime() + 60_000) : over.no_order_at,
      ...(refunded
        ? {
            refund_amount_minor: amountMinor,
            refund_reference: `REF-${md5.slice(0, 8)}`,
            refunded_at: new Date(),
            refunded_by: staff.id,
          }
        : {}),
    })
    .returning();
  return row!;
}

const list = (c: TestClient, query = '') => c.get<NoOrderPaymentsPage>(`${LIST}${query}`);
const refund = (c: TestClient, md5: string, body: unknown) =>
  c.post<NoOrderPayment>(refundPath(md5), body);

/** Every row of a state, all pages read. */
async function everyRow(state: string): Promise<NoOrderPayment[]> {
  const out: NoOrderPayment[] = [];
  for (let page = 1; ; page++) {
    const res = await list(staff.client, `?state=${state}&page=${page}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.data!.payments);
    if (page >= res.body.data!.pagination.last_page) return out;
  }
}

const auditOf = (md5: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entity_id, md5)));

const rowOf = async (md5: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.md5, md5)))[0]!;

describe('GET /api/admin/payments/no-order', () => {
  it('lists open paid payments with no order, newest first, with the buyer from the order body or the account', async () => {
    const account = await createUser(t, { first_name: 'Dara', lang: 'km' });
    const now = Date.now();
    // Marked in the future, so these three are the newest whatever else the file inserted.
    const usd = await insertPayment({ no_order_at: new Date(now + 3 * HOUR) });
    const khr = await insertPayment({
      currency: 'KHR',
      amount_minor: 41_400,
      user_id: account.user.id,
      request: { items: [{ variant_id: 1, qty: 1 }] },
      no_order_reason: 'unused-quote',
      no_order_at: new Date(now + 4 * HOUR),
    });
    const nobody = await insertPayment({
      request: { items: [] },
      no_order_reason: 'invalid-order',
      no_order_at: new Date(now + 2 * HOUR),
    });
    // An order body kept bare under `order` is read as well.
    const bare = await insertPayment({
      request: { items: [], order: { ...ORDER_BODY, lang: 'xx', phone: undefined } },
      no_order_at: new Date(now + 1 * HOUR),
    });
    const res = await list(staff.client);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: true, error: false, message: 'success' });
    const [first, second, third, fourth] = res.body.data!.payments;
    expect([first, second, third, fourth].map((p) => p?.md5)).toEqual([
      khr.md5,
      usd.md5,
      nobody.md5,
      bare.md5,
    ]);
    expect(second).toEqual({
      md5: usd.md5,
      bill_number: usd.bill_number,
      amount: 10.35,
      amount_minor: 1035,
      currency: 'USD',
      paid_at: usd.paid_at!.toISOString(),
      no_order_at: usd.no_order_at!.toISOString(),
      reason: 'stock-issue',
      transaction_hash: usd.bakong_hash,
      from_account: 'sreyleak@aclb',
      buyer: {
        first_name: 'Sreyleak',
        last_name: 'Sok',
        email: 'sreyleak@example.com',
        phone: '012345678',
        lang: 'km',
      },
      refund: null,
    });
    expect(first).toMatchObject({
      amount: 41_400,
      amount_minor: 41_400,
      currency: 'KHR',
      reason: 'unused-quote',
      buyer: {
        first_name: 'Dara',
        last_name: 'Chan',
        email: account.email,
        phone: null,
        lang: 'km',
      },
      refund: null,
    });
    expect(third).toMatchObject({ reason: 'invalid-order', buyer: null });
    expect(fourth!.buyer).toEqual({
      first_name: 'Sreyleak',
      last_name: 'Sok',
      email: 'Sreyleak@Example.com',
      phone: null,
      lang: 'en',
    });
  });

  it('leaves out payments that are not "paid, no order"', async () => {
    const pending = await insertPayment({ status: 'pending', no_order_at: null });
    const placed = await insertPayment({ no_order_at: null, no_order_reason: null });
    const md5s = (await everyRow('all')).map((p) => p.md5);
    expect(md5s).not.toContain(pending.md5);
    expect(md5s).not.toContain(placed.md5);
  });

  it('filters by state: open by default, refunded, or all', async () => {
    const open = await insertPayment();
    const done = await insertPayment({ refunded: true });
    const md5sOf = async (state: string) => (await everyRow(state)).map((p) => p.md5);
    const [openList, refundedList, allList] = await Promise.all([
      md5sOf('open'),
      md5sOf('refunded'),
      md5sOf('all'),
    ]);
    expect(openList).toContain(open.md5);
    expect(openList).not.toContain(done.md5);
    expect(refundedList).toContain(done.md5);
    expect(refundedList).not.toContain(open.md5);
    expect(allList).toEqual(expect.arrayContaining([open.md5, done.md5]));
    expect(allList.length).toBe(openList.length + refundedList.length);
    const refunded = (await everyRow('refunded')).find((p) => p.md5 === done.md5)!;
    expect(refunded.refund).toEqual({
      amount: 10.35,
      amount_minor: 1035,
      reference: `REF-${done.md5.slice(0, 8)}`,
      refunded_at: expect.any(String),
      staff_email: staff.email,
    });
  });

  it('pages 30 at a time on the server', async () => {
    const before = (await list(staff.client, '?state=all')).body.data!.pagination.total;
    const far = Date.now() + 100 * HOUR;
    const rows = [];
    for (let i = 0; i < 31; i++)
      rows.push(await insertPayment({ no_order_at: new Date(far + i * 1000) }));
    const page1 = await list(staff.client, '?state=all');
    expect(page1.body.data!.pagination).toEqual({
      total: before + 31,
      current_page: 1,
      last_page: Math.ceil((before + 31) / 30),
      per_page: 30,
    });
    expect(page1.body.data!.payments.map((p) => p.md5)).toEqual(
      rows
        .slice(1)
        .reverse()
        .map((r) => r.md5),
    );
    const page2 = await list(staff.client, '?state=all&page=2');
    expect(page2.body.data!.payments[0]!.md5).toBe(rows[0]!.md5);
    expect(page2.body.data!.pagination.current_page).toBe(2);
  });

  it.each([
    ['?state=lost', 'state'],
    ['?page=0', 'page'],
  ])('refuses %s as a field error', async (query, field) => {
    const res = await list(staff.client, query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'validation-failed' });
    expect(Object.keys((res.body as { errors?: object }).errors ?? {})).toEqual([field]);
  });
});

describe('POST /api/admin/payments/{md5}/refund', () => {
  it('records the transfer back (amount, reference, who, when) once, with an audit entry', async () => {
    const p = await insertPayment();
    const res = await refund(staff.client, p.md5, { amount: 10.35, reference: '  ABA-778899  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      md5: p.md5,
      amount: 10.35,
      refund: {
        amount: 10.35,
        amount_minor: 1035,
        reference: 'ABA-778899',
        staff_email: staff.email,
      },
    });
    const row = await rowOf(p.md5);
    expect(row).toMatchObject({
      refund_amount_minor: 1035,
      refund_reference: 'ABA-778899',
      refunded_by: staff.id,
      status: 'paid',
      order_id: null,
    });
    expect(row.refunded_at).toBeInstanceOf(Date);
    expect(res.body.data!.refund!.refunded_at).toBe(row.refunded_at!.toISOString());

    const audits = await auditOf(p.md5);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor_id: staff.id,
      actor_email: staff.email,
      action: 'payment.refund',
      entity: 'payment',
      entity_id: p.md5,
      before: { refund_amount_minor: null, refund_reference: null, refunded_at: null },
      after: { refund_amount_minor: 1035, refund_reference: 'ABA-778899', currency: 'USD' },
    });

    const again = await refund(staff.client, p.md5, { amount: 1, reference: 'ABA-000001' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      result: false,
      error: true,
      message: 'payment-already-refunded',
    });
    expect((await rowOf(p.md5)).refund_reference).toBe('ABA-778899');
    expect(await auditOf(p.md5)).toHaveLength(1);
  });

  it('takes part of a riel payment back in whole riel', async () => {
    const p = await insertPayment({ currency: 'KHR', amount_minor: 41_400 });
    const res = await refund(staff.client, p.md5, { amount: 20_000, reference: 'WING-1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.refund).toMatchObject({ amount: 20_000, amount_minor: 20_000 });
    expect((await rowOf(p.md5)).refund_amount_minor).toBe(20_000);
  });

  it.each([
    ['USD', 0, 'field-too-small'],
    ['USD', -5, 'field-too-small'],
    ['USD', 10.36, 'refund-amount-over-paid'],
    ['USD', 10.351, 'refund-amount-invalid'],
    ['USD', '10.35', 'field-invalid'],
    ['USD', undefined, 'field-required'],
    ['KHR', 41_401, 'refund-amount-over-paid'],
    ['KHR', 100.5, 'refund-amount-invalid'],
  ] as const)('refuses a %s refund of %s: %s', async (currency, amount, key) => {
    const p = await insertPayment({ currency });
    const res = await refund(staff.client, p.md5, { amount, reference: 'ABA-1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'validation-failed', errors: { amount: [key] } });
    expect((await rowOf(p.md5)).refunded_at).toBeNull();
  });

  it.each([
    ['missing', undefined, 'field-required'],
    ['empty', '', 'field-required'],
    ['only spaces', '   ', 'field-required'],
    ['101 characters', 'A'.repeat(101), 'field-too-large'],
    ['a zero-width space', 'ABA\u200b778899', 'text-invisible-characters'],
    ['a zero-width joiner', 'ABA\u200d778899', 'text-invisible-characters'],
    ['a soft hyphen', 'ABA\u00ad778899', 'text-invisible-characters'],
    ['a right-to-left override', '\u202eABA778899', 'text-invisible-characters'],
    ['a byte-order mark inside', 'ABA\ufeff778899', 'text-invisible-characters'],
    ['a Hangul filler', 'ABA\u3164778899', 'text-invisible-characters'],
    ['a tab', 'ABA\t778899', 'text-invisible-characters'],
  ] as const)('refuses a reference with %s', async (_label, reference, key) => {
    const p = await insertPayment();
    const res = await refund(staff.client, p.md5, { amount: 10.35, reference });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'validation-failed', errors: { reference: [key] } });
    expect((await rowOf(p.md5)).refunded_at).toBeNull();
  });

  it('takes a reference of exactly 100 characters, and Khmer text', async () => {
    const long = await insertPayment();
    expect(
      (await refund(staff.client, long.md5, { amount: 1, reference: 'B'.repeat(100) })).status,
    ).toBe(200);
    const khmer = await insertPayment();
    const res = await refund(staff.client, khmer.md5, { amount: 1, reference: 'ផ្ទេរត្រឡប់ ABA-1' });
    expect(res.status).toBe(200);
    expect(res.body.data!.refund!.reference).toBe('ផ្ទេរត្រឡប់ ABA-1');
  });

  it('answers 404 payment-not-found for an unknown md5 and for a payment that is not "paid, no order"', async () => {
    const pending = await insertPayment({ status: 'pending', no_order_at: null });
    const placed = await insertPayment({ no_order_at: null, no_order_reason: null });
    for (const md5 of ['0'.repeat(32), pending.md5, placed.md5]) {
      const res = await refund(staff.client, md5, { amount: 1, reference: 'ABA-1' });
      expect(res.status, md5).toBe(404);
      expect(res.body).toEqual({ result: false, error: true, message: 'payment-not-found' });
    }
    expect((await rowOf(placed.md5)).refunded_at).toBeNull();
  });

  it('refuses a path that is not an md5', async () => {
    const res = await refund(staff.client, 'not-an-md5', { amount: 1, reference: 'ABA-1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { md5: ['invalid-md5'] } });
  });

  it(`20 staff requests refund one payment at once: one 200, 19 × 409, one audit entry`, async () => {
    const p = await insertPayment();
    const others = await Promise.all([staffMember(t), staffMember(t)]);
    const clients = [staff, ...others].map((s) => s.client);
    gate.arm(20);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        refund(clients[i % clients.length]!, p.md5, { amount: 10.35, reference: `ABA-${i}` }),
      ),
    );
    expect(gate.timedOut, 'every request reached the gate').toBe(false);
    expect(tally(answers)).toEqual({ '200 success': 1, '409 payment-already-refunded': 19 });
    const winner = answers.find((a) => a.status === 200)!.body.data!;
    const row = await rowOf(p.md5);
    expect(row.refund_reference).toBe(winner.refund!.reference);
    expect(await auditOf(p.md5)).toHaveLength(1);
  });
});

describe('who may use them', () => {
  it('answers 401 without a session and 403 to a customer, whatever the body', async () => {
    const p = await insertPayment();
    const visitor = new TestClient(t.baseUrl);
    const customer = await customerClient(t);
    for (const [c, status, message] of [
      [visitor, 401, 'no-authorization'],
      [customer, 403, 'forbidden'],
    ] as const) {
      expect(await list(c)).toMatchObject({ status, body: { message } });
      expect(await refund(c, p.md5, { amount: 10.35, reference: 'ABA-1' })).toMatchObject({
        status,
        body: { message },
      });
      expect(await refund(c, p.md5, { nonsense: true })).toMatchObject({ status });
    }
    expect((await rowOf(p.md5)).refunded_at).toBeNull();
    expect(await auditOf(p.md5)).toHaveLength(0);
  });
});

describe('the overview', () => {
  it('counts the payments still to refund', async () => {
    const count = async () =>
      (await staff.client.get<AdminOverview>('/api/admin/overview')).body.data!.paid_no_order_open;
    const before = await count();
    const open = await insertPayment();
    await insertPayment({ refunded: true });
    await insertPayment({ no_order_at: null, no_order_reason: null });
    expect(await count()).toBe(before + 1);
    expect((await refund(staff.client, open.md5, { amount: 1, reference: 'ABA-1' })).status).toBe(
      200,
    );
    expect(await count()).toBe(before);
  });
});

describe('the list reads through payments_no_order_idx', () => {
  const plan = (query: Parameters<typeof explain>[1]) =>
    explain(t.app.db, query, { indexable: true });

  it.each(['open', 'refunded', 'all'] as const)('pages and counts state %s', async (state) => {
    expectIndex(await plan(repo.listQuery(t.app.db, state, 30, 0)), 'payments_no_order_idx');
    expectIndex(await plan(repo.countQuery(t.app.db, state)), 'payments_no_order_idx');
  });
});
