import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FILTER_STATUSES,
  ORDER_FILTERS,
  ORDER_NO_ALPHABET,
  ORDER_NO_PATTERN,
  ORDER_STATUSES,
  ORDER_TOKEN_MIN_LENGTH,
  canTransition,
  customerCanCancel,
  normalizeOrderNo,
  orderNoFrom,
  type OrderActor,
  type OrderStatus,
} from './orders';

/** D13, written out: every transition that exists, and who may make it. */
const ALLOWED: [OrderStatus, OrderStatus, OrderActor][] = [
  ['pending', 'cancelled', 'customer'],
  ['pending', 'processing', 'staff'],
  ['pending', 'cancelled', 'staff'],
  ['processing', 'shipped', 'staff'],
  ['processing', 'cancelled', 'staff'],
  ['shipped', 'delivered', 'staff'],
  ['delivered', 'completed', 'staff'],
];

describe('order status transitions', () => {
  const all = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.flatMap((to) =>
      (['customer', 'staff'] as const).map((actor) => [from, to, actor] as const),
    ),
  );

  it('knows the six statuses', () => {
    expect(ORDER_STATUSES).toEqual([
      'pending',
      'processing',
      'shipped',
      'delivered',
      'completed',
      'cancelled',
    ]);
    expect(all).toHaveLength(72);
  });

  it.each(all)('%s → %s by %s', (from, to, actor) => {
    const expected = ALLOWED.some(([f, t, a]) => f === from && t === to && a === actor);
    expect(canTransition(from, to, actor)).toBe(expected);
  });

  it('lets a customer cancel only a pending order', () => {
    expect(ORDER_STATUSES.filter(customerCanCancel)).toEqual(['pending']);
  });
});

describe('my-orders filter', () => {
  it('groups orders on their way as pending and arrived ones as completed; cancelled in neither', () => {
    expect(ORDER_FILTERS).toEqual(['all', 'pending', 'completed']);
    expect(FILTER_STATUSES.pending).toEqual(['pending', 'processing', 'shipped']);
    expect(FILTER_STATUSES.completed).toEqual(['delivered', 'completed']);
  });
});

describe('order numbers', () => {
  it('use an alphabet without look-alikes', () => {
    expect(ORDER_NO_ALPHABET).toHaveLength(31);
    expect(new Set(ORDER_NO_ALPHABET).size).toBe(31);
    for (const c of '01OIL') expect(ORDER_NO_ALPHABET).not.toContain(c);
    expect(ORDER_NO_ALPHABET).toMatch(/^[A-Z2-9]+$/);
  });

  it('are CT- and 8 characters, one per byte', () => {
    expect(orderNoFrom([0, 1, 2, 3, 4, 5, 6, 7])).toBe('CT-ABCDEFGH');
    expect(orderNoFrom([30, 31, 32, 255, 61, 62, 8, 22])).toBe('CT-9ABH9AJZ');
    expect(orderNoFrom([])).toBe('CT-AAAAAAAA');
    expect(orderNoFrom(new Uint8Array(16).fill(30))).toBe('CT-99999999');
  });

  it('match the pattern, and random ones differ', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const no = orderNoFrom(randomBytes(8));
      expect(no).toMatch(ORDER_NO_PATTERN);
      expect(no).toHaveLength(11);
      seen.add(no);
    }
    expect(seen.size).toBeGreaterThan(1990);
  });

  it.each([
    'CT-ABCDEFG',
    'CT-ABCDEFGHJ',
    'CT-ABCDEFG0',
    'CT-ABCDEFGO',
    'CT-ABCDEFGI',
    'CT-ABCDEFGL',
    'CX-ABCDEFGH',
    'ct-abcdefgh',
    ' CT-ABCDEFGH',
  ])('%j is not an order number', (value) => {
    expect(ORDER_NO_PATTERN.test(value)).toBe(false);
  });

  it('are normalised from what people type', () => {
    expect(normalizeOrderNo('  ct-abcd2345 ')).toBe('CT-ABCD2345');
    expect(normalizeOrderNo('CT-ABCD2345')).toBe('CT-ABCD2345');
    expect(normalizeOrderNo('\tct-9xyz8wvu\n')).toMatch(ORDER_NO_PATTERN);
  });

  it('have access tokens of at least 32 characters', () => {
    expect(ORDER_TOKEN_MIN_LENGTH).toBe(32);
  });
});
