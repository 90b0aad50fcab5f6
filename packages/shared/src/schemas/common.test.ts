import { describe, expect, it } from 'vitest';
import { IdSchema, LangQuerySchema, PageSchema } from './common';

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
