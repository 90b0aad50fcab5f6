import { z } from '@camtour/shared/zod';
import {
  answersToInput,
  daysOfDuration,
  type PlannerAnswer,
  type PlannerAnswerValue,
} from '@camtour/shared/domain/planner/answers';
import { defaultCityTransport } from '@camtour/shared/domain/planner/costs';
import {
  PLANNER_BUDGET_DEFAULT,
  PLANNER_DEFAULTS,
  type CityTransportId,
} from '@camtour/shared/domain/planner/prices';
import {
  AUTO_TRANSPORT_OPTION_ID,
  CUSTOM_OPTION_ID,
  PLANNER_QUESTIONS,
  PLANNER_QUESTION_TYPES,
} from '@camtour/shared/domain/planner/questions';
import { CityTransportIdSchema, PlannerInputSchema } from '@camtour/shared/schemas/planner';
import type { PlannerInput } from '@camtour/shared/schemas/planner';

/**
 * The planner's states of document 3 §4: not started, questionnaire, per-day transport (trips
 * longer than a day), generating, then result or error. Pure, so it is tested without a page,
 * and serialisable, so it is kept in session storage and survives a reload.
 */
export type PlannerStage = 'start' | 'questions' | 'transport' | 'generating' | 'result' | 'error';

export interface PlannerState {
  stage: PlannerStage;
  budget: number;
  questionIndex: number;
  /** The answers given so far, one per question, in order (document 3 §3 shape). */
  answers: PlannerAnswer[];
  /** The selection on the current question, not yet stored by Next. */
  draft: PlannerAnswerValue | null;
  dayIndex: number;
  dayTransport: CityTransportId[];
  /** What the result (or the failure) was made from. */
  input: PlannerInput | null;
  /** The account's copy of this plan, once saved. */
  savedPlanId: number | null;
}

export type PlannerAction =
  | { type: 'set-budget'; budget: number }
  | { type: 'start'; budget: number }
  | { type: 'choose'; answer: PlannerAnswerValue }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'choose-day-transport'; id: CityTransportId }
  | { type: 'next-day' }
  | { type: 'previous-day' }
  | { type: 'generated' }
  | { type: 'failed' }
  | { type: 'retry' }
  | { type: 'reset' }
  | { type: 'open-saved'; id: number; input: PlannerInput }
  | { type: 'saved'; id: number }
  | { type: 'apply-fit'; input: PlannerInput };

export const QUESTION_COUNT = PLANNER_QUESTIONS.length;

export const initialPlannerState = (budget = PLANNER_BUDGET_DEFAULT): PlannerState => ({
  stage: 'start',
  budget,
  questionIndex: 0,
  answers: [],
  draft: null,
  dayIndex: 0,
  dayTransport: [],
  input: null,
  savedPlanId: null,
});

export function tripDays(answers: readonly PlannerAnswer[]): number {
  return daysOfDuration(answers.find((a) => a.questionType === 'duration')?.answer.id);
}

/** Whether a selection answers its question: a custom number must be a whole number in range. */
export function isAnswered(questionIndex: number, draft: PlannerAnswerValue | null): boolean {
  const question = PLANNER_QUESTIONS[questionIndex];
  if (!draft || !question) return false;
  if (question.multiSelect) return (draft.selected ?? []).length > 0;
  if (draft.id === CUSTOM_OPTION_ID) {
    const value = draft.customValue;
    return (
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= (question.min ?? -Infinity) &&
      value <= (question.max ?? Infinity)
    );
  }
  return question.options.some((o) => o.id === draft.id);
}

/** The transport each day starts with: the chosen in-city transport, else D9's default rule. */
export function prefilledTransport(budget: number, answers: readonly PlannerAnswer[]) {
  const local = answers.find((a) => a.questionType === 'local_transport')?.answer.id;
  if (local && local !== AUTO_TRANSPORT_OPTION_ID) {
    const parsed = CityTransportIdSchema.safeParse(local);
    if (parsed.success) return parsed.data;
  }
  const { answers: a } = answersToInput(budget, answers);
  return defaultCityTransport(
    a.age ?? PLANNER_DEFAULTS.age,
    a.travel_style ?? PLANNER_DEFAULTS.travel_style,
  );
}

function toGenerating(state: PlannerState, dayTransport: CityTransportId[]): PlannerState {
  const input = answersToInput(
    state.budget,
    state.answers,
    dayTransport.slice(0, tripDays(state.answers)),
  );
  return { ...state, stage: 'generating', dayTransport, input, savedPlanId: null };
}

/** Back to the last question with its answer restored (document 3 §4, Previous). */
function backToQuestion(state: PlannerState, index: number): PlannerState {
  return {
    ...state,
    stage: 'questions',
    questionIndex: index,
    draft: state.answers[index]?.answer ?? null,
    answers: state.answers.slice(0, index),
  };
}

