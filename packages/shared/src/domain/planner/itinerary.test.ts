import { describe, expect, it } from 'vitest';
import type { PlannerInput } from '../../schemas/planner';
import { D9_EXAMPLE_INPUT } from './examples';
import { generateRecommendation } from './generate';
import { DURATIONS, TRANSPORT_TO_SIEM_REAP_CENTS, type DurationId } from './prices';

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

describe('journeys: realistic legs to Siem Reap and back', () => {
  it('takes the sleeper bus overnight: 6 hours, leaving at midnight to arrive at six', () => {
    const r = generateRecommendation(D9_EXAMPLE_INPUT);
    expect(r.journeys).toEqual([
      expect.objectContaining({
        direction: 'outbound',
        mode: 'bus_van',
        from: 'Phnom Penh',
        to: 'Siem Reap',
        day: 1,
        departs: '00:00',
        arrives: '06:00',
        departsDayBefore: false,
        hours: 6,
        distanceKm: 314,
        cost: 26,
      }),
      // 3 days, 2 nights: home the evening of day 3, at 17:30, arriving 23:30.
      expect.objectContaining({
        direction: 'return',
        from: 'Siem Reap',
        to: 'Phnom Penh',
        day: 3,
        departs: '17:30',
        arrives: '23:30',
        arrivesNextDay: false,
        hours: 6,
        cost: 26,
      }),
    ]);
  });

  it('gives each way of travelling its own hours', () => {
    const hours = (mode: keyof typeof TRANSPORT_TO_SIEM_REAP_CENTS) =>
      generateRecommendation({ budget: 500, answers: { transportation_to_siem_reap: mode } })
        .journeys[0]!;
    expect(hours('bus_van')).toMatchObject({ hours: 6, departs: '00:00' });
    expect(hours('taxi')).toMatchObject({ hours: 5, departs: '01:00' });
    expect(hours('private_car')).toMatchObject({ hours: 5.5, departs: '00:30' });
  });

  it('leaves the evening before for a sunrise tour on a one-day trip', () => {
    const r = generateRecommendation({
      budget: 500,
      answers: { special_interests: ['sunrise_tours'], transportation_to_siem_reap: 'taxi' },
    });
    expect(r.journeys[0]).toMatchObject({
      departs: '23:00',
      arrives: '04:00',
      departsDayBefore: true,
    });
    expect(r.itinerary[0]!.activities[0]).toMatchObject({ time: '04:00', kind: 'journey' });
  });

  it('goes home the morning after the last day when every day has its night', () => {
    const r = generateRecommendation({ budget: 900, answers: { duration: '3d3n' } });
    expect(r.journeys[1]).toMatchObject({ day: 4, departs: '07:00', arrives: '13:00' });
    const last = r.itinerary[2]!.activities.at(-1)!;
    expect(last).toMatchObject({ kind: 'journey', time: '07:00', duration: 6 });
    expect(last.name).toBe('Next morning, journey home to Phnom Penh: Bus or van');
  });

  it.each(Object.keys(DURATIONS) as DurationId[])(
    '%s: every leg ends its hours after it starts, and matches the itinerary',
    (duration) => {
      for (const mode of Object.keys(TRANSPORT_TO_SIEM_REAP_CENTS) as Array<
        keyof typeof TRANSPORT_TO_SIEM_REAP_CENTS
      >) {
        const input: PlannerInput = {
          budget: 2000,
          answers: {
            duration,
            transportation_to_siem_reap: mode,
            special_interests: ['cooking_class', 'spa_wellness', 'shopping'],
          },
        };
        const r = generateRecommendation(input);
        for (const leg of r.journeys) {
          const start = minutes(leg.departs) - (leg.departsDayBefore ? 24 * 60 : 0);
          const end = minutes(leg.arrives) + (leg.arrivesNextDay ? 24 * 60 : 0);
          expect(end - start).toBe(leg.hours * 60);
          expect(leg.cost * 2).toBe(r.costBreakdown.transportation);
        }
        const [outbound, back] = r.journeys;
        expect(r.itinerary[0]!.activities[0]!.time).toBe(outbound!.arrives);
        const lastJourney = r.itinerary.at(-1)!.activities.at(-1)!;
        expect(lastJourney.time).toBe(back!.departs);
        expect(lastJourney.duration).toBe(back!.hours);
      }
    },
  );

  it('names the journeys in Khmer', () => {
    const r = generateRecommendation(D9_EXAMPLE_INPUT, { lang: 'km' });
    expect(r.journeys[0]).toMatchObject({ from: 'ភ្នំពេញ', to: 'សៀមរាប', departs: '00:00' });
    expect(r.journeys[0]!.description).toMatch(/[\u1780-\u17FF]/);
    expect(r.itinerary[0]!.activities[0]!.name).toBe('មកដល់សៀមរាប៖ ឡានក្រុង ឬឡានតូច 6 ម៉ោងពីភ្នំពេញ');
  });
});

describe('meals that vary by day', () => {
  const mealNames = (input: PlannerInput, lang: 'en' | 'km' = 'en') =>
    generateRecommendation(input, { lang }).itinerary.map((d) => [
      d.meals.breakfast.name,
      d.meals.lunch.name,
      d.meals.dinner.name,
    ]);

  it.each(['budget_local', 'mixed_dining', 'comfortable', 'premium'] as const)(
    '%s: three days, nine different meals, in both languages, regular and vegetarian',
    (dining) => {
      for (const special_interests of [[], ['vegetarian']] as const) {
        for (const lang of ['en', 'km'] as const) {
          const names = mealNames(
            {
              budget: 2000,
              answers: { duration: '3d2n', dining, special_interests: [...special_interests] },
            },
            lang,
          ).flat();
          expect(new Set(names).size).toBe(9);
          if (lang === 'km') for (const n of names) expect(n).toMatch(/[\u1780-\u17FF]/);
        }
      }
    },
  );

  it('is the same rotation every time and keeps day 1 for one-day trips', () => {
    const three = mealNames({ budget: 500, answers: { duration: '3d3n' } });
    const one = mealNames({ budget: 500, answers: {} });
    expect(one).toEqual([three[0]]);
    expect(mealNames({ budget: 500, answers: { duration: '3d3n' } })).toEqual(three);
    expect(three[1]).toEqual([
      'Rice noodle soup (kuy teav) and iced coffee',
      'Beef lok lak at a café',
      'Prahok ktiss dip with fresh vegetables on Pub Street',
    ]);
  });

  it('gives vegetarians a meatless menu on every day, at the same price', () => {
    const meat = generateRecommendation({ budget: 900, answers: { duration: '3d2n' } });
    const veg = generateRecommendation({
      budget: 900,
      answers: { duration: '3d2n', special_interests: ['vegetarian'] },
    });
    veg.itinerary.forEach((day, i) => {
      expect(day.meals.lunch.name).not.toBe(meat.itinerary[i]!.meals.lunch.name);
      expect(day.meals.dinner.cost).toBe(meat.itinerary[i]!.meals.dinner.cost);
    });
    expect(veg.totalCost).toBe(meat.totalCost);
  });
});
