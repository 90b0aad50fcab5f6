import { z } from '../zod';
import { emailError } from '../domain/account-rules';
import {
  ADVENTURE_PAGE_SIZE,
  GUIDE_FETCH_MIN,
  HOTEL_TYPES,
  HOTELS_PAGE_SIZE,
} from '../domain/travel';
import {
  BOOKING_NOTE_MAX,
  HOTEL_ROOM_GUESTS_MAX,
  HOTEL_STAY_MAX_NIGHTS,
  nightsBetween,
} from '../domain/hotel-booking';
import { coercedIntField, IdSchema, INT4_MAX, LangSchema, PageSchema } from './common';
import { envelopeOf } from './envelope';
import { RelatedProductListSchema } from './shop';

const count = (max: number, dflt: number) => coercedIntField(1, max).default(dflt);
const search = z.string().trim().max(100, { error: 'field-too-large' }).optional();
/** Compared with a view counter, a PostgreSQL integer: a larger number is a 400, not a 500. */
const minViews = coercedIntField(0, INT4_MAX).optional();
const dollars = z.coerce
  .number({ error: 'field-invalid' })
  .min(0, { error: 'field-too-small' })
  .max(100_000, { error: 'field-too-large' });

/** GET /api/web/view/location: home data, and the home search (per_page 12, or 5 for suggestions). */
export const HomeQuerySchema = z.object({
  page: PageSchema.default(1),
  per_page: count(50, 12),
  search,
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, { error: 'field-invalid' })
    .optional(),
  category_id: IdSchema.optional(),
  lang: LangSchema.default('en'),
});

/** GET /api/web/view/adventure: every filter numeric; star 2 to 5 means "at least". */
export const AdventureQuerySchema = z.object({
  page: PageSchema.default(1),
  per_page: count(48, ADVENTURE_PAGE_SIZE),
  lang: LangSchema.default('en'),
  search,
  province_id: IdSchema.optional(),
  district_id: IdSchema.optional(),
  commune_id: IdSchema.optional(),
  village_id: IdSchema.optional(),
  category_id: IdSchema.optional(),
  star: z.coerce
    .number({ error: 'field-invalid' })
    .int({ error: 'field-invalid' })
    .min(1, { error: 'field-too-small' })
    .max(5, { error: 'field-too-large' })
    .optional(),
  min_total_view: minViews,
});

/** GET /api/web/view/siemreap: the guide fetches at least 50 per request. */
export const SiemReapQuerySchema = AdventureQuerySchema.omit({
  province_id: true,
  category_id: true,
}).extend({
  per_page: count(100, GUIDE_FETCH_MIN),
});

export { HOTEL_TYPES } from '../domain/travel';

/** GET /api/web/view/hotels/siemreap (camelCase query names as the spec gives them). */
export const HotelsQuerySchema = z
  .object({
    page: PageSchema.default(1),
    per_page: count(48, HOTELS_PAGE_SIZE),
    search,
    minPrice: dollars.optional(),
    maxPrice: dollars.optional(),
    type: z.enum(HOTEL_TYPES, { error: 'field-invalid-option' }).optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['maxPrice'],
    error: 'price-range-invalid',
  });

export const IdParamsSchema = z.object({ id: IdSchema });
export const GuideQuerySchema = z.object({ location_id: IdSchema, lang: LangSchema.optional() });

/** GET /api/web/view/location/detail/{id}: `month` picks the typical weather (Cambodia's by default). */
export const LocationDetailQuerySchema = z.object({
  lang: LangSchema.default('en'),
  month: z.coerce
    .number()
    .int()
    .min(1, { error: 'field-too-small' })
    .max(12, { error: 'field-too-large' })
    .optional(),
});

/** Location review (document 3 §5): sent as form data. */
export const LocationReviewSchema = z.object({
  star: z.coerce
    .number({ error: 'Please select a rating' })
    .int({ error: 'Please select a rating' })
    .min(1, { error: 'Please select a rating' })
    .max(5, { error: 'review-star-invalid' }),
  comment: z
    .string({ error: 'Please enter a review' })
    .trim()
    .min(1, { error: 'Please enter a review' })
    .max(2000, { error: 'review-comment-too-long' }),
});

