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
import { products } from './catalog';
import { locations } from './travel';

/**
 * One favorite of one account (document 1 §3): a place or a product, each by
 * its own foreign key so a deleted place or product leaves no dangling entry.
 * The unique indexes make two simultaneous adds of one item one entry.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item_type: text('item_type').notNull(),
    location_id: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_user_location_uq')
      .on(t.user_id, t.location_id)
      .where(sql`${t.location_id} is not null`),
    uniqueIndex('wishlist_user_product_uq')
      .on(t.user_id, t.product_id)
      .where(sql`${t.product_id} is not null`),
    // The list, newest first.
    index('wishlist_user_created_idx').on(t.user_id, t.created_at, t.id),
    index('wishlist_location_idx').on(t.location_id),
    index('wishlist_product_idx').on(t.product_id),
    check(
      'wishlist_one_item',
      sql`(${t.item_type} = 'location' and ${t.location_id} is not null and ${t.product_id} is null)
        or (${t.item_type} = 'product' and ${t.product_id} is not null and ${t.location_id} is null)`,
    ),
  ],
);
