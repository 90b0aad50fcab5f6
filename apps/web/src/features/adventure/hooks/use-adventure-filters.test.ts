import { describe, expect, it } from 'vitest';
import {
  applyAdventureFilter,
  parsePositiveId,
  readAdventureFilters,
} from './use-adventure-filters';

describe('adventure filters in the URL', () => {
  it('reads positive ids and ignores anything else', () => {
    expect(
      readAdventureFilters(
        new URLSearchParams('province_id=14&district_id=abc&category_id=-1&village_id=0'),
      ),
    ).toEqual({
      province_id: 14,
      district_id: null,
      commune_id: null,
      village_id: null,
      category_id: null,
    });
    expect(parsePositiveId('99999999999')).toBeNull();
  });

  it('clears every lower level when a level changes, keeping other parameters', () => {
    const params = new URLSearchParams(
      'province_id=8&district_id=1&commune_id=2&village_id=3&category_id=5&star=4',
    );
    expect(applyAdventureFilter(params, 'province_id', 14).toString()).toBe(
      'province_id=14&category_id=5&star=4',
    );
    expect(applyAdventureFilter(params, 'district_id', 9).toString()).toBe(
      'province_id=8&district_id=9&category_id=5&star=4',
    );
    expect(applyAdventureFilter(params, 'province_id', null).toString()).toBe(
      'category_id=5&star=4',
    );
  });

  it('changes the category without touching places', () => {
    const params = new URLSearchParams('province_id=8&district_id=1');
    expect(applyAdventureFilter(params, 'category_id', 2).toString()).toBe(
      'province_id=8&district_id=1&category_id=2',
    );
  });
});
