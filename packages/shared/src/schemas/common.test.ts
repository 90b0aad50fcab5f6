import { describe, expect, it } from 'vitest';
import { IdSchema, LangQuerySchema, nulFields, PageSchema } from './common';

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

describe('nulFields', () => {
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
