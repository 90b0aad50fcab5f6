/** Document 1 §3: a wishlist holds places and products. */
export const WISHLIST_ITEM_TYPES = ['location', 'product'] as const;
export type WishlistItemType = (typeof WISHLIST_ITEM_TYPES)[number];

/** How many items one account may keep (a bound for the list, which is read whole). */
export const WISHLIST_MAX_ITEMS = 500;

/** Document 1 §3: an item's key is `type_id`. */
export const wishlistKey = (type: WishlistItemType, id: number | string): string => `${type}_${id}`;

/** Where an item's own page is (the favorites page's "view"). */
export const wishlistItemPath = (type: WishlistItemType, id: number): string =>
  type === 'product' ? `/product/detail/${id}` : `/location/detail/${id}`;

/** Document 1 §8: the short link the favorites page shares. */
export const wishlistSharePath = (type: WishlistItemType, id: number): string =>
  type === 'product' ? `/product/${id}` : `/location/${id}`;

/**
 * Document 1 §9: a count of 1,000 or more in K and of 1,000,000 or more in M,
 * with one decimal; smaller counts as they are. The page formats `value` with
 * Intl in the reader's language and appends the unit.
 */
export function compactCount(n: number): { value: number; unit: '' | 'K' | 'M'; decimals: 0 | 1 } {
  const count = Math.max(0, Math.floor(n));
  if (count >= 1_000_000)
    return { value: Math.floor(count / 100_000) / 10, unit: 'M', decimals: 1 };
  if (count >= 1_000) return { value: Math.floor(count / 100) / 10, unit: 'K', decimals: 1 };
  return { value: count, unit: '', decimals: 0 };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Document 1 §9, the "added" date: 'today' when the rounded-up day difference
 * is 1 (or less), 'N days ago' up to 7 days, else the date in the reader's format.
 */
export function addedWhen(
  addedAt: string | Date,
  now: number = Date.now(),
): { kind: 'today' } | { kind: 'days-ago'; days: number } | { kind: 'date'; date: Date } {
  const added = typeof addedAt === 'string' ? new Date(addedAt) : addedAt;
  const days = Math.ceil((now - added.getTime()) / DAY_MS);
  if (days <= 1) return { kind: 'today' };
  if (days <= 7) return { kind: 'days-ago', days };
  return { kind: 'date', date: added };
}

/** Document 1 §3, the wishlist item as the page keeps it. */
export interface WishlistClientItem {
  id: number;
  type: WishlistItemType;
  key: string;
  name: string;
  location: string;
  /** The thumbnail; null shows the type's placeholder picture. */
  image: string | null;
  price: number;
  rating: number;
  views: number;
  addedAt: string;
  userId: number | null;
  originalData: Record<string, unknown>;
}

const PRODUCT_FIELDS = ['product_id', 'product_name', 'brand', 'brand_id', 'sizes', 'colors'];

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/**
 * Document 1 §3: any item-like record (a server item, a card's data) as the
 * page's wishlist item. The type is `item_type`/`type` when given, else a
 * product when product fields exist, else a location; a product's id comes
 * from product_id or id, a location's from id or location_id; every missing
 * value takes the spec's default.
 */
export function toWishlistItem(
  raw: Record<string, unknown>,
  userId: number | null = null,
  now: () => string = () => new Date().toISOString(),
): WishlistClientItem | null {
  const declared = raw.item_type ?? raw.type;
  const type: WishlistItemType =
    declared === 'product' || declared === 'location'
      ? declared
      : PRODUCT_FIELDS.some((f) => raw[f] !== undefined && raw[f] !== null)
        ? 'product'
        : 'location';
  const id =
    num(raw.item_id) ??
    (type === 'product'
      ? (num(raw.product_id) ?? num(raw.id))
      : (num(raw.id) ?? num(raw.location_id)));
  if (id === null || id <= 0 || !Number.isInteger(id)) return null;
  const location = raw.location;
  return {
    id,
    type,
    key: wishlistKey(type, id),
    name: str(raw.name) ?? str(raw.product_name) ?? 'Unknown Item',
    location:
      str(location) ?? str((location as { name?: unknown } | null)?.name) ?? str(raw.address) ?? '',
    image: str(raw.thumbnail_url) ?? str(raw.image) ?? str(raw.thumbnail),
    price: num(raw.price) ?? 0,
    rating: num(raw.rating) ?? 0,
    views: num(raw.total_view) ?? num(raw.total_views) ?? num(raw.views) ?? 0,
    addedAt: str(raw.created_at) ?? str(raw.addedAt) ?? now(),
    userId,
    originalData: raw,
  };
}
