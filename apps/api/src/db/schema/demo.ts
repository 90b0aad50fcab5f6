import { pgTable, text } from 'drizzle-orm/pg-core';

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
