import type { WishlistItem } from '@camtour/shared/schemas/wishlist';

/** A wishlist entry as GET /api/web/wishlist returns it: Angkor Wat unless told otherwise. */
export function testWishlistItem(overrides: Partial<WishlistItem> = {}): WishlistItem {
  const type = overrides.item_type ?? 'location';
  const itemId = overrides.item_id ?? 7;
  return {
    id: 100 + itemId,
    item_id: itemId,
    item_type: type,
    key: `${type}_${itemId}`,
    name: 'Angkor Wat',
    name_km: 'អង្គរវត្ត',
    name_local: null,
    thumbnail_url: '/angkor.webp',
    images: ['/angkor.webp'],
    total_view: 1200,
    total_views: 1200,
    rating: 4.8,
    review_count: 12,
    category: 'Temple',
    category_km: 'ប្រាសាទ',
    location: 'Siem Reap',
    location_km: 'សៀមរាប',
    price: type === 'product' ? 39 : null,
    price_cents: type === 'product' ? 3900 : null,
    path: type === 'product' ? `/product/detail/${itemId}` : `/location/detail/${itemId}`,
    year: 2026,
    created_at: '2026-03-01T08:00:00.000Z',
    addedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** The API's envelope around `data`, or around a failure's message. */
export const envelope = (status: number, message: string, data?: unknown) =>
  new Response(JSON.stringify({ result: status < 300, error: status >= 300, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
