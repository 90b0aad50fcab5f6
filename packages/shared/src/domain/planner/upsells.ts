import type { Lang } from '../../constants';
import type { Upsell } from '../../schemas/planner';
import { centsToDollars } from '../money';
import { UPSELLS } from './content';
import type { ResolvedTrip } from './costs';
import {
  ACCOMMODATION_PER_NIGHT_CENTS,
  CITY_TRANSPORT_PER_DAY_CENTS,
  DINING_PER_DAY_CENTS,
  MAX_UPSELLS,
  NIGHTLIFE_PACKAGE_CENTS,
  SPECIAL_INTEREST_CENTS,
} from './prices';
import { ACCOMMODATION_LABELS, DINING_LABELS, INTEREST_LABELS } from './questions';
import { fill, inLang } from './text';

interface Candidate {
  id: string;
  name: string;
  description: string;
  cents: number;
}

/** The next dearer tier of a price table, or null at the top. */
function nextTier<K extends string>(table: Record<K, number>, current: K): K | null {
  const dearer = (Object.keys(table) as K[])
    .filter((id) => table[id] > table[current])
    .sort((a, b) => table[a] - table[b]);
  return dearer[0] ?? null;
}

const EXTRA_INTERESTS = ['sunrise_tours', 'cooking_class', 'spa_wellness'] as const;

/**
 * What the rest of an under-spent budget could buy (document 3 §9, D9): the nightlife package
 * first, then interests not chosen, better rooms, better meals and a premium tuk-tuk; only what
 * fits in `remainingCents`, at most four.
 */
export function upsellsFor(trip: ResolvedTrip, remainingCents: number, lang: Lang): Upsell[] {
  const p = trip.partySize;
  const candidates: Candidate[] = [];
  if (!trip.interests.includes('nightlife')) {
    candidates.push({
      id: 'nightlife_package',
      name: inLang(UPSELLS.nightlife_package.name, lang),
      description: inLang(UPSELLS.nightlife_package.description, lang),
      cents: NIGHTLIFE_PACKAGE_CENTS * p,
    });
  }
  for (const id of EXTRA_INTERESTS) {
    if (trip.interests.includes(id)) continue;
    candidates.push({
      id,
      name: fill(UPSELLS.add_interest.name, lang, { name: inLang(INTEREST_LABELS[id][0], lang) }),
      description: inLang(INTEREST_LABELS[id][1], lang),
      cents: SPECIAL_INTEREST_CENTS[id] * p,
    });
  }
  const stay = nextTier(ACCOMMODATION_PER_NIGHT_CENTS, trip.accommodation);
  if (stay) {
    const perNight =
      ACCOMMODATION_PER_NIGHT_CENTS[stay] - ACCOMMODATION_PER_NIGHT_CENTS[trip.accommodation];
    candidates.push({
      id: `accommodation_${stay}`,
      name: fill(UPSELLS.accommodation_upgrade.name, lang, {
        name: inLang(ACCOMMODATION_LABELS[stay][0], lang),
      }),
      description: inLang(UPSELLS.accommodation_upgrade.description, lang),
      cents: perNight * p * trip.nights,
    });
  }
  const meals = nextTier(DINING_PER_DAY_CENTS, trip.dining);
  if (meals) {
    const perDay = DINING_PER_DAY_CENTS[meals] - DINING_PER_DAY_CENTS[trip.dining];
    candidates.push({
      id: `dining_${meals}`,
      name: fill(UPSELLS.dining_upgrade.name, lang, {
        name: inLang(DINING_LABELS[meals][0], lang),
      }),
      description: inLang(UPSELLS.dining_upgrade.description, lang),
      cents: perDay * p * trip.days,
    });
  }
  const premium = CITY_TRANSPORT_PER_DAY_CENTS.premium_tuk_tuk;
  const transportExtra = trip.dayTransport.reduce(
    (total, id) => total + Math.max(0, premium - CITY_TRANSPORT_PER_DAY_CENTS[id]),
    0,
  );
  candidates.push({
    id: 'premium_tuk_tuk',
    name: inLang(UPSELLS.transport_upgrade.name, lang),
    description: inLang(UPSELLS.transport_upgrade.description, lang),
    cents: transportExtra,
  });

  return candidates
    .filter((c) => c.cents > 0 && c.cents <= remainingCents)
    .slice(0, MAX_UPSELLS)
    .map(({ cents, ...rest }) => ({ ...rest, cost: centsToDollars(cents) }));
}
