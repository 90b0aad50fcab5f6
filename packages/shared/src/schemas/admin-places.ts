import { z } from '../zod';
import {
  coercedIntField,
  IdSchema,
  INT4_MAX,
  intField,
  PagePaginationSchema,
  PageSchema,
} from './common';
import { GuideTipsSchema, HOTEL_TYPES } from './travel';

/*
 * Schemas of the staff back office for places (issue 16, DECISIONS D15): locations with their
 * photos, activities and travel tips; hotels with their room types. One schema serves the route
 * and the form; money is integer cents (riel for a location's typical spend, as document 3 keeps it).
 */

export const ADMIN_PLACES_PAGE_SIZE = 30;
/** A gallery holds photos 0 to 7 (the media addresses `locations/{id}/{n}.svg` allow no more). */
export const PLACE_PHOTO_MAX = 8;

/**
 * Cambodia's bounding box with a small margin: a place outside it is a typing mistake (most
 * often latitude and longitude swapped), not a place the product lists.
 */
export const CAMBODIA_BOUNDS = { latMin: 9.5, latMax: 15, lngMin: 102, lngMax: 108 } as const;

export const ACTIVITY_DIFFICULTIES = ['easy', 'moderate', 'hard', 'challenging'] as const;
export const ACTIVITY_CURRENCIES = ['USD', 'KHR'] as const;

/* ---------- building blocks ---------- */

const text = (min: number, max: number) =>
  z
    .string({ error: 'field-required' })
    .trim()
    .min(min, { error: min === 1 ? 'field-required' : 'field-too-small' })
    .max(max, { error: 'field-too-large' });
const optionalText = (max: number) =>
  z.string({ error: 'field-invalid' }).trim().max(max, { error: 'field-too-large' }).default('');
/** An id chosen from a list: a number, or null for "none". */
const optionalId = z
  .number({ error: 'field-invalid' })
  .int({ error: 'field-invalid' })
  .positive({ error: 'field-invalid' })
  .max(INT4_MAX, { error: 'field-invalid' })
  .nullable()
  .default(null);
const idField = z
  .number({ error: 'field-required' })
  .int({ error: 'field-invalid' })
  .positive({ error: 'field-invalid' })
  .max(INT4_MAX, { error: 'field-invalid' });
const lat = z
  .number({ error: 'field-invalid' })
  .min(CAMBODIA_BOUNDS.latMin, { error: 'field-too-small' })
  .max(CAMBODIA_BOUNDS.latMax, { error: 'field-too-large' });
const lng = z
  .number({ error: 'field-invalid' })
  .min(CAMBODIA_BOUNDS.lngMin, { error: 'field-too-small' })
  .max(CAMBODIA_BOUNDS.lngMax, { error: 'field-too-large' });
/** A list of short texts (what is included, what to pack ...): blank entries are dropped. */
const textList = (maxItems: number, maxLength: number) =>
  z
    .array(z.string({ error: 'field-invalid' }).trim().max(maxLength, { error: 'field-too-large' }))
    .transform((items) => items.filter((item) => item !== ''))
    .pipe(z.array(z.string()).max(maxItems, { error: 'field-too-large' }));
const SlugSchema = z
  .string({ error: 'field-invalid' })
  .trim()
  .toLowerCase()
  .max(80, { error: 'field-too-large' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'field-invalid' });
/** Blank (a form's empty field) means "make one from the English name". */
const OptionalSlugSchema = z
  .union([z.literal('').transform(() => undefined), SlugSchema])
  .optional();
/** A price in cents: at most 100,000 dollars. */
export const CentsSchema = intField(0, 10_000_000);

/* ---------- lists ---------- */

const search = z.string().trim().max(100, { error: 'field-too-large' }).optional();

export const AdminLocationsQuerySchema = z.object({
  search,
  province_id: IdSchema.optional(),
  category_id: IdSchema.optional(),
  page: PageSchema.default(1),
});
export type AdminLocationsQuery = z.input<typeof AdminLocationsQuerySchema>;

const NamedSchema = z.object({ id: z.number().int(), name_en: z.string(), name_km: z.string() });

/** The first fields of every place answer, in a list or alone. */
const placeHead = {
  id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_km: z.string(),
};

export const AdminLocationRowSchema = z.object({
  ...placeHead,
  province: NamedSchema,
  category: NamedSchema.extend({ slug: z.string() }),
  total_view: z.number().int(),
  rate_star: z.number(),
  review_count: z.number().int(),
  photo_count: z.number().int(),
  /** Photo 0, or the category's picture while the place has no photo. */
  thumbnail: z.string(),
});
export type AdminLocationRow = z.infer<typeof AdminLocationRowSchema>;

