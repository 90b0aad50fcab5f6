import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { colors, products, productVariants, sizes } from './catalog';

/** A cart belongs to a user or to a visitor's anonymous cookie (D7), never both. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anon_token_hash: text('anon_token_hash'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_user_uq').on(t.user_id),
    uniqueIndex('carts_anon_uq').on(t.anon_token_hash),
    check('carts_one_owner', sql`(${t.user_id} is null) <> (${t.anon_token_hash} is null)`),
  ],
);

/**
 * One line per product, colour and size. The variant may disappear later; the
 * line then stays, flagged, with the colour and size it was added with.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cart_id: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variant_id: integer('variant_id').references(() => productVariants.id, {
      onDelete: 'set null',
    }),
    color_id: integer('color_id').references(() => colors.id),
    size_id: integer('size_id').references(() => sizes.id),
    qty: integer('qty').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_uq').on(t.cart_id, t.product_id, t.color_id, t.size_id),
    index('cart_items_cart_idx').on(t.cart_id),
    check('cart_items_qty_positive', sql`${t.qty} >= 1`),
  ],
);
