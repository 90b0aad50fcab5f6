import { describe, expect, it } from 'vitest';
import {
  averageRating,
  discountPercent,
  isNewProduct,
  isPremium,
  roundedStars,
  sliderMax,
  stockStatus,
} from './catalog';

const now = new Date('2026-11-22T12:00:00Z');

describe('stockStatus', () => {
  it.each([
    [-1, 'out_of_stock'],
    [0, 'out_of_stock'],
    [1, 'low_stock'],
    [4, 'low_stock'],
    [5, 'in_stock'],
    [999, 'in_stock'],
  ] as const)('%i units → %s', (qty, status) => {
    expect(stockStatus(qty)).toBe(status);
  });
});

describe('badges', () => {
  it('new within 30 days, not after, not in the future', () => {
    expect(isNewProduct('2026-10-23T12:00:00Z', now)).toBe(true); // exactly 30 days
    expect(isNewProduct('2026-10-23T11:59:59Z', now)).toBe(false);
    expect(isNewProduct('2026-11-22T11:00:00Z', now)).toBe(true);
    expect(isNewProduct('2026-11-23T00:00:00Z', now)).toBe(false);
  });

  it('premium above $100 only', () => {
    expect(isPremium(100_00)).toBe(false);
    expect(isPremium(100_01)).toBe(true);
  });

  it.each([
    [4990, 5990, 17], // 10/59.9 = 16.69 → 17
    [7500, 10000, 25],
    [9950, 10000, 1], // 0.5 rounds up
    [9960, 10000, 0], // 0.4 rounds down
    [5000, 5000, null],
    [5000, 4000, null],
    [5000, null, null],
  ])('discount of %i from %s is %s%%', (price, original, pct) => {
    expect(discountPercent(price, original)).toBe(pct);
  });
});

describe('sliderMax', () => {
  it('is 500 unless a product costs more, then that price rounded up', () => {
    expect(sliderMax(0)).toBe(500);
    expect(sliderMax(499_99)).toBe(500);
    expect(sliderMax(500_01)).toBe(501);
    expect(sliderMax(1249_00)).toBe(1249);
  });
});

describe('ratings', () => {
  it('rounds the average to whole stars and to one decimal', () => {
    expect(roundedStars(0, 0)).toBe(0);
    expect(roundedStars(9, 2)).toBe(5); // 4.5 → 5
    expect(roundedStars(13, 3)).toBe(4); // 4.33
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(0, 0)).toBe(0);
  });
});
