import { describe, expect, it } from 'vitest';
import { applyHotelFilters, hasActiveFilters, readHotelFilters } from './use-hotel-filters';

const params = (query: string) => new URLSearchParams(query);

describe('hotel filters in the URL', () => {
  it('reads search, prices, type and page, ignoring bad values', () => {
    expect(
      readHotelFilters(params('search=%20pool%20&minPrice=30&maxPrice=40&type=resort&page=3')),
    ).toEqual({
      search: 'pool',
      minPrice: 30,
      maxPrice: 40,
      type: 'resort',
      page: 3,
    });
    expect(readHotelFilters(params('minPrice=abc&maxPrice=-5&type=castle&page=0'))).toEqual({
      search: '',
      minPrice: null,
      maxPrice: null,
      type: null,
      page: 1,
    });
  });

  it('goes back to page 1 on any filter change', () => {
    const current = params('page=3&type=hotel');
    expect(applyHotelFilters(current, { search: 'river' }).toString()).toBe(
      'type=hotel&search=river',
    );
    expect(applyHotelFilters(current, { minPrice: 20 }).get('page')).toBeNull();
    expect(applyHotelFilters(current, { type: null }).toString()).toBe('');
  });

  it('trims the search and drops empty values', () => {
    expect(applyHotelFilters(params('search=old'), { search: '   ' }).toString()).toBe('');
    expect(applyHotelFilters(params(''), { search: '  lotus  ' }).get('search')).toBe('lotus');
  });

  it('keeps the filters when only the page changes, and page 1 leaves the URL', () => {
    expect(applyHotelFilters(params('type=villa'), { page: 2 }).toString()).toBe(
      'type=villa&page=2',
    );
    expect(applyHotelFilters(params('type=villa&page=2'), { page: 1 }).toString()).toBe(
      'type=villa',
    );
  });

  it('knows when a filter is active (the empty state offers "clear filters")', () => {
    expect(hasActiveFilters(readHotelFilters(params('page=2')))).toBe(false);
    expect(hasActiveFilters(readHotelFilters(params('maxPrice=50')))).toBe(true);
  });

  it('takes the planner link as it is: its cost ± 5 dollars', () => {
    const cost = 37.5;
    const filters = readHotelFilters(params(`minPrice=${cost - 5}&maxPrice=${cost + 5}`));
    expect([filters.minPrice, filters.maxPrice]).toEqual([32.5, 42.5]);
  });
});
