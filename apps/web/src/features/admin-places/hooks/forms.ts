import { centsToUsdInput, parseUsdToCents } from '@camtour/shared/domain/usd-input';
import {
  AdminActivityInputSchema,
  AdminGuideInputSchema,
  AdminHotelCreateSchema,
  AdminHotelInputSchema,
  AdminLocationInputSchema,
  AdminRoomInputSchema,
  type AdminActivity,
  type AdminActivityInput,
  type AdminGuide,
  type AdminGuideInput,
  type AdminHotel,
  type AdminHotelCreate,
  type AdminHotelInput,
  type AdminLocation,
  type AdminLocationInput,
  type AdminRoom,
  type AdminRoomInput,
  type GuideTipsInput,
} from '@camtour/shared/schemas/admin-places';
import type { GuideTips } from '@camtour/shared/schemas/travel';
import { linesOf, linesText, type FormShape } from './place-form';

/* ---------- location ---------- */

export interface LocationFormValues {
  slug: string;
  name_en: string;
  name_km: string;
  short_description_en: string;
  short_description_km: string;
  description_en: string;
  description_km: string;
  category_id: number | null;
  province_id: number | null;
  district_id: number | null;
  commune_id: number | null;
  village_id: number | null;
  lat: number;
  lng: number;
  url_location: string;
  min_money_riel: number;
  max_money_riel: number;
  tag_ids: number[];
}

export const emptyLocation = (): LocationFormValues => ({
  slug: '',
  name_en: '',
  name_km: '',
  short_description_en: '',
  short_description_km: '',
  description_en: '',
  description_km: '',
  category_id: null,
  province_id: null,
  district_id: null,
  commune_id: null,
  village_id: null,
  lat: Number.NaN,
  lng: Number.NaN,
  url_location: '',
  min_money_riel: 0,
  max_money_riel: 0,
  tag_ids: [],
});

export const locationValues = (l: AdminLocation): LocationFormValues => ({
  slug: l.slug,
  name_en: l.name_en,
  name_km: l.name_km,
  short_description_en: l.short_description_en,
  short_description_km: l.short_description_km,
  description_en: l.description_en,
  description_km: l.description_km,
  category_id: l.category_id,
  province_id: l.province_id,
  district_id: l.district_id,
  commune_id: l.commune_id,
  village_id: l.village_id,
  lat: l.lat,
  lng: l.lng,
  url_location: l.url_location ?? '',
  min_money_riel: l.min_money_riel,
  max_money_riel: l.max_money_riel,
  tag_ids: l.tag_ids,
});

export const LOCATION_FORM: FormShape<LocationFormValues> = {
  schema: AdminLocationInputSchema,
  toInput: (v): AdminLocationInput => v as AdminLocationInput,
  fields: Object.keys(emptyLocation()),
};

/* ---------- activity ---------- */

export interface ActivityFormValues {
  name_en: string;
  name_km: string;
  description_en: string;
  description_km: string;
  difficulty: string;
  duration_hours: number;
  /** Dollars as typed. */
  price: string;
  max_participants: number | null;
  included: { en: string; km: string };
  requirements: { en: string; km: string };
  is_active: boolean;
  sort_order: number;
}

export const activityValues = (a: AdminActivity | null): ActivityFormValues => ({
  name_en: a?.name_en ?? '',
  name_km: a?.name_km ?? '',
  description_en: a?.description_en ?? '',
  description_km: a?.description_km ?? '',
  difficulty: a?.difficulty ?? 'easy',
  duration_hours: a?.duration_hours ?? 1,
  price: a ? centsToUsdInput(a.price_cents) : '',
  max_participants: a?.max_participants ?? null,
  included: { en: linesText(a?.included.en), km: linesText(a?.included.km) },
  requirements: { en: linesText(a?.requirements.en), km: linesText(a?.requirements.km) },
  is_active: a?.is_active ?? true,
  sort_order: a?.sort_order ?? 0,
});

/** Typed dollars in exact cents; text that is not an amount fails the schema's number check. */
const cents = (usd: string) =>
  usd.trim() === '' ? Number.NaN : (parseUsdToCents(usd) ?? Number.NaN);

