import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  readShopFilters,
  toProductQuery,
  writeShopFilters,
} from './use-shop-filters';

const read = (search: string) => readShopFilters(new URLSearchParams(search));

describe('shop filters in the URL', () => {
  it('reads every filter, sort and view from the query string', () => {
    expect(
      read(
        'search=tent&category_ids=3,1&brand_ids=2&min_price=10&max_price=120.5&sort=popularity&view=list',
      ),
    ).toEqual({
      search: 'tent',
      categoryIds: [1, 3],
      brandIds: [2],
      minPrice: 10,
      maxPrice: 120.5,
      sort: 'popularity',
      view: 'list',
    });
  });

  it('falls back to the defaults for missing or invalid values', () => {
    expect(read('category_ids=abc,0,-2,5&sort=cheapest&view=table&min_price=ten')).toEqual({
      search: '',
      categoryIds: [5],
      brandIds: [],
      minPrice: null,
      maxPrice: null,
      sort: 'newest',
      view: null,
    });
  });

  it('swaps a price range written the wrong way round', () => {
    expect(read('min_price=200&max_price=50')).toMatchObject({ minPrice: 50, maxPrice: 200 });
  });

  it('writes changes, leaves defaults and empty values out, and keeps other parameters', () => {
    const params = new URLSearchParams('search=tent&utm=mail');
    expect(
      writeShopFilters(params, { categoryIds: [4, 2, 4], sort: 'price-low-high' }).toString(),
    ).toBe('search=tent&utm=mail&category_ids=2%2C4&sort=price-low-high');
    expect(
      writeShopFilters(new URLSearchParams('sort=popularity&min_price=5'), {
        sort: 'newest',
        minPrice: null,
        search: '  ',
      }).toString(),
    ).toBe('');
  });

  it('round-trips: what is written reads back the same', () => {
    const written = writeShopFilters(new URLSearchParams(), {
      search: 'hammock',
      categoryIds: [6],
      brandIds: [1, 3],
      minPrice: 20,
      maxPrice: 150,
      sort: 'price-high-low',
      view: 'grid',
    });
    expect(readShopFilters(written)).toEqual({
      search: 'hammock',
      categoryIds: [6],
      brandIds: [1, 3],
      minPrice: 20,
      maxPrice: 150,
      sort: 'price-high-low',
      view: 'grid',
    });
  });

  it('knows when the list is narrowed (sort and view do not count)', () => {
    expect(hasActiveFilters(read('sort=popularity&view=list'))).toBe(false);
    expect(hasActiveFilters(read('brand_ids=2'))).toBe(true);
    expect(hasActiveFilters(read('max_price=100'))).toBe(true);
  });

  it('turns the filters into the API query; a category page filters by its slug', () => {
    expect(toProductQuery(read('search=bottle&brand_ids=1,2&max_price=50'))).toEqual({
      sort: 'newest',
      search: 'bottle',
      brand_ids: '1,2',
      max_price: 50,
    });
    expect(toProductQuery(read('sort=popularity'), 'camping-tents')).toEqual({
      sort: 'popularity',
      category_slug: 'camping-tents',
    });
    // Categories chosen in the URL win over the page's own.
    expect(toProductQuery(read('category_ids=3'), 'camping-tents')).toEqual({
      sort: 'newest',
      category_ids: '3',
    });
  });
});
