import { describe, expect, it } from 'vitest';
import { PlannerAnswersSchema } from '../../schemas/planner';
import {
  answersToInput,
  daysOfDuration,
  selectionPrice,
  toggleInterest,
  type PlannerAnswer,
} from './answers';
import { generateRecommendation } from './generate';
import {
  ACCOMMODATION_PER_NIGHT_CENTS,
  CITY_TRANSPORT_PER_DAY_CENTS,
  DINING_PER_DAY_CENTS,
  SPECIAL_INTEREST_CENTS,
  TRANSPORT_TO_SIEM_REAP_CENTS,
} from './prices';
import {
  PLANNER_QUESTIONS,
  PLANNER_QUESTION_TYPES,
  plannerQuestions,
  type PlannerQuestionDef,
} from './questions';

const KHMER = /[\u1780-\u17FF]/;

describe('the planner questions', () => {
  it('are the 11 of D9, in order, numbered 1 to 11', () => {
    expect(PLANNER_QUESTIONS.map((q) => q.type)).toEqual([...PLANNER_QUESTION_TYPES]);
    expect(PLANNER_QUESTIONS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('have every title, description and option in English and in Khmer script', () => {
    const texts = (q: PlannerQuestionDef) => [
      q.title,
      q.description,
      ...(q.placeholder ? [q.placeholder] : []),
      ...q.options.flatMap((o) => [o.label, o.description]),
    ];
    for (const q of PLANNER_QUESTIONS) {
      for (const text of texts(q)) {
        expect(text.en.trim().length, `${q.type}: ${text.en}`).toBeGreaterThan(0);
        expect(text.km, `${q.type}: ${text.en}`).toMatch(KHMER);
      }
    }
  });

  it('offer every option id the input accepts, at the price of the tables', () => {
    const priced = (type: string, table: Record<string, number>) => {
      const q = PLANNER_QUESTIONS.find((x) => x.type === type)!;
      expect(Object.fromEntries(q.options.map((o) => [o.id, o.priceCents]))).toMatchObject(table);
    };
    priced('transportation_to_siem_reap', TRANSPORT_TO_SIEM_REAP_CENTS);
    priced('accommodation', ACCOMMODATION_PER_NIGHT_CENTS);
    priced('dining', DINING_PER_DAY_CENTS);
    priced('special_interests', SPECIAL_INTEREST_CENTS);
    priced('local_transport', CITY_TRANSPORT_PER_DAY_CENTS);
    const shape = PlannerAnswersSchema.shape;
    for (const type of ['duration', 'nationality', 'travel_style', 'experience_level'] as const) {
      const ids = PLANNER_QUESTIONS.find((x) => x.type === type)!.options.map((o) => o.id);
      for (const id of ids) expect(shape[type].safeParse(id).success, `${type} ${id}`).toBe(true);
    }
  });

  it('come in the shape of document 3 §3, in either language, prices in dollars', () => {
    const km = plannerQuestions('km');
    const en = plannerQuestions('en');
    expect(en[0]).toMatchObject({ id: 1, type: 'transportation_to_siem_reap' });
    expect(en[0]!.options[0]).toEqual({
      id: 'bus_van',
      label: 'Bus or van',
      price: 13,
      description: expect.any(String),
    });
    expect(km[2]!.options.find((o) => o.id === 'mid_range')).toMatchObject({ price: 37.5 });
    expect(km[7]).toMatchObject({ type: 'special_interests', multiSelect: true });
    expect(en[8]).toMatchObject({ type: 'party_size', inputType: 'number', min: 1, max: 20 });
    expect(en[9]).toMatchObject({ type: 'age_range', inputType: 'number', min: 5, max: 100 });
    expect(km[9]!.placeholder).toMatch(KHMER);
  });
});

describe('answersToInput', () => {
  const answer = (
    type: PlannerAnswer['questionType'],
    a: PlannerAnswer['answer'],
  ): PlannerAnswer => ({
    questionId: PLANNER_QUESTION_TYPES.indexOf(type) + 1,
    questionType: type,
    answer: a,
  });

  it('turns the page answers into the input of D9', () => {
    const input = answersToInput(
      500,
      [
        answer('transportation_to_siem_reap', { id: 'taxi', label: 'Taxi', price: 75 }),
        answer('duration', { id: '3d2n', label: '3 days', price: 0 }),
        answer('special_interests', {
          id: 'sunrise_tours+spa_wellness',
          label: 'Sunrise tour, Spa and wellness',
          price: 45,
          selected: ['sunrise_tours', 'spa_wellness'],
        }),
        answer('party_size', { id: 'custom', label: 'Another number', price: 0, customValue: 7 }),
        answer('age_range', { id: '51_65', label: '51 to 65', price: 0 }),
        answer('local_transport', { id: 'auto', label: 'Recommend for me', price: 0 }),
      ],
      ['premium_tuk_tuk', 'traditional_tuk_tuk', 'premium_tuk_tuk'],
    );
    expect(input).toEqual({
      budget: 500,
      answers: {
        transportation_to_siem_reap: 'taxi',
        duration: '3d2n',
        special_interests: ['sunrise_tours', 'spa_wellness'],
        party_size: 7,
        age: 58,
      },
      dayTransport: ['premium_tuk_tuk', 'traditional_tuk_tuk', 'premium_tuk_tuk'],
    });
    expect(() => generateRecommendation(input)).not.toThrow();
  });

  it('uses preset sizes, a custom age, "nothing extra" and a chosen transport', () => {
    const input = answersToInput(300, [
      answer('party_size', { id: '3', label: 'Three people', price: 0 }),
      answer('age_range', { id: 'custom', label: 'Enter an age', price: 0, customValue: 44 }),
      answer('special_interests', {
        id: 'none',
        label: 'Nothing extra',
        price: 0,
        selected: ['none'],
      }),
      answer('local_transport', { id: 'electric_tricycle', label: 'Electric', price: 15 }),
    ]);
    expect(input).toEqual({
      budget: 300,
      answers: {
        party_size: 3,
        age: 44,
        special_interests: [],
        local_transport: 'electric_tricycle',
      },
    });
  });

  it('lets the input schema refuse a custom value out of range', () => {
    const input = answersToInput(300, [
      answer('party_size', { id: 'custom', label: 'Another number', price: 0, customValue: 25 }),
    ]);
    expect(() => generateRecommendation(input)).toThrow('planner-party-size-invalid');
  });
});

describe('multi-select', () => {
  it('toggles an option on and off', () => {
    expect(toggleInterest([], 'spa_wellness')).toEqual(['spa_wellness']);
    expect(toggleInterest(['spa_wellness', 'nightlife'], 'spa_wellness')).toEqual(['nightlife']);
  });

  it('keeps "nothing extra" apart from the others', () => {
    expect(toggleInterest(['spa_wellness', 'nightlife'], 'none')).toEqual(['none']);
    expect(toggleInterest(['none'], 'cooking_class')).toEqual(['cooking_class']);
  });

  it('prices a combined selection as the sum of its options', () => {
    expect(selectionPrice(['sunrise_tours', 'cooking_class', 'nightlife'])).toBe(58);
    expect(selectionPrice(['none'])).toBe(0);
  });
});

describe('daysOfDuration', () => {
  it('reads the first digit of the duration id', () => {
    expect(['1d1n', '2d1n', '2d2n', '3d2n', '3d3n'].map(daysOfDuration)).toEqual([1, 2, 2, 3, 3]);
    expect(daysOfDuration(undefined)).toBe(1);
  });
});

describe('the recommendation vocabulary', () => {
  it('names every category, split part, status and meal in English and Khmer', async () => {
    const labels = await import('./labels');
    const all = [
      labels.COST_CATEGORY_LABELS,
      labels.SPLIT_LABELS,
      labels.BUDGET_STATUS_LABELS,
      labels.BUDGET_STATUS_HINTS,
      labels.MEAL_LABELS,
    ].flatMap((table) => Object.values(table));
    expect(Object.keys(labels.COST_CATEGORY_LABELS)).toHaveLength(6);
    for (const text of all) {
      expect(text.en.trim()).not.toBe('');
      expect(text.km).toMatch(KHMER);
    }
  });
});

describe('the itinerary content', () => {
  it('has every sight, theme, meal, journey and upsell in English and Khmer', async () => {
    const content: Record<string, unknown> = await import('./content');
    const texts: { en: string; km: string }[] = [];
    const collect = (value: unknown): void => {
      if (!value || typeof value !== 'object') return;
      if ('en' in value && 'km' in value) {
        texts.push(value as { en: string; km: string });
        return;
      }
      Object.values(value).forEach(collect);
    };
    collect(content);
    // 20 sights, 15 day themes, 24 meals and the journeys, fees, interests and upsells.
    expect(texts.length).toBeGreaterThanOrEqual(80);
    for (const text of texts) {
      expect(text.en.trim(), text.km).not.toBe('');
      expect(text.km, text.en).toMatch(KHMER);
    }
  });
});
