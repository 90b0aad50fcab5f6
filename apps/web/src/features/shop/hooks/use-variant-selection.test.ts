import { describe, expect, it } from 'vitest';
import {
  combinationExists,
  initialSelection,
  matchVariant,
  sizeForColor,
} from './use-variant-selection';

const variant = (id: number, color_id: number, size_id: number, qty = 5) => ({
  id,
  color_id,
  size_id,
  qty,
  price: 10,
  price_cents: 1000,
  stock_status: 'in_stock' as const,
});

// Green comes in 3- and 4-person, blue only in 4-person (the seeded Kulen family tent).
const product = {
  colors: [
    { id: 1, slug: 'green', name: 'Green', name_km: '', name_local: '', hex: '#0f0' },
    { id: 7, slug: 'blue', name: 'Blue', name_km: '', name_local: '', hex: '#00f' },
  ],
  sizes: [
    { id: 7, slug: '3p', size: '3-person', size_km: '', size_local: '' },
    { id: 8, slug: '4p', size: '4-person', size_km: '', size_local: '' },
  ],
  variants: [variant(3, 1, 7), variant(4, 1, 8), variant(5, 7, 8, 0)],
};

describe('variant matching', () => {
  it('finds the variant of the chosen colour and size', () => {
    expect(matchVariant(product.variants, 1, 8)).toEqual({
      variant: product.variants[1],
      exact: true,
    });
    expect(matchVariant(product.variants, 7, 8).variant?.id).toBe(5);
  });

  it('falls back to the first variant when the combination does not exist', () => {
    expect(matchVariant(product.variants, 7, 7)).toEqual({
      variant: product.variants[0],
      exact: false,
    });
    expect(matchVariant(product.variants, null, null).variant?.id).toBe(3);
    expect(matchVariant([], 1, 1)).toEqual({ variant: null, exact: false });
  });

  it('preselects the first colour and the first size', () => {
    expect(initialSelection(product)).toEqual({ colorId: 1, sizeId: 7 });
  });

  it('knows which sizes a colour comes in, and moves to one on a colour change', () => {
    expect(combinationExists(product.variants, 7, 7)).toBe(false);
    expect(combinationExists(product.variants, 7, 8)).toBe(true);
    expect(sizeForColor(product, 7, 7)).toBe(8);
    expect(sizeForColor(product, 1, 8)).toBe(8);
  });
});
