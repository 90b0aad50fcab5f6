import type { BudgetFitQuestion, PlannerAnswers, PlannerInput } from '../../schemas/planner';
import {
  accommodationCents,
  diningCents,
  templeFeesFromParts,
  transportationCents,
  type ResolvedTrip,
} from './costs';
import {
  ACCOMMODATION_PER_NIGHT_CENTS,
  CITY_TRANSPORT_PER_DAY_CENTS,
  DINING_PER_DAY_CENTS,
  DURATIONS,
  PLANNER_BUDGET_MAX,
  PLANNER_BUDGET_MIN,
  PLANNER_BUDGET_STEP,
  SPECIAL_INTEREST_CENTS,
  TRANSPORT_TO_SIEM_REAP_CENTS,
  type AccommodationId,
  type CityTransportId,
  type DiningId,
  type DurationId,
  type SpecialInterestId,
  type TransportToSiemReapId,
} from './prices';

/**
 * The budget fit (decision 030): for an over-budget plan, the set of answer changes that brings
 * the total within the budget with the least disruption. "Least" is, in this order:
 *   1. the trip keeps its length (a shorter trip is offered only when nothing else fits);
 *   2. the fewest changed answers (each answer counts once; each day's in-city transport is one);
 *   3. the highest total that is still within the budget (the least given up);
 *   4. on a tie, the first found: answers in question order, each kept or made cheaper one
 *      step at a time, so the earlier answers keep the dearer options.
 * The search is exhaustive over every allowed combination (at most a few hundred thousand
 * integer sums), so the answer is exact, not a heuristic.
 */

/** Interests the fit may drop. Accessibility support is a need, not a treat; free ones save nothing. */
export const DROPPABLE_INTERESTS: readonly SpecialInterestId[] = [
  'sunrise_tours',
  'cooking_class',
  'spa_wellness',
  'nightlife',
];

/**
 * In-city transport the fit may move a day to, dearest first. It never asks the group to ride a
 * motorbike themselves (a licence is needed) or to cycle.
 */
export const FIT_CITY_TRANSPORT: readonly CityTransportId[] = [
  'premium_tuk_tuk',
  'traditional_tuk_tuk',
  'electric_tricycle',
];

export interface FitChange {
  question: BudgetFitQuestion;
  day: number | null;
  from: string[];
  to: string[];
}

export interface FitResult {
  fits: boolean;
  /** The total after the changes, or the lowest total reachable when nothing fits. */
  totalCents: number;
  changes: FitChange[];
  input: PlannerInput | null;
}

interface Choice<T> {
  value: T;
  cents: number;
  changed: boolean;
}

/** The kept option first, then every cheaper option, dearest first. */
function cheaperChoices<K extends string>(
  table: Record<K, number>,
  current: K,
  price: (id: K) => number,
): Choice<K>[] {
  const cheaper = (Object.keys(table) as K[])
    .filter((id) => table[id] < table[current])
    .sort((a, b) => table[b] - table[a]);
  return [
    { value: current, cents: price(current), changed: false },
    ...cheaper.map((id) => ({ value: id, cents: price(id), changed: true })),
  ];
}

/** The trip's own length, then each shorter one (no more days and no more nights), longest first. */
function durationChoices(current: DurationId): DurationId[] {
  const { days, nights } = DURATIONS[current];
  const shorter = (Object.keys(DURATIONS) as DurationId[])
    .filter((id) => id !== current && DURATIONS[id].days <= days && DURATIONS[id].nights <= nights)
    .sort(
      (a, b) => DURATIONS[b].days - DURATIONS[a].days || DURATIONS[b].nights - DURATIONS[a].nights,
    );
  return [current, ...shorter];
}

/** The kept interests first, then every smaller set (dropping only droppable ones), dearest first. */
function interestChoices(trip: ResolvedTrip): Choice<SpecialInterestId[]>[] {
  const droppable = trip.interests.filter((id) => DROPPABLE_INTERESTS.includes(id));
  const priceOf = (ids: SpecialInterestId[]) =>
    ids.reduce((sum, id) => sum + SPECIAL_INTEREST_CENTS[id], 0) * trip.partySize;
  const sets: Choice<SpecialInterestId[]>[] = [];
  const full = (1 << droppable.length) - 1;
  for (let mask = full; mask >= 0; mask -= 1) {
    const dropped = new Set(droppable.filter((_, i) => (mask & (1 << i)) === 0));
    const kept = trip.interests.filter((id) => !dropped.has(id));
    sets.push({ value: kept, cents: priceOf(kept), changed: mask !== full });
  }
  const [keep, ...rest] = sets;
  return [keep!, ...rest.sort((a, b) => b.cents - a.cents)];
}

function dayChoices(current: CityTransportId): Choice<CityTransportId>[] {
  const price = CITY_TRANSPORT_PER_DAY_CENTS;
  const seen = new Set<number>();
  const cheaper = FIT_CITY_TRANSPORT.filter((id) => {
    if (price[id] >= price[current] || seen.has(price[id])) return false;
    seen.add(price[id]);
    return true;
  });
  return [
    { value: current, cents: price[current], changed: false },
    ...cheaper.map((id) => ({ value: id, cents: price[id], changed: true })),
  ];
}

interface CityCombo {
  ids: CityTransportId[];
  cents: number;
  changes: number;
}

/** Every combination of the days' transport, in enumeration order (day 1 first). */
function cityCombos(days: CityTransportId[]): CityCombo[] {
  let combos: CityCombo[] = [{ ids: [], cents: 0, changes: 0 }];
  for (const current of days) {
    const choices = dayChoices(current);
    combos = combos.flatMap((c) =>
      choices.map((ch) => ({
        ids: [...c.ids, ch.value],
        cents: c.cents + ch.cents,
        changes: c.changes + (ch.changed ? 1 : 0),
      })),
    );
  }
  return combos;
}

