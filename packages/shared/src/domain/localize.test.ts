import { describe, expect, it } from 'vitest';
import { localized } from './localize';

describe('localized', () => {
  it('picks Khmer for a Khmer page when there is a Khmer text, else English', () => {
    expect(localized('km', 'Tent', 'តង់')).toBe('តង់');
    expect(localized('en', 'Tent', 'តង់')).toBe('Tent');
    expect(localized('km', 'Tent', '')).toBe('Tent');
    expect(localized('km', 'Tent', null)).toBe('Tent');
  });
});
