import type { Lang } from '../../constants';
import type { ItineraryActivity, ItineraryDay, JourneyLeg } from '../../schemas/planner';
import { centsToDollars, percentOf } from '../money';
import {
  DAY_PLANS,
  EXPERIENCE_SWAPS,
  INTEREST_ACTIVITIES,
  JOURNEY,
  JOURNEY_LEGS,
  JOURNEY_PLACES,
  MEALS,
  SIGHTS,
  TEMPLE_FEES,
  type DayPlan,
  type SightSlot,
} from './content';
import { templeFeesCents, type ResolvedTrip } from './costs';
import {
  ACCOMMODATION_PER_NIGHT_CENTS,
  CITY_TRANSPORT_PER_DAY_CENTS,
  DINING_PER_DAY_CENTS,
  SPECIAL_INTEREST_CENTS,
  TRANSPORT_TO_SIEM_REAP_CENTS,
  type SpecialInterestId,
} from './prices';
import { ACCOMMODATION_LABELS, CITY_TRANSPORT_LABELS, optionLabel } from './questions';
import { fill, inLang } from './text';

/** How a day's dining is shared between its meals (percent; dinner takes the rest). */
const BREAKFAST_PERCENT = 25;
const LUNCH_PERCENT = 35;

const hm = (h: number, m = 0) => h * 60 + m;
/** The day's clock (minutes after midnight). */
const CLOCK = {
  arrival: hm(6),
  earlyArrival: hm(4),
  pass: hm(6, 45),
  earlyPass: hm(4, 30),
  accessibility: hm(7, 30),
  sunrise: hm(5),
  morning: hm(8),
  relaxedMorning: hm(9),
  afternoonEarliest: hm(13, 30),
  extrasEarliest: hm(16),
  sunset: hm(17),
  departureEarliest: hm(17, 30),
  nightlife: hm(20, 30),
  nextMorning: hm(7),
};
const LUNCH_BREAK = 60;
const GAP = 30;
const HOURS = { journey: 0.5, pass: 0.5, accessibility: 0.25, sunrise: 2.5, nightlife: 2 };
/** Extras that fill a late afternoon, with how long each takes. */
const AFTERNOON_EXTRAS: Partial<Record<SpecialInterestId, number>> = {
  cooking_class: 2.5,
  spa_wellness: 1.5,
  shopping: 1.5,
};

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const endOf = (start: number, hours: number) => start + Math.round(hours * 60);

interface Slot {
  start: number;
  name: string;
  hours: number;
  cents: number;
  kind: ItineraryActivity['kind'];
}

/** The trip's day plans for its style, with the experience level's swaps (never a sight twice). */
export function dayPlans(trip: ResolvedTrip): DayPlan[] {
  const plans = DAY_PLANS[trip.style].slice(0, trip.days);
  const swaps = EXPERIENCE_SWAPS[trip.experience];
  const used = new Set(
    plans.flatMap((p) => [p.morning, p.afternoon, p.sunset]).map((s) => s?.sight),
  );
  const swap = (slot: SightSlot): SightSlot => {
    const to = swaps[slot.sight];
    if (!to || used.has(to)) return slot;
    used.add(to);
    return { ...slot, sight: to };
  };
  return plans.map((p) => ({
    ...p,
    morning: swap(p.morning),
    afternoon: swap(p.afternoon),
    ...(p.sunset ? { sunset: swap(p.sunset) } : {}),
  }));
}

/** Which day each special interest happens on (1-based). */
export function interestDays(trip: ResolvedTrip): Map<SpecialInterestId, number> {
  const days = new Map<SpecialInterestId, number>();
  let next = 0;
  for (const id of trip.interests) {
    if (id === 'sunrise_tours') days.set(id, Math.min(2, trip.days));
    else if (id === 'nightlife' || id === 'accessibility') days.set(id, 1);
    else if (id in AFTERNOON_EXTRAS) {
      days.set(id, (next % trip.days) + 1);
      next += 1;
    }
  }
  return days;
}

