import { describe, expect, it } from 'vitest';
import type { PlannerAnswerValue } from '@camtour/shared/domain/planner/answers';
import { D9_EXAMPLE_INPUT } from '@camtour/shared/domain/planner/examples';
import {
  initialPlannerState,
  isAnswered,
  isMidPlan,
  parseStoredState,
  plannerReducer,
  type PlannerAction,
  type PlannerState,
} from './planner-state';

const pick = (id: string, extra: Partial<PlannerAnswerValue> = {}): PlannerAnswerValue => ({
  id,
  label: id,
  price: 0,
  ...extra,
});

/** One answer per question, in order: a 3-day trip by default. */
const ANSWERS: PlannerAnswerValue[] = [
  pick('bus_van', { price: 13 }),
  pick('3d2n'),
  pick('mid_range', { price: 37.5 }),
  pick('mixed_dining', { price: 23.5 }),
  pick('foreign', { price: 3 }),
  pick('cultural'),
  pick('first_time'),
  pick('sunrise_tours+cooking_class', { price: 40, selected: ['sunrise_tours', 'cooking_class'] }),
  pick('2'),
  pick('18_30'),
  pick('auto'),
];

function run(actions: PlannerAction[], from = initialPlannerState()): PlannerState {
  return actions.reduce(plannerReducer, from);
}

function answerAll(answers = ANSWERS): PlannerAction[] {
  return answers.flatMap((answer) => [
    { type: 'choose', answer } as const,
    { type: 'next' } as const,
  ]);
}

