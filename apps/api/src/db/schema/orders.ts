import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, productVariants } from './catalog';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Promo codes (D7): stored upper case; uses counted here and, per customer, in promo_redemptions. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    percent: integer('percent').notNull(),
    active: boolean('active').notNull().default(true),
    starts_at: timestamp('starts_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    max_uses: integer('max_uses'),
    max_uses_per_customer: integer('max_uses_per_customer'),
    uses: integer('uses').notNull().default(0),
    created_at: createdAt,
  },
  (t) => [
    uniqueIndex('promo_codes_code_uq').on(t.code),
    check('promo_codes_percent_range', sql`${t.percent} between 1 and 100`),
    check('promo_codes_code_upper', sql`${t.code} = upper(${t.code})`),
    check('promo_codes_uses_nonnegative', sql`${t.uses} >= 0`),
  ],
);

/**
 * An order as it was placed: the buyer, the address, the money in cents (and
 * riel when paid in KHR) and, in order_items, the lines as they were sold.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    order_no: text('order_no').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    payment_status: text('payment_status').notNull().default('pending'),
    payment_method: text('payment_method').notNull(),
    delivery_type: text('delivery_type').notNull(),
    currency: text('currency').notNull(),
    lang: text('lang').notNull().default('en'),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip_code: text('zip_code').notNull().default(''),
    country: text('country').notNull().default('KH'),
    notes: text('notes').notNull().default(''),
    promo_code_id: integer('promo_code_id').references(() => promoCodes.id),
    promo_code: text('promo_code'),
    promo_percent: integer('promo_percent').notNull().default(0),
    subtotal_cents: integer('subtotal_cents').notNull(),
    tax_cents: integer('tax_cents').notNull(),
    delivery_fee_cents: integer('delivery_fee_cents').notNull(),
    discount_cents: integer('discount_cents').notNull(),
    total_cents: integer('total_cents').notNull(),
    total_khr: integer('total_khr'),
    /** Who may replay this order's answer: the account, the cart cookie or the guest's e-mail. */
    idempotency_scope: text('idempotency_scope'),
    idempotency_key: text('idempotency_key'),
    /** The request the key was first used with, so a different request under the same key is refused. */
    request_hash: text('request_hash'),
    created_at: createdAt,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    /** The bank's reference of the refund staff made for a cancelled paid order (D15). */
    refund_reference: text('refund_reference'),
    refunded_at: timestamp('refunded_at', { withTimezone: true }),
    /**
     * What the back office searches: number, name, e-mail and phone, lower-cased, the phone also
     * as bare digits (staff type "012345678" for "012 345 678"). Kept by the database itself.
     */
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(order_no || ' ' || first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g'))`,
      ),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.order_no),
    uniqueIndex('orders_idempotency_uq').on(t.idempotency_scope, t.idempotency_key),
    index('orders_user_created_idx').on(t.user_id, t.created_at, t.id),
    index('orders_user_status_idx').on(t.user_id, t.status),
    index('orders_email_idx').on(t.email),
    // The back office's list: newest first, whole or by status or payment status (D15).
    // Ascending on purpose: read backwards they give `created_at desc, id desc` (nulls first),
    // the list's order; a `desc nulls last` index would not match it and the page would sort.
    index('orders_created_idx').on(t.created_at, t.id),
    index('orders_status_created_idx').on(t.status, t.created_at, t.id),
    index('orders_payment_status_created_idx').on(t.payment_status, t.created_at, t.id),
    index('orders_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    check(
      'orders_status_known',
      sql`${t.status} in ('pending','processing','shipped','delivered','completed','cancelled')`,
    ),
    check(
      'orders_payment_status_known',
      sql`${t.payment_status} in ('pending','completed','refund_due','refunded')`,
    ),
    check('orders_currency_known', sql`${t.currency} in ('USD','KHR')`),
    check('orders_total_nonnegative', sql`${t.total_cents} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variant_id: integer('variant_id').references(() => productVariants.id, {
      onDelete: 'set null',
    }),
    product_name: text('product_name').notNull(),
    product_name_km: text('product_name_km').notNull(),
    color_slug: text('color_slug'),
    color_name: text('color_name'),
    color_name_km: text('color_name_km'),
    size: text('size'),
    size_km: text('size_km'),
    unit_price_cents: integer('unit_price_cents').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.order_id),
    index('order_items_product_idx').on(t.product_id),
    check('order_items_qty_positive', sql`${t.qty} >= 1`),
  ],
);

/** Order links carry a token; only its hash is kept. A re-sent link adds a token. */
export const orderAccessTokens = pgTable(
  'order_access_tokens',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: createdAt,
  },
  (t) => [uniqueIndex('order_access_tokens_hash_uq').on(t.token_hash)],
);

/** One row per order that used a code: the per-customer count, given back when it is cancelled. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promo_code_id: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    /** Null while the use is only reserved by a KHQR payment that has no order yet. */
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The KHQR payment that reserved this use when its QR was made. */
    payment_id: integer('payment_id'),
    customer_key: text('customer_key').notNull(),
    created_at: createdAt,
  },
  (t) => [
    index('promo_redemptions_customer_idx').on(t.promo_code_id, t.customer_key),
    uniqueIndex('promo_redemptions_order_uq').on(t.order_id),
    uniqueIndex('promo_redemptions_payment_uq').on(t.payment_id),
    check(
      'promo_redemptions_for_something',
      sql`${t.order_id} is not null or ${t.payment_id} is not null`,
    ),
  ],
);

/** Every status change of an order, who made it and when (the back office reads the history). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    actor: text('actor').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    created_at: createdAt,
  },
  (t) => [index('order_events_order_idx').on(t.order_id)],
);
