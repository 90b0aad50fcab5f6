import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
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

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name_en: text('name_en').notNull(),
    name_km: text('name_km').notNull(),
    description_en: text('description_en').notNull().default(''),
    description_km: text('description_km').notNull().default(''),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('product_categories_slug_uq').on(t.slug)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    name_km: text('name_km').notNull(),
    brand_type: text('brand_type').notNull(),
    description_en: text('description_en').notNull().default(''),
    description_km: text('description_km').notNull().default(''),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug)],
);

export const colors = pgTable(
  'colors',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name_en: text('name_en').notNull(),
    name_km: text('name_km').notNull(),
    hex: text('hex').notNull(),
  },
  (t) => [uniqueIndex('colors_slug_uq').on(t.slug)],
);

export const sizes = pgTable(
  'sizes',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    size_en: text('size_en').notNull(),
    size_km: text('size_km').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('sizes_slug_uq').on(t.slug)],
);

export interface ProductSpec {
  label_en: string;
  label_km: string;
  value_en: string;
  value_km: string;
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    category_id: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name_en: text('name_en').notNull(),
    name_km: text('name_km').notNull(),
    description_en: text('description_en').notNull(),
    description_km: text('description_km').notNull(),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull().default([]),
    /** Money in US cents (D7). */
    price_cents: integer('price_cents').notNull(),
    original_price_cents: integer('original_price_cents'),
    status: text('status').notNull().default('published'),
    total_views: integer('total_views').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    rating_sum: integer('rating_sum').notNull().default(0),
    rating_count: integer('rating_count').notNull().default(0),
    /** Pictures 0..n-1 served at /api/media/products/{id}/{n}.svg (drawn, or a staff upload). */
    photo_count: smallint('photo_count').notNull().default(3),
    /** Words of every name, code, brand and category, Khmer segmented (D6). */
    search_text: text('search_text').notNull().default(''),
    created_at: createdAt,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_code_uq').on(t.code),
    index('products_category_idx').on(t.category_id),
    index('products_brand_idx').on(t.brand_id),
    index('products_status_created_idx').on(t.status, t.created_at),
    index('products_status_price_idx').on(t.status, t.price_cents),
    index('products_status_sold_idx').on(t.status, t.sold),
    index('products_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    check('products_price_nonnegative', sql`${t.price_cents} >= 0`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color_id: integer('color_id')
      .notNull()
      .references(() => colors.id),
    size_id: integer('size_id')
      .notNull()
      .references(() => sizes.id),
    /** Units in stock; never negative, so a sale can never oversell (D7). */
    qty: integer('qty').notNull().default(0),
    price_cents: integer('price_cents'),
  },
  (t) => [
    uniqueIndex('product_variants_option_uq').on(t.product_id, t.color_id, t.size_id),
    // The back office's low-stock lists read the lowest stock first and stop early.
    index('product_variants_qty_idx').on(t.qty, t.id),
    check('product_variants_qty_nonnegative', sql`${t.qty} >= 0`),
  ],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    star: smallint('star').notNull(),
    comment: text('comment').notNull(),
    /** Hidden by staff (issue 16): not listed, and out of the product's rating sum and count. */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    created_at: createdAt,
  },
  (t) => [
    index('product_reviews_created_idx').on(t.created_at.desc(), t.id.desc()),
    uniqueIndex('product_reviews_product_user_uq').on(t.product_id, t.user_id),
    index('product_reviews_product_time_idx').on(t.product_id, t.created_at),
    check('product_reviews_star_range', sql`${t.star} between 1 and 5`),
  ],
);

/**
 * Who has been counted in a product's views today (issue 10), as `location_views` does for
 * places: one row per product, visitor and Cambodian day; `visitor` is a keyed hash.
 */
export const productViews = pgTable(
  'product_views',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.visitor, t.day] }),
    index('product_views_day_idx').on(t.day),
  ],
);

/**
 * Every change of a variant's stock, written by the trigger `product_variants_stock_ledger`
 * (migration 0016) so no path that changes `qty` (a sale, a cancel, a staff adjustment, the
 * seed) can leave it out: the deltas of a variant always add up to its `qty`. The reason, note
 * and actor come from the transaction's settings `camtour.stock_reason`, `camtour.stock_note`
 * and `camtour.actor_id` when the writer sets them; otherwise a fall in stock is a 'sale', a
 * rise a 'restock' and a new variant 'initial'.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variant_id: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    qty_after: integer('qty_after').notNull(),
    /** 'initial', 'sale', 'restock', 'adjustment' (staff, with a note). */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt,
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variant_id, t.created_at.desc(), t.id.desc()),
    index('stock_movements_product_idx').on(t.product_id, t.created_at.desc(), t.id.desc()),
    index('stock_movements_actor_idx').on(t.actor_id),
  ],
);
