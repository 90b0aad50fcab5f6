import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { PlaceOrderSchema, PromoCheckRequestSchema, QuoteRequestSchema } from './orders';

/** The e-mail's error keys, or null when the e-mail passes. */
function emailErrors(schema: ZodType, input: Record<string, unknown>): string[] | null {
  const r = schema.safeParse(input);
  const keys = r.success
    ? []
    : r.error.issues.filter((i) => i.path[0] === 'email').map((i) => i.message);
  return keys.length > 0 ? keys : null;
}

const quote = { items: [{ variant_id: 1, qty: 1 }], delivery_type: 'phnom_penh_delivery' };
const order = {
  ...quote,
  first_name: 'Sokha',
  last_name: 'Chan',
  phone: '012 345 678',
  address_to_receive: '12 Street 240',
  city: 'Phnom Penh',
  state: 'Phnom Penh',
  payment_method: 'cash_on_delivery',
  currency: 'USD',
  terms_accepted: true,
};
const bodies: [string, ZodType, Record<string, unknown>][] = [
  ['the order', PlaceOrderSchema, order],
  ['the quote', QuoteRequestSchema, quote],
  ['the promo check', PromoCheckRequestSchema, { code: 'STAFF100' }],
];

describe.each(bodies)('the e-mail of %s', (_label, schema, body) => {
  it.each([
    'sokha@example.com.',
    'so\u200Bkha@example.com',
    '\uFEFFsokha@example.com',
    'so\u00ADkha@example.com',
    'sokha@\u202Eexample.com',
    'so..kha@example.com',
    'sokha @example.com',
  ])('refuses %j as email-invalid', (email) => {
    expect(emailErrors(schema, { ...body, email })).toEqual(['email-invalid']);
  });

  it('takes a plain address, trimmed and lower-cased', () => {
    const r = schema.safeParse({ ...body, email: '  Sokha.Chan+shop@Example.com ' });
    expect(r.success).toBe(true);
    expect((r.data as { email: string }).email).toBe('sokha.chan+shop@example.com');
  });
});

describe('the e-mail of a quote or a promo check', () => {
  it.each([undefined, '', '   '])('may be left out (%j)', (email) => {
    for (const [schema, body] of [
      [QuoteRequestSchema, quote],
      [PromoCheckRequestSchema, { code: 'STAFF100' }],
    ] as const) {
      const r = schema.safeParse({ ...body, email });
      expect(r.success).toBe(true);
      expect((r.data as { email?: string }).email).toBeUndefined();
    }
  });
});