/** Who asks and how to answer them: the same fields for an activity (D12) and a hotel. */
const bookingContact = {
  name: z
    .string({ error: 'booking-name-required' })
    .trim()
    .min(2, { error: 'booking-name-required' })
    .max(100, { error: 'field-too-large' }),
  email: z
    .string({ error: 'email-required' })
    .trim()
    .superRefine((v, ctx) => {
      const key = emailError(v);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    })
    .transform((v) => v.toLowerCase()),
  note: z.string().trim().max(BOOKING_NOTE_MAX, { error: 'field-too-large' }).default(''),
  lang: LangSchema.default('en'),
};

const isoDay = (error: string) =>
  z
    .string({ error })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error, abort: true })
    // A real calendar day: Date.parse alone takes 2031-02-30 as 2 March. An invalid day stops
    // here, so the rules after it (not in the past) speak only of real days.
    .refine(
      (v) => {
        const t = Date.parse(`${v}T00:00:00Z`);
        return !Number.isNaN(t) && new Date(t).toISOString().startsWith(v);
      },
      { error, abort: true },
    );

/** Booking request for an activity (D12). `today` keeps the date rule pure. */
export function bookingRequestSchema(today: string) {
  return z.object({
    name: bookingContact.name,
    email: bookingContact.email,
    date: isoDay('booking-date-invalid').refine((v) => v >= today, { error: 'booking-date-past' }),
    party_size: z.coerce
      .number({ error: 'booking-party-size-invalid' })
      .int({ error: 'booking-party-size-invalid' })
      .min(1, { error: 'booking-party-size-invalid' })
      .max(50, { error: 'booking-party-size-invalid' }),
    note: bookingContact.note,
    lang: bookingContact.lang,
  });
}

/**
 * Request to book a hotel room (issue 18, decision 029): the hotel answers by e-mail, nothing is
 * reserved or charged. The room's own guest limit and that the room is the hotel's are checked by
 * the server against the database (and by the form against the page's rooms).
 */
export function hotelBookingRequestSchema(today: string) {
  return z
    .object({
      check_in: isoDay('hotel-booking-check-in-invalid').refine((v) => v >= today, {
        error: 'hotel-booking-check-in-past',
      }),
      check_out: isoDay('hotel-booking-check-out-invalid'),
      room_type_id: z.coerce
        .number({ error: 'hotel-booking-room-required' })
        .int({ error: 'hotel-booking-room-required' })
        .min(1, { error: 'hotel-booking-room-required' })
        .max(2147483647, { error: 'hotel-booking-room-required' }),
      guests: z.coerce
        .number({ error: 'hotel-booking-guests-invalid' })
        .int({ error: 'hotel-booking-guests-invalid' })
        .min(1, { error: 'hotel-booking-guests-invalid' })
        .max(HOTEL_ROOM_GUESTS_MAX, { error: 'hotel-booking-guests-invalid' }),
      ...bookingContact,
      phone: z
        .string()
        .trim()
        .max(30, { error: 'hotel-booking-phone-invalid' })
        .regex(/^(\+?[0-9][0-9 ()-]{5,})?$/, { error: 'hotel-booking-phone-invalid' })
        .default(''),
    })
    .superRefine((v, ctx) => {
      const nights = nightsBetween(v.check_in, v.check_out);
      if (nights < 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['check_out'],
          message: 'hotel-booking-check-out-before-check-in',
        });
      } else if (nights > HOTEL_STAY_MAX_NIGHTS) {
        ctx.addIssue({
          code: 'custom',
          path: ['check_out'],
          message: 'hotel-booking-stay-too-long',
        });
      }
    });
}
export type HotelBookingRequest = z.output<ReturnType<typeof hotelBookingRequestSchema>>;

/** A hotel review: the rules and the words of a place's (document 3 §5), one definition. */
export const HotelReviewSchema = LocationReviewSchema;

/* ---------- responses ---------- */

const Named = z.object({
  id: z.number(),
  name: z.string(),
  local_name: z.string(),
  name_km: z.string(),
});

export const LocationCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  name_local: z.string(),
  name_km: z.string(),
  short_description: z.string(),
  short_description_local: z.string(),
  is_thumbnail: z.string(),
  category: z.object({ id: z.number(), slug: z.string(), name: z.string(), name_km: z.string() }),
  province: Named,
  district: Named.nullable(),
  commune: Named.nullable(),
  village: Named.nullable(),
  rate_star: z.number(),
  review_count: z.number(),
  total_view: z.number(),
  lat: z.number(),
  lng: z.number(),
  created_at: z.string(),
});
export type LocationCard = z.infer<typeof LocationCardSchema>;
export const LocationCardListSchema = z.array(LocationCardSchema);

