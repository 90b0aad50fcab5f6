import type { Lang } from '../../constants';
import {
  COST_CATEGORIES,
  PlannerInputSchema,
  type BudgetFit,
  type BudgetSplit,
  type BudgetStatus,
  type PlannerInput,
  type Recommendation,
} from '../../schemas/planner';
import { centsToDollars, percentOf } from '../money';
import { findBudgetFit, type FitChange } from './budget-fit';
import {
  costBreakdownCents,
  resolveTrip,
  type CostBreakdownCents,
  type ResolvedTrip,
} from './costs';
import { buildItinerary, buildJourneys } from './itinerary';
import { NO_INTEREST_OPTION_ID, optionLabel } from './questions';
import { BUDGET_SPLIT_PERCENT, UNDER_BUDGET_BELOW_PERCENT } from './prices';
import { upsellsFor } from './upsells';

/** Bad planner input: `key` is the error key (the spec's message), `field` where it is. */
export class PlannerInputError extends Error {
  constructor(
    readonly key: string,
    readonly field: string,
  ) {
    super(key);
    this.name = 'PlannerInputError';
  }
}

/** Checks input from anywhere (a page, a stored session, a request) against D9's rules. */
export function parsePlannerInput(input: unknown): PlannerInput {
  const parsed = PlannerInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new PlannerInputError(issue?.message ?? 'field-invalid', issue?.path.join('.') || 'input');
}

export function budgetStatusOf(totalCents: number, budgetCents: number): BudgetStatus {
  if (totalCents > budgetCents) return 'over_budget';
  // Integer cross-multiplication: exactly 80% of the budget is still "within".
  if (totalCents * 100 < budgetCents * UNDER_BUDGET_BELOW_PERCENT) return 'under_budget';
  return 'within_budget';
}

/** 25/30/25/15/5 of the budget; the buffer takes any rounding so the parts add up exactly. */
export function budgetSplitCents(budgetCents: number): BudgetSplit {
  const transport = percentOf(budgetCents, BUDGET_SPLIT_PERCENT.transport);
  const accommodation = percentOf(budgetCents, BUDGET_SPLIT_PERCENT.accommodation);
  const food = percentOf(budgetCents, BUDGET_SPLIT_PERCENT.food);
  const activities = percentOf(budgetCents, BUDGET_SPLIT_PERCENT.activities);
  const buffer = budgetCents - transport - accommodation - food - activities;
  return { transport, accommodation, food, activities, buffer };
}

export function actualSplitCents(c: CostBreakdownCents, budgetCents: number): BudgetSplit {
  const total = COST_CATEGORIES.reduce((sum, key) => sum + c[key], 0);
  return {
    transport: c.transportation + c.transport_in_siemreap,
    accommodation: c.accommodation,
    food: c.dining,
    activities: c.temple_fees + c.special_interests,
    buffer: Math.max(0, budgetCents - total),
  };
}

function changeName(change: FitChange, ids: string[], lang: Lang): string {
  if (change.question === 'special_interests') {
    const names = (ids.length > 0 ? ids : [NO_INTEREST_OPTION_ID]).map((id) =>
      optionLabel('special_interests', id, lang),
    );
    return names.join(', ');
  }
  const type = change.question === 'day_transport' ? 'local_transport' : change.question;
  return ids.map((id) => optionLabel(type, id, lang)).join(', ');
}

/** The budget fit of an over-budget plan, in `lang` (decision 030). */
export function budgetFitOf(
  input: PlannerInput,
  trip: ResolvedTrip,
  totalCents: number,
  lang: Lang,
): BudgetFit {
  const fit = findBudgetFit(input, trip);
  return {
    fits: fit.fits,
    totalCost: centsToDollars(fit.totalCents),
    saving: centsToDollars(totalCents - fit.totalCents),
    changes: fit.changes.map((c) => ({
      ...c,
      fromName: changeName(c, c.from, lang),
      toName: changeName(c, c.to, lang),
    })),
    input: fit.input,
  };
}

const mapValues = <T extends Record<string, number>>(o: T, f: (v: number) => number) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)])) as T;

/**
 * The trip planner (DECISIONS D9): pure and deterministic. Money is summed in integer cents and
 * given back in dollars; the texts of the itinerary are in `lang`.
 */
export function generateRecommendation(
  input: PlannerInput,
  options: { lang?: Lang } = {},
): Recommendation {
  const lang = options.lang ?? 'en';
  const parsed = parsePlannerInput(input);
  const trip = resolveTrip(parsed);
  const breakdown = costBreakdownCents(trip);
  const totalCents = COST_CATEGORIES.reduce((sum, key) => sum + breakdown[key], 0);
  const budgetStatus = budgetStatusOf(totalCents, trip.budgetCents);
  const remainingCents = trip.budgetCents - totalCents;
  const itinerary = buildItinerary(trip, lang);
  return {
    budget: centsToDollars(trip.budgetCents),
    totalCost: centsToDollars(totalCents),
    costBreakdown: mapValues(breakdown, centsToDollars),
    itinerary,
    budgetStatus,
    travelerInfo: {
      partySize: trip.partySize,
      age: trip.age,
      nationality: trip.nationality,
      travelStyle: trip.style,
      experienceLevel: trip.experience,
      days: trip.days,
      nights: trip.nights,
    },
    budgetSplit: mapValues(budgetSplitCents(trip.budgetCents), centsToDollars),
    actualSplit: mapValues(actualSplitCents(breakdown, trip.budgetCents), centsToDollars),
    remainingBudget: centsToDollars(remainingCents),
    upsells: budgetStatus === 'under_budget' ? upsellsFor(trip, remainingCents, lang) : [],
    journeys: buildJourneys(trip, itinerary, lang),
    budgetFit: budgetStatus === 'over_budget' ? budgetFitOf(parsed, trip, totalCents, lang) : null,
  };
}

/** Document 3 §5: a recommendation without these is a failed one. */
export function isCompleteRecommendation(value: unknown): value is Recommendation {
  if (!value || typeof value !== 'object') return false;
  const r = value as Partial<Recommendation>;
  return (
    typeof r.budget === 'number' &&
    typeof r.totalCost === 'number' &&
    !!r.costBreakdown &&
    typeof r.costBreakdown === 'object' &&
    Array.isArray(r.itinerary) &&
    r.itinerary.length > 0
  );
}
