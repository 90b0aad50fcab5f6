import { SIEM_REAP_PROVINCE_ID } from '@camtour/shared/constants';
import { and, asc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  demoPictures,
  hotels,
  images,
  locationCategories,
  locations,
  mediaUploads,
  productCategories,
  products,
} from '../../db/schema/index';

/** The picture address a public item shows first, or null when the item is not public. */
export type OgSubject = { picture: string | null } | null;

/** A place's photo 0, or its category's drawing while it has no photo (as its cards show). */
export async function locationPicture(db: DbOrTx, id: number): Promise<OgSubject> {
  const [row] = await db
    .select({ photo_count: locations.photo_count, category: locationCategories.slug })
    .from(locations)
    .innerJoin(locationCategories, eq(locationCategories.id, locations.category_id))
    .where(eq(locations.id, id))
    .limit(1);
  if (!row) return null;
  return {
    picture: row.photo_count > 0 ? `locations/${id}/0.svg` : `category/${row.category}.svg`,
  };
}

/** Only Siem Reap hotels have a page (the hotel list is Siem Reap's). */
export async function hotelPicture(db: DbOrTx, id: number): Promise<OgSubject> {
  const [row] = await db
    .select({ photo_count: hotels.photo_count })
    .from(hotels)
    .where(and(eq(hotels.id, id), eq(hotels.province_id, SIEM_REAP_PROVINCE_ID)))
    .limit(1);
  if (!row) return null;
  return { picture: row.photo_count > 0 ? `hotels/${id}/0.svg` : null };
}

/** A draft or withdrawn product has no public page, so no card either. */
export async function productPicture(db: DbOrTx, id: number): Promise<OgSubject> {
  const [row] = await db
    .select({ photo_count: products.photo_count })
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'published')))
    .limit(1);
  if (!row) return null;
  return { picture: row.photo_count > 0 ? `products/${id}/0.svg` : null };
}

/**
 * Who the picture at an address is, without its bytes: `upload:<public id>` when a staff photo
 * is there (it wins, as at /api/media), else `drawn:<etag>`, else null. A card is drawn from the
 * bytes (findPictureAt) only the first time its identity is seen, so a cached card costs two
 * primary-key reads and no 100 KB SVG off the database.
 */
export async function pictureTag(db: DbOrTx, path: string): Promise<string | null> {
  const upload = db
    .select({
      rank: sql<number>`0`.as('rank'),
      tag: sql<string>`'upload:' || ${images.public_id}::text`.as('tag'),
    })
    .from(mediaUploads)
    .innerJoin(images, eq(images.id, mediaUploads.image_id))
    .where(eq(mediaUploads.path, path));
  const drawn = db
    .select({
      rank: sql<number>`1`.as('rank'),
      tag: sql<string>`'drawn:' || ${demoPictures.etag}`.as('tag'),
    })
    .from(demoPictures)
    .where(eq(demoPictures.path, path));
  const [row] = await unionAll(upload, drawn)
    .orderBy(sql`rank`)
    .limit(1);
  return row?.tag ?? null;
}

/** Every public item with a page of its own, for the sitemap: four small reads, run side by side. */
export async function sitemapRows(db: DbOrTx) {
  const [placeRows, hotelRows, categoryRows, productRows] = await Promise.all([
    db.select({ id: locations.id }).from(locations).orderBy(asc(locations.id)),
    db
      .select({ id: hotels.id })
      .from(hotels)
      .where(eq(hotels.province_id, SIEM_REAP_PROVINCE_ID))
      .orderBy(asc(hotels.id)),
    db
      .select({ slug: productCategories.slug })
      .from(productCategories)
      .orderBy(asc(productCategories.sort_order), asc(productCategories.id)),
    db
      .select({ id: products.id, updated_at: products.updated_at })
      .from(products)
      .where(eq(products.status, 'published'))
      .orderBy(asc(products.id)),
  ]);
  return { placeRows, hotelRows, categoryRows, productRows };
}
