import { filterChanges } from '@camtour/shared/domain/location-filters';
import { describe, expect, it } from 'vitest';
import { withParams } from '@/lib/search-params';
import { readGuideFilters } from './use-guide-filters';

describe('guide filters in the URL', () => {
  it('reads district, commune, village, stars 1 to 5, minimum views and search', () => {
    expect(
      readGuideFilters(
        new URLSearchParams(
          'province_id=14&district_id=1710&commune_id=171005&star=1&min_total_view=5&search=wat',
        ),
      ),
    ).toEqual({
      district_id: 1710,
      commune_id: 171005,
      village_id: null,
      star: 1,
      search: 'wat',
      min_total_view: 5,
    });
  });

  it('clears the lower levels when the district changes', () => {
    const params = new URLSearchParams('district_id=1710&commune_id=171005&star=5');
    expect(withParams(params, filterChanges('district_id', 1701)).toString()).toBe(
      'district_id=1701&star=5',
    );
  });
});