export const ACTIVITY_FORM: FormShape<ActivityFormValues> = {
  schema: AdminActivityInputSchema,
  toInput: ({ price, included, requirements, ...rest }): AdminActivityInput => ({
    ...rest,
    difficulty: rest.difficulty as AdminActivityInput['difficulty'],
    price_cents: cents(price),
    currency: 'USD',
    included: { en: linesOf(included.en), km: linesOf(included.km) },
    requirements: { en: linesOf(requirements.en), km: linesOf(requirements.km) },
  }),
  fields: [
    'name_en',
    'name_km',
    'description_en',
    'description_km',
    'difficulty',
    'duration_hours',
    'price',
    'max_participants',
    'included.en',
    'included.km',
    'requirements.en',
    'requirements.km',
    'is_active',
    'sort_order',
  ],
  rename: { price_cents: 'price' },
};

/* ---------- travel tips ---------- */

/** One language of the tips as the form edits it: plain texts, lists one item a line. */
export interface TipsFormValues {
  best_time_to_visit: string;
  /** "Police: 117", one contact a line. */
  local_contacts: string;
  currency_and_budget: { currency: string; notes: string; ATMs: string; budget: string };
  local_transportation: { shortDistances: string; longDistances: string; tip: string };
  what_to_pack: string;
  local_etiquette: { greeting: string; customs: string };
  what_on_sale: string;
}

export interface GuideFormValues {
  tips_en: TipsFormValues;
  tips_km: TipsFormValues;
}

function tipsValues(t: GuideTips | null): TipsFormValues {
  return {
    best_time_to_visit: t?.best_time_to_visit ?? '',
    local_contacts: Object.entries(t?.local_contacts ?? {})
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n'),
    currency_and_budget: {
      currency: t?.currency_and_budget?.currency ?? '',
      notes: t?.currency_and_budget?.notes ?? '',
      ATMs: t?.currency_and_budget?.ATMs ?? '',
      budget: t?.currency_and_budget?.budget ?? '',
    },
    local_transportation: {
      shortDistances: t?.local_transportation?.shortDistances ?? '',
      longDistances: t?.local_transportation?.longDistances ?? '',
      tip: t?.local_transportation?.tip ?? '',
    },
    what_to_pack: linesText(t?.what_to_pack),
    local_etiquette: {
      greeting: t?.local_etiquette?.greeting ?? '',
      customs: linesText(t?.local_etiquette?.customs),
    },
    what_on_sale: linesText(t?.what_on_sale),
  };
}

export const guideValues = (g: AdminGuide | null): GuideFormValues => ({
  tips_en: tipsValues(g?.tips_en ?? null),
  tips_km: tipsValues(g?.tips_km ?? null),
});

/** A section whose every field is blank is left out (null); a half-filled one is checked. */
const section = <T extends Record<string, string>, R>(fields: T, make: (f: T) => R): R | null =>
  Object.values(fields).every((v) => v.trim() === '') ? null : make(fields);

function contacts(text: string): Record<string, string> | null {
  const lines = linesOf(text);
  if (!lines.length) return null;
  return Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      // A line without "name:" keeps its text as the value, so the length rules still see it.
      return at > 0 ? [line.slice(0, at).trim(), line.slice(at + 1).trim()] : [line, ''];
    }),
  );
}

function tipsInput(t: TipsFormValues): GuideTipsInput {
  const list = (text: string) => (linesOf(text).length ? linesOf(text) : null);
  return {
    best_time_to_visit: t.best_time_to_visit.trim() || null,
    local_contacts: contacts(t.local_contacts),
    currency_and_budget: section(t.currency_and_budget, (f) => f),
    local_transportation: section(t.local_transportation, (f) => f),
    what_to_pack: list(t.what_to_pack),
    local_etiquette: section(t.local_etiquette, (f) => ({
      greeting: f.greeting,
      customs: linesOf(f.customs),
    })),
    what_on_sale: list(t.what_on_sale),
  };
}

const TIP_FIELDS = [
  'best_time_to_visit',
  'local_contacts',
  'currency_and_budget.currency',
  'currency_and_budget.notes',
  'currency_and_budget.ATMs',
  'currency_and_budget.budget',
  'local_transportation.shortDistances',
  'local_transportation.longDistances',
  'local_transportation.tip',
  'what_to_pack',
  'local_etiquette.greeting',
  'local_etiquette.customs',
  'what_on_sale',
] as const;

export const GUIDE_FORM: FormShape<GuideFormValues> = {
  schema: AdminGuideInputSchema,
  toInput: (v): AdminGuideInput => ({
    tips_en: tipsInput(v.tips_en),
    tips_km: tipsInput(v.tips_km),
  }),
  fields: ['tips_en', 'tips_km'].flatMap((lang) => TIP_FIELDS.map((f) => `${lang}.${f}`)),
};

