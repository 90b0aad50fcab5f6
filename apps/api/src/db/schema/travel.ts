import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { productVariants } from './catalog';
import { communes, districts, locationCategories, provinces, tags, villages } from './places';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A place to visit (document 3 §3): temples, waterfalls, markets ... */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name_en: text('name_en').notNull(),
    name_km: text('name_km').notNull(),
    short_description_en: text('short_description_en').notNull().default(''),
    short_description_km: text('short_description_km').notNull().default(''),
    description_en: text('description_en').notNull().default(''),
    description_km: text('description_km').notNull().default(''),
    category_id: integer('category_id')
      .notNull()
      .references(() => locationCategories.id),
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    district_id: integer('district_id').references(() => districts.id),
    commune_id: integer('commune_id').references(() => communes.id),
    village_id: integer('village_id').references(() => villages.id),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    url_location: text('url_location'),
    /** Typical spend per visit, in riel as the spec gives it. */
    min_money_riel: integer('min_money_riel').notNull().default(0),
    max_money_riel: integer('max_money_riel').notNull().default(0),
    total_view: integer('total_view').notNull().default(0),
    rating_sum: integer('rating_sum').notNull().default(0),
    rating_count: integer('rating_count').notNull().default(0),
    photo_count: smallint('photo_count').notNull().default(3),
    search_text: text('search_text').notNull().default(''),
    created_at: createdAt,
  },
  (t) => [
    uniqueIndex('locations_slug_uq').on(t.slug),
    index('locations_province_idx').on(t.province_id, t.total_view),
    index('locations_district_idx').on(t.district_id, t.total_view),
    index('locations_commune_idx').on(t.commune_id),
    index('locations_village_idx').on(t.village_id),
    index('locations_category_idx').on(t.category_id, t.total_view),
    index('locations_views_idx').on(t.total_view, t.id),
    index('locations_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    // The tour guide finds a place by what its description says ("the temple with tree roots").
    index('locations_description_en_trgm_idx').using('gin', sql`${t.description_en} gin_trgm_ops`),
    index('locations_description_km_trgm_idx').using('gin', sql`${t.description_km} gin_trgm_ops`),
  ],
);

export const locationTags = pgTable(
  'location_tags',
  {
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.location_id, t.tag_id] })],
);

export const locationReviews = pgTable(
  'location_reviews',
  {
    id: serial('id').primaryKey(),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    star: smallint('star').notNull(),
    comment: text('comment').notNull(),
    /** Hidden by staff (issue 16): not listed, and out of the place's rating sum and count. */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    created_at: createdAt,
  },
  (t) => [
    index('location_reviews_created_idx').on(t.created_at.desc(), t.id.desc()),
    uniqueIndex('location_reviews_location_user_uq').on(t.location_id, t.user_id),
    index('location_reviews_location_time_idx').on(t.location_id, t.created_at),
    check('location_reviews_star_range', sql`${t.star} between 1 and 5`),
  ],
);

/** Gear a location suggests: the products tab lists these variants. */
export const locationProducts = pgTable(
  'location_products',
  {
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    variant_id: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.location_id, t.variant_id] })],
);

export interface Bilingual<T> {
  en: T;
  km: T;
}

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name_en: text('name_en').notNull(),
    name_km: text('name_km').notNull(),
    description_en: text('description_en').notNull(),
    description_km: text('description_km').notNull(),
    difficulty: text('difficulty').notNull(),
    duration_hours: doublePrecision('duration_hours').notNull(),
    price_cents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    max_participants: integer('max_participants'),
    included: jsonb('included').$type<Bilingual<string[]>>().notNull(),
    requirements: jsonb('requirements').$type<Bilingual<string[]>>().notNull(),
    is_active: boolean('is_active').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    /** Words of both names, Khmer segmented (D6): what the chatbot finds an activity by. */
    search_text: text('search_text').notNull().default(''),
  },
  (t) => [
    index('activities_location_idx').on(t.location_id, t.sort_order),
    index('activities_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

/** The travel tips of a location, in both languages (the shape of document 3 §3 is built from it). */
export const travelGuides = pgTable('travel_guides', {
  location_id: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  guide: jsonb('guide').$type<Record<string, unknown>>().notNull(),
});

/** Booking requests for activities (D12). */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: serial('id').primaryKey(),
    activity_id: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    party_size: integer('party_size').notNull(),
    note: text('note').notNull().default(''),
    lang: text('lang').notNull().default('en'),
    /** The staff inbox (issue 16): first opened, and dealt with. */
    read_at: timestamp('read_at', { withTimezone: true }),
    handled_at: timestamp('handled_at', { withTimezone: true }),
    created_at: createdAt,
  },
  (t) => [
    index('booking_requests_activity_idx').on(t.activity_id),
    index('booking_requests_created_idx').on(t.created_at.desc(), t.id.desc()),
    // The overview's unread count reads only the unread rows.
    index('booking_requests_unread_idx')
      .on(t.created_at)
      .where(sql`${t.read_at} is null`),
    index('booking_requests_unhandled_idx')
      .on(t.created_at.desc(), t.id.desc())
      .where(sql`${t.handled_at} is null`),
  ],
);

