import { describe, expect, it } from 'vitest';
import type { CostBreakdown, PlannerInput, Recommendation } from '../../schemas/planner';
import { D9_EXAMPLE_INPUT } from './examples';
import {
  budgetSplitCents,
  budgetStatusOf,
  generateRecommendation,
  isCompleteRecommendation,
  PlannerInputError,
} from './generate';

interface Case {
  name: string;
  input: PlannerInput;
  /** Worked out by hand from the price tables of document 3 §9 and the formulas of D9. */
  breakdown: CostBreakdown;
  total: number;
  status: Recommendation['budgetStatus'];
  upsells?: string[];
}

const CASES: Case[] = [
  {
    // D9's own example. 13x2x2=52; 37.5x2x2=150; 23.5x2x3=141; 62x2=124; (15+25)x2=80;
    // 20+32.5+15=67.5 → 614.5 over a 500 budget.
    name: 'the D9 example: 3d2n, per-day transport, two interests',
    input: D9_EXAMPLE_INPUT,
    breakdown: {
      transportation: 52,
      accommodation: 150,
      dining: 141,
      temple_fees: 124,
      special_interests: 80,
      transport_in_siemreap: 67.5,
    },
    total: 614.5,
    status: 'over_budget',
  },
  {
    // Every default: bus_van, 1d1n, mid_range, mixed_dining, foreign, cultural, party 2, age 30
    // (tuk-tuk 20). 52+75+47+74+0+20 = 268 < 400 (80% of 500).
    name: 'no answers at all: the defaults of D9',
    input: { budget: 500, answers: {} },
    breakdown: {
      transportation: 52,
      accommodation: 75,
      dining: 47,
      temple_fees: 74,
      special_interests: 0,
      transport_in_siemreap: 20,
    },
    total: 268,
    status: 'under_budget',
    // Remaining 232: nightlife 15x2, sunrise 15x2, cooking 25x2, spa 30x2 all fit.
    upsells: ['nightlife_package', 'sunrise_tours', 'cooking_class', 'spa_wellness'],
  },
  {
    // 2d1n luxury, premium dining, private car, solo, over 65 (age 70 → 32.5 a day).
    // 90x1x2=180; 325x1x1=325; 122.5x1x2=245; pass 62; 32.5x2=65 → 877, within 800..1000.
    name: '2d1n luxury and fine dining by private car, a senior alone',
    input: {
      budget: 1000,
      answers: {
        transportation_to_siem_reap: 'private_car',
        duration: '2d1n',
        accommodation: 'luxury',
        dining: 'premium',
        nationality: 'foreign',
        party_size: 1,
        age: 70,
      },
    },
    breakdown: {
      transportation: 180,
      accommodation: 325,
      dining: 245,
      temple_fees: 62,
      special_interests: 0,
      transport_in_siemreap: 65,
    },
    total: 877,
    status: 'within_budget',
  },
  {
    // 2d2n boutique, comfortable, taxi, four Cambodians aged 25, adventure (11.5 a day).
    // 75x4x2=600; 100x4x2=800; 45.5x4x2=364; khmer max(5, 0, 0.3x23=6.9)=6.9; 23 → 1793.9.
    name: '2d2n boutique by taxi, four young Cambodian adventurers',
    input: {
      budget: 1800,
      answers: {
        transportation_to_siem_reap: 'taxi',
        duration: '2d2n',
        accommodation: 'boutique',
        dining: 'comfortable',
        nationality: 'khmer',
        travel_style: 'adventure',
        party_size: 4,
        age: 25,
      },
    },
    breakdown: {
      transportation: 600,
      accommodation: 800,
      dining: 364,
      temple_fees: 6.9,
      special_interests: 0,
      transport_in_siemreap: 23,
    },
    total: 1793.9,
    status: 'within_budget',
  },
  {
    // 3d3n guesthouse, street food, custom party of 6, custom age 45, relaxed (32.5 a day).
    // 13x6x2=156; 10x6x3=180; 8x6x3=144; interests (25+30+0)x6=330;
    // khmer max(5, 0.4x330=132, 0.3x97.5=29.25)=132; 97.5 → 1039.5 over 1000.
    name: '3d3n guesthouse, custom party and age, Khmer fee from interests',
    input: {
      budget: 1000,
      answers: {
        duration: '3d3n',
        accommodation: 'budget',
        dining: 'budget_local',
        nationality: 'khmer',
        travel_style: 'relaxed',
        special_interests: ['cooking_class', 'spa_wellness', 'shopping'],
        party_size: 6,
        age: 45,
      },
    },
    breakdown: {
      transportation: 156,
      accommodation: 180,
      dining: 144,
      temple_fees: 132,
      special_interests: 330,
      transport_in_siemreap: 97.5,
    },
    total: 1039.5,
    status: 'over_budget',
  },
  {
    // 1d1n homestay, three teenagers (16), family style (20 a day).
    // 13x3x2=78; 20x3=60; 8x3=24; 37x3=111; 20 → 293, within 240..300.
    name: '1d1n homestay, a family of three under 18',
    input: {
      budget: 300,
      answers: {
        duration: '1d1n',
        accommodation: 'homestay',
        dining: 'budget_local',
        travel_style: 'family',
        party_size: 3,
        age: 16,
      },
    },
    breakdown: {
      transportation: 78,
      accommodation: 60,
      dining: 24,
      temple_fees: 111,
      special_interests: 0,
      transport_in_siemreap: 20,
    },
    total: 293,
    status: 'within_budget',
  },
  {
    // Adventure at exactly 40 is not "under 40": tuk-tuk 20 a day. 2d1n:
    // 52; 37.5x2=75; 23.5x2x2=94; 62x2=124; 20x2=40 → 385, within 320..400.
    name: 'an adventurer aged 40 gets the ordinary tuk-tuk',
    input: { budget: 400, answers: { duration: '2d1n', travel_style: 'adventure', age: 40 } },
    breakdown: {
      transportation: 52,
      accommodation: 75,
      dining: 94,
      temple_fees: 124,
      special_interests: 0,
      transport_in_siemreap: 40,
    },
    total: 385,
    status: 'within_budget',
  },
  {
    // The chosen in-city transport beats the default: electric tricycle 15.
    // 52+75+47+74+15 = 263, just under 264 (80% of 330).
    name: 'local transport chosen over the default, one dollar under 80%',
    input: {
      budget: 330,
      answers: { travel_style: 'adventure', age: 25, local_transport: 'electric_tricycle' },
    },
    breakdown: {
      transportation: 52,
      accommodation: 75,
      dining: 47,
      temple_fees: 74,
      special_interests: 0,
      transport_in_siemreap: 15,
    },
    total: 263,
    status: 'under_budget',
    // Remaining 67: nightlife 30, sunrise 30, cooking 50, spa 60 each fit on its own.
    upsells: ['nightlife_package', 'sunrise_tours', 'cooking_class', 'spa_wellness'],
  },
  {
    // Solo 1d1n: 26+37.5+23.5+37+20 = 144, exactly 80% of 180: within, not under.
    name: 'a total of exactly 80% of the budget is within budget',
    input: { budget: 180, answers: { party_size: 1 } },
    breakdown: {
      transportation: 26,
      accommodation: 37.5,
      dining: 23.5,
      temple_fees: 37,
      special_interests: 0,
      transport_in_siemreap: 20,
    },
    total: 144,
    status: 'within_budget',
  },
  {
    // Every interest: (15+25+30+0+18+15+0)x2 = 206. 3d3n, comfortable, taxi, aged 58,
    // photography (20 a day). 75x2x2=300; 37.5x2x3=225; 45.5x2x3=273; 62x2=124; 60 → 1188.
    name: 'every special interest on a 3d3n photography trip',
    input: {
      budget: 1500,
      answers: {
        transportation_to_siem_reap: 'taxi',
        duration: '3d3n',
        dining: 'comfortable',
        travel_style: 'photography',
        special_interests: [
          'sunrise_tours',
          'cooking_class',
          'spa_wellness',
          'shopping',
          'nightlife',
          'accessibility',
          'vegetarian',
        ],
        age: 58,
      },
    },
    breakdown: {
      transportation: 300,
      accommodation: 225,
      dining: 273,
      temple_fees: 124,
      special_interests: 206,
      transport_in_siemreap: 60,
    },
    total: 1188,
    status: 'under_budget',
    // Remaining 312: boutique (62.5x2x3=375) and fine dining (77x2x3=462) do not fit;
    // the premium tuk-tuk does: (32.5-20)x3 = 37.5.
    upsells: ['premium_tuk_tuk'],
  },
  {
    // Day 1 chosen, days 2 and 3 fall back to the local transport (motorbike taxi 15).
    // 52+150+141+124+0+(32.5+15+15=62.5) = 529.5.
    name: 'per-day transport for some days, local transport for the rest',
    input: {
      budget: 500,
      answers: { duration: '3d2n', local_transport: 'motorbike_taxi' },
      dayTransport: ['premium_tuk_tuk'],
    },
    breakdown: {
      transportation: 52,
      accommodation: 150,
      dining: 141,
      temple_fees: 124,
      special_interests: 0,
      transport_in_siemreap: 62.5,
    },
    total: 529.5,
    status: 'over_budget',
  },
  {
    // Khmer minimum: 0.3x15 = 4.5 < 5. 26+37.5+23.5+5+0+15 = 107 over 100.
    name: 'a Khmer solo traveller pays the 5-dollar minimum',
    input: {
      budget: 100,
      answers: { nationality: 'khmer', party_size: 1, local_transport: 'motorbike_taxi' },
    },
    breakdown: {
      transportation: 26,
      accommodation: 37.5,
      dining: 23.5,
      temple_fees: 5,
      special_interests: 0,
      transport_in_siemreap: 15,
    },
    total: 107,
    status: 'over_budget',
  },
  {
    // Khmer couple with spa and nightlife: (30+18)x2=96; fee max(5, 38.4, 0.3x20=6) = 38.4.
    // 52+75+47+38.4+96+20 = 328.4 < 400.
    name: 'a Khmer couple: 40% of the interests',
    input: {
      budget: 500,
      answers: { nationality: 'khmer', special_interests: ['spa_wellness', 'nightlife'] },
    },
    breakdown: {
      transportation: 52,
      accommodation: 75,
      dining: 47,
      temple_fees: 38.4,
      special_interests: 96,
      transport_in_siemreap: 20,
    },
    total: 328.4,
    status: 'under_budget',
    // Remaining 171.6; nightlife and spa are chosen already: sunrise 30, cooking 50,
    // boutique (100-37.5)x2x1 = 125, comfortable (45.5-23.5)x2x1 = 44.
    upsells: ['sunrise_tours', 'cooking_class', 'accommodation_boutique', 'dining_comfortable'],
  },
  {
    // Custom party of 20 (the maximum) aged 61: over 60 beats the adventure rule: 32.5.
    // 13x20x2=520; 37.5x20=750; 23.5x20=470; 37x20=740; 32.5 → 2512.5 < 4000.
    name: 'the largest custom party, aged 61: the senior rule first',
    input: { budget: 5000, answers: { travel_style: 'adventure', party_size: 20, age: 61 } },
    breakdown: {
      transportation: 520,
      accommodation: 750,
      dining: 470,
      temple_fees: 740,
      special_interests: 0,
      transport_in_siemreap: 32.5,
    },
    total: 2512.5,
    status: 'under_budget',
    upsells: ['nightlife_package', 'sunrise_tours', 'cooking_class', 'spa_wellness'],
  },
  {
    // 2d2n guesthouse, fine dining, private car, solo aged 25, cycling.
    // 90x2=180; 10x2=20; 122.5x2=245; 62; 15x2=30 → 537 < 640.
    name: '2d2n by private car with a bicycle every day',
    input: {
      budget: 800,
      answers: {
        transportation_to_siem_reap: 'private_car',
        duration: '2d2n',
        accommodation: 'budget',
        dining: 'premium',
        party_size: 1,
        age: 25,
        local_transport: 'bicycle_tricycle',
      },
    },
    breakdown: {
      transportation: 180,
      accommodation: 20,
      dining: 245,
      temple_fees: 62,
      special_interests: 0,
      transport_in_siemreap: 30,
    },
    total: 537,
    status: 'under_budget',
    upsells: ['nightlife_package', 'sunrise_tours', 'cooking_class', 'spa_wellness'],
  },
  {
    // An adventurer aged 39 (custom) is under 40: self-drive motorbike 11.5.
    // 52+75+47+74+11.5 = 259.5, within 208..260.
    name: 'an adventurer aged 39 rides a motorbike',
    input: { budget: 260, answers: { travel_style: 'adventure', age: 39 } },
    breakdown: {
      transportation: 52,
      accommodation: 75,
      dining: 47,
      temple_fees: 74,
      special_interests: 0,
      transport_in_siemreap: 11.5,
    },
    total: 259.5,
    status: 'within_budget',
  },
  {
    // Aged exactly 60 is not "over 60": tuk-tuk 20. Same as the defaults: 268, over 260.
    name: 'a group aged exactly 60 keeps the ordinary tuk-tuk',
    input: { budget: 260, answers: { age: 60 } },
    breakdown: {
      transportation: 52,
      accommodation: 75,
      dining: 47,
      temple_fees: 74,
      special_interests: 0,
      transport_in_siemreap: 20,
    },
    total: 268,
    status: 'over_budget',
  },
];