/* ---------- hotel and rooms ---------- */

export interface RoomFormValues {
  title_en: string;
  title_km: string;
  description_en: string;
  description_km: string;
  /** Dollars as typed. */
  price_min: string;
  price_max: string;
  sort_order: number;
}

export const roomValues = (r: AdminRoom | null): RoomFormValues => ({
  title_en: r?.title_en ?? '',
  title_km: r?.title_km ?? '',
  description_en: r?.description_en ?? '',
  description_km: r?.description_km ?? '',
  price_min: r ? centsToUsdInput(r.price_min_cents) : '',
  price_max: r ? centsToUsdInput(r.price_max_cents) : '',
  sort_order: r?.sort_order ?? 0,
});

const roomInput = ({ price_min, price_max, ...rest }: RoomFormValues): AdminRoomInput => ({
  ...rest,
  price_min_cents: cents(price_min),
  price_max_cents: cents(price_max),
});

const ROOM_FIELDS = [
  'title_en',
  'title_km',
  'description_en',
  'description_km',
  'price_min',
  'price_max',
  'sort_order',
];
const ROOM_RENAME = { price_min_cents: 'price_min', price_max_cents: 'price_max' };

export const ROOM_FORM: FormShape<RoomFormValues> = {
  schema: AdminRoomInputSchema,
  toInput: roomInput,
  fields: ROOM_FIELDS,
  rename: ROOM_RENAME,
};

export interface HotelFormValues {
  slug: string;
  name_en: string;
  name_km: string;
  type: string;
  stars: number;
  description_en: string;
  description_km: string;
  address_en: string;
  address_km: string;
  province_id: number | null;
  district_id: number | null;
  lat: number;
  lng: number;
  email: string;
  phone: string;
  services: { en: string; km: string }[];
  meals: { en: string; km: string }[];
  /** Only when the hotel is new: its first room type. */
  room: RoomFormValues;
}

export const hotelValues = (h: AdminHotel | null): HotelFormValues => ({
  slug: h?.slug ?? '',
  name_en: h?.name_en ?? '',
  name_km: h?.name_km ?? '',
  type: h?.type ?? 'hotel',
  stars: h?.stars ?? 3,
  description_en: h?.description_en ?? '',
  description_km: h?.description_km ?? '',
  address_en: h?.address_en ?? '',
  address_km: h?.address_km ?? '',
  province_id: h?.province_id ?? null,
  district_id: h?.district_id ?? null,
  lat: h?.lat ?? Number.NaN,
  lng: h?.lng ?? Number.NaN,
  email: h?.email ?? '',
  phone: h?.phone ?? '',
  services: h?.services ?? [],
  meals: h?.meals ?? [],
  room: roomValues(null),
});

const HOTEL_FIELDS = [
  'slug',
  'name_en',
  'name_km',
  'type',
  'stars',
  'description_en',
  'description_km',
  'address_en',
  'address_km',
  'province_id',
  'district_id',
  'lat',
  'lng',
  'email',
  'phone',
  'services',
  'meals',
];

/** Field errors of a list item (`services.2.km`) show on that item's input. */
const itemFields = (name: string, max: number) =>
  Array.from({ length: max }, (_, i) => [`${name}.${i}.en`, `${name}.${i}.km`]).flat();

export const HOTEL_UPDATE_FORM: FormShape<HotelFormValues> = {
  schema: AdminHotelInputSchema,
  toInput: ({ room: _room, ...rest }): AdminHotelInput => rest as AdminHotelInput,
  fields: [...HOTEL_FIELDS, ...itemFields('services', 30), ...itemFields('meals', 30)],
};

export const HOTEL_CREATE_FORM: FormShape<HotelFormValues> = {
  schema: AdminHotelCreateSchema,
  toInput: ({ room, ...rest }): AdminHotelCreate => ({
    ...(rest as AdminHotelInput),
    rooms: [roomInput(room)],
  }),
  fields: [...HOTEL_UPDATE_FORM.fields, 'rooms', ...ROOM_FIELDS.map((f) => `room.${f}`)],
  rename: {
    'rooms.0.price_min_cents': 'room.price_min',
    'rooms.0.price_max_cents': 'room.price_max',
    'rooms.0': 'room',
  },
};
