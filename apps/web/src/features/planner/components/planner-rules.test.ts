import { describe, expect, it } from 'vitest';
import { hotelSearchPath } from './itinerary-day';
import { budgetError } from './start-screen';
import { planPdfFileName } from '@camtour/shared/schemas/planner';
import { localIsoDate } from '@/lib/dates';

describe('budgetError', () => {
  it('accepts 50 to 5000 in steps of 10', () => {
    expect(budgetError('50')).toBeNull();
    expect(budgetError('500')).toBeNull();
    expect(budgetError('5000')).toBeNull();
  });

  it('says what is wrong, with the keys the errors namespace translates', () => {
    expect(budgetError('')).toBe('planner-budget-min');
    expect(budgetError('abc')).toBe('planner-budget-min');
    expect(budgetError('40')).toBe('planner-budget-min');
    expect(budgetError('5010')).toBe('planner-budget-max');
    expect(budgetError('55')).toBe('planner-budget-step');
  });
});

describe('hotelSearchPath', () => {
  it('searches hotel prices from the cost minus 5 to the cost plus 5', () => {
    expect(hotelSearchPath(75)).toBe('/siem-reap/hotels?minPrice=70&maxPrice=80');
    expect(hotelSearchPath(37.5)).toBe('/siem-reap/hotels?minPrice=32.5&maxPrice=42.5');
    expect(hotelSearchPath(2)).toBe('/siem-reap/hotels?minPrice=0&maxPrice=7');
  });
});

describe('the PDF file name', () => {
  it('is named by the local date', () => {
    expect(localIsoDate(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(planPdfFileName('2026-11-22')).toBe('camtour-plan-2026-11-22.pdf');
  });
});
