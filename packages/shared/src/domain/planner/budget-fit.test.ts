import { describe, expect, it } from 'vitest';
import type { PlannerAnswers, PlannerInput } from '../../schemas/planner';
import {
  DROPPABLE_INTERESTS,
  FIT_CITY_TRANSPORT,
  findBudgetFit,
  smallestBudgetFor,
} from './budget-fit';
import { resolveTrip } from './costs';
import { D9_EXAMPLE_INPUT } from './examples';
import { generateRecommendation } from './generate';
import {
  ACCOMMODATION_PER_NIGHT_CENTS,
  CITY_TRANSPORT_PER_DAY_CENTS,
  DINING_PER_DAY_CENTS,
  DURATIONS,
  TRANSPORT_TO_SIEM_REAP_CENTS,
  type CityTransportId,
  type DurationId,
  type SpecialInterestId,
} from './prices';

const fitOf = (input: PlannerInput) => generateRecommendation(input).budgetFit;

/** 2 days, 1 night, boutique hotel, comfortable restaurants, two people, tuk-tuk both days. */
const BOUTIQUE: PlannerInput = {
  budget: 600,
  answers: { duration: '2d1n', accommodation: 'boutique', dining: 'comfortable', party_size: 2 },
};
// 13x2x2=52; 100x2x1=200; 45.5x2x2=182; pass 62x2=124; tuk-tuk 20x2=40 → 598.
const BOUTIQUE_TOTAL = 598;

describe('budget fit: when it is offered', () => {
  it('is null for a plan within or under the budget', () => {
    expect(generateRecommendation({ ...BOUTIQUE, budget: 600 }).budgetFit).toBeNull();
    expect(generateRecommendation({ ...BOUTIQUE, budget: 5000 }).budgetFit).toBeNull();
  });

  it('is null for a plan that costs exactly its budget (not over)', () => {
    // The boutique trip with local food and restaurants: 598 - 22x2x2 = 510.
    const exact = generateRecommendation({
      budget: 510,
      answers: { ...BOUTIQUE.answers, dining: 'mixed_dining' },
    });
    expect(exact.totalCost).toBe(510);
    expect(exact.budgetStatus).toBe('within_budget');
    expect(exact.budgetFit).toBeNull();
    // Ten dollars less and it is over: now a fit is offered.
    const over = generateRecommendation({
      budget: 500,
      answers: { ...BOUTIQUE.answers, dining: 'mixed_dining' },
    });
    expect(over.budgetStatus).toBe('over_budget');
    expect(over.budgetFit?.fits).toBe(true);
  });

  it('needs no change for a plan already within budget (the pure function)', () => {
    const input = { ...BOUTIQUE, budget: 600 };
    expect(findBudgetFit(input, resolveTrip(input))).toMatchObject({
      fits: true,
      totalCents: BOUTIQUE_TOTAL * 100,
      changes: [],
    });
  });
});

