import { centsToDollars } from '../money';
import type { CityTransportId } from './prices';
import { AGE_RANGE_AGE, DURATIONS, SPECIAL_INTEREST_CENTS } from './prices';
import type { PlannerAnswers, PlannerInput } from '../../schemas/planner';
import {
  AUTO_TRANSPORT_OPTION_ID,
  CUSTOM_OPTION_ID,
  NO_INTEREST_OPTION_ID,
  type PlannerQuestionType,
} from './questions';

/**
 * Planner answer of document 3 §3: the chosen option, a custom value (id "custom", price 0,
 * customValue) or, for multi-select, the combined selection whose price is the sum.
 */
export interface PlannerAnswerValue {
  id: string;
  label: string;
  price: number;
  description?: string;
  customValue?: number;
  /** The option ids of a multi-select answer. */
  selected?: string[];
}

export interface PlannerAnswer {
  questionId: number;
  questionType: PlannerQuestionType;
  answer: PlannerAnswerValue;
}

/** Trip days from a duration answer: the first digit of its id (document 3 §4). */
export function daysOfDuration(durationId: string | undefined): number {
  const days = Number(durationId?.[0]);
  return Number.isInteger(days) && days >= 1 ? days : 1;
}

export const isDurationId = (id: string): id is keyof typeof DURATIONS => id in DURATIONS;

/**
 * Multi-select toggling: "nothing extra" excludes every other interest, and choosing any other
 * interest drops "nothing extra".
 */
export function toggleInterest(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  if (id === NO_INTEREST_OPTION_ID) return [id];
  return [...selected.filter((s) => s !== NO_INTEREST_OPTION_ID), id];
}

/** The price of a combined selection: the sum of its options' prices, in dollars. */
export function selectionPrice(ids: readonly string[]): number {
  const cents = ids.reduce(
    (total, id) =>
      total +
      (id in SPECIAL_INTEREST_CENTS
        ? SPECIAL_INTEREST_CENTS[id as keyof typeof SPECIAL_INTEREST_CENTS]
        : 0),
    0,
  );
  return centsToDollars(cents);
}

/**
 * Turns the page's answers into the input of generateRecommendation (D9). Values are passed
 * through as given, so an id the question does not offer is refused by the input schema.
 */
export function answersToInput(
  budget: number,
  answers: readonly PlannerAnswer[],
  dayTransport?: readonly string[],
): PlannerInput {
  const out: Record<string, unknown> = {};
  for (const { questionType, answer } of answers) {
    const custom = answer.id === CUSTOM_OPTION_ID;
    switch (questionType) {
      case 'special_interests':
        out.special_interests = (answer.selected ?? []).filter(
          (id) => id !== NO_INTEREST_OPTION_ID,
        );
        break;
      case 'party_size':
        out.party_size = custom ? answer.customValue : Number(answer.id);
        break;
      case 'age_range':
        out.age = custom
          ? answer.customValue
          : (AGE_RANGE_AGE[answer.id as keyof typeof AGE_RANGE_AGE] ?? answer.id);
        break;
      case 'local_transport':
        if (answer.id !== AUTO_TRANSPORT_OPTION_ID) out.local_transport = answer.id;
        break;
      default:
        out[questionType] = answer.id;
    }
  }
  const input: PlannerInput = { budget, answers: out as PlannerAnswers };
  if (dayTransport && dayTransport.length > 0) {
    input.dayTransport = [...dayTransport] as CityTransportId[];
  }
  return input;
}
