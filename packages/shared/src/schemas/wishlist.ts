import { z } from '../zod';
import { WISHLIST_ITEM_TYPES } from '../domain/wishlist';

/**
 * The payload of POST and DELETE /api/web/wishlist (document 1 §3, §7):
 * `item_id` (a string, or a number) and `item_type`.
 */
export const WishlistItemRequestSchema = z.object({
  item_id: z
    .union(
      [
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, { error: 'Invalid item data' }),
        z.number(),
      ],
      { error: 'Invalid item data' },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: 'Invalid item data' })
        .positive({ error: 'Invalid item data' })
        .max(2_147_483_647, { error: 'Invalid item data' }),
    ),
  item_type: z.enum(WISHLIST_ITEM_TYPES, { error: 'Invalid item data' }),
});
export type WishlistItemRequest = z.input<typeof WishlistItemRequestSchema>;

export const WishlistIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'invalid-id' })
    .int({ error: 'invalid-id' })
    .positive({ error: 'invalid-id' })
    .max(2_147_483_647, { error: 'invalid-id' }),
});

export const LocationIdParamsSchema = z.object({
  locationId: z.coerce
    .number({ error: 'invalid-id' })
    .int({ error: 'invalid-id' })
    .positive({ error: 'invalid-id' })
    .max(2_147_483_647, { error: 'invalid-id' }),
});

/**
 * Document 1 §3 "wishlist item from the server": the place or product as the
 * cards show it, in both languages, with when it was added. `price` is null
 * for a place ("an item with a price is a product").
 */
export const WishlistItemSchema = z.object({
  /** The wishlist entry's own id (DELETE /api/web/wishlist/{id}). */
  id: z.number().int(),
  item_id: z.number().int(),
  item_type: z.enum(WISHLIST_ITEM_TYPES),
  key: z.string(),
  name: z.string(),
  name_km: z.string(),
  name_local: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  /** Up to five pictures for the card's carousel. */
  images: z.array(z.string()),
  total_view: z.number().int(),
  total_views: z.number().int(),
  rating: z.number(),
  review_count: z.number().int(),
  category: z.string(),
  category_km: z.string(),
  location: z.string(),
  location_km: z.string(),
  price: z.number().nullable(),
  price_cents: z.number().int().nullable(),
  /** The item's own page. */
  path: z.string(),
  year: z.number().int(),
  created_at: z.string(),
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

export const WishlistSchema = z.array(WishlistItemSchema);

export const WishlistCountSchema = z.object({ count: z.number().int() });

export const FavoriteCheckSchema = z.object({
  is_favorite: z.boolean(),
  /** The entry's id when it is a favorite. */
  wishlist_id: z.number().int().nullable(),
});

export const WishlistRemovedSchema = z.object({ removed: z.literal(true) });

export const WishlistClearedSchema = z.object({ cleared: z.number().int() });
