import { describe, expect, it } from 'vitest';
import { PlannerInputSchema } from '../schemas/planner';
import { chatUsd, plannerQuoteInput, QUOTE_DAYS_MAX, type QuoteStyle } from './chat-planner';
import { generateRecommendation } from './planner/generate';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from './planner/prices';

const trip = (...args: Parameters<typeof plannerQuoteInput>) =>
  generateRecommendation(plannerQuoteInput(...args)).travelerInfo;

describe('plannerQuoteInput', () => {
  it.each([
    // days, party, style, nights → days, nights, party
    [1, 1, 'mid', undefined, 1, 1, 1],
    [2, 2, 'budget', undefined, 2, 1, 2],
    [2, 2, 'budget', 2, 2, 2, 2],
    [3, 4, 'luxury', undefined, 3, 2, 4],
    [3, 4, 'luxury', 3, 3, 3, 4],
  ] as const)(
    '%i days, %i people, %s, %s nights → a %i-day, %i-night trip for %i',
    (days, party, style, nights, d, n, p) => {
      const input = plannerQuoteInput(days, party, style, nights);
      expect(PlannerInputSchema.safeParse(input).success).toBe(true);
      expect(trip(days, party, style, nights)).toMatchObject({ days: d, nights: n, partySize: p });
    },
  );

  it('clamps the days to 1..3, the planner\u2019s range', () => {
    expect(QUOTE_DAYS_MAX).toBe(3);
    expect(trip(0)).toMatchObject({ days: 1, nights: 1 });
    expect(trip(-5)).toMatchObject({ days: 1, nights: 1 });
    expect(trip(10)).toMatchObject({ days: 3, nights: 2 });
    expect(trip(10, 1, 'mid', 3)).toMatchObject({ days: 3, nights: 3 });
    expect(trip(2.9)).toMatchObject({ days: 2 });
  });

  it('takes only the nights a trip of that length can have', () => {
    // A 1-day trip has one night; a 2-day trip 1 or 2; a 3-day trip 2 or 3.
    expect(trip(1, 1, 'mid', 3)).toMatchObject({ days: 1, nights: 1 });
    expect(trip(2, 1, 'mid', 3)).toMatchObject({ days: 2, nights: 1 });
    expect(trip(3, 1, 'mid', 1)).toMatchObject({ days: 3, nights: 2 });
  });

  it('clamps the party to the planner\u2019s range and counts whole people', () => {
    expect(trip(2, 0)).toMatchObject({ partySize: PARTY_SIZE_MIN });
    expect(trip(2, -3)).toMatchObject({ partySize: PARTY_SIZE_MIN });
    expect(trip(2, 100)).toMatchObject({ partySize: PARTY_SIZE_MAX });
    expect(trip(2, 2.5)).toMatchObject({ partySize: 2 });
  });

  it('is one person, mid-range, by default', () => {
    expect(plannerQuoteInput(2)).toEqual(plannerQuoteInput(2, 1, 'mid'));
    expect(trip(2)).toMatchObject({ partySize: 1 });
  });

  it.each([
    ['budget', 'bus_van', 'budget', 'budget_local', 'traditional_tuk_tuk'],
    ['mid', 'bus_van', 'mid_range', 'mixed_dining', 'traditional_tuk_tuk'],
    ['luxury', 'private_car', 'luxury', 'premium', 'premium_tuk_tuk'],
  ] as const)(
    'prices a %s trip with its transport, hotel and food',
    (style, to, stay, food, town) => {
      expect(plannerQuoteInput(3, 1, style).answers).toMatchObject({
        transportation_to_siem_reap: to,
        accommodation: stay,
        dining: food,
        local_transport: town,
        special_interests: [],
      });
    },
  );

  it('costs more for a dearer style, a longer trip and a bigger party', () => {
    const total = (days: number, party: number, style: QuoteStyle) =>
      generateRecommendation(plannerQuoteInput(days, party, style)).totalCost;
    expect(total(3, 1, 'budget')).toBeLessThan(total(3, 1, 'mid'));
    expect(total(3, 1, 'mid')).toBeLessThan(total(3, 1, 'luxury'));
    expect(total(1, 1, 'mid')).toBeLessThan(total(3, 1, 'mid'));
    expect(total(3, 1, 'mid')).toBeLessThan(total(3, 2, 'mid'));
  });

  it('passes the planner schema for every length, party and style', () => {
    for (const days of [-1, 0, 1, 2, 3, 4, 30])
      for (const party of [0, 1, 7, 20, 21])
        for (const style of ['budget', 'mid', 'luxury'] as const)
          for (const nights of [undefined, 1, 2, 3]) {
            const r = PlannerInputSchema.safeParse(plannerQuoteInput(days, party, style, nights));
            expect(r.success, `${days}/${party}/${style}/${nights}`).toBe(true);
          }
  });
});

describe('chatUsd', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [62, '$62.00'],
    [293.5, '$293.50'],
    [1_000_000, '$1,000,000.00'],
    [1234.567, '$1,234.57'],
    [0.1 + 0.2, '$0.30'],
  ])('%d → %s', (amount, expected) => {
    expect(chatUsd(amount)).toBe(expected);
  });
});