const cents = (dollars: number) => Math.round(dollars * 100);

describe('generateRecommendation: hand-computed cases', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const r = generateRecommendation(c.input);
    expect(r.costBreakdown).toEqual(c.breakdown);
    expect(r.totalCost).toBe(c.total);
    expect(r.budget).toBe(c.input.budget);
    expect(r.budgetStatus).toBe(c.status);
    expect(r.remainingBudget).toBe((cents(c.input.budget) - cents(c.total)) / 100);
    if (c.upsells) expect(r.upsells.map((u) => u.id)).toEqual(c.upsells);
    if (c.status !== 'under_budget') expect(r.upsells).toEqual([]);
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s: the days add up to the total', (_n, c) => {
    const r = generateRecommendation(c.input);
    const days = Number(c.input.answers.duration?.[0] ?? 1);
    const nights = Number(c.input.answers.duration?.[2] ?? 1);
    expect(r.itinerary).toHaveLength(days);
    expect(r.itinerary.reduce((sum, d) => sum + cents(d.dailyCost), 0)).toBe(cents(r.totalCost));
    r.itinerary.forEach((d, i) => {
      expect(d.day).toBe(i + 1);
      const activities = d.activities.reduce((sum, a) => sum + cents(a.cost), 0);
      const meals = cents(d.meals.breakfast.cost + d.meals.lunch.cost + d.meals.dinner.cost);
      expect(
        cents(d.transportation.cost) + activities + meals + cents(d.accommodation?.cost ?? 0),
      ).toBe(cents(d.dailyCost));
      // A night's stay every day, except the last day of a trip with fewer nights than days.
      expect(d.accommodation === null).toBe(i + 1 > nights);
    });
  });
});