function daySlots(trip: ResolvedTrip, day: number, plan: DayPlan, lang: Lang): Slot[] {
  const slots: Slot[] = [];
  const p = trip.partySize;
  const days = interestDays(trip);
  const onThisDay = (id: SpecialInterestId) => days.get(id) === day;
  const interest = (id: SpecialInterestId, start: number, hours: number): Slot => ({
    start,
    hours,
    name: inLang(INTEREST_ACTIVITIES[id as keyof typeof INTEREST_ACTIVITIES], lang),
    cents: SPECIAL_INTEREST_CENTS[id] * p,
    kind: 'interest',
  });
  const mode = optionLabel('transportation_to_siem_reap', trip.transport, lang);
  const fare = TRANSPORT_TO_SIEM_REAP_CENTS[trip.transport] * p;
  const leg = JOURNEY_LEGS[trip.transport];
  const sunriseToday = onThisDay('sunrise_tours');

  if (day === 1) {
    slots.push({
      start: sunriseToday ? CLOCK.earlyArrival : CLOCK.arrival,
      name: fill(JOURNEY.arrive, lang, { mode, hours: String(leg.hours) }),
      hours: HOURS.journey,
      cents: fare,
      kind: 'journey',
    });
    const passName =
      trip.nationality === 'khmer'
        ? TEMPLE_FEES.khmer
        : trip.days === 1
          ? TEMPLE_FEES.passOneDay
          : TEMPLE_FEES.passThreeDay;
    slots.push({
      start: sunriseToday ? CLOCK.earlyPass : CLOCK.pass,
      name: inLang(passName, lang),
      hours: HOURS.pass,
      cents: templeFeesCents(trip),
      kind: 'temple_fees',
    });
    if (onThisDay('accessibility'))
      slots.push(interest('accessibility', CLOCK.accessibility, HOURS.accessibility));
  }
  if (sunriseToday) slots.push(interest('sunrise_tours', CLOCK.sunrise, HOURS.sunrise));

  const sight = (slot: SightSlot, start: number): Slot => ({
    start,
    name: inLang(SIGHTS[slot.sight], lang),
    hours: slot.hours,
    cents: 0,
    kind: 'sight',
  });
  const morningStart = trip.style === 'relaxed' ? CLOCK.relaxedMorning : CLOCK.morning;
  slots.push(sight(plan.morning, morningStart));
  const afternoonStart = Math.max(
    CLOCK.afternoonEarliest,
    endOf(morningStart, plan.morning.hours) + LUNCH_BREAK,
  );
  slots.push(sight(plan.afternoon, afternoonStart));

  let free = Math.max(CLOCK.extrasEarliest, endOf(afternoonStart, plan.afternoon.hours) + GAP);
  const extras = (Object.keys(AFTERNOON_EXTRAS) as SpecialInterestId[]).filter(
    (id) => trip.interests.includes(id) && onThisDay(id),
  );
  for (const id of extras) {
    const hours = AFTERNOON_EXTRAS[id] ?? 0;
    slots.push(interest(id, free, hours));
    free = endOf(free, hours) + GAP;
  }

  const last = day === trip.days;
  const leavesToday = last && trip.nights < trip.days;
  if (plan.sunset && extras.length === 0 && !leavesToday)
    slots.push(sight(plan.sunset, CLOCK.sunset));
  if (onThisDay('nightlife') && !leavesToday) {
    slots.push(interest('nightlife', CLOCK.nightlife, HOURS.nightlife));
  }
  slots.sort((a, b) => a.start - b.start);

  if (last) {
    // The fare home belongs to the last day: the same evening, or the morning after the last night.
    const departure = leavesToday ? Math.max(CLOCK.departureEarliest, free) : CLOCK.nextMorning;
    slots.push({
      start: departure,
      name: fill(leavesToday ? JOURNEY.depart : JOURNEY.departNextMorning, lang, { mode }),
      // The way home is the last thing of the trip: the slot lasts the whole road.
      hours: leg.hours,
      cents: fare,
      kind: 'journey',
    });
  }
  return slots;
}

