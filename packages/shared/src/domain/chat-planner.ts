import type { PlannerInput } from '../schemas/planner';
import type { DurationId } from './planner/prices';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN, PLANNER_BUDGET_MIN } from './planner/prices';

/** How the chatbot prices a trip: a comfortable middle unless the traveller says otherwise. */
export type QuoteStyle = 'budget' | 'mid' | 'luxury';

/** The planner covers 1 to 3 days (document 3 §4). */
export const QUOTE_DAYS_MAX = 3;

function durationOf(days: number, nights?: number): DurationId {
  const d = Math.min(Math.max(Math.trunc(days), 1), QUOTE_DAYS_MAX);
  if (d === 1) return '1d1n';
  if (d === 2) return nights === 2 ? '2d2n' : '2d1n';
  return nights === 3 ? '3d3n' : '3d2n';
}

/**
 * The planner input behind a "how much for N days in Siem Reap" answer: the bus there, a hotel
 * and food of the asked style, tuk-tuks in town, no extras. The chatbot and its evaluation both
 * price from this, so the number the bot says is the planner's own.
 */
export function plannerQuoteInput(
  days: number,
  partySize = 1,
  style: QuoteStyle = 'mid',
  nights?: number,
): PlannerInput {
  const party = Math.min(Math.max(Math.trunc(partySize), PARTY_SIZE_MIN), PARTY_SIZE_MAX);
  return {
    budget: PLANNER_BUDGET_MIN,
    answers: {
      transportation_to_siem_reap: style === 'luxury' ? 'private_car' : 'bus_van',
      duration: durationOf(days, nights),
      accommodation: style === 'budget' ? 'budget' : style === 'luxury' ? 'luxury' : 'mid_range',
      dining: style === 'budget' ? 'budget_local' : style === 'luxury' ? 'premium' : 'mixed_dining',
      nationality: 'foreign',
      travel_style: 'cultural',
      experience_level: 'first_time',
      special_interests: [],
      party_size: party,
      local_transport: style === 'luxury' ? 'premium_tuk_tuk' : 'traditional_tuk_tuk',
    },
  };
}

const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Dollars as the chatbot writes them in both languages ("$1,234.50"): prices in Cambodia are
 * quoted in dollars with Western digits, and one form lets a test find the planner's number.
 */
export function chatUsd(amount: number): string {
  return usdFormat.format(amount);
}