export const AdminLocationsPageSchema = z.object({
  locations: z.array(AdminLocationRowSchema),
  pagination: PagePaginationSchema,
});
export type AdminLocationsPage = z.infer<typeof AdminLocationsPageSchema>;

export const AdminHotelsQuerySchema = z.object({
  search,
  type: z.enum(HOTEL_TYPES, { error: 'field-invalid-option' }).optional(),
  stars: coercedIntField(1, 5).optional(),
  page: PageSchema.default(1),
});
export type AdminHotelsQuery = z.input<typeof AdminHotelsQuerySchema>;

export const AdminHotelRowSchema = z.object({
  ...placeHead,
  type: z.enum(HOTEL_TYPES),
  stars: z.number().int(),
  province: NamedSchema,
  min_price_cents: z.number().int(),
  max_price_cents: z.number().int(),
  room_count: z.number().int(),
  photo_count: z.number().int(),
  thumbnail: z.string().nullable(),
});
export type AdminHotelRow = z.infer<typeof AdminHotelRowSchema>;

export const AdminHotelsPageSchema = z.object({
  hotels: z.array(AdminHotelRowSchema),
  pagination: PagePaginationSchema,
});
export type AdminHotelsPage = z.infer<typeof AdminHotelsPageSchema>;

/* ---------- options for the forms ---------- */

export const AdminPlacesOptionsQuerySchema = z.object({
  province_id: IdSchema.optional(),
  district_id: IdSchema.optional(),
  commune_id: IdSchema.optional(),
});

/** A choice of a form's list: a province, a district ... */
const OptionSchema = NamedSchema;
export type PlaceOption = z.infer<typeof OptionSchema>;

export const AdminPlacesOptionsSchema = z.object({
  provinces: z.array(OptionSchema),
  categories: z.array(OptionSchema.extend({ slug: z.string() })),
  tags: z.array(OptionSchema.extend({ slug: z.string() })),
  hotel_types: z.array(z.enum(HOTEL_TYPES)),
  difficulties: z.array(z.enum(ACTIVITY_DIFFICULTIES)),
  /** The districts of `province_id`, the communes of `district_id`, the villages of `commune_id`. */
  districts: z.array(OptionSchema),
  communes: z.array(OptionSchema),
  villages: z.array(OptionSchema),
});
export type AdminPlacesOptions = z.infer<typeof AdminPlacesOptionsSchema>;

/* ---------- a location ---------- */

const locationShape = {
  /** Made from the English name when left out or blank (`-2`, `-3` ... added); 409 when a given one is taken. */
  slug: OptionalSlugSchema,
  name_en: text(2, 200),
  name_km: text(1, 200),
  short_description_en: optionalText(300),
  short_description_km: optionalText(300),
  description_en: optionalText(10_000),
  description_km: optionalText(10_000),
  category_id: idField,
  province_id: idField,
  district_id: optionalId,
  commune_id: optionalId,
  village_id: optionalId,
  lat,
  lng,
  url_location: z
    .union([
      z.literal(''),
      z
        .url({ protocol: /^https?$/, error: 'field-invalid' })
        .max(500, { error: 'field-too-large' }),
    ])
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v)),
  /** Typical spend per visit, whole riel. */
  min_money_riel: intField(0, 100_000_000),
  max_money_riel: intField(0, 100_000_000),
  tag_ids: z
    .array(idField)
    .max(20, { error: 'field-too-large' })
    .default([])
    .transform((ids) => [...new Set(ids)]),
};

export const AdminLocationInputSchema = z
  .object(locationShape)
  .refine((l) => l.min_money_riel <= l.max_money_riel, {
    path: ['max_money_riel'],
    error: 'price-range-invalid',
  })
  .refine((l) => l.village_id === null || l.commune_id !== null, {
    path: ['commune_id'],
    error: 'field-required',
  })
  .refine((l) => l.commune_id === null || l.district_id !== null, {
    path: ['district_id'],
    error: 'field-required',
  });
export type AdminLocationInput = z.input<typeof AdminLocationInputSchema>;
export type AdminLocationInputParsed = z.output<typeof AdminLocationInputSchema>;

export const AdminPhotoSchema = z.object({ position: z.number().int(), url: z.string() });

export const AdminActivitySchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  name_en: z.string(),
  name_km: z.string(),
  description_en: z.string(),
  description_km: z.string(),
  difficulty: z.enum(ACTIVITY_DIFFICULTIES),
  duration_hours: z.number(),
  price_cents: z.number().int(),
  currency: z.enum(ACTIVITY_CURRENCIES),
  max_participants: z.number().int().nullable(),
  included: z.object({ en: z.array(z.string()), km: z.array(z.string()) }),
  requirements: z.object({ en: z.array(z.string()), km: z.array(z.string()) }),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  image: z.string(),
  booking_count: z.number().int(),
});
export type AdminActivity = z.infer<typeof AdminActivitySchema>;

