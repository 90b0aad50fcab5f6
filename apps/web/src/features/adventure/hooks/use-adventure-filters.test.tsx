import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  applyAdventureFilter,
  readAdventureFilters,
  readPagesShown,
  setPagesShown,
  useAdventureFilters,
} from './use-adventure-filters';

describe('adventure filters in the URL', () => {
  it('reads every filter; stars outside 2 to 5 are ignored', () => {
    expect(
      readAdventureFilters(
        new URLSearchParams(
          'province_id=14&district_id=abc&category_id=3&star=1&search=kep&min_total_view=100',
        ),
      ),
    ).toEqual({
      province_id: 14,
      district_id: null,
      commune_id: null,
      village_id: null,
      category_id: 3,
      star: null,
      search: 'kep',
      min_total_view: 100,
    });
    expect(readAdventureFilters(new URLSearchParams('star=2')).star).toBe(2);
    expect(readAdventureFilters(new URLSearchParams('star=5')).star).toBe(5);
  });

  it('clears every lower level and the page when a level changes, keeping other filters', () => {
    const params = new URLSearchParams(
      'province_id=8&district_id=1&commune_id=2&village_id=3&category_id=5&star=4&page=3',
    );
    expect(applyAdventureFilter(params, 'province_id', 14).toString()).toBe(
      'province_id=14&category_id=5&star=4',
    );
    expect(applyAdventureFilter(params, 'district_id', 9).toString()).toBe(
      'province_id=8&district_id=9&category_id=5&star=4',
    );
    expect(applyAdventureFilter(params, 'commune_id', 7).toString()).toBe(
      'province_id=8&district_id=1&commune_id=7&category_id=5&star=4',
    );
    expect(applyAdventureFilter(params, 'province_id', null).toString()).toBe(
      'category_id=5&star=4',
    );
  });

  it('goes back to page 1 on any other filter change', () => {
    const params = new URLSearchParams('province_id=8&district_id=1&page=2');
    expect(applyAdventureFilter(params, 'category_id', 2).toString()).toBe(
      'province_id=8&district_id=1&category_id=2',
    );
    expect(applyAdventureFilter(params, 'search', ' bayon ').toString()).toBe(
      'province_id=8&district_id=1&search=bayon',
    );
    expect(applyAdventureFilter(params, 'min_total_view', 0).toString()).toBe(
      'province_id=8&district_id=1',
    );
  });

  it('counts the pages shown', () => {
    expect(readPagesShown(new URLSearchParams(''))).toBe(1);
    expect(readPagesShown(new URLSearchParams('page=3'))).toBe(3);
    expect(setPagesShown(new URLSearchParams('star=3'), 2).toString()).toBe('star=3&page=2');
    expect(setPagesShown(new URLSearchParams('star=3&page=2'), 1).toString()).toBe('star=3');
  });
});

describe('useAdventureFilters', () => {
  function setup(entry: string) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
    );
    return renderHook(() => ({ ...useAdventureFilters(), location: useLocation() }), { wrapper });
  }

  it('writes a filter change into the address and starts again at page 1', () => {
    const { result } = setup('/adventure?province_id=8&district_id=1710&page=2');
    expect(result.current.filters.district_id).toBe(1710);
    expect(result.current.pages).toBe(2);
    act(() => result.current.setFilter('province_id', 14));
    expect(result.current.location.search).toBe('?province_id=14');
    expect(result.current.pages).toBe(1);
    act(() => result.current.setPages(2));
    expect(result.current.location.search).toBe('?province_id=14&page=2');
    act(() => result.current.clearFilters());
    expect(result.current.location.search).toBe('');
  });
});
