import { describe, expect, it } from 'vitest';
import {
  clearChanges,
  filterChanges,
  hasActiveFilters,
  nextVisible,
  parseMinViews,
  parsePage,
  parseStar,
  previousVisible,
  readLocationFilters,
  toFilterQuery,
} from './location-filters';
import { parsePositiveId } from './ids';

const from = (query: string) => {
  const params = new Map(
    query
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  return (name: string) => params.get(name) ?? null;
};

describe('reading filters', () => {
  it('keeps positive ids, stars in range, whole view counts and a trimmed search', () => {
    expect(
      readLocationFilters(
        from(
          'province_id=8&district_id=abc&category_id=-1&village_id=0&star=4&search=%20&min_total_view=500',
        ),
        { min: 2, max: 5 },
      ),
    ).toEqual({
      province_id: 8,
      district_id: null,
      commune_id: null,
      village_id: null,
      category_id: null,
      star: 4,
      search: '%20',
      min_total_view: 500,
    });
    expect(parsePositiveId('99999999999')).toBeNull();
    expect(parseStar('1', 2, 5)).toBeNull();
    expect(parseStar('5', 2, 5)).toBe(5);
    expect(parseStar('6', 1, 5)).toBeNull();
    expect(parseMinViews('-3')).toBeNull();
    expect(parseMinViews('0')).toBeNull();
    expect(parseMinViews(' 12 ')).toBe(12);
    expect(parsePage('3')).toBe(3);
    expect(parsePage('x')).toBe(1);
    expect(parsePage('9999', 40)).toBe(40);
  });
});

describe('changing a filter', () => {
  it('clears every lower place level and the page', () => {
    expect(filterChanges('province_id', 14)).toEqual({
      page: null,
      district_id: null,
      commune_id: null,
      village_id: null,
      province_id: '14',
    });
    expect(filterChanges('district_id', 1710)).toEqual({
      page: null,
      commune_id: null,
      village_id: null,
      district_id: '1710',
    });
    expect(filterChanges('commune_id', 171005)).toEqual({
      page: null,
      village_id: null,
      commune_id: '171005',
    });
    expect(filterChanges('village_id', null)).toEqual({ page: null, village_id: null });
  });

  it('touches no place level for the other filters, and removes empty values', () => {
    expect(filterChanges('star', 3)).toEqual({ page: null, star: '3' });
    expect(filterChanges('search', '  angkor ')).toEqual({ page: null, search: 'angkor' });
    expect(filterChanges('search', '   ')).toEqual({ page: null, search: null });
    expect(filterChanges('min_total_view', 0)).toEqual({ page: null, min_total_view: null });
  });

  it('clears everything', () => {
    expect(clearChanges(['star', 'search'])).toEqual({ star: null, search: null, page: null });
  });

  it('builds the API query without empty values', () => {
    const filters = readLocationFilters(from('province_id=8&star=3'));
    expect(toFilterQuery(filters)).toEqual({ province_id: 8, star: 3 });
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(readLocationFilters(from('')))).toBe(false);
  });
});

describe('show more / show less in steps of 9', () => {
  it('grows by a step up to the total and shrinks back to whole steps', () => {
    expect(nextVisible(9, 9, 20)).toBe(18);
    expect(nextVisible(18, 9, 20)).toBe(20);
    expect(nextVisible(9, 9, 5)).toBe(9);
    expect(previousVisible(20, 9)).toBe(18);
    expect(previousVisible(18, 9)).toBe(9);
    expect(previousVisible(9, 9)).toBe(9);
  });
});
