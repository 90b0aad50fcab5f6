import { averageRating } from '@camtour/shared/domain/catalog';
import { centsToDollars } from '@camtour/shared/domain/money';
import {
  WISHLIST_MAX_ITEMS,
  wishlistItemPath,
  wishlistKey,
  type WishlistItemType,
} from '@camtour/shared/domain/wishlist';
import type { WishlistItem } from '@camtour/shared/schemas/wishlist';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { productImageUrl } from '../catalog/catalog-service';
import { locationPhotoUrl } from '../locations/locations-service';
import * as repo from './wishlist-repository';

const CAROUSEL_PICTURES = 5;

/** Document 1 §3: the server's wishlist item, built from the place or product it names. */
export function toItem(row: repo.ListRow): WishlistItem | null {
  const e = row.entry;
  const added = e.created_at.toISOString();
  const common = {
    id: e.id,
    created_at: added,
    addedAt: added,
    year: e.created_at.getUTCFullYear(),
  };
  if (e.item_type === 'location' && row.location) {
    const l = row.location;
    return {
      ...common,
      item_id: l.id,
      item_type: 'location',
      key: wishlistKey('location', l.id),
      name: l.name_en,
      name_km: l.name_km,
      name_local: l.name_km,
      thumbnail_url: locationPhotoUrl(l.id),
      images: Array.from({ length: Math.min(CAROUSEL_PICTURES, l.photo_count) }, (_, n) =>
        locationPhotoUrl(l.id, n),
      ),
      total_view: l.total_view,
      total_views: l.total_view,
      rating: averageRating(l.rating_sum, l.rating_count),
      review_count: l.rating_count,
      category: row.location_category?.name_en ?? 'Location',
      category_km: row.location_category?.name_km ?? 'ទីតាំង',
      location: row.province?.name_en ?? '',
      location_km: row.province?.name_km ?? '',
      price: null,
      price_cents: null,
      path: wishlistItemPath('location', l.id),
    };
  }
  // A product staff have taken back to draft is out of the shop, and out of favorites until it returns.
  if (e.item_type === 'product' && row.product && row.product.status === 'published') {
    const p = row.product;
    return {
      ...common,
      item_id: p.id,
      item_type: 'product',
      key: wishlistKey('product', p.id),
      name: p.name_en,
      name_km: p.name_km,
      name_local: p.name_km,
      thumbnail_url: productImageUrl(p.id),
      images: Array.from({ length: p.photo_count }, (_, view) => productImageUrl(p.id, view)),
      total_view: p.total_views,
      total_views: p.total_views,
      rating: averageRating(p.rating_sum, p.rating_count),
      review_count: p.rating_count,
      category: row.product_category?.name_en ?? 'Product',
      category_km: row.product_category?.name_km ?? 'ផលិតផល',
      location: row.brand?.name ?? '',
      location_km: row.brand?.name_km ?? '',
      price: centsToDollars(p.price_cents),
      price_cents: p.price_cents,
      path: wishlistItemPath('product', p.id),
    };
  }
  return null;
}

const notFound = (type: WishlistItemType) =>
  new AppError(type === 'product' ? 'product-not-found' : 'location-not-found');

export function createWishlistService(db: Db) {
  async function list(userId: number): Promise<WishlistItem[]> {
    const rows = await repo.listQuery(db, userId, WISHLIST_MAX_ITEMS);
    return rows.map(toItem).filter((i): i is WishlistItem => i !== null);
  }

  return {
    list,

    count: (userId: number) => repo.countFor(db, userId),

    /** Adds one item: 404 when it does not exist, 409 when it is there already or the list is full. */
    async add(userId: number, type: WishlistItemType, id: number): Promise<WishlistItem> {
      const entryId = await db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        if (!(await repo.itemExists(tx, type, id))) throw notFound(type);
        if ((await repo.countFor(tx, userId)) >= WISHLIST_MAX_ITEMS) {
          // A duplicate is still a duplicate when the list is full.
          const [existing] = await repo.findEntryQuery(tx, userId, type, id);
          throw new AppError(existing ? 'Item already in wishlist' : 'wishlist-full');
        }
        const row = await repo.insertEntry(tx, userId, type, id);
        if (!row) throw new AppError('Item already in wishlist');
        return row.id;
      });
      const [row] = await repo.entryQuery(db, userId, entryId);
      const item = row ? toItem(row) : null;
      if (!item) throw notFound(type);
      return item;
    },

    async remove(userId: number, type: WishlistItemType, id: number): Promise<void> {
      if (!(await repo.removeItem(db, userId, type, id))) {
        throw new AppError('Item not found in wishlist');
      }
    },

    async removeEntry(userId: number, entryId: number): Promise<void> {
      // Another account's entry is "not found" too: nothing tells it exists.
      if (!(await repo.removeEntry(db, userId, entryId))) {
        throw new AppError('Item not found in wishlist');
      }
    },

    clear: (userId: number) => repo.clear(db, userId),

    async check(userId: number, locationId: number) {
      const [entry] = await repo.findEntryQuery(db, userId, 'location', locationId);
      return { is_favorite: Boolean(entry), wishlist_id: entry?.id ?? null };
    },
  };
}