export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name_en: text('name_en').notNull(),
    name_km: text('name_km').notNull(),
    type: text('type').notNull(),
    stars: smallint('stars').notNull(),
    description_en: text('description_en').notNull(),
    description_km: text('description_km').notNull(),
    address_en: text('address_en').notNull(),
    address_km: text('address_km').notNull(),
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    district_id: integer('district_id').references(() => districts.id),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    photo_count: smallint('photo_count').notNull().default(4),
    services: jsonb('services').$type<Bilingual<string>[]>().notNull(),
    meals: jsonb('meals').$type<Bilingual<string>[]>().notNull(),
    /** The cheapest and dearest room, kept with the rooms so price filters use an index. */
    min_price_cents: integer('min_price_cents').notNull(),
    max_price_cents: integer('max_price_cents').notNull(),
    search_text: text('search_text').notNull().default(''),
    /** Guests' reviews (issue 18), moved with each review as a place's are; hidden ones are out. */
    rating_sum: integer('rating_sum').notNull().default(0),
    rating_count: integer('rating_count').notNull().default(0),
    /** False: still listed, but requests to book are refused (`hotel-not-available`). */
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt,
  },
  (t) => [
    uniqueIndex('hotels_slug_uq').on(t.slug),
    index('hotels_province_price_idx').on(t.province_id, t.min_price_cents),
    index('hotels_type_idx').on(t.type),
    index('hotels_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

export const hotelRoomTypes = pgTable(
  'hotel_room_types',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    title_en: text('title_en').notNull(),
    title_km: text('title_km').notNull(),
    description_en: text('description_en').notNull(),
    description_km: text('description_km').notNull(),
    price_min_cents: integer('price_min_cents').notNull(),
    price_max_cents: integer('price_max_cents').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
    /** The most guests a request for this room may name (decision 029). */
    max_guests: smallint('max_guests').notNull().default(2),
  },
  (t) => [
    index('hotel_room_types_hotel_idx').on(t.hotel_id, t.sort_order),
    check('hotel_room_types_max_guests_range', sql`${t.max_guests} between 1 and 20`),
  ],
);

export const hotelNearby = pgTable(
  'hotel_nearby',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    location_id: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    title_en: text('title_en').notNull(),
    title_km: text('title_km').notNull(),
    description_en: text('description_en').notNull(),
    description_km: text('description_km').notNull(),
    distance_km: doublePrecision('distance_km').notNull(),
  },
  (t) => [
    index('hotel_nearby_hotel_idx').on(t.hotel_id, t.distance_km),
    // "Hotels near Pub Street": the hotels whose pages list a place, nearest first.
    index('hotel_nearby_location_idx').on(t.location_id, t.distance_km),
  ],
);

/** Guests' reviews of a hotel (issue 18): the shape and rules of `location_reviews`. */
export const hotelReviews = pgTable(
  'hotel_reviews',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    star: smallint('star').notNull(),
    comment: text('comment').notNull(),
    /** Hidden by staff: not listed, and out of the hotel's rating sum and count. */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    created_at: createdAt,
  },
  (t) => [
    index('hotel_reviews_created_idx').on(t.created_at.desc(), t.id.desc()),
    // One review per guest and hotel; also finds a user's reviews for the cascade on delete.
    uniqueIndex('hotel_reviews_hotel_user_uq').on(t.hotel_id, t.user_id),
    index('hotel_reviews_user_idx').on(t.user_id),
    // The public list: one hotel's visible reviews, newest first, without a sort.
    index('hotel_reviews_hotel_time_idx')
      .on(t.hotel_id, t.created_at.desc(), t.id.desc())
      .where(sql`${t.hidden_at} is null`),
    check('hotel_reviews_star_range', sql`${t.star} between 1 and 5`),
    check('hotel_reviews_comment_length', sql`char_length(${t.comment}) between 1 and 2000`),
  ],
);

/** Requests to book a hotel room (issue 18, decision 029), e-mailed like D12's. */
export const hotelBookingRequests = pgTable(
  'hotel_booking_requests',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    room_type_id: integer('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    check_in: date('check_in', { mode: 'string' }).notNull(),
    check_out: date('check_out', { mode: 'string' }).notNull(),
    guests: smallint('guests').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    note: text('note').notNull().default(''),
    lang: text('lang').notNull().default('en'),
    /** The staff inbox: first opened, and dealt with. */
    read_at: timestamp('read_at', { withTimezone: true }),
    handled_at: timestamp('handled_at', { withTimezone: true }),
    created_at: createdAt,
  },
  (t) => [
    index('hotel_booking_requests_hotel_idx').on(t.hotel_id),
    index('hotel_booking_requests_room_idx').on(t.room_type_id),
    index('hotel_booking_requests_user_idx').on(t.user_id),
    index('hotel_booking_requests_created_idx').on(t.created_at.desc(), t.id.desc()),
    index('hotel_booking_requests_unread_idx')
      .on(t.created_at.desc(), t.id.desc())
      .where(sql`${t.read_at} is null`),
    index('hotel_booking_requests_unhandled_idx')
      .on(t.created_at.desc(), t.id.desc())
      .where(sql`${t.handled_at} is null`),
    check('hotel_booking_requests_stay', sql`${t.check_out} > ${t.check_in}`),
    check('hotel_booking_requests_guests', sql`${t.guests} between 1 and 20`),
    check('hotel_booking_requests_note_length', sql`char_length(${t.note}) <= 1000`),
  ],
);

/**
 * Who has been counted in a place's views today (issue 10): one row per place,
 * visitor and Cambodian day, so a client cannot raise the count without limit.
 * `visitor` is a keyed hash of the account id or the client address, never the address itself.
 */
export const locationViews = pgTable(
  'location_views',
  {
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.location_id, t.visitor, t.day] }),
    index('location_views_day_idx').on(t.day),
  ],
);
