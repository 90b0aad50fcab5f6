import { describe, expect, it } from 'vitest';
import {
  cambodiaMonth,
  cambodiaToday,
  formatCount,
  mapLinkFromCoordinates,
  pageNumbers,
} from './travel';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1250, '1.3K'],
    [15_040, '15K'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [1_000_000, '1M'],
    [2_450_000, '2.5M'],
  ])('%i → %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });
});

describe('pageNumbers', () => {
  it('shows every page up to 7', () => {
    expect(pageNumbers(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('uses ellipses past 7 pages', () => {
    expect(pageNumbers(1, 12)).toEqual([1, 2, 3, 4, 'ellipsis', 12]);
    expect(pageNumbers(6, 12)).toEqual([1, 'ellipsis', 5, 6, 7, 'ellipsis', 12]);
    expect(pageNumbers(12, 12)).toEqual([1, 'ellipsis', 9, 10, 11, 12]);
  });
});

describe('mapLinkFromCoordinates', () => {
  it('builds a maps search from the coordinates', () => {
    expect(mapLinkFromCoordinates(13.412469, 103.866986)).toBe(
      'https://www.google.com/maps/search/?api=1&query=13.412469,103.866986',
    );
  });
});

describe('dates in Cambodia (UTC+7 all year)', () => {
  it('turns the day at 17:00 UTC', () => {
    expect(cambodiaToday(Date.parse('2026-03-01T16:59:00Z'))).toBe('2026-03-01');
    expect(cambodiaToday(Date.parse('2026-03-01T17:00:00Z'))).toBe('2026-03-02');
  });

  it('turns the month and the year with the day', () => {
    expect(cambodiaMonth(Date.parse('2026-12-31T16:59:00Z'))).toBe(12);
    expect(cambodiaMonth(Date.parse('2026-12-31T17:00:00Z'))).toBe(1);
    expect(cambodiaToday(Date.parse('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });
});