export function plannerReducer(state: PlannerState, action: PlannerAction): PlannerState {
  switch (action.type) {
    case 'set-budget':
      return state.stage === 'start' ? { ...state, budget: action.budget } : state;
    case 'start':
      return { ...initialPlannerState(action.budget), stage: 'questions' };
    case 'choose':
      return state.stage === 'questions' ? { ...state, draft: action.answer } : state;
    case 'next': {
      if (state.stage !== 'questions' || !isAnswered(state.questionIndex, state.draft))
        return state;
      const type = PLANNER_QUESTION_TYPES[state.questionIndex]!;
      const answers = [
        ...state.answers.slice(0, state.questionIndex),
        { questionId: state.questionIndex + 1, questionType: type, answer: state.draft! },
      ];
      if (state.questionIndex < QUESTION_COUNT - 1) {
        return { ...state, answers, questionIndex: state.questionIndex + 1, draft: null };
      }
      const days = tripDays(answers);
      const fill = prefilledTransport(state.budget, answers);
      const dayTransport = Array.from({ length: days }, () => fill);
      const next = { ...state, answers, draft: null };
      if (days === 1) return toGenerating(next, dayTransport);
      return { ...next, stage: 'transport', dayIndex: 0, dayTransport };
    }
    case 'previous':
      if (state.stage !== 'questions') return state;
      if (state.questionIndex === 0) return { ...state, stage: 'start', draft: null };
      return backToQuestion(state, state.questionIndex - 1);
    case 'choose-day-transport': {
      if (state.stage !== 'transport') return state;
      const dayTransport = [...state.dayTransport];
      dayTransport[state.dayIndex] = action.id;
      return { ...state, dayTransport };
    }
    case 'next-day':
      if (state.stage !== 'transport') return state;
      if (state.dayIndex < state.dayTransport.length - 1) {
        return { ...state, dayIndex: state.dayIndex + 1 };
      }
      return toGenerating(state, state.dayTransport);
    case 'previous-day':
      if (state.stage !== 'transport') return state;
      if (state.dayIndex > 0) return { ...state, dayIndex: state.dayIndex - 1 };
      return backToQuestion(state, QUESTION_COUNT - 1);
    case 'generated':
      return state.stage === 'generating' ? { ...state, stage: 'result' } : state;
    case 'failed':
      return state.stage === 'generating' || state.stage === 'result'
        ? { ...state, stage: 'error' }
        : state;
    case 'retry':
      // Try Again regenerates a plan whose input still holds; anything else starts afresh.
      return state.input && PlannerInputSchema.safeParse(state.input).success
        ? { ...state, stage: 'generating' }
        : initialPlannerState(state.budget);
    case 'reset':
      return initialPlannerState();
    case 'open-saved':
      return {
        ...initialPlannerState(action.input.budget),
        stage: 'result',
        input: action.input,
        savedPlanId: action.id,
      };
    case 'saved':
      return { ...state, savedPlanId: action.id };
    case 'apply-fit':
      // The budget fit's one button (decision 030): the result shows the changed plan at once.
      // It is a new plan, so it is not the saved one any more.
      if (state.stage !== 'result' || !PlannerInputSchema.safeParse(action.input).success) {
        return state;
      }
      return {
        ...state,
        input: action.input,
        dayTransport: action.input.dayTransport ? [...action.input.dayTransport] : [],
        savedPlanId: null,
      };
  }
}

/** Mid-plan: leaving now asks first (document 3 §2). */
export const isMidPlan = (state: PlannerState) =>
  state.stage === 'questions' || state.stage === 'transport' || state.stage === 'generating';

const AnswerValueSchema = z.object({
  id: z.string(),
  label: z.string(),
  price: z.number(),
  description: z.string().optional(),
  customValue: z.number().optional(),
  selected: z.array(z.string()).optional(),
});

const StoredStateSchema = z.object({
  stage: z.enum(['start', 'questions', 'transport', 'generating', 'result', 'error']),
  budget: z.number(),
  questionIndex: z
    .number()
    .int()
    .min(0)
    .max(QUESTION_COUNT - 1),
  answers: z
    .array(
      z.object({
        questionId: z.number().int(),
        questionType: z.enum(PLANNER_QUESTION_TYPES),
        answer: AnswerValueSchema,
      }),
    )
    .max(QUESTION_COUNT),
  draft: AnswerValueSchema.nullable(),
  dayIndex: z.number().int().min(0).max(2),
  dayTransport: z.array(CityTransportIdSchema).max(3),
  input: PlannerInputSchema.nullable(),
  savedPlanId: z.number().int().nullable(),
});

/** A state read back from storage, or null when it is not one this version wrote. */
export function parseStoredState(raw: string | null): PlannerState | null {
  if (!raw) return null;
  try {
    const parsed = StoredStateSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const state = parsed.data as PlannerState;
    // A result needs the input it was made from.
    if ((state.stage === 'result' || state.stage === 'generating') && !state.input) return null;
    return state;
  } catch (_error) {
    return null;
  }
}
