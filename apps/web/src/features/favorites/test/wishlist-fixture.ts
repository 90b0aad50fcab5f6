import type { WishlistItem } from '@camtour/shared/schemas/wishlist';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An `addedAt` a number of whole days (less an hour) before now: "N days ago" on the page. */
export const daysAgo = (days: number): string =>
  new Date(Date.now() - days * DAY_MS + 60 * 60 * 1000).toISOString();

/** A favorite place as GET /api/web/wishlist sends it: Angkor Wat, saved today. */
export function testFavorite(overrides: Partial<WishlistItem> = {}): WishlistItem {
  const addedAt = overrides.addedAt ?? new Date().toISOString();
  return {
    id: 11,
    item_id: 5,
    item_type: 'location',
    key: 'location_5',
    name: 'Angkor Wat',
    name_km: 'ប្រាសាទអង្គរវត្ត',
    name_local: null,
    thumbnail_url: '/img/angkor-thumb.jpg',
    images: ['/img/angkor-1.jpg', '/img/angkor-2.jpg', '/img/angkor-3.jpg'],
    total_view: 1234,
    total_views: 1234,
    rating: 4.6,
    review_count: 12,
    category: 'Temple',
    category_km: 'ប្រាសាទ',
    location: 'Siem Reap',
    location_km: 'សៀមរាប',
    price: null,
    price_cents: null,
    path: '/location/detail/5',
    year: 2026,
    created_at: addedAt,
    ...overrides,
    addedAt,
  };
}

/** A favorite product: a tent, with a price and no pictures of its own. */
export function testFavoriteProduct(overrides: Partial<WishlistItem> = {}): WishlistItem {
  return testFavorite({
    id: 12,
    item_id: 2,
    item_type: 'product',
    key: 'product_2',
    name: 'Kulen Family Dome Tent',
    name_km: 'តង់គ្រួសារ Kulen',
    thumbnail_url: '/img/tent.jpg',
    images: [],
    total_view: 87,
    total_views: 87,
    rating: 4,
    review_count: 1,
    category: 'Camping Tents',
    category_km: 'តង់បោះជំរុំ',
    // A product's line is its brand (decision 019).
    location: 'Kulen Outdoor',
    location_km: 'Kulen Outdoor',
    price: 139,
    price_cents: 13900,
    path: '/product/detail/2',
    ...overrides,
  });
}

/** The list of three the page tests start from: two places, one product. */
export function testFavorites(): WishlistItem[] {
  return [
    testFavorite(),
    testFavoriteProduct({ addedAt: daysAgo(3) }),
    testFavorite({
      id: 13,
      item_id: 9,
      key: 'location_9',
      name: 'Kbal Spean',
      name_km: 'ក្បាលស្ពាន',
      name_local: 'Kbal Spean River',
      thumbnail_url: null,
      images: [],
      total_view: 2_500_000,
      total_views: 2_500_000,
      category: 'Waterfall',
      category_km: 'ទឹកធ្លាក់',
      location: 'Banteay Srei',
      location_km: 'បន្ទាយស្រី',
      path: '/location/detail/9',
      addedAt: '2025-01-10T12:00:00.000Z',
    }),
  ];
}
