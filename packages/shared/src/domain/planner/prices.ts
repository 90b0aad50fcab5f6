/**
 * The trip planner's numbers (document 3 §9, DECISIONS D9), each written once. Prices are
 * integer US cents, so every sum and share the planner makes is exact.
 */

/** Transport to Siem Reap, per person, one way. */
export const TRANSPORT_TO_SIEM_REAP_CENTS = {
  bus_van: 1300,
  private_car: 9000,
  taxi: 7500,
} as const;

/** Accommodation per person per night. */
export const ACCOMMODATION_PER_NIGHT_CENTS = {
  luxury: 32500,
  boutique: 10000,
  mid_range: 3750,
  budget: 1000,
  homestay: 2000,
} as const;

/** Dining per person per day. */
export const DINING_PER_DAY_CENTS = {
  budget_local: 800,
  mixed_dining: 2350,
  comfortable: 4550,
  premium: 12250,
} as const;

/**
 * The nationality options' own prices in the earlier product (khmer 0, foreign 3). D9's cost
 * model charges temple fees instead, so these are carried on the options and never summed.
 */
export const NATIONALITY_OPTION_CENTS = { foreign: 300, khmer: 0 } as const;

/** The Angkor pass for foreigners, per person: 1 day, or the 3-day pass for longer trips. */
export const TEMPLE_PASS_ONE_DAY_CENTS = 3700;
export const TEMPLE_PASS_THREE_DAY_CENTS = 6200;
/** Khmer nationals: the greater of this and the shares below (D9). */
export const KHMER_TEMPLE_FEE_MIN_CENTS = 500;
export const KHMER_TEMPLE_FEE_INTEREST_PERCENT = 40;
export const KHMER_TEMPLE_FEE_CITY_TRANSPORT_PERCENT = 30;

/** Special interests, per person, once per trip. */
export const SPECIAL_INTEREST_CENTS = {
  sunrise_tours: 1500,
  cooking_class: 2500,
  spa_wellness: 3000,
  shopping: 0,
  nightlife: 1800,
  accessibility: 1500,
  vegetarian: 0,
  none: 0,
} as const;

/** In-city transport per day, for the whole group. */
export const CITY_TRANSPORT_PER_DAY_CENTS = {
  motorbike_taxi: 1500,
  self_drive_motorbike: 1150,
  traditional_tuk_tuk: 2000,
  premium_tuk_tuk: 3250,
  bicycle_tricycle: 1500,
  electric_tricycle: 1500,
} as const;

export type TransportToSiemReapId = keyof typeof TRANSPORT_TO_SIEM_REAP_CENTS;
export type AccommodationId = keyof typeof ACCOMMODATION_PER_NIGHT_CENTS;
export type DiningId = keyof typeof DINING_PER_DAY_CENTS;
export type NationalityId = keyof typeof NATIONALITY_OPTION_CENTS;
export type SpecialInterestId = keyof typeof SPECIAL_INTEREST_CENTS;
export type CityTransportId = keyof typeof CITY_TRANSPORT_PER_DAY_CENTS;

/** Trip lengths: the first digit of the id is the days, the third the nights (document 3 §4). */
export const DURATIONS = {
  '1d1n': { days: 1, nights: 1 },
  '2d1n': { days: 2, nights: 1 },
  '2d2n': { days: 2, nights: 2 },
  '3d2n': { days: 3, nights: 2 },
  '3d3n': { days: 3, nights: 3 },
} as const;
export type DurationId = keyof typeof DURATIONS;

export const TRAVEL_STYLES = ['cultural', 'adventure', 'relaxed', 'photography', 'family'] as const;
export type TravelStyleId = (typeof TRAVEL_STYLES)[number];
export const EXPERIENCE_LEVELS = ['first_time', 'returning', 'frequent'] as const;
export type ExperienceLevelId = (typeof EXPERIENCE_LEVELS)[number];

/** The representative age of each age range (D9). */
export const AGE_RANGE_AGE = {
  under_18: 16,
  '18_30': 25,
  '31_50': 40,
  '51_65': 58,
  over_65: 70,
} as const;
export type AgeRangeId = keyof typeof AGE_RANGE_AGE;

/** Party size presets 1 to 4; a custom size is 1 to 20. */
export const PARTY_SIZE_PRESETS = [1, 2, 3, 4] as const;
export const PARTY_SIZE_MIN = 1;
export const PARTY_SIZE_MAX = 20;
export const AGE_MIN = 5;
export const AGE_MAX = 100;

/** What a missing answer stands for (D9). */
export const PLANNER_DEFAULTS = {
  transportation_to_siem_reap: 'bus_van',
  duration: '1d1n',
  accommodation: 'mid_range',
  dining: 'mixed_dining',
  nationality: 'foreign',
  travel_style: 'cultural',
  experience_level: 'first_time',
  party_size: 2,
  age: 30,
} as const satisfies {
  transportation_to_siem_reap: TransportToSiemReapId;
  duration: DurationId;
  accommodation: AccommodationId;
  dining: DiningId;
  nationality: NationalityId;
  travel_style: TravelStyleId;
  experience_level: ExperienceLevelId;
  party_size: number;
  age: number;
};

/**
 * The default in-city transport when a day has no choice (D9): 32.5 (premium tuk-tuk) for a
 * group over 60 or a relaxed style, 11.5 (self-drive motorbike) for adventurers under 40,
 * else 20 (traditional tuk-tuk).
 */
export const DEFAULT_CITY_TRANSPORT_SENIOR_OVER_AGE = 60;
export const DEFAULT_CITY_TRANSPORT_YOUNG_UNDER_AGE = 40;
export const DEFAULT_CITY_TRANSPORT = {
  seniorOrRelaxed: 'premium_tuk_tuk',
  youngAdventurer: 'self_drive_motorbike',
  otherwise: 'traditional_tuk_tuk',
} as const satisfies Record<string, CityTransportId>;

/** Budget entry (document 3 §5). */
export const PLANNER_BUDGET_MIN = 50;
export const PLANNER_BUDGET_MAX = 5000;
export const PLANNER_BUDGET_STEP = 10;
export const PLANNER_BUDGET_DEFAULT = 500;
export const PLANNER_QUICK_BUDGETS = [100, 200, 300, 500, 800, 1000, 1500, 2000] as const;

/** The recommended split of a budget, in percent (document 3 §9). */
export const BUDGET_SPLIT_PERCENT = {
  transport: 25,
  accommodation: 30,
  food: 25,
  activities: 15,
  buffer: 5,
} as const;
export type SplitCategory = keyof typeof BUDGET_SPLIT_PERCENT;

/** Below this share of the budget a plan is "under budget". */
export const UNDER_BUDGET_BELOW_PERCENT = 80;
/** Transport to Siem Reap is paid both ways. */
export const ROUND_TRIP_LEGS = 2;

/** Remaining-budget upsells: the nightlife package first, at most four. */
export const NIGHTLIFE_PACKAGE_CENTS = 1500;
export const MAX_UPSELLS = 4;

/** The page's "generating" overlay (document 3 §9). */
export const RECOMMENDATION_DELAY_MS = 2000;
/** Clicking the accommodation searches hotels from its cost minus this to plus this, in dollars. */
export const HOTEL_PRICE_WINDOW_DOLLARS = 5;
