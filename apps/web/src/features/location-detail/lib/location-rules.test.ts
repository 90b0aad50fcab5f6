import { describe, expect, it, vi } from 'vitest';
import { formatCount } from '@camtour/shared/domain/travel';
import {
  budgetInDollars,
  isLowStock,
  productLabel,
  shareLocation,
  tabFromHash,
} from './location-rules';

describe('place products', () => {
  it('labels red gear "featured" and the rest "regular"', () => {
    expect(productLabel('Red')).toBe('featured');
    expect(productLabel(' red ')).toBe('featured');
    expect(productLabel('Dark red')).toBe('regular');
    expect(productLabel('Orange')).toBe('regular');
  });

  it('styles fewer than 10 in stock as low', () => {
    expect(isLowStock(9)).toBe(true);
    expect(isLowStock(0)).toBe(true);
    expect(isLowStock(10)).toBe(false);
  });
});

describe('budget', () => {
  it('converts riel to dollars at 4,000 riel per dollar', () => {
    expect(budgetInDollars(148_000, 440_000)).toEqual({
      minCents: 3700,
      maxCents: 11_000,
      rate: 4000,
    });
    expect(budgetInDollars(10_001, 0).minCents).toBe(250);
  });
});

describe('counts', () => {
  it('shows K and M with one decimal', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(86_421)).toBe('86.4K');
    expect(formatCount(2_000_000)).toBe('2M');
    expect(formatCount(1_250_000)).toBe('1.3M');
  });
});

describe('share', () => {
  const place = { id: 7, title: 'Beng Mealea', origin: 'https://camtour.example' };

  it('uses the native share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareLocation(place, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({
      title: 'Beng Mealea',
      url: 'https://camtour.example/location/7',
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('otherwise copies the /location/{id} link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLocation(place, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://camtour.example/location/7');
  });

  it('fails silently', async () => {
    const cancelled = vi.fn().mockRejectedValue(new DOMException('cancel', 'AbortError'));
    expect(await shareLocation(place, { share: cancelled })).toBe('failed');
    const denied = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareLocation(place, { clipboard: { writeText: denied } })).toBe('failed');
    expect(await shareLocation(place, {})).toBe('failed');
  });
});

describe('tabs and dates', () => {
  it('reads the tab from the hash', () => {
    expect(tabFromHash('#activities')).toBe('activities');
    expect(tabFromHash('#tips')).toBe('tips');
    expect(tabFromHash('')).toBe('overview');
    expect(tabFromHash('#nope')).toBe('overview');
  });
});