export const RelatedLocationSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_local: z.string(),
  is_thumbnail: z.string(),
  total_view: z.number(),
});

export const LocationReviewItemSchema = z.object({
  id: z.number(),
  rater_name: z.string(),
  star: z.number(),
  comment: z.string(),
  created_at: z.string(),
});

export const ActivitySchema = z.object({
  id: z.number(),
  location_id: z.number(),
  image: z.string(),
  title: z.string(),
  name: z.string(),
  name_km: z.string(),
  description: z.string(),
  description_km: z.string(),
  is_active: z.boolean(),
  difficulty: z.enum(['easy', 'moderate', 'hard', 'challenging']),
  difficulty_level: z.number(),
  price: z.number(),
  price_per_person: z.number(),
  price_cents: z.number(),
  currency: z.string(),
  duration: z.number(),
  duration_hours: z.number(),
  max_participants: z.number().nullable(),
  included_items: z.array(z.string()),
  included_items_km: z.array(z.string()),
  requirements: z.array(z.string()),
  requirements_km: z.array(z.string()),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const WeatherSchema = z.object({
  month: z.number(),
  typical: z.literal(true),
  high_c: z.number(),
  low_c: z.number(),
  rain_mm: z.number(),
  rainy_days: z.number(),
  condition: z.enum(['sunny', 'partly-cloudy', 'showers', 'stormy']),
  next_months: z.array(
    z.object({ month: z.number(), high_c: z.number(), low_c: z.number(), condition: z.string() }),
  ),
});

export const LocationDetailSchema = LocationCardSchema.extend({
  local_name: z.string(),
  description: z.string(),
  description_local: z.string(),
  photos: z.array(z.object({ photo_url: z.string() })),
  tags: z.array(
    z.object({ id: z.number(), slug: z.string(), name: z.string(), name_km: z.string() }),
  ),
  lot: z.number(),
  url_location: z.string().nullable(),
  map_url: z.string(),
  min_money: z.number(),
  max_money: z.number(),
  stars: z.array(LocationReviewItemSchema),
  products: z.array(
    z.object({
      product_id: z.number(),
      product_name: z.string(),
      product_name_km: z.string(),
      color: z.string(),
      color_km: z.string(),
      size: z.string(),
      size_km: z.string(),
      price: z.number(),
      qty: z.number(),
      is_thumbnail: z.string(),
    }),
  ),
  active_travel_activities: z.array(ActivitySchema),
  same_district_locations: z.array(RelatedLocationSchema),
  same_category_locations: z.array(RelatedLocationSchema),
  weather: WeatherSchema,
});
export type LocationDetail = z.infer<typeof LocationDetailSchema>;

/** The pagination of the location lists (home, adventure, Siem Reap guide). */
export const LocationPaginationSchema = z.object({
  total: z.number(),
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
});
export type LocationPagination = z.infer<typeof LocationPaginationSchema>;

/** GET /api/web/view/location: home data and home search (locations, gear, the most viewed). */
export const HomeDataSchema = z.object({
  locations: LocationCardListSchema,
  product: RelatedProductListSchema,
  top_view_location: LocationCardListSchema,
  pagination: LocationPaginationSchema,
});
export type HomeData = z.infer<typeof HomeDataSchema>;

/** GET /api/web/view/adventure: a page of the filtered list and the most viewed of the province. */
export const AdventurePageSchema = z.object({
  locations: LocationCardListSchema,
  top_view_location: LocationCardListSchema,
  pagination: LocationPaginationSchema,
});
export type AdventurePage = z.infer<typeof AdventurePageSchema>;

/** GET /api/web/view/siemreap: the guide's places, its top 3 and related gear. */
export const SiemReapPageSchema = AdventurePageSchema.extend({
  product_relates: RelatedProductListSchema,
});
export type SiemReapPage = z.infer<typeof SiemReapPageSchema>;

/** The travel tips of a place (document 3 §3), in one language; a section it lacks is null. */
export const GuideTipsSchema = z.object({
  best_time_to_visit: z.string().nullable(),
  local_contacts: z.record(z.string(), z.string()).nullable(),
  currency_and_budget: z
    .object({ currency: z.string(), notes: z.string(), ATMs: z.string(), budget: z.string() })
    .nullable(),
  local_transportation: z
    .object({ shortDistances: z.string(), longDistances: z.string(), tip: z.string() })
    .nullable(),
  what_to_pack: z.array(z.string()).nullable(),
  local_etiquette: z.object({ greeting: z.string(), customs: z.array(z.string()) }).nullable(),
  what_on_sale: z.array(z.string()).nullable(),
});
export type GuideTips = z.infer<typeof GuideTipsSchema>;
export const GUIDE_SECTIONS = Object.keys(GuideTipsSchema.shape) as (keyof GuideTips)[];

/**
 * The tips in the requested language sit on the item itself, as the earlier server gave them
 * (its web client reads `best_time_to_visit` ... on the item), and again under `tips`.
 */
export const LocationGuideEntrySchema = GuideTipsSchema.extend({
  location_id: z.number(),
  tips: GuideTipsSchema,
  tips_en: GuideTipsSchema,
  tips_km: GuideTipsSchema,
});
export type LocationGuideEntry = z.infer<typeof LocationGuideEntrySchema>;
/** GET /api/web/view/location/guide: one entry, or none when the place has no guide. */
export const LocationGuideSchema = z.array(LocationGuideEntrySchema);
export type LocationGuide = z.infer<typeof LocationGuideSchema>;

export const HotelPaginationSchema = z.object({
  current_page: z.number(),
  last_page: z.number(),
  total: z.number(),
  has_more_pages: z.boolean(),
  first_item: z.number().nullable(),
  last_item: z.number().nullable(),
});
export type HotelPagination = z.infer<typeof HotelPaginationSchema>;

const BilingualText = z.object({ en: z.string(), km: z.string() });

export const HotelCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  name_km: z.string(),
  type: z.string(),
  stars: z.number(),
  description: z.string(),
  description_km: z.string(),
  address: z.string(),
  address_km: z.string(),
  thumbnail: z.string(),
  min_price: z.number(),
  max_price: z.number(),
  services: z.array(BilingualText),
});
export type HotelCard = z.infer<typeof HotelCardSchema>;

