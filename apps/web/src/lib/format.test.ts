import { describe, expect, it } from 'vitest';
import { formatCurrencyKhr, formatCurrencyUsd, formatDate, formatNumber } from './format';

const date = new Date('2026-11-22T10:00:00Z');

describe('formatDate', () => {
  it('uses en-US for English and km-KH for Khmer', () => {
    expect(formatDate(date, 'en')).toBe('November 22, 2026');
    expect(formatDate(date, 'km', undefined, true)).toBe(
      new Intl.DateTimeFormat('km-KH', { year: 'numeric', month: 'long', day: 'numeric' }).format(
        date,
      ),
    );
  });

  it('writes a Khmer date itself when the browser has no Khmer locale data', () => {
    expect(formatDate(date, 'km', undefined, false)).toBe('22 វិច្ឆិកា 2026');
    expect(
      formatDate(
        '2026-01-05T10:00:00Z',
        'km',
        { year: 'numeric', month: 'short', day: 'numeric' },
        false,
      ),
    ).toBe('5 មករា 2026');
    // What full ICU writes, so both paths agree.
    expect(formatDate(date, 'km', undefined, true)).toBe('22 វិច្ឆិកា 2026');
  });

  it('falls back to English for an unknown language', () => {
    expect(formatDate(date, 'fr')).toBe('November 22, 2026');
  });
});

describe('numbers and money', () => {
  it('formats through Intl in the reader language', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatCurrencyUsd(49.9, 'en')).toBe('$49.90');
    expect(formatCurrencyUsd(49.9, 'km')).toBe(
      new Intl.NumberFormat('km-KH', { style: 'currency', currency: 'USD' }).format(49.9),
    );
  });
});

describe('formatDate with a time', () => {
  const at = new Date(2026, 10, 24, 22, 38);
  const withTime: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  };
  it('writes Khmer month names and a 24-hour time where the browser has no Khmer data', () => {
    expect(formatDate(at, 'km', withTime, false)).toBe('24 វិច្ឆិកា 2026 ម៉ោង 22:38');
    expect(formatDate(at, 'km', { hour: 'numeric', minute: '2-digit' }, false)).toBe('ម៉ោង 22:38');
  });
  it('leaves English and full Khmer data to Intl', () => {
    expect(formatDate(at, 'en', withTime)).toBe(
      new Intl.DateTimeFormat('en-US', withTime).format(at),
    );
    expect(formatDate(at, 'km', withTime, true)).toBe(
      new Intl.DateTimeFormat('km-KH', withTime).format(at),
    );
  });
});

describe('formatCurrencyKhr', () => {
  it('writes whole riel with the currency in the reader language', () => {
    expect(formatCurrencyKhr(123456, 'en')).toBe('៛123,456');
    expect(formatCurrencyKhr(4000.4, 'en')).toBe('៛4,000');
    expect(formatCurrencyKhr(123456, 'km')).toBe(
      new Intl.NumberFormat('km-KH', {
        style: 'currency',
        currency: 'KHR',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }).format(123456),
    );
    expect(formatCurrencyKhr(123456, 'km')).toContain('៛');
  });
});
