import { readFileSync } from 'node:fs';
import { promoCustomerKey } from '@camtour/shared/domain/promo';
import type { PromoCheck, Quote } from '@camtour/shared/schemas/orders';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoRedemptions } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import {
  API,
  insertPromo,
  orderBody,
  orderCount,
  orderRow,
  placeOrder,
  placed,
  promoRow,
  send,
  stockOf,
  variantSource,
  type Variant,
} from './helpers';

/**
 * "Once per customer" promo codes (STAFF100, D7) against e-mail variants of one mailbox, the
 * addresses checkout refuses, and a promo check and a quote that answer the same for everyone.
 */

let t: TestApp;
let fresh: ReturnType<typeof variantSource>;
let v: Variant;
beforeAll(async () => {
  // Many orders from one test process; the per-address limit is another file's subject.
  t = await startTestApp({ env: { ORDER_LIMIT_PER_HOUR: '1000' } });
  fresh = variantSource(t);
  [v] = (await fresh(1, 500)) as [Variant];
});
afterAll(() => t.close());

const visitor = () => new TestClient(t.baseUrl);
const line = () => [{ variant_id: v.id, qty: 1 }];

let boxes = 0;
/** A mailbox of its own for each use, in the given domain. */
const mailbox = (domain = 'gmail.com') => `dara.sok${++boxes}p${process.pid}@${domain}`;

