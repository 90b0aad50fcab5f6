import { describe, expect, it } from 'vitest';
import { formatCurrencyKhr, formatCurrencyUsd, formatDate, formatNumber } from './format';

const date = new Date('2026-11-22T10:00:00Z');

describe('formatDate', () => {
  it('writes English through Intl and Khmer with Khmer month names', () => {
    expect(formatDate(date, 'en')).toBe('November 22, 2026');
    expect(formatDate(date, 'km')).toBe('22 វិច្ឆិកា 2026');
    expect(
      formatDate('2026-01-05T10:00:00Z', 'km', { year: 'numeric', month: 'short', day: 'numeric' }),
    ).toBe('5 មករា 2026');
  });

  it('falls back to English for an unknown language', () => {
    expect(formatDate(date, 'fr')).toBe('November 22, 2026');
  });
});

describe('numbers and money', () => {
  it('writes Western digits, comma groups and a leading dollar sign in both languages', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'km')).toBe('1,234.5');
    expect(formatCurrencyUsd(49.9, 'en')).toBe('$49.90');
    expect(formatCurrencyUsd(1249.9, 'km')).toBe('$1,249.90');
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
  it('writes Khmer month names and a 24-hour time', () => {
    expect(formatDate(at, 'km', withTime)).toBe('24 វិច្ឆិកា 2026 ម៉ោង 22:38');
    expect(formatDate(at, 'km', { hour: 'numeric', minute: '2-digit' })).toBe('ម៉ោង 22:38');
  });
  it('leaves English to Intl', () => {
    expect(formatDate(at, 'en', withTime)).toBe(
      new Intl.DateTimeFormat('en-US', withTime).format(at),
    );
  });
});

describe('formatCurrencyKhr', () => {
  it('writes whole riel with the riel sign, alike in both languages', () => {
    expect(formatCurrencyKhr(123456, 'en')).toBe('៛123,456');
    expect(formatCurrencyKhr(4000.4, 'en')).toBe('៛4,000');
    expect(formatCurrencyKhr(123456, 'km')).toBe('៛123,456');
    expect(formatCurrencyKhr(123456, 'km')).toContain('៛');
  });
});
