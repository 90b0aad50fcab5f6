import { eq, like, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { demoPictures, images, mediaUploads } from '../../db/schema/index';

/** A demo picture by the address it is served at (`locations/12/0.svg`): the primary key. */
export async function findDemoPicture(db: DbOrTx, path: string) {
  const [row] = await db
    .select({ etag: demoPictures.etag, svg: demoPictures.svg })
    .from(demoPictures)
    .where(eq(demoPictures.path, path))
    .limit(1);
  return row ?? null;
}

export type PictureAtPath =
  { kind: 'upload'; publicId: string; data: Buffer } | { kind: 'drawn'; etag: string; svg: string };

/**
 * What an address shows, in one round trip: a staff upload at the address, else one at the
 * fallback address (a product's uncoloured view), else the drawn picture. Two primary-key
 * lookups in one statement; only the winner's bytes are read.
 */
export async function findPictureAt(
  db: DbOrTx,
  path: string,
  fallback: string | null = null,
): Promise<PictureAtPath | null> {
  const upload = (at: string, rank: number) =>
    db
      .select({
        rank: sql<number>`${rank}::int`.as('rank'),
        public_id: sql<string | null>`${images.public_id}::text`.as('public_id'),
        data: images.data,
        etag: sql<string | null>`null::text`.as('etag'),
        svg: sql<string | null>`null::text`.as('svg'),
      })
      .from(mediaUploads)
      .innerJoin(images, eq(images.id, mediaUploads.image_id))
      .where(eq(mediaUploads.path, at));
  const drawn = db
    .select({
      rank: sql<number>`2`.as('rank'),
      public_id: sql<string | null>`null::text`.as('public_id'),
      data: sql<Buffer>`null::bytea`.as('data'),
      etag: demoPictures.etag,
      svg: demoPictures.svg,
    })
    .from(demoPictures)
    .where(eq(demoPictures.path, path));
  const query = fallback
    ? unionAll(upload(path, 0), upload(fallback, 1), drawn)
    : unionAll(upload(path, 0), drawn);
  const [row] = await query.orderBy(sql`rank`).limit(1);
  if (!row) return null;
  if (row.public_id !== null && row.data !== null)
    return { kind: 'upload', publicId: row.public_id, data: row.data };
  return { kind: 'drawn', etag: row.etag!, svg: row.svg! };
}

/** Matches a product's drawn pictures of one view: `products/12/3.svg` and `products/12/red-3.svg`. */
const drawnViews = (productId: number, view: number) =>
  or(
    eq(demoPictures.path, `products/${productId}/${view}.svg`),
    like(demoPictures.path, `products/${productId}/%-${view}.svg`),
  );

/** Drops a product's drawn pictures of one view (the staff removed that photo). */
export async function deleteDrawnProductView(db: DbOrTx, productId: number, view: number) {
  await db.delete(demoPictures).where(drawnViews(productId, view));
}

/** Moves a product's drawn pictures of one view to another (the gallery closes a gap). */
export async function moveDrawnProductView(
  db: DbOrTx,
  productId: number,
  from: number,
  to: number,
) {
  await db
    .update(demoPictures)
    .set({
      path: sql`regexp_replace(${demoPictures.path}, ${`${from}\\.svg$`}, ${`${to}.svg`})`,
    })
    .where(drawnViews(productId, from));
}