describe('generateRecommendation: the itinerary', () => {
  const example = D9_EXAMPLE_INPUT;

  it('gives each day its own transport, timed activities and three meals', () => {
    const r = generateRecommendation(example);
    expect(r.itinerary.map((d) => d.transportation.id)).toEqual([
      'traditional_tuk_tuk',
      'premium_tuk_tuk',
      'bicycle_tricycle',
    ]);
    for (const day of r.itinerary) {
      expect(day.description.length).toBeGreaterThan(0);
      for (const a of day.activities) expect(a.time).toMatch(/^\d\d:\d\d$/);
      expect(day.meals.breakfast.cost + day.meals.lunch.cost + day.meals.dinner.cost).toBeCloseTo(
        47,
        6,
      );
    }
    // Arrival, the pass and the fare home carry their costs on the first and last days.
    const first = r.itinerary[0]!.activities;
    expect(first[0]).toMatchObject({ kind: 'journey', cost: 26 });
    expect(first[1]).toMatchObject({ kind: 'temple_fees', cost: 124 });
    expect(r.itinerary[2]!.activities.at(-1)).toMatchObject({ kind: 'journey', cost: 26 });
    // The sunrise tour is on day 2 at five, the cooking class on day 1.
    expect(r.itinerary[1]!.activities[0]).toMatchObject({
      time: '05:00',
      kind: 'interest',
      cost: 30,
    });
    expect(first.some((a) => a.kind === 'interest' && a.cost === 50)).toBe(true);
  });

  it('lists the activities of each day in time order, none overlapping', () => {
    for (const c of CASES) {
      for (const day of generateRecommendation(c.input).itinerary) {
        // The next-morning journey home closes the last day, after the night's stay.
        const timed = day.activities.filter(
          (a, i, all) => !(i === all.length - 1 && a.kind === 'journey' && a.time === '07:00'),
        );
        for (let i = 1; i < timed.length; i += 1) {
          const [h1, m1] = timed[i - 1]!.time.split(':').map(Number);
          const [h2, m2] = timed[i]!.time.split(':').map(Number);
          const endPrevious = h1! * 60 + m1! + timed[i - 1]!.duration * 60;
          expect(h2! * 60 + m2!, `${c.name} day ${day.day}`).toBeGreaterThanOrEqual(endPrevious);
        }
      }
    }
  });

  it('plans vegetarian meals when asked', () => {
    const meat = generateRecommendation({ budget: 500, answers: {} });
    const veg = generateRecommendation({
      budget: 500,
      answers: { special_interests: ['vegetarian'] },
    });
    expect(veg.itinerary[0]!.meals.lunch.name).not.toBe(meat.itinerary[0]!.meals.lunch.name);
    expect(veg.totalCost).toBe(meat.totalCost);
  });

  it('shows returning visitors other temples than first-timers, never one twice', () => {
    const names = (experience_level: 'first_time' | 'returning' | 'frequent') =>
      generateRecommendation({
        budget: 500,
        answers: { duration: '3d3n', experience_level },
      }).itinerary.flatMap((d) =>
        d.activities.filter((a) => a.kind === 'sight').map((a) => a.name),
      );
    const first = names('first_time');
    expect(first).toContain('Angkor Wat');
    expect(names('frequent')).not.toContain('Angkor Wat');
    expect(names('returning')).not.toEqual(first);
    for (const level of ['first_time', 'returning', 'frequent'] as const) {
      expect(new Set(names(level)).size).toBe(names(level).length);
    }
  });

  it('writes the itinerary in Khmer when asked, with the same money', () => {
    const en = generateRecommendation(example);
    const km = generateRecommendation(example, { lang: 'km' });
    expect(km.totalCost).toBe(en.totalCost);
    expect(km.itinerary[0]!.description).toMatch(/[\u1780-\u17FF]/);
    expect(km.itinerary[0]!.activities[2]!.name).toBe('ប្រាសាទអង្គរវត្ត');
    expect(km.itinerary[0]!.meals.dinner.name).toMatch(/[\u1780-\u17FF]/);
    expect(km.itinerary[0]!.accommodation?.name).toBe('សណ្ឋាគារកម្រិតមធ្យម');
  });

  it('is deterministic', () => {
    expect(generateRecommendation(example)).toEqual(generateRecommendation(example));
  });
});