/** The same request as raw text: what "the same answer" means is the same bytes. */
async function rawPost(c: TestClient, path: string, body: unknown) {
  const res = await c.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

const staffOrder = (email: string, c = visitor()) =>
  placeOrder(c, orderBody(line(), { email, promo_code: 'STAFF100' }));

/** Uses of a code stored under a key. */
async function usesUnder(code: string, key: string) {
  const promo = await promoRow(t, code);
  const rows = await t.app.db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(
      and(eq(promoRedemptions.promo_code_id, promo.id), eq(promoRedemptions.customer_key, key)),
    );
  return rows.length;
}

describe('STAFF100 once per customer, whatever the spelling of the address', () => {
  // Each [first, again]: the second order is the same mailbox and is refused.
  const spellings: [string, (box: string) => string, (box: string) => string][] = [
    ['a +tag', (b) => b, (b) => b.replace('@', '+again@')],
    ['a +tag first, then the plain address', (b) => b.replace('@', '+first@'), (b) => b],
    ['upper case', (b) => b, (b) => b.toUpperCase()],
    ['Gmail dots', (b) => b, (b) => b.replace(/\./g, '').replace('gmailcom', 'gmail.com')],
    ['dots added in Gmail', (b) => b, (b) => b.replace('dara.sok', 'd.a.r.a.s.o.k')],
    ['googlemail.com for gmail.com', (b) => b, (b) => b.replace('gmail.com', 'googlemail.com')],
    ['full-width letters', (b) => b, (b) => b.replace('dara', '\uFF44\uFF41\uFF52\uFF41')],
    [
      'all of them at once',
      (b) => b,
      (b) => b.replace('dara.sok', 'D.ARA.SOK').replace('@gmail.com', '+x@GoogleMail.com'),
    ],
  ];

  it.each(spellings)('%s: the second order is refused promo-code-used-up', async (_l, a, b) => {
    const box = mailbox();
    const first = placed(await staffOrder(a(box)));
    expect(first.totals.promo_percent).toBe(100);
    const before = await orderCount(t);
    const stock = await stockOf(t, v.id);

    const again = await staffOrder(b(box));
    expect(again.status, JSON.stringify(again.body)).toBe(400);
    expect(again.body).toEqual({
      result: false,
      error: true,
      message: 'promo-code-used-up',
      errors: { promo_code: ['promo-code-used-up'] },
    });
    expect(await orderCount(t)).toBe(before);
    expect(await stockOf(t, v.id)).toBe(stock);
  });

  it('stores the canonical key for the use, and the order keeps the address as typed', async () => {
    const typed = `Sok.Dara${++boxes}+Shop@GoogleMail.com`;
    const order = placed(await staffOrder(typed));
    const row = await orderRow(t, order.order_no);
    // The order's address is the one typed (lower-cased, as every order's is).
    expect(row!.email).toBe(typed.toLowerCase());
    expect(order.email).toBe(typed.toLowerCase());
    expect(await usesUnder('STAFF100', `sokdara${boxes}@gmail.com`)).toBe(1);
    expect(await usesUnder('STAFF100', typed.toLowerCase())).toBe(0);
  });

  it('the trailing-dot and invisible-character variants are refused as addresses', async () => {
    const box = mailbox();
    placed(await staffOrder(box));
    for (const variant of [`${box}.`, box.replace('@', '\u200B@'), `\uFEFF${box}`]) {
      const res = await staffOrder(variant);
      expect(res.status, JSON.stringify(variant)).toBe(400);
      expect(res.body.errors).toEqual({ email: ['email-invalid'] });
    }
  });

  it("counts a logged-in customer by the account's address, spelled any way by a guest", async () => {
    const email = mailbox();
    const { password } = await createUser(t, { email });
    const c = visitor();
    expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
    placed(await placeOrder(c, orderBody(line(), { promo_code: 'STAFF100' })));
    const guest = await staffOrder(email.replace('@', '+guest@').toUpperCase());
    expect(guest.status).toBe(400);
    expect(guest.body.message).toBe('promo-code-used-up');
  });

  it('a cancelled order gives the use back to the mailbox, under any spelling', async () => {
    const box = mailbox();
    const first = placed(await staffOrder(box));
    const cancel = await send(
      visitor(),
      'POST',
      API.cancel(first.order_no, first.access_token),
      {},
    );
    expect(cancel.status).toBe(200);
    placed(await staffOrder(box.replace('@', '+back@')));
  });

  it('other mailboxes still get the code', async () => {
    placed(await staffOrder(mailbox()));
    placed(await staffOrder(mailbox('example.com')));
    // Dots matter outside Gmail: these are two mailboxes.
    const box = mailbox('example.com');
    placed(await staffOrder(box));
    placed(await staffOrder(box.replace('dara.sok', 'darasok')));
  });
});

describe('migration 0019: stored keys become canonical', () => {
  const migration = readFileSync(
    new URL('../../src/db/migrations/0019_promo_customer_key.sql', import.meta.url),
    'utf8',
  );

  it('rewrites a key stored the old way, so the old use counts again', async () => {
    const box = mailbox();
    const typed = box.replace('@', '+old@');
    const first = placed(await staffOrder(typed));
    // What the code before this change stored: the address as ordered.
    await t.app.db
      .update(promoRedemptions)
      .set({ customer_key: typed })
      .where(eq(promoRedemptions.order_id, first.id));
    expect(await usesUnder('STAFF100', promoCustomerKey(box))).toBe(0);

    await t.app.db.execute(sql.raw(migration));
    expect(await usesUnder('STAFF100', promoCustomerKey(box))).toBe(1);
    expect(await usesUnder('STAFF100', typed)).toBe(0);
    const again = await staffOrder(box);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('promo-code-used-up');
  });

  it('gives in SQL the key promoCustomerKey gives', async () => {
    const samples = [
      'ab@gmail.com',
      'a.b+x@gmail.com',
      'A.B+Promo@GoogleMail.com.',
      'ab@gmail.com...',
      '.a..b.@gmail.com',
      'a\u200Bb@gmail.com',
      '\uFEFFab@example.com\u200D',
      'a\u00ADb@exa\u2060mple.com',
      '\u202Eab@example.com\u202C',
      'ab\u200C\u200E@example.com',
      'a\uFE0Fb\u2800@example.com',
      'a\u3164b\u180E@example.com',
      'a\u0007b@example.com',
      '\tab@example.com\n',
      '\u00A0ab@example.com\u3000',
      '\u1680ab@example.com\u2028',
      '\uFF41\uFF42\uFF20\uFF47\uFF4D\uFF41\uFF49\uFF4C\uFF0E\uFF43\uFF4F\uFF4D',
      'a\uFF0Eb@gmail.com',
      'Dara.Sok+shop@Example.com.',
      'a.b@gmail.com.kh',
      'a.b@mail.gmail.com',
      '+x@example.com',
      '"a@b"@Example.com.',
      'no-at-sign',
      'a@',
      '@gmail.com',
      'ab+@gmail.com',
      'a\u{E0061}b@example.com',
      'a\u{1D173}b@example.com',
      '\u00C0bc@example.com',
      'x@\u2460.example',
    ];
    const sqlOf = migration.replaceAll('"promo_redemptions"', '"promo_key_samples"');
    const got = await t.app.db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(
          'create temporary table "promo_key_samples" (id serial primary key, customer_key text not null) on commit drop',
        ),
      );
      for (const s of samples)
        await tx.execute(sql`insert into "promo_key_samples" (customer_key) values (${s})`);
      await tx.execute(sql.raw(sqlOf));
      const res = await tx.execute(
        sql.raw('select customer_key from "promo_key_samples" order by id'),
      );
      return (res as unknown as { rows: { customer_key: string }[] }).rows.map(
        (r) => r.customer_key,
      );
    });
    expect(got).toEqual(samples.map(promoCustomerKey));
  });
});

