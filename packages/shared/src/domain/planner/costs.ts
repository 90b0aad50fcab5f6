import type { CostBreakdown, PlannerInput } from '../../schemas/planner';
import { dollarsToCents, percentOf } from '../money';
import {
  ACCOMMODATION_PER_NIGHT_CENTS,
  CITY_TRANSPORT_PER_DAY_CENTS,
  DEFAULT_CITY_TRANSPORT,
  DEFAULT_CITY_TRANSPORT_SENIOR_OVER_AGE,
  DEFAULT_CITY_TRANSPORT_YOUNG_UNDER_AGE,
  DINING_PER_DAY_CENTS,
  DURATIONS,
  KHMER_TEMPLE_FEE_CITY_TRANSPORT_PERCENT,
  KHMER_TEMPLE_FEE_INTEREST_PERCENT,
  KHMER_TEMPLE_FEE_MIN_CENTS,
  PLANNER_DEFAULTS,
  ROUND_TRIP_LEGS,
  SPECIAL_INTEREST_CENTS,
  TEMPLE_PASS_ONE_DAY_CENTS,
  TEMPLE_PASS_THREE_DAY_CENTS,
  TRANSPORT_TO_SIEM_REAP_CENTS,
  type AccommodationId,
  type CityTransportId,
  type DiningId,
  type DurationId,
  type ExperienceLevelId,
  type NationalityId,
  type SpecialInterestId,
  type TransportToSiemReapId,
  type TravelStyleId,
} from './prices';

/** Every answer filled in, defaults applied (D9). */
export interface ResolvedTrip {
  budgetCents: number;
  transport: TransportToSiemReapId;
  duration: DurationId;
  days: number;
  nights: number;
  accommodation: AccommodationId;
  dining: DiningId;
  nationality: NationalityId;
  style: TravelStyleId;
  experience: ExperienceLevelId;
  interests: SpecialInterestId[];
  partySize: number;
  age: number;
  /** The in-city transport of each day, 1 to `days`. */
  dayTransport: CityTransportId[];
}

/** D9's default in-city transport for a group of this age and style. */
export function defaultCityTransport(age: number, style: TravelStyleId): CityTransportId {
  if (age > DEFAULT_CITY_TRANSPORT_SENIOR_OVER_AGE || style === 'relaxed') {
    return DEFAULT_CITY_TRANSPORT.seniorOrRelaxed;
  }
  if (style === 'adventure' && age < DEFAULT_CITY_TRANSPORT_YOUNG_UNDER_AGE) {
    return DEFAULT_CITY_TRANSPORT.youngAdventurer;
  }
  return DEFAULT_CITY_TRANSPORT.otherwise;
}

/** Days and nights of a duration id: its first digit is the days, its third the nights. */
export const tripLength = (duration: DurationId) => DURATIONS[duration];

export function resolveTrip(input: PlannerInput): ResolvedTrip {
  const a = input.answers;
  const duration = a.duration ?? PLANNER_DEFAULTS.duration;
  const { days, nights } = tripLength(duration);
  const style = a.travel_style ?? PLANNER_DEFAULTS.travel_style;
  const age = a.age ?? PLANNER_DEFAULTS.age;
  const fallback = a.local_transport ?? defaultCityTransport(age, style);
  return {
    budgetCents: dollarsToCents(input.budget),
    transport: a.transportation_to_siem_reap ?? PLANNER_DEFAULTS.transportation_to_siem_reap,
    duration,
    days,
    nights,
    accommodation: a.accommodation ?? PLANNER_DEFAULTS.accommodation,
    dining: a.dining ?? PLANNER_DEFAULTS.dining,
    nationality: a.nationality ?? PLANNER_DEFAULTS.nationality,
    style,
    experience: a.experience_level ?? PLANNER_DEFAULTS.experience_level,
    interests: (a.special_interests ?? []).filter((id) => id !== 'none'),
    partySize: a.party_size ?? PLANNER_DEFAULTS.party_size,
    age,
    dayTransport: Array.from({ length: days }, (_, i) => input.dayTransport?.[i] ?? fallback),
  };
}

export type CostBreakdownCents = Record<keyof CostBreakdown, number>;

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);

/** Interest prices for the whole party (per person x party size). */
export const interestsCents = (trip: ResolvedTrip) =>
  sum(trip.interests.map((id) => SPECIAL_INTEREST_CENTS[id])) * trip.partySize;

export const cityTransportCents = (trip: ResolvedTrip) =>
  sum(trip.dayTransport.map((id) => CITY_TRANSPORT_PER_DAY_CENTS[id]));

/**
 * Temple fees (D9): foreigners pay the Angkor pass per person, 1 day or the 3-day pass;
 * Khmer nationals pay the greater of $5, 40% of the interests and 30% of the in-city transport.
 * Takes the parts, not the trip, so the budget fit can price thousands of variants cheaply.
 */
export function templeFeesFromParts(parts: {
  nationality: NationalityId;
  days: number;
  partySize: number;
  interestsCents: number;
  cityTransportCents: number;
}): number {
  if (parts.nationality === 'foreign') {
    const pass = parts.days === 1 ? TEMPLE_PASS_ONE_DAY_CENTS : TEMPLE_PASS_THREE_DAY_CENTS;
    return pass * parts.partySize;
  }
  return Math.max(
    KHMER_TEMPLE_FEE_MIN_CENTS,
    percentOf(parts.interestsCents, KHMER_TEMPLE_FEE_INTEREST_PERCENT),
    percentOf(parts.cityTransportCents, KHMER_TEMPLE_FEE_CITY_TRANSPORT_PERCENT),
  );
}

export const templeFeesCents = (trip: ResolvedTrip): number =>
  templeFeesFromParts({
    nationality: trip.nationality,
    days: trip.days,
    partySize: trip.partySize,
    interestsCents: interestsCents(trip),
    cityTransportCents: cityTransportCents(trip),
  });

/** The round trip to Siem Reap for the party. */
export const transportationCents = (id: TransportToSiemReapId, partySize: number) =>
  TRANSPORT_TO_SIEM_REAP_CENTS[id] * partySize * ROUND_TRIP_LEGS;
export const accommodationCents = (id: AccommodationId, partySize: number, nights: number) =>
  ACCOMMODATION_PER_NIGHT_CENTS[id] * partySize * nights;
export const diningCents = (id: DiningId, partySize: number, days: number) =>
  DINING_PER_DAY_CENTS[id] * partySize * days;

/** The six categories of D9, in cents. */
export function costBreakdownCents(trip: ResolvedTrip): CostBreakdownCents {
  const p = trip.partySize;
  return {
    transportation: transportationCents(trip.transport, p),
    accommodation: accommodationCents(trip.accommodation, p, trip.nights),
    dining: diningCents(trip.dining, p, trip.days),
    temple_fees: templeFeesCents(trip),
    special_interests: interestsCents(trip),
    transport_in_siemreap: cityTransportCents(trip),
  };
}