describe('generateRecommendation: the budget split', () => {
  it('recommends 25/30/25/15/5 and shows what the plan spends beside it', () => {
    const r = generateRecommendation(D9_EXAMPLE_INPUT);
    expect(r.budgetSplit).toEqual({
      transport: 125,
      accommodation: 150,
      food: 125,
      activities: 75,
      buffer: 25,
    });
    expect(r.actualSplit).toEqual({
      transport: 52 + 67.5,
      accommodation: 150,
      food: 141,
      activities: 124 + 80,
      buffer: 0,
    });
    expect(generateRecommendation({ budget: 500, answers: {} }).actualSplit.buffer).toBe(232);
  });

  it('keeps the parts summing to the budget', () => {
    for (const budget of [50, 70, 110, 990, 5000]) {
      const s = budgetSplitCents(budget * 100);
      expect(s.transport + s.accommodation + s.food + s.activities + s.buffer).toBe(budget * 100);
    }
  });
});

describe('budgetStatusOf', () => {
  it.each([
    [50001, 50000, 'over_budget'],
    [50000, 50000, 'within_budget'],
    [40000, 50000, 'within_budget'],
    [39999, 50000, 'under_budget'],
    [0, 5000, 'under_budget'],
  ])('%s cents against %s is %s', (total, budget, status) => {
    expect(budgetStatusOf(total, budget)).toBe(status);
  });
});

