import { describe, expect, it } from 'vitest';
import {
  coercedIntField,
  IdSchema,
  INPUT_DEPTH_MAX,
  INT4_MAX,
  intField,
  LangQuerySchema,
  nestsDeeperThan,
  nulFields,
  PageSchema,
} from './common';

describe('IdSchema', () => {
  it.each([
    ['1', 1],
    ['8', 8],
    ['2147483647', 2147483647],
  ])('accepts %s', (input, expected) => {
    expect(IdSchema.parse(input)).toBe(expected);
  });

  it.each(['abc', '', '0', '-1', '1.5', '2147483648', 'NaN', 'Infinity'])(
    'refuses %j with invalid-id',
    (input) => {
      const r = IdSchema.safeParse(input);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('invalid-id');
    },
  );
});

describe('LangQuerySchema', () => {
  it('defaults to English', () => {
    expect(LangQuerySchema.parse({})).toEqual({ lang: 'en' });
  });
  it('accepts km and refuses other languages with invalid-lang', () => {
    expect(LangQuerySchema.parse({ lang: 'km' })).toEqual({ lang: 'km' });
    expect(LangQuerySchema.safeParse({ lang: 'fr' }).error?.issues[0]?.message).toBe(
      'invalid-lang',
    );
  });
});

describe('PageSchema', () => {
  it('coerces a page number and refuses zero and negatives', () => {
    expect(PageSchema.parse('3')).toBe(3);
    expect(PageSchema.safeParse('0').error?.issues[0]?.message).toBe('field-too-small');
    expect(PageSchema.safeParse('-2').success).toBe(false);
    expect(PageSchema.safeParse('x').error?.issues[0]?.message).toBe('field-invalid');
  });
});

describe('intField and coercedIntField', () => {
  const messages = (r: { error?: { issues: { message: string }[] } }) =>
    r.error?.issues.map((i) => i.message);

  it('take the bounds and every whole number between', () => {
    expect(intField(0, INT4_MAX).parse(0)).toBe(0);
    expect(intField(0, INT4_MAX).parse(INT4_MAX)).toBe(INT4_MAX);
    expect(coercedIntField(1, 5).parse('5')).toBe(5);
    expect(coercedIntField(-10, 10).parse('-10')).toBe(-10);
  });

  it.each([
    [INT4_MAX + 1, 'field-too-large'],
    [99999999999, 'field-too-large'],
    [-1, 'field-too-small'],
    [-99999999999, 'field-too-small'],
  ])('refuses %s with %s', (input, key) => {
    expect(messages(intField(0, INT4_MAX).safeParse(input))).toEqual([key]);
    expect(messages(coercedIntField(0, INT4_MAX).safeParse(String(input)))).toEqual([key]);
  });

  it.each([1.5, 2 ** 53 + 2, 1e308, -1e308, Infinity, NaN])(
    'refuses %s, not a whole number it can count, as invalid',
    (input) => {
      expect(messages(intField(0, INT4_MAX).safeParse(input))).toContain('field-invalid');
      expect(messages(coercedIntField(0, INT4_MAX).safeParse(String(input)))).toContain(
        'field-invalid',
      );
    },
  );

  it('refuses text in JSON, and text that is no number from a query string', () => {
    expect(messages(intField(1, 5).safeParse('3'))).toEqual(['field-invalid']);
    expect(messages(coercedIntField(1, 5).safeParse('three'))).toEqual(['field-invalid']);
    expect(messages(coercedIntField(1, 5, 'quantity-min').safeParse('x'))).toEqual([
      'quantity-min',
    ]);
  });

  it('cannot be given bounds beyond PostgreSQL integer, or no range', () => {
    expect(() => intField(0, INT4_MAX + 1)).toThrow();
    expect(() => coercedIntField(0, Number.MAX_SAFE_INTEGER)).toThrow();
    expect(() => intField(5, 1)).toThrow();
    expect(() => intField(0.5, 1)).toThrow();
  });
});

describe('nestsDeeperThan', () => {
  const nest = (levels: number, leaf: unknown = 1, asObject = false): unknown => {
    let value = leaf;
    for (let i = 0; i < levels; i++) value = asObject ? { a: value } : [value];
    return value;
  };

  it('counts arrays and objects alike, and only them', () => {
    expect(nestsDeeperThan(nest(INPUT_DEPTH_MAX), INPUT_DEPTH_MAX)).toBe(false);
    expect(nestsDeeperThan(nest(INPUT_DEPTH_MAX + 1), INPUT_DEPTH_MAX)).toBe(true);
    expect(nestsDeeperThan(nest(INPUT_DEPTH_MAX + 1, 1, true), INPUT_DEPTH_MAX)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: [] }] }, 4)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: [] }] }, 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan(null, 0)).toBe(false);
  });

  it('walks a value far deeper than the call stack would take', () => {
    expect(nestsDeeperThan(nest(200_000), INPUT_DEPTH_MAX)).toBe(true);
    expect(nestsDeeperThan(nest(200_000, 1, true), 300_000)).toBe(false);
  });
});

describe('nulFields', () => {
  it('finds a NUL at the bottom of a value deeper than the call stack would take', () => {
    let value: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(nulFields({ x: value })).toEqual([`x${'.0'.repeat(100_000)}`]);
  });

  it('names fields in order, a NUL in a name among them', () => {
    expect(nulFields({ a: '\u0000', 'b\u0000': 1, c: ['x', '\u0000'] })).toEqual(['a', 'b', 'c.1']);
  });

  it('names every field whose text holds a NUL, nested or in a list', () => {
    expect(
      nulFields({
        email: 'a\u0000@example.com',
        ok: 'fine',
        n: 3,
        address: { line1: 'x', note: '\u0000' },
        items: ['a', 'b\u0000'],
      }),
    ).toEqual(['email', 'address.note', 'items.1']);
  });

  it('refuses a NUL in a field name too, and names a bare string body', () => {
    expect(nulFields({ 'na\u0000me': 'x' })).toEqual(['name']);
    expect(nulFields('\u0000')).toEqual(['body']);
  });

  it('passes text without NUL, Khmer and other control characters included', () => {
    expect(nulFields({ q: 'អង្គរវត្ត', t: 'tab\there', n: null, b: true })).toEqual([]);
  });
});