/** The stored guide per language, as the public guide endpoint reads it (document 3 §3). */
export const AdminGuideSchema = z.object({ tips_en: GuideTipsSchema, tips_km: GuideTipsSchema });
export type AdminGuide = z.infer<typeof AdminGuideSchema>;

export const AdminLocationSchema = z.object({
  ...placeHead,
  short_description_en: z.string(),
  short_description_km: z.string(),
  description_en: z.string(),
  description_km: z.string(),
  category_id: z.number().int(),
  province_id: z.number().int(),
  district_id: z.number().int().nullable(),
  commune_id: z.number().int().nullable(),
  village_id: z.number().int().nullable(),
  lat: z.number(),
  lng: z.number(),
  url_location: z.string().nullable(),
  min_money_riel: z.number().int(),
  max_money_riel: z.number().int(),
  tag_ids: z.array(z.number().int()),
  total_view: z.number().int(),
  rate_star: z.number(),
  review_count: z.number().int(),
  photo_count: z.number().int(),
  photos: z.array(AdminPhotoSchema),
  activities: z.array(AdminActivitySchema),
  /** Null while the place has no travel tips. */
  guide: AdminGuideSchema.nullable(),
  created_at: z.string(),
});
export type AdminLocation = z.infer<typeof AdminLocationSchema>;

/** Multipart text field beside the file `photo`: replace this photo (0-based), else append. */
export const PlacePhotoFieldsSchema = z.object({
  position: coercedIntField(0, PLACE_PHOTO_MAX - 1).optional(),
});

export const PhotoPositionParamsSchema = z.object({
  id: IdSchema,
  position: coercedIntField(0, PLACE_PHOTO_MAX - 1),
});

/** What a photo change answers: the gallery after it. */
export const AdminPhotosSchema = z.object({
  photo_count: z.number().int(),
  photos: z.array(AdminPhotoSchema),
});
export type AdminPhotos = z.infer<typeof AdminPhotosSchema>;

/* ---------- activities ---------- */

export const AdminActivityInputSchema = z.object({
  name_en: text(2, 200),
  name_km: text(1, 200),
  description_en: optionalText(5_000),
  description_km: optionalText(5_000),
  difficulty: z.enum(ACTIVITY_DIFFICULTIES, { error: 'field-invalid-option' }),
  duration_hours: z
    .number({ error: 'field-invalid' })
    .min(0.25, { error: 'field-too-small' })
    .max(240, { error: 'field-too-large' }),
  price_cents: CentsSchema,
  currency: z.enum(ACTIVITY_CURRENCIES, { error: 'field-invalid-option' }).default('USD'),
  max_participants: intField(1, 1000).nullable().default(null),
  included: z.object({ en: textList(20, 200), km: textList(20, 200) }),
  requirements: z.object({ en: textList(20, 200), km: textList(20, 200) }),
  is_active: z.boolean({ error: 'field-invalid' }).default(true),
  sort_order: intField(0, 10_000).default(0),
});
export type AdminActivityInput = z.input<typeof AdminActivityInputSchema>;
export type AdminActivityInputParsed = z.output<typeof AdminActivityInputSchema>;

/* ---------- travel tips: PUT /api/admin/locations/{id}/guide ---------- */

const tipText = (max: number) =>
  z.string({ error: 'field-invalid' }).trim().min(1, { error: 'field-required' }).max(max, {
    error: 'field-too-large',
  });

/** One language of the tips; a section left null is not shown. */
export const GuideTipsInputSchema = z.object({
  best_time_to_visit: tipText(1_000).nullable(),
  local_contacts: z
    .record(
      z.string().trim().min(1, { error: 'field-required' }).max(60, { error: 'field-too-large' }),
      tipText(200),
    )
    .refine((r) => Object.keys(r).length <= 12, { error: 'field-too-large' })
    .nullable(),
  currency_and_budget: z
    .object({
      currency: tipText(40),
      notes: tipText(1_000),
      ATMs: tipText(1_000),
      budget: tipText(1_000),
    })
    .nullable(),
  local_transportation: z
    .object({
      shortDistances: tipText(1_000),
      longDistances: tipText(1_000),
      tip: tipText(1_000),
    })
    .nullable(),
  what_to_pack: textList(30, 200).nullable(),
  local_etiquette: z.object({ greeting: tipText(1_000), customs: textList(20, 300) }).nullable(),
  what_on_sale: textList(30, 200).nullable(),
});
export type GuideTipsInput = z.input<typeof GuideTipsInputSchema>;