describe('generateRecommendation: bad input', () => {
  const fails = (input: unknown) => {
    try {
      generateRecommendation(input as PlannerInput);
    } catch (error) {
      expect(error).toBeInstanceOf(PlannerInputError);
      return { key: (error as PlannerInputError).key, field: (error as PlannerInputError).field };
    }
    throw new Error('accepted');
  };

  it('refuses a budget under $50 with the spec message', () => {
    expect(fails({ budget: 40, answers: {} })).toEqual({
      key: 'planner-budget-min',
      field: 'budget',
    });
    expect(fails({ budget: -10, answers: {} }).key).toBe('planner-budget-min');
  });

  it('refuses budgets past $5,000, off the $10 steps, or not numbers', () => {
    expect(fails({ budget: 5010, answers: {} }).key).toBe('planner-budget-max');
    expect(fails({ budget: 55, answers: {} }).key).toBe('planner-budget-step');
    expect(fails({ budget: Number.NaN, answers: {} }).key).toBe('field-invalid');
    expect(fails({ budget: '500', answers: {} }).key).toBe('field-invalid');
  });

  it.each([0, 21, 2.5, -1])('refuses a party of %s', (party_size) => {
    expect(fails({ budget: 500, answers: { party_size } })).toEqual({
      key: 'planner-party-size-invalid',
      field: 'answers.party_size',
    });
  });

  it.each([4, 101, 30.5])('refuses an age of %s', (age) => {
    expect(fails({ budget: 500, answers: { age } })).toEqual({
      key: 'planner-age-invalid',
      field: 'answers.age',
    });
  });

  it('accepts the limits themselves', () => {
    for (const answers of [{ party_size: 1 }, { party_size: 20 }, { age: 5 }, { age: 100 }]) {
      expect(() => generateRecommendation({ budget: 50, answers })).not.toThrow();
    }
    expect(() => generateRecommendation({ budget: 5000, answers: {} })).not.toThrow();
  });

  it('refuses ids no question offers and unknown fields', () => {
    expect(fails({ budget: 500, answers: { duration: '4d3n' } }).key).toBe('field-invalid-option');
    expect(fails({ budget: 500, answers: { special_interests: ['golf'] } }).key).toBe(
      'field-invalid-option',
    );
    expect(
      fails({ budget: 500, answers: { special_interests: ['spa_wellness', 'spa_wellness'] } }).key,
    ).toBe('field-invalid');
    expect(fails({ budget: 500, answers: {}, dayTransport: ['helicopter'] }).key).toBe(
      'field-invalid-option',
    );
    expect(fails({ budget: 500, answers: { price: 1 } }).key).toBe('field-unknown');
  });
});

describe('isCompleteRecommendation', () => {
  it('needs budget, totalCost, costBreakdown and itinerary', () => {
    const r = generateRecommendation({ budget: 500, answers: {} });
    expect(isCompleteRecommendation(r)).toBe(true);
    for (const key of ['budget', 'totalCost', 'costBreakdown', 'itinerary'] as const) {
      const broken: Record<string, unknown> = { ...r };
      delete broken[key];
      expect(isCompleteRecommendation(broken)).toBe(false);
    }
    expect(isCompleteRecommendation(null)).toBe(false);
  });
});
