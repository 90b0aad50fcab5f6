import { describe, expect, it } from 'vitest';
import { centsToUsdInput, parseUsdToCents } from './usd-input';

describe('parseUsdToCents', () => {
  it('reads whole dollars, one or two decimals, a dollar sign and thousands commas', () => {
    expect(parseUsdToCents('12')).toBe(1200);
    expect(parseUsdToCents('12.5')).toBe(1250);
    expect(parseUsdToCents('12.50')).toBe(1250);
    expect(parseUsdToCents('.5')).toBe(50);
    expect(parseUsdToCents('0')).toBe(0);
    expect(parseUsdToCents('$ 1,200.05')).toBe(120005);
    expect(parseUsdToCents(' $3 ')).toBe(300);
    expect(parseUsdToCents('1,234,567')).toBe(123456700);
  });

  it('is exact where floats are not', () => {
    expect(parseUsdToCents('0.29')).toBe(29);
    expect(parseUsdToCents('1.15')).toBe(115);
    expect(parseUsdToCents('4.35')).toBe(435);
    expect(parseUsdToCents('19.99')).toBe(1999);
    for (let c = 0; c < 2000; c += 1) expect(parseUsdToCents(centsToUsdInput(c))).toBe(c);
  });

  it('refuses what is not an amount', () => {
    for (const bad of [
      '',
      ' ',
      '$',
      '.',
      'abc',
      '12.345',
      '-5',
      '+5',
      '1,2',
      '12,34.5',
      '1e3',
      '12.',
      '1 000',
      '١٢',
    ])
      expect(parseUsdToCents(bad), bad).toBeNull();
  });
});

describe('centsToUsdInput', () => {
  it('writes two decimals', () => {
    expect(centsToUsdInput(0)).toBe('0.00');
    expect(centsToUsdInput(5)).toBe('0.05');
    expect(centsToUsdInput(123456)).toBe('1234.56');
  });
});
