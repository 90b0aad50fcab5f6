import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  centsToRiel,
  dollarsToCents,
  percentOf,
  rielToCents,
  usdText,
} from './money';

describe('money', () => {
  it.each([
    ['49.90', 4990],
    ['0.1', 10],
    ['1', 100],
    ['1234.05', 123405],
    [19.99, 1999],
    [0.1 + 0.2, 30], // float noise never leaks into cents
  ])('%s dollars is %i cents', (d, c) => {
    expect(dollarsToCents(d)).toBe(c);
  });

  it.each(['-1', '1.234', 'abc', ''])('refuses %j', (d) => {
    expect(() => dollarsToCents(d)).toThrow(RangeError);
  });

  it('converts back exactly and to riel at 4,000 per dollar', () => {
    expect(centsToDollars(4990)).toBe(49.9);
    expect(centsToRiel(4990)).toBe(199600);
    expect(centsToRiel(1)).toBe(40);
  });

  it('rounds percentages to the cent', () => {
    expect(percentOf(4990, 5)).toBe(250); // 249.5 → 250
    expect(percentOf(1999, 10)).toBe(200);
    expect(percentOf(1999, 15)).toBe(300); // 299.85
  });
});

describe('usdText', () => {
  it('writes cents as dollars with two decimals', () => {
    expect(usdText(1250)).toBe('$12.50');
    expect(usdText(0)).toBe('$0.00');
    expect(usdText(123456)).toBe('$1234.56');
  });
});

describe('rielToCents', () => {
  it('converts at 4,000 riel per dollar, to the cent', () => {
    expect(rielToCents(148_000)).toBe(3700);
    expect(rielToCents(4_000)).toBe(100);
    expect(rielToCents(100)).toBe(3); // 2.5 cents rounds up
    expect(rielToCents(0)).toBe(0);
  });
});
