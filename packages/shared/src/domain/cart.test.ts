import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityProblem } from './cart';

describe('clampQuantity', () => {
  it.each([
    [0, 5, 1],
    [-3, 5, 1],
    [1, 5, 1],
    [3, 5, 3],
    [6, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [1200, null, 999],
    [4, undefined, 4],
    [3, 0, 0],
  ])('%s with a stock of %s is %s', (value, max, expected) => {
    expect(clampQuantity(value, max)).toBe(expected);
  });
});

describe('quantityProblem', () => {
  it('names the rule a quantity breaks', () => {
    expect(quantityProblem(0, 5)).toBe('quantity-min');
    expect(quantityProblem(6, 5)).toBe('maximum-quantity-available');
    expect(quantityProblem(5, 5)).toBeNull();
    expect(quantityProblem(1000, undefined)).toBe('maximum-quantity-available');
  });
});
