import { describe, expect, it } from 'vitest';
import { testFavorites } from '../test/wishlist-fixture';
import { countFavorites, filterFavorites, normaliseSearch } from './filter-favorites';

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('favorites filter', () => {
  it('counts all, places and products', () => {
    expect(countFavorites(testFavorites())).toEqual({ all: 3, location: 2, product: 1 });
    expect(countFavorites([])).toEqual({ all: 0, location: 0, product: 0 });
  });

  it('keeps one tab, and the search within it', () => {
    const items = testFavorites();
    expect(names(filterFavorites(items, 'location', ''))).toEqual(['Angkor Wat', 'Kbal Spean']);
    expect(names(filterFavorites(items, 'product', ''))).toEqual(['Kulen Family Dome Tent']);
    expect(names(filterFavorites(items, 'location', 'kulen'))).toEqual([]);
    expect(names(filterFavorites(items, 'all', '  banteay   SREI '))).toEqual(['Kbal Spean']);
  });

  it('ignores case, outer spaces and doubled spaces, and composes accents', () => {
    expect(normaliseSearch(' Siem  REAP ')).toBe('siem reap');
    expect(normaliseSearch('Cafe\u0301')).toBe('caf\u00e9');
  });
});
