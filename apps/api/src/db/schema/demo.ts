import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { images } from './accounts';

/**
 * The demo pictures, drawn once when the demo content is seeded (decision 016),
 * by the address they are served at under /api/media (`locations/12/0.svg`):
 * a request is one primary-key lookup, and no domain table says how its
 * pictures are drawn.
 */
export const demoPictures = pgTable('demo_pictures', {
  path: text('path').primaryKey(),
  /** A strong validator: the SHA-256 of the SVG, base64url, quoted. */
  etag: text('etag').notNull(),
  svg: text('svg').notNull(),
});

/**
 * A photo a staff member uploaded in the back office, served at the address of the picture it
 * replaces (`products/12/0.svg`, `locations/3/2.svg`, `rooms/7.svg`): every answer that already
 * carries that address (lists, carts, orders, e-mails) shows the photo with no other change.
 * The image itself is the re-encoded WebP in `images`.
 */
export const mediaUploads = pgTable('media_uploads', {
  path: text('path').primaryKey(),
  image_id: integer('image_id')
    .notNull()
    .references(() => images.id, { onDelete: 'cascade' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