export const AdminGuideInputSchema = z.object({
  tips_en: GuideTipsInputSchema,
  tips_km: GuideTipsInputSchema,
});
export type AdminGuideInput = z.input<typeof AdminGuideInputSchema>;
export type AdminGuideInputParsed = z.output<typeof AdminGuideInputSchema>;

/* ---------- hotels and room types ---------- */

const BilingualItemSchema = z.object({ en: text(1, 200), km: text(1, 200) });
const bilingualItems = z
  .array(BilingualItemSchema)
  .max(30, { error: 'field-too-large' })
  .default([]);

export const AdminRoomInputSchema = z
  .object({
    title_en: text(2, 200),
    title_km: text(1, 200),
    description_en: optionalText(2_000),
    description_km: optionalText(2_000),
    price_min_cents: CentsSchema,
    price_max_cents: CentsSchema,
    sort_order: intField(0, 10_000).default(0),
  })
  .refine((r) => r.price_min_cents <= r.price_max_cents, {
    path: ['price_max_cents'],
    error: 'price-range-invalid',
  });
export type AdminRoomInput = z.input<typeof AdminRoomInputSchema>;
export type AdminRoomInputParsed = z.output<typeof AdminRoomInputSchema>;

const hotelShape = {
  slug: OptionalSlugSchema,
  name_en: text(2, 200),
  name_km: text(1, 200),
  type: z.enum(HOTEL_TYPES, { error: 'field-invalid-option' }),
  stars: intField(1, 5),
  description_en: optionalText(10_000),
  description_km: optionalText(10_000),
  address_en: text(2, 300),
  address_km: text(1, 300),
  province_id: idField,
  district_id: optionalId,
  lat,
  lng,
  email: z.email({ error: 'email-invalid' }).max(254, { error: 'field-too-large' }),
  phone: z
    .string({ error: 'field-required' })
    .trim()
    .regex(/^\+?[\d\s()-]{6,20}$/, { error: 'field-invalid' }),
  services: bilingualItems,
  meals: bilingualItems,
};

/** PUT /api/admin/hotels/{id}: the hotel's own fields (its rooms change one by one). */
export const AdminHotelInputSchema = z.object(hotelShape);
export type AdminHotelInput = z.input<typeof AdminHotelInputSchema>;
export type AdminHotelInputParsed = z.output<typeof AdminHotelInputSchema>;

/** POST /api/admin/hotels: a hotel is made with its rooms, as it always has at least one. */
export const AdminHotelCreateSchema = z.object({
  ...hotelShape,
  rooms: z
    .array(AdminRoomInputSchema)
    .min(1, { error: 'hotel-needs-a-room' })
    .max(30, { error: 'field-too-large' }),
});
export type AdminHotelCreate = z.input<typeof AdminHotelCreateSchema>;
export type AdminHotelCreateParsed = z.output<typeof AdminHotelCreateSchema>;

export const AdminRoomSchema = z.object({
  id: z.number().int(),
  hotel_id: z.number().int(),
  title_en: z.string(),
  title_km: z.string(),
  description_en: z.string(),
  description_km: z.string(),
  price_min_cents: z.number().int(),
  price_max_cents: z.number().int(),
  sort_order: z.number().int(),
  image: z.string(),
});
export type AdminRoom = z.infer<typeof AdminRoomSchema>;

export const AdminHotelSchema = z.object({
  ...placeHead,
  type: z.enum(HOTEL_TYPES),
  stars: z.number().int(),
  description_en: z.string(),
  description_km: z.string(),
  address_en: z.string(),
  address_km: z.string(),
  province_id: z.number().int(),
  district_id: z.number().int().nullable(),
  lat: z.number(),
  lng: z.number(),
  email: z.string(),
  phone: z.string(),
  services: z.array(z.object({ en: z.string(), km: z.string() })),
  meals: z.array(z.object({ en: z.string(), km: z.string() })),
  min_price_cents: z.number().int(),
  max_price_cents: z.number().int(),
  photo_count: z.number().int(),
  photos: z.array(AdminPhotoSchema),
  rooms: z.array(AdminRoomSchema),
  created_at: z.string(),
});
export type AdminHotel = z.infer<typeof AdminHotelSchema>;

/** What a room change answers: the room and its hotel's price range after the change. */
export const AdminRoomResultSchema = z.object({
  room: AdminRoomSchema.nullable(),
  hotel: z.object({
    id: z.number().int(),
    min_price_cents: z.number().int(),
    max_price_cents: z.number().int(),
  }),
});
export type AdminRoomResult = z.infer<typeof AdminRoomResultSchema>;

/** What replacing or removing a single picture (activity, room) answers. */
export const AdminPictureSchema = z.object({ image: z.string(), uploaded: z.boolean() });
export type AdminPicture = z.infer<typeof AdminPictureSchema>;