/**
 * GET /api/web/view/hotels/siemreap: its pagination `paginate` is a sibling of `data` in the
 * envelope (document 3 §3), not inside it.
 */
export const HotelListResponseSchema = envelopeOf(z.array(HotelCardSchema)).extend({
  paginate: HotelPaginationSchema,
});
export type HotelListResponse = z.infer<typeof HotelListResponseSchema>;

export const HotelDetailSchema = HotelCardSchema.extend({
  photos: z.array(z.object({ photo: z.string() })),
  meal: z.array(BilingualText),
  room_types: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      title_km: z.string(),
      description: z.string(),
      description_km: z.string(),
      image: z.string(),
      price_range: z.string(),
      price_min: z.number(),
      price_max: z.number(),
      /** The most guests one request for this room may name. */
      max_guests: z.number(),
    }),
  ),
  locations: z.array(
    z.object({
      id: z.number().nullable(),
      title: z.string(),
      title_km: z.string(),
      description: z.string(),
      description_km: z.string(),
      distance: z.number(),
    }),
  ),
  email: z.string(),
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** The open-in-maps link built from the coordinates. */
  map_url: z.string(),
  /** Guests' average (one decimal) and count; hidden reviews are out of both. */
  rate_star: z.number(),
  review_count: z.number(),
  /** False: the hotel is listed but takes no requests through CamTour (409 `hotel-not-available`). */
  is_active: z.boolean(),
  policies: z.object({
    check_in: z.string(),
    check_out: z.string(),
    free_cancellation_hours: z.number(),
  }),
});
export type HotelDetail = z.infer<typeof HotelDetailSchema>;

/** GET /api/web/view/hotels/siemreap/{id}/reviews: newest first, a page at a time. */
export const HotelReviewListSchema = z.object({
  reviews: z.array(LocationReviewItemSchema),
  pagination: z.object({
    current_page: z.number(),
    last_page: z.number(),
    per_page: z.number(),
    total: z.number(),
  }),
  rating: z.number(),
  review_count: z.number(),
});
export type HotelReviewList = z.infer<typeof HotelReviewListSchema>;
export const HotelReviewsQuerySchema = z.object({ page: PageSchema.default(1) });