describe('budget fit: the cheapest set of changes', () => {
  it('fits the D9 example with two changes, as close to the budget as two changes get', () => {
    // 614.5 on 500: no single change saves 114.5 (budget guesthouse saves 110, street food 93).
    // Guesthouse (-110) and day 1 by electric tuk-tuk (-5) reach 499.5, the highest total of
    // any pair within 500.
    const fit = fitOf(D9_EXAMPLE_INPUT)!;
    expect(fit.fits).toBe(true);
    expect(fit.totalCost).toBe(499.5);
    expect(fit.saving).toBe(115);
    expect(fit.changes.map(({ question, day, from, to }) => ({ question, day, from, to }))).toEqual(
      [
        { question: 'accommodation', day: null, from: ['mid_range'], to: ['budget'] },
        {
          question: 'day_transport',
          day: 1,
          from: ['traditional_tuk_tuk'],
          to: ['electric_tricycle'],
        },
      ],
    );
    expect(fit.changes[0]).toMatchObject({
      fromName: 'Mid-range hotel',
      toName: 'Budget guesthouse',
    });
    expect(fit.input).toEqual({
      ...D9_EXAMPLE_INPUT,
      answers: { ...D9_EXAMPLE_INPUT.answers, accommodation: 'budget' },
      dayTransport: ['electric_tricycle', 'premium_tuk_tuk', 'bicycle_tricycle'],
    });
  });

  it('lands exactly on the budget when a change does', () => {
    // 598 on 510: comfortable → local food and restaurants saves 22x2x2 = 88 → exactly 510.
    const fit = fitOf({ ...BOUTIQUE, budget: 510 })!;
    expect(fit.totalCost).toBe(510);
    expect(fit.changes.map((c) => [c.question, c.to])).toEqual([['dining', ['mixed_dining']]]);
    const applied = generateRecommendation(fit.input!);
    expect(applied.totalCost).toBe(510);
    expect(applied.budgetStatus).toBe('within_budget');
    expect(applied.remainingBudget).toBe(0);
  });

  it('prefers one change to two, even when two would spend more of the budget', () => {
    // 598 on 590: both days by electric tuk-tuk reach 588 (two changes); the dining change
    // alone reaches 510 (one change) and wins.
    const fit = fitOf({ ...BOUTIQUE, budget: 590 })!;
    expect(fit.changes).toHaveLength(1);
    expect(fit.changes[0]!.question).toBe('dining');
    expect(fit.totalCost).toBe(510);
  });

  it('among single changes, keeps the most of the plan (the highest total within budget)', () => {
    // 598 on 480: mid-range rooms save 125 (473), street food 150 (448), homestay 160 (438).
    const fit = fitOf({ ...BOUTIQUE, budget: 480 })!;
    expect(fit.changes.map((c) => [c.question, c.to])).toEqual([['accommodation', ['mid_range']]]);
    expect(fit.totalCost).toBe(473);
  });

  it('keeps the trip length whenever other changes can fit, however many', () => {
    // 3d3n defaults for two cost 602; the cheapest plan of the same length costs 329
    // (bus 52, guesthouse 60, street food 48, pass 124, electric tuk-tuk 45): five changes,
    // though shortening to 1d1n alone would cost 268.
    const input: PlannerInput = { budget: 330, answers: { duration: '3d3n' } };
    expect(generateRecommendation(input).totalCost).toBe(602);
    const fit = fitOf(input)!;
    expect(fit.totalCost).toBe(329);
    expect(fit.changes.map((c) => c.question)).toEqual([
      'accommodation',
      'dining',
      'day_transport',
      'day_transport',
      'day_transport',
    ]);
    expect(fit.changes.every((c) => c.question !== 'duration')).toBe(true);
  });

  it('shortens the trip only when nothing else fits', () => {
    // On 300 no 3-day plan fits (329 at least); 1 day, 1 night alone costs 268.
    const fit = fitOf({ budget: 300, answers: { duration: '3d3n' } })!;
    expect(fit.fits).toBe(true);
    expect(fit.changes.map((c) => [c.question, c.from, c.to])).toEqual([
      ['duration', ['3d3n'], ['1d1n']],
    ]);
    expect(fit.totalCost).toBe(268);
    expect(fit.input?.answers.duration).toBe('1d1n');
    expect(fit.input?.dayTransport).toEqual(['traditional_tuk_tuk']);
  });

  it('drops treats but never accessibility support or free choices', () => {
    // 1d1n for two with spa (60), accessibility (30) and vegetarian meals: 268 + 90 = 358.
    // On 300: the guesthouse saves 55 (303), street food 31, homestay 35; dropping the spa saves
    // 60 (298) and is the only single change that fits.
    const input: PlannerInput = {
      budget: 300,
      answers: { special_interests: ['spa_wellness', 'accessibility', 'vegetarian'] },
    };
    expect(generateRecommendation(input).totalCost).toBe(358);
    const fit = fitOf(input)!;
    expect(fit.changes.map((c) => [c.question, c.to])).toEqual([
      ['special_interests', ['accessibility', 'vegetarian']],
    ]);
    expect(fit.totalCost).toBe(298);
    expect(fit.changes[0]).toMatchObject({
      fromName: 'Spa and wellness, Accessibility support, Vegetarian meals',
      toName: 'Accessibility support, Vegetarian meals',
    });
  });

  it('names "Nothing extra" when every interest goes', () => {
    const input: PlannerInput = {
      budget: 270,
      answers: { special_interests: ['sunrise_tours', 'nightlife'] },
    };
    // 268 + (15 + 18) x 2 = 334; on 270 every other single change saves too little.
    const fit = fitOf(input)!;
    expect(fit.changes).toEqual([
      expect.objectContaining({ question: 'special_interests', to: [], toName: 'Nothing extra' }),
    ]);
    expect(fit.totalCost).toBe(268);
  });

  it('says honestly when no change fits, with the lowest total any change reaches', () => {
    // $50 for two: the bus alone is 52. The cheapest plan is bus 52, guesthouse 20,
    // street food 16, the 1-day pass 74 and an electric tuk-tuk 15 = 177.
    const fit = fitOf({ budget: 50, answers: {} })!;
    expect(fit).toEqual({
      fits: false,
      totalCost: 177,
      saving: 268 - 177,
      changes: [],
      input: null,
    });
  });

  it('is impossible for a large party on the smallest budget, quickly', () => {
    const input: PlannerInput = {
      budget: 50,
      answers: {
        duration: '3d3n',
        accommodation: 'luxury',
        dining: 'premium',
        transportation_to_siem_reap: 'private_car',
        special_interests: ['sunrise_tours', 'cooking_class', 'spa_wellness', 'nightlife'],
        party_size: 20,
        nationality: 'khmer',
      },
      dayTransport: ['premium_tuk_tuk', 'premium_tuk_tuk', 'premium_tuk_tuk'],
    };
    const started = performance.now();
    const fit = fitOf(input)!;
    expect(performance.now() - started).toBeLessThan(1000);
    // 1d1n: bus 520, guesthouse 200, street food 160, interests 0, electric tuk-tuk 15,
    // Khmer temple fee max(5, 0, 4.5) = 5 → 900.
    expect(fit).toMatchObject({ fits: false, totalCost: 900, changes: [], input: null });
  });

  it('gives the names in Khmer with the same changes and money', () => {
    const en = fitOf(D9_EXAMPLE_INPUT)!;
    const km = generateRecommendation(D9_EXAMPLE_INPUT, { lang: 'km' }).budgetFit!;
    expect(km.totalCost).toBe(en.totalCost);
    expect(km.input).toEqual(en.input);
    expect(km.changes.map((c) => c.to)).toEqual(en.changes.map((c) => c.to));
    expect(km.changes[0]!.toName).toBe('ផ្ទះសំណាក់តម្លៃសមរម្យ');
    expect(km.changes[1]!.toName).toMatch(/[\u1780-\u17FF]/);
  });
});

