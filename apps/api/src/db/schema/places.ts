import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Columns every administrative level shares: NCDD code, names, unit type, centre. */
const adminUnit = {
  code: text('code').notNull(),
  name_en: text('name_en').notNull(),
  name_km: text('name_km').notNull(),
  type_en: text('type_en').notNull(),
  type_km: text('type_km').notNull(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  ...timestamps,
};

/**
 * Province ids are the earlier product's ids (Siem Reap = 8, Kep = 14 ...),
 * not NCDD codes: links such as /adventure?province_id=14 depend on them.
 */
export const provinces = pgTable(
  'provinces',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    ...adminUnit,
  },
  (t) => [uniqueIndex('provinces_code_uq').on(t.code), uniqueIndex('provinces_slug_uq').on(t.slug)],
);

/** Below provinces the id is the NCDD code as a number, so seed and import agree. */
export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'restrict' }),
    ...adminUnit,
  },
  (t) => [
    uniqueIndex('districts_code_uq').on(t.code),
    index('districts_province_idx').on(t.province_id),
  ],
);

export const communes = pgTable(
  'communes',
  {
    id: integer('id').primaryKey(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'restrict' }),
    ...adminUnit,
  },
  (t) => [
    uniqueIndex('communes_code_uq').on(t.code),
    index('communes_district_idx').on(t.district_id),
  ],
);

export const villages = pgTable(
  'villages',
  {
    id: integer('id').primaryKey(),
    commune_id: integer('commune_id')
      .notNull()
      .references(() => communes.id, { onDelete: 'restrict' }),
    ...adminUnit,
  },
  (t) => [
    uniqueIndex('villages_code_uq').on(t.code),
    index('villages_commune_idx').on(t.commune_id),
  ],
);

export const locationCategories = pgTable(
  'location_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name_en: text('name_en').notNull(),
    name_km: text('name_km').notNull(),
    description_en: text('description_en').notNull().default(''),
    description_km: text('description_km').notNull().default(''),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('location_categories_slug_uq').on(t.slug),
    index('location_categories_sort_idx').on(t.sort_order, t.id),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name_en: text('name_en').notNull(),
    name_km: text('name_km').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('tags_slug_uq').on(t.slug)],
);