/** The D days of D9: transport, timed activities, three meals and the night's stay. */
export function buildItinerary(trip: ResolvedTrip, lang: Lang): ItineraryDay[] {
  const plans = dayPlans(trip);
  const p = trip.partySize;
  const menus =
    MEALS[trip.dining][trip.interests.includes('vegetarian') ? 'vegetarian' : 'regular'];
  const [stayLabel] = ACCOMMODATION_LABELS[trip.accommodation];

  return plans.map((plan, index) => {
    const day = index + 1;
    const slots = daySlots(trip, day, plan, lang);
    const mealNames = menus[index % menus.length]!;
    const transportId = trip.dayTransport[index] ?? trip.dayTransport[0]!;
    const [transportLabel, transportDescription] = CITY_TRANSPORT_LABELS[transportId];
    const transportCents = CITY_TRANSPORT_PER_DAY_CENTS[transportId];

    const diningCents = DINING_PER_DAY_CENTS[trip.dining] * p;
    const breakfast = percentOf(diningCents, BREAKFAST_PERCENT);
    const lunch = percentOf(diningCents, LUNCH_PERCENT);
    const dinner = diningCents - breakfast - lunch;
    const stayCents =
      day <= trip.nights ? ACCOMMODATION_PER_NIGHT_CENTS[trip.accommodation] * p : 0;

    const activitiesCents = slots.reduce((total, s) => total + s.cents, 0);
    const dailyCents = transportCents + activitiesCents + diningCents + stayCents;
    return {
      day,
      description: inLang(plan.theme, lang),
      dailyCost: centsToDollars(dailyCents),
      transportation: {
        id: transportId,
        name: inLang(transportLabel, lang),
        description: inLang(transportDescription, lang),
        cost: centsToDollars(transportCents),
      },
      activities: slots.map((s) => ({
        time: clock(s.start),
        name: s.name,
        duration: s.hours,
        cost: centsToDollars(s.cents),
        kind: s.kind,
      })),
      meals: {
        breakfast: { name: inLang(mealNames.breakfast, lang), cost: centsToDollars(breakfast) },
        lunch: { name: inLang(mealNames.lunch, lang), cost: centsToDollars(lunch) },
        dinner: { name: inLang(mealNames.dinner, lang), cost: centsToDollars(dinner) },
      },
      accommodation:
        day <= trip.nights
          ? {
              name: inLang(stayLabel, lang),
              type: trip.accommodation,
              cost: centsToDollars(stayCents),
            }
          : null,
    };
  });
}

const DAY_MINUTES = 24 * 60;

/**
 * The outbound and return legs (decision 030), timed from the itinerary's own journey slots:
 * the outbound leg arrives when day 1 starts, so it leaves that many hours before (the evening
 * before for a dawn arrival); the return leg leaves when the last day's slot says.
 */
export function buildJourneys(
  trip: ResolvedTrip,
  itinerary: ItineraryDay[],
  lang: Lang,
): JourneyLeg[] {
  const leg = JOURNEY_LEGS[trip.transport];
  const roadMinutes = Math.round(leg.hours * 60);
  const first = itinerary[0]?.activities.find((a) => a.kind === 'journey');
  const lastDay = itinerary.at(-1);
  const last = lastDay?.activities.findLast((a) => a.kind === 'journey');
  const minutesOf = (hhmm: string | undefined) => {
    const [h = 0, m = 0] = (hhmm ?? '00:00').split(':').map(Number);
    return h * 60 + m;
  };
  const shared = {
    mode: trip.transport,
    name: optionLabel('transportation_to_siem_reap', trip.transport, lang),
    description: inLang(leg.description, lang),
    hours: leg.hours,
    distanceKm: leg.distanceKm,
    cost: centsToDollars(TRANSPORT_TO_SIEM_REAP_CENTS[trip.transport] * trip.partySize),
  };
  const origin = inLang(JOURNEY_PLACES.origin, lang);
  const destination = inLang(JOURNEY_PLACES.destination, lang);
  const arrival = minutesOf(first?.time);
  const departure = arrival - roadMinutes;
  const back = minutesOf(last?.time);
  const home = back + roadMinutes;
  return [
    {
      ...shared,
      direction: 'outbound',
      from: origin,
      to: destination,
      day: 1,
      departs: clock((departure + DAY_MINUTES) % DAY_MINUTES),
      arrives: clock(arrival),
      departsDayBefore: departure < 0,
      arrivesNextDay: false,
    },
    {
      ...shared,
      direction: 'return',
      from: destination,
      to: origin,
      // With a night for every day, the way home is the morning after the last day.
      day: (lastDay?.day ?? 1) + (trip.nights >= trip.days ? 1 : 0),
      departs: clock(back),
      arrives: clock(home % DAY_MINUTES),
      departsDayBefore: false,
      arrivesNextDay: home >= DAY_MINUTES,
    },
  ];
}