describe('plannerReducer', () => {
  it('starts the questionnaire with the budget', () => {
    const s = run([{ type: 'start', budget: 800 }]);
    expect(s).toMatchObject({ stage: 'questions', budget: 800, questionIndex: 0, answers: [] });
  });

  it('keeps Next shut until the question is answered', () => {
    const s = run([{ type: 'start', budget: 500 }, { type: 'next' }]);
    expect(s.questionIndex).toBe(0);
    expect(isAnswered(0, null)).toBe(false);
    expect(isAnswered(0, pick('bus_van'))).toBe(true);
    expect(isAnswered(0, pick('helicopter'))).toBe(false);
  });

  it('stores the answer on Next, and Previous removes it and restores it as the selection', () => {
    const s = run([
      { type: 'start', budget: 500 },
      { type: 'choose', answer: ANSWERS[0]! },
      { type: 'next' },
      { type: 'choose', answer: ANSWERS[1]! },
      { type: 'next' },
    ]);
    expect(s.questionIndex).toBe(2);
    expect(s.answers.map((a) => a.answer.id)).toEqual(['bus_van', '3d2n']);
    expect(s.answers[1]).toMatchObject({ questionId: 2, questionType: 'duration' });
    const back = plannerReducer(s, { type: 'previous' });
    expect(back.questionIndex).toBe(1);
    expect(back.draft?.id).toBe('3d2n');
    expect(back.answers.map((a) => a.answer.id)).toEqual(['bus_van']);
    const start = run([{ type: 'previous' }, { type: 'previous' }], back);
    expect(start.stage).toBe('start');
  });

  it('accepts a custom party size or age only in range, as a whole number', () => {
    const custom = (value: number | undefined) =>
      pick('custom', value === undefined ? {} : { customValue: value });
    expect(isAnswered(8, custom(7))).toBe(true);
    expect(isAnswered(8, custom(21))).toBe(false);
    expect(isAnswered(8, custom(0))).toBe(false);
    expect(isAnswered(8, custom(2.5))).toBe(false);
    expect(isAnswered(8, custom(undefined))).toBe(false);
    expect(isAnswered(9, custom(100))).toBe(true);
    expect(isAnswered(9, custom(4))).toBe(false);
  });

  it('needs at least one interest on the multi-select question', () => {
    expect(isAnswered(7, pick('', { selected: [] }))).toBe(false);
    expect(isAnswered(7, pick('none', { selected: ['none'] }))).toBe(true);
  });

  it('asks a transport for each day of a longer trip, prefilled by the default rule', () => {
    const s = run([{ type: 'start', budget: 500 }, ...answerAll()]);
    expect(s.stage).toBe('transport');
    // Age 25, cultural: the ordinary tuk-tuk for each of the 3 days.
    expect(s.dayTransport).toEqual([
      'traditional_tuk_tuk',
      'traditional_tuk_tuk',
      'traditional_tuk_tuk',
    ]);
    const done = run(
      [
        { type: 'choose-day-transport', id: 'premium_tuk_tuk' },
        { type: 'next-day' },
        { type: 'next-day' },
        { type: 'choose-day-transport', id: 'bicycle_tricycle' },
        { type: 'previous-day' },
        { type: 'next-day' },
        { type: 'next-day' },
      ],
      s,
    );
    expect(done.stage).toBe('generating');
    // D9's example, but with "recommend for me" as the in-city answer and the days chosen here.
    const { local_transport: _chosen, ...answers } = D9_EXAMPLE_INPUT.answers;
    expect(done.input).toEqual({
      budget: 500,
      answers,
      dayTransport: ['premium_tuk_tuk', 'traditional_tuk_tuk', 'bicycle_tricycle'],
    });
  });

  it('prefills with the chosen in-city transport when there is one', () => {
    const answers = [...ANSWERS.slice(0, 10), pick('electric_tricycle', { price: 15 })];
    const s = run([{ type: 'start', budget: 500 }, ...answerAll(answers)]);
    expect(s.dayTransport).toEqual(['electric_tricycle', 'electric_tricycle', 'electric_tricycle']);
  });

  it('goes from the first day back to the last question with its answer', () => {
    const s = run([{ type: 'start', budget: 500 }, ...answerAll(), { type: 'previous-day' }]);
    expect(s).toMatchObject({ stage: 'questions', questionIndex: 10, draft: { id: 'auto' } });
    expect(s.answers).toHaveLength(10);
  });

  it('goes straight to generating for a 1-day trip', () => {
    const answers = [ANSWERS[0]!, pick('1d1n'), ...ANSWERS.slice(2)];
    const s = run([{ type: 'start', budget: 500 }, ...answerAll(answers)]);
    expect(s.stage).toBe('generating');
    expect(s.input?.dayTransport).toEqual(['traditional_tuk_tuk']);
    expect(run([{ type: 'generated' }], s).stage).toBe('result');
  });

  it('retries a failed generation, and starts afresh when the input cannot work', () => {
    const failed = run([
      { type: 'start', budget: 500 },
      ...answerAll(),
      { type: 'next-day' },
      { type: 'next-day' },
      { type: 'next-day' },
      { type: 'failed' },
    ]);
    expect(failed.stage).toBe('error');
    expect(plannerReducer(failed, { type: 'retry' }).stage).toBe('generating');
    const broken = { ...failed, input: { budget: 20, answers: {} } };
    expect(plannerReducer(broken, { type: 'retry' })).toMatchObject({
      stage: 'start',
      answers: [],
    });
  });

  it('applies a budget fit to the result as a new, unsaved plan', () => {
    const result = run([{ type: 'open-saved', id: 7, input: D9_EXAMPLE_INPUT }]);
    const fitted = {
      ...D9_EXAMPLE_INPUT,
      answers: { ...D9_EXAMPLE_INPUT.answers, accommodation: 'budget' as const },
      dayTransport: ['electric_tricycle' as const, 'premium_tuk_tuk' as const],
    };
    const s = plannerReducer(result, { type: 'apply-fit', input: fitted });
    expect(s).toMatchObject({
      stage: 'result',
      input: fitted,
      dayTransport: ['electric_tricycle', 'premium_tuk_tuk'],
      savedPlanId: null,
    });
    // Only a result takes a fit, and only an input the planner accepts.
    const broken = { budget: 20, answers: {} };
    expect(plannerReducer(result, { type: 'apply-fit', input: broken })).toBe(result);
    const asking = run([{ type: 'start', budget: 500 }]);
    expect(plannerReducer(asking, { type: 'apply-fit', input: fitted })).toBe(asking);
  });

  it('resets everything on Plan New Trip', () => {
    const s = run([{ type: 'start', budget: 900 }, ...answerAll(), { type: 'reset' }]);
    expect(s).toEqual(initialPlannerState());
  });

  it('knows when the user is mid-plan', () => {
    expect(isMidPlan(initialPlannerState())).toBe(false);
    expect(isMidPlan(run([{ type: 'start', budget: 500 }]))).toBe(true);
    expect(
      isMidPlan(run([{ type: 'open-saved', id: 3, input: { budget: 500, answers: {} } }])),
    ).toBe(false);
  });
});

describe('parseStoredState', () => {
  it('reads back what was stored', () => {
    const s = run([{ type: 'start', budget: 500 }, ...answerAll(ANSWERS.slice(0, 4))]);
    expect(parseStoredState(JSON.stringify(s))).toEqual(s);
  });

  it('ignores anything else', () => {
    expect(parseStoredState(null)).toBeNull();
    expect(parseStoredState('{not json')).toBeNull();
    expect(parseStoredState(JSON.stringify({ stage: 'result', budget: 5 }))).toBeNull();
    const noInput = { ...initialPlannerState(), stage: 'result' };
    expect(parseStoredState(JSON.stringify(noInput))).toBeNull();
  });
});