/*
 * An independent check of the search: every allowed plan is priced by generateRecommendation
 * itself (the one definition of the cost), and the best by the decision's rules must be what
 * findBudgetFit returned, for a spread of trips and budgets.
 */
describe('budget fit: agrees with pricing every allowed plan', () => {
  const cheaperOrSame = <K extends string>(table: Record<K, number>, current: K) =>
    (Object.keys(table) as K[]).filter((id) => id === current || table[id] < table[current]);

  function bruteForce(input: PlannerInput) {
    const trip = resolveTrip(input);
    const droppable = trip.interests.filter((id) => DROPPABLE_INTERESTS.includes(id));
    const interestSets: SpecialInterestId[][] = [];
    for (let mask = 0; mask < 1 << droppable.length; mask += 1) {
      interestSets.push(
        trip.interests.filter((id) => {
          const i = droppable.indexOf(id);
          return i < 0 || (mask & (1 << i)) !== 0;
        }),
      );
    }
    const durations = (Object.keys(DURATIONS) as DurationId[]).filter(
      (id) => DURATIONS[id].days <= trip.days && DURATIONS[id].nights <= trip.nights,
    );
    const dayOptions = (current: CityTransportId) => [
      current,
      ...FIT_CITY_TRANSPORT.filter(
        (id) => CITY_TRANSPORT_PER_DAY_CENTS[id] < CITY_TRANSPORT_PER_DAY_CENTS[current],
      ),
    ];
    let best: { durationChanged: boolean; changes: number; total: number } | null = null;
    let lowest = Infinity;
    for (const duration of durations) {
      const days = DURATIONS[duration].days;
      let combos: CityTransportId[][] = [[]];
      for (const current of trip.dayTransport.slice(0, days)) {
        combos = combos.flatMap((c) => dayOptions(current).map((id) => [...c, id]));
      }
      for (const transport of cheaperOrSame(TRANSPORT_TO_SIEM_REAP_CENTS, trip.transport))
        for (const accommodation of cheaperOrSame(
          ACCOMMODATION_PER_NIGHT_CENTS,
          trip.accommodation,
        ))
          for (const dining of cheaperOrSame(DINING_PER_DAY_CENTS, trip.dining))
            for (const interests of interestSets)
              for (const dayTransport of combos) {
                const answers: PlannerAnswers = {
                  ...input.answers,
                  transportation_to_siem_reap: transport,
                  duration,
                  accommodation,
                  dining,
                  special_interests: interests,
                };
                const total = generateRecommendation({
                  budget: 5000,
                  answers,
                  dayTransport,
                }).totalCost;
                lowest = Math.min(lowest, total);
                if (total > input.budget) continue;
                const key = {
                  durationChanged: duration !== trip.duration,
                  changes:
                    Number(duration !== trip.duration) +
                    Number(transport !== trip.transport) +
                    Number(accommodation !== trip.accommodation) +
                    Number(dining !== trip.dining) +
                    Number(interests.length !== trip.interests.length) +
                    dayTransport.filter((id, i) => id !== trip.dayTransport[i]).length,
                  total,
                };
                if (
                  !best ||
                  (key.durationChanged !== best.durationChanged
                    ? !key.durationChanged
                    : key.changes !== best.changes
                      ? key.changes < best.changes
                      : key.total > best.total)
                )
                  best = key;
              }
    }
    return { best, lowest };
  }

  const trips: PlannerInput[] = [
    D9_EXAMPLE_INPUT,
    {
      budget: 100,
      answers: {
        duration: '2d1n',
        transportation_to_siem_reap: 'taxi',
        accommodation: 'boutique',
        dining: 'premium',
        special_interests: ['cooking_class', 'nightlife', 'accessibility'],
        party_size: 3,
        nationality: 'khmer',
      },
      dayTransport: ['premium_tuk_tuk', 'motorbike_taxi'],
    },
    {
      budget: 100,
      answers: {
        transportation_to_siem_reap: 'private_car',
        accommodation: 'luxury',
        special_interests: ['spa_wellness', 'sunrise_tours'],
        party_size: 1,
        age: 70,
      },
    },
  ];

  it.each(trips.map((input, i) => [i, input] as const))(
    'trip %s at every budget from 50 dollars up to its cost',
    (_i, input) => {
      const full = generateRecommendation(input).totalCost;
      const budgets = [50, 100, 150, 200, 300, 400, 500, 600, 700, 900].filter((b) => b < full);
      for (const budget of budgets) {
        const priced = { ...input, budget };
        const expected = bruteForce(priced);
        const fit = fitOf(priced)!;
        if (!expected.best) {
          expect(fit, `budget ${budget}`).toMatchObject({
            fits: false,
            totalCost: expected.lowest,
          });
          continue;
        }
        expect(fit.fits, `budget ${budget}`).toBe(true);
        expect(fit.totalCost, `budget ${budget}`).toBe(expected.best.total);
        expect(fit.changes, `budget ${budget}`).toHaveLength(expected.best.changes);
        expect(fit.changes.some((c) => c.question === 'duration')).toBe(
          expected.best.durationChanged,
        );
        // One button: the suggested input really costs that, and is within the budget.
        const applied = generateRecommendation(fit.input!);
        expect(applied.totalCost).toBe(fit.totalCost);
        expect(applied.budgetStatus).not.toBe('over_budget');
        expect(applied.budgetFit).toBeNull();
      }
    },
    30_000,
  );
});

describe('smallestBudgetFor', () => {
  it.each([
    [17700, 180],
    [18000, 180],
    [18001, 190],
    [100, 50],
    [0, 50],
    [500000, 5000],
    [499999, 5000],
  ])('%s cents needs a budget of $%s', (cents, budget) => {
    expect(smallestBudgetFor(cents)).toBe(budget);
  });

  it('has no answer past the largest budget', () => {
    expect(smallestBudgetFor(500001)).toBeNull();
  });
});
