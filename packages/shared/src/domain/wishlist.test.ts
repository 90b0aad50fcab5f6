import { describe, expect, it } from 'vitest';
import {
  addedWhen,
  compactCount,
  toWishlistItem,
  wishlistItemPath,
  wishlistKey,
  wishlistSharePath,
} from './wishlist';

describe('document 1 §3: a wishlist item', () => {
  const now = () => '2026-11-25T10:00:00.000Z';

  it('is a product when it says so, or when it has product fields; else a place', () => {
    expect(toWishlistItem({ id: 3, item_type: 'product' }, 1, now)?.type).toBe('product');
    expect(toWishlistItem({ product_id: 7, product_name: 'Tent' }, 1, now)?.type).toBe('product');
    expect(toWishlistItem({ id: 7, brand: 'Kulen' }, 1, now)?.type).toBe('product');
    expect(toWishlistItem({ id: 7, name: 'Angkor Wat' }, 1, now)?.type).toBe('location');
    expect(toWishlistItem({ location_id: 9 }, 1, now)?.type).toBe('location');
  });

  it('takes a product id from product_id, then id; a place id from id, then location_id', () => {
    expect(toWishlistItem({ product_id: 7, id: 99, brand: 'x' }, null, now)?.id).toBe(7);
    expect(toWishlistItem({ id: 99, type: 'product' }, null, now)?.id).toBe(99);
    expect(toWishlistItem({ id: 4, location_id: 8 }, null, now)?.id).toBe(4);
    expect(toWishlistItem({ location_id: 8 }, null, now)?.id).toBe(8);
    expect(toWishlistItem({ item_id: '12', item_type: 'location' }, null, now)?.id).toBe(12);
  });

  it('has no id: no item (document 1 §5 "Invalid item data")', () => {
    expect(toWishlistItem({ name: 'Nowhere' }, null, now)).toBeNull();
    expect(toWishlistItem({ id: 0 }, null, now)).toBeNull();
    expect(toWishlistItem({ id: 'x' }, null, now)).toBeNull();
    expect(toWishlistItem({ id: 1.5 }, null, now)).toBeNull();
  });

  it("fills every missing value with the spec's default", () => {
    expect(toWishlistItem({ id: 5 }, 2, now)).toEqual({
      id: 5,
      type: 'location',
      key: 'location_5',
      name: 'Unknown Item',
      location: '',
      image: null,
      price: 0,
      rating: 0,
      views: 0,
      addedAt: '2026-11-25T10:00:00.000Z',
      userId: 2,
      originalData: { id: 5 },
    });
  });

  it('reads the server shape: name, thumbnail, views, rating, price, location, created_at', () => {
    const item = toWishlistItem(
      {
        id: 31,
        item_id: 4,
        item_type: 'product',
        name: 'Gust Mini Air Pump',
        thumbnail_url: '/api/media/products/4/0.svg',
        total_view: 1520,
        rating: 4.5,
        price: 16.9,
        location: 'Kulen Outdoor',
        created_at: '2026-11-20T08:00:00.000Z',
      },
      3,
      now,
    )!;
    expect(item).toMatchObject({
      id: 4,
      key: 'product_4',
      name: 'Gust Mini Air Pump',
      image: '/api/media/products/4/0.svg',
      views: 1520,
      rating: 4.5,
      price: 16.9,
      location: 'Kulen Outdoor',
      addedAt: '2026-11-20T08:00:00.000Z',
    });
    expect(
      toWishlistItem({ id: 2, total_views: '77', address: 'Siem Reap' }, null, now),
    ).toMatchObject({
      views: 77,
      location: 'Siem Reap',
    });
    expect(toWishlistItem({ id: 2, location: { name: 'Kampot' } }, null, now)?.location).toBe(
      'Kampot',
    );
  });

  it('has a key, a page and a share link by type', () => {
    expect(wishlistKey('product', 4)).toBe('product_4');
    expect(wishlistItemPath('location', 9)).toBe('/location/detail/9');
    expect(wishlistItemPath('product', 4)).toBe('/product/detail/4');
    expect(wishlistSharePath('location', 9)).toBe('/location/9');
    expect(wishlistSharePath('product', 4)).toBe('/product/4');
  });
});

describe('document 1 §9: counts in K and M', () => {
  it('shows counts under 1,000 as they are', () => {
    expect(compactCount(0)).toEqual({ value: 0, unit: '', decimals: 0 });
    expect(compactCount(999)).toEqual({ value: 999, unit: '', decimals: 0 });
    expect(compactCount(-4)).toEqual({ value: 0, unit: '', decimals: 0 });
  });

  it('shows 1,000 or more in K and 1,000,000 or more in M, one decimal, never rounded up', () => {
    expect(compactCount(1000)).toEqual({ value: 1, unit: 'K', decimals: 1 });
    expect(compactCount(1250)).toEqual({ value: 1.2, unit: 'K', decimals: 1 });
    expect(compactCount(999_999)).toEqual({ value: 999.9, unit: 'K', decimals: 1 });
    expect(compactCount(1_000_000)).toEqual({ value: 1, unit: 'M', decimals: 1 });
    expect(compactCount(2_560_000)).toEqual({ value: 2.5, unit: 'M', decimals: 1 });
  });
});

describe('document 1 §9: the "added" date', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it("is 'today' when the rounded-up day difference is 1 (or nothing)", () => {
    expect(addedWhen('2026-11-25T12:00:00Z', now)).toEqual({ kind: 'today' });
    expect(addedWhen('2026-11-25T01:00:00Z', now)).toEqual({ kind: 'today' });
    expect(addedWhen('2026-11-24T12:00:01Z', now)).toEqual({ kind: 'today' });
  });

  it("is 'N days ago' up to 7 days, then the date", () => {
    expect(addedWhen('2026-11-24T11:00:00Z', now)).toEqual({ kind: 'days-ago', days: 2 });
    expect(addedWhen('2026-11-18T12:00:00Z', now)).toEqual({ kind: 'days-ago', days: 7 });
    const old = addedWhen('2026-11-18T11:59:00Z', now);
    expect(old.kind).toBe('date');
  });
});