describe('addresses checkout refuses', () => {
  const bad: [string, string][] = [
    ['a trailing dot on the domain', 'sokha@example.com.'],
    ['a zero-width space', 'so\u200Bkha@example.com'],
    ['a zero-width joiner', 'sokha@exam\u200Dple.com'],
    ['a zero-width non-joiner', 'sokha\u200C@example.com'],
    ['a byte-order mark', '\uFEFFsokha@example.com'],
    ['a soft hyphen', 'so\u00ADkha@example.com'],
    ['a bidi override', 'sokha@\u202Eexample.com'],
    ['a bidi isolate', 'sokha\u2066@example.com'],
    ['a word joiner', 'sokha@example\u2060.com'],
    ['a control character', 'sok\u0001ha@example.com'],
    ['two dots in a row', 'so..kha@example.com'],
    ['two dots in the domain', 'sokha@example..com'],
    ['a space inside', 'sokha @example.com'],
    ['a no-break space inside', 'sok\u00A0ha@example.com'],
  ];

  it.each(bad)('with %s: 400 email-invalid from the order, no order made', async (_l, email) => {
    const before = await orderCount(t);
    const res = await placeOrder(visitor(), orderBody(line(), { email }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      result: false,
      error: true,
      message: 'validation-failed',
      errors: { email: ['email-invalid'] },
    });
    expect(await orderCount(t)).toBe(before);
  });

  it.each(bad)(
    'with %s: 400 email-invalid from the quote and the promo check',
    async (_l, email) => {
      const q = await send(visitor(), 'POST', API.quote, {
        items: line(),
        delivery_type: 'phnom_penh_delivery',
        email,
      });
      expect(q.status).toBe(400);
      expect(q.body.errors).toEqual({ email: ['email-invalid'] });
      const p = await send(visitor(), 'POST', API.promoCheck, { code: 'WELCOME10', email });
      expect(p.status).toBe(400);
      expect(p.body.errors).toEqual({ email: ['email-invalid'] });
    },
  );

  it('still takes an address with spaces around it, and a quote or check without one', async () => {
    const box = mailbox('example.com');
    const order = placed(await placeOrder(visitor(), orderBody(line(), { email: `  ${box}\n` })));
    expect(order.email).toBe(box);
    const q = await send(visitor(), 'POST', API.quote, {
      items: line(),
      delivery_type: 'phnom_penh_delivery',
      email: '',
    });
    expect(q.status).toBe(200);
    expect((await send(visitor(), 'POST', API.promoCheck, { code: 'WELCOME10' })).status).toBe(200);
  });
});

describe('promo check and quote answer the same for every asker', () => {
  const quoteBody = (email?: string) => ({
    items: line(),
    delivery_type: 'phnom_penh_delivery',
    promo_code: 'STAFF100',
    currency: 'USD',
    ...(email === undefined ? {} : { email }),
  });

  it('byte for byte, for an address that used STAFF100 and one that did not', async () => {
    const used = mailbox();
    const unused = mailbox();
    placed(await staffOrder(used));

    const checks = await Promise.all(
      [used, unused, used.replace('@', '+x@'), undefined].map((email) =>
        rawPost(visitor(), API.promoCheck, { code: 'STAFF100', ...(email ? { email } : {}) }),
      ),
    );
    for (const c of checks) expect(c).toEqual(checks[1]);
    expect(checks[1]!.status).toBe(200);
    expect((JSON.parse(checks[1]!.text) as { data: PromoCheck }).data).toEqual({
      code: 'STAFF100',
      percent: 100,
    });

    const quotes = await Promise.all(
      [used, unused, undefined].map((email) => rawPost(visitor(), API.quote, quoteBody(email))),
    );
    // The e-mail is not in the answer: the same request with another address is the same bytes.
    for (const q of quotes) expect(q).toEqual(quotes[1]);
    const quote = (JSON.parse(quotes[1]!.text) as { data: Quote }).data;
    expect(quote.promo_error).toBeNull();
    expect(quote.promo_percent).toBe(100);

    // The order is where once per customer is told.
    const refused = await staffOrder(used);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('promo-code-used-up');
    placed(await staffOrder(unused));
  });

  it('the same for a logged-in customer who used it as for anyone', async () => {
    const email = mailbox();
    const { password } = await createUser(t, { email });
    const c = visitor();
    expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
    placed(await placeOrder(c, orderBody(line(), { promo_code: 'STAFF100' })));

    const mine = await rawPost(c, API.promoCheck, { code: 'STAFF100' });
    const anyone = await rawPost(visitor(), API.promoCheck, { code: 'STAFF100' });
    expect(mine).toEqual(anyone);
    expect(mine.status).toBe(200);
    const myQuote = await rawPost(c, API.quote, quoteBody());
    expect(myQuote).toEqual(await rawPost(visitor(), API.quote, quoteBody()));

    const again = await placeOrder(c, orderBody(line(), { promo_code: 'STAFF100' }));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('promo-code-used-up');
  });

  it("still tells a code's own state: unknown, and every use taken", async () => {
    const unknown = await rawPost(visitor(), API.promoCheck, {
      code: 'NOSUCHCODE',
      email: mailbox(),
    });
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.text)).toMatchObject({ message: 'invalid-promo-code' });
    await insertPromo(t, { code: 'ALLTAKEN', percent: 10, max_uses: 1, uses: 1 });
    const taken = await rawPost(visitor(), API.promoCheck, { code: 'ALLTAKEN' });
    expect(taken.status).toBe(400);
    expect(JSON.parse(taken.text)).toMatchObject({ message: 'promo-code-used-up' });
  });
});