interface Candidate {
  duration: DurationId;
  transport: TransportToSiemReapId;
  accommodation: AccommodationId;
  dining: DiningId;
  interests: SpecialInterestId[];
  dayTransport: CityTransportId[];
  durationChanged: boolean;
  changes: number;
  totalCents: number;
}

/** Whether `a` is a strictly better fit than `b` (rules 1 to 3; rule 4 is "first found"). */
function better(
  a: Pick<Candidate, 'durationChanged' | 'changes' | 'totalCents'>,
  b: Candidate | null,
): boolean {
  if (!b) return true;
  if (a.durationChanged !== b.durationChanged) return !a.durationChanged;
  if (a.changes !== b.changes) return a.changes < b.changes;
  return a.totalCents > b.totalCents;
}

function inputOf(input: PlannerInput, trip: ResolvedTrip, best: Candidate): PlannerInput {
  const answers: PlannerAnswers = { ...input.answers };
  if (best.transport !== trip.transport) answers.transportation_to_siem_reap = best.transport;
  if (best.durationChanged) answers.duration = best.duration;
  if (best.accommodation !== trip.accommodation) answers.accommodation = best.accommodation;
  if (best.dining !== trip.dining) answers.dining = best.dining;
  if (best.interests.length !== trip.interests.length) answers.special_interests = best.interests;
  const daysChanged = best.dayTransport.some((id, i) => id !== trip.dayTransport[i]);
  const next: PlannerInput = { budget: input.budget, answers };
  if (best.durationChanged || daysChanged) next.dayTransport = best.dayTransport;
  else if (input.dayTransport) next.dayTransport = [...input.dayTransport];
  return next;
}

function changesOf(trip: ResolvedTrip, best: Candidate): FitChange[] {
  const changes: FitChange[] = [];
  const add = (
    question: BudgetFitQuestion,
    from: string[],
    to: string[],
    day: number | null = null,
  ) => changes.push({ question, day, from, to });
  if (best.transport !== trip.transport)
    add('transportation_to_siem_reap', [trip.transport], [best.transport]);
  if (best.durationChanged) add('duration', [trip.duration], [best.duration]);
  if (best.accommodation !== trip.accommodation)
    add('accommodation', [trip.accommodation], [best.accommodation]);
  if (best.dining !== trip.dining) add('dining', [trip.dining], [best.dining]);
  if (best.interests.length !== trip.interests.length)
    add('special_interests', [...trip.interests], [...best.interests]);
  best.dayTransport.forEach((id, i) => {
    if (id !== trip.dayTransport[i]) add('day_transport', [trip.dayTransport[i]!], [id], i + 1);
  });
  return changes;
}

/**
 * The fewest, gentlest answer changes that bring `trip` within its budget, or `fits: false`
 * with the lowest reachable total. A plan already within budget needs no change.
 */
export function findBudgetFit(input: PlannerInput, trip: ResolvedTrip): FitResult {
  const p = trip.partySize;
  const budget = trip.budgetCents;
  const interestSets = interestChoices(trip);
  const transports = cheaperChoices(TRANSPORT_TO_SIEM_REAP_CENTS, trip.transport, (id) =>
    transportationCents(id, p),
  );
  let best: Candidate | null = null;
  let lowest = Number.POSITIVE_INFINITY;

  for (const duration of durationChoices(trip.duration)) {
    const { days, nights } = DURATIONS[duration];
    const durationChanged = duration !== trip.duration;
    const stays = cheaperChoices(ACCOMMODATION_PER_NIGHT_CENTS, trip.accommodation, (id) =>
      accommodationCents(id, p, nights),
    );
    const meals = cheaperChoices(DINING_PER_DAY_CENTS, trip.dining, (id) =>
      diningCents(id, p, days),
    );
    const cities = cityCombos(trip.dayTransport.slice(0, days));
    const base = Number(durationChanged);
    for (const t of transports) {
      const c1 = base + Number(t.changed);
      for (const a of stays) {
        const c2 = c1 + Number(a.changed);
        for (const d of meals) {
          const c3 = c2 + Number(d.changed);
          const fixed = t.cents + a.cents + d.cents;
          for (const i of interestSets) {
            const c4 = c3 + Number(i.changed);
            for (const city of cities) {
              const temple = templeFeesFromParts({
                nationality: trip.nationality,
                days,
                partySize: p,
                interestsCents: i.cents,
                cityTransportCents: city.cents,
              });
              const totalCents = fixed + i.cents + city.cents + temple;
              lowest = Math.min(lowest, totalCents);
              if (totalCents > budget) continue;
              const head = { durationChanged, changes: c4 + city.changes, totalCents };
              if (!better(head, best)) continue;
              best = {
                ...head,
                duration,
                transport: t.value,
                accommodation: a.value,
                dining: d.value,
                interests: i.value,
                dayTransport: city.ids,
              };
            }
          }
        }
      }
    }
  }

  if (!best) return { fits: false, totalCents: lowest, changes: [], input: null };
  return {
    fits: true,
    totalCents: best.totalCents,
    changes: changesOf(trip, best),
    input: inputOf(input, trip, best),
  };
}

/**
 * The smallest budget the planner accepts that covers `totalCents` (the $10 steps from $50), or
 * null past its largest budget: what an impossible fit can honestly suggest instead.
 */
export function smallestBudgetFor(totalCents: number): number | null {
  const stepCents = PLANNER_BUDGET_STEP * 100;
  const dollars = Math.max(
    PLANNER_BUDGET_MIN,
    (Math.ceil(totalCents / stepCents) * stepCents) / 100,
  );
  return dollars <= PLANNER_BUDGET_MAX ? dollars : null;
}
