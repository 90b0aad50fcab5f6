import { PLACE_PHOTO_MAX } from '@camtour/shared/schemas/admin-places';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { moveUpload, putUpload, removeUpload, STAFF_PHOTO_RULES } from '../media/uploads';
import { picturesAt } from './admin-repository';

/*
 * What the two back-office place modules (locations, hotels) share: slugs and numbered galleries.
 */

/** Lower case, accents dropped, anything else a dash: "Ta Prohm (Tomb Raider)" → ta-prohm-tomb-raider. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
  return slug || 'place';
}

/** The first of base, base-2, base-3 ... not in `taken`. */
export function freeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A slug asked for that another row has: 409, also named on the form's field. */
export const SLUG_TAKEN = { fieldErrors: { slug: ['place-slug-taken'] } };

/** Two creates of the same name at once would pick the same free slug: they take turns. */
export async function lockSlugs(tx: DbOrTx, table: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slug:${table}`}))`);
}

/**
 * The numbered gallery of a location or a hotel (`locations/{id}/{n}.svg`, n below photo_count),
 * used by both back-office modules. The caller holds its row's lock (select ... for update) and
 * writes the new photo_count and the audit entry in the same transaction.
 */
export type GalleryKind = 'locations' | 'hotels';

export const galleryPath = (kind: GalleryKind, id: number, n: number) => `${kind}/${id}/${n}.svg`;
export const galleryUrl = (kind: GalleryKind, id: number, n: number) =>
  `/api/media/${galleryPath(kind, id, n)}`;

export const galleryPhotos = (kind: GalleryKind, id: number, count: number) =>
  Array.from({ length: count }, (_, position) => ({
    position,
    url: galleryUrl(kind, id, position),
  }));

/** A drawn demo picture is rasterised like an upload when it has to move to another address. */
const DRAWN_RULES = { ...STAFF_PHOTO_RULES, formats: ['svg'] as const, maxBytes: 4_000_000 };

/**
 * Replaces photo `position`, or appends one (no position, or the next free one). Answers the new
 * count and where the photo went.
 */
export async function addGalleryPhoto(
  tx: DbOrTx,
  kind: GalleryKind,
  id: number,
  count: number,
  bytes: Buffer,
  position: number | undefined,
): Promise<{ count: number; position: number }> {
  const at = position ?? count;
  if (at > count) throw new AppError('place-photo-not-found');
  if (at === count && count >= PLACE_PHOTO_MAX) throw new AppError('place-photo-limit');
  await putUpload(tx, galleryPath(kind, id, at), bytes);
  return { count: Math.max(count, at + 1), position: at };
}

/**
 * Removes photo `position`: every later photo moves down one place, so the gallery stays
 * 0..count-2 with no gap. A drawn demo picture cannot be moved as a row, so it is rasterised into
 * an upload at its new address. At least one photo stays.
 */
export async function removeGalleryPhoto(
  tx: DbOrTx,
  kind: GalleryKind,
  id: number,
  count: number,
  position: number,
): Promise<number> {
  if (position >= count) throw new AppError('place-photo-not-found');
  if (count <= 1) throw new AppError('place-photo-last');
  const paths = Array.from({ length: count }, (_, n) => galleryPath(kind, id, n));
  const { uploads, drawn } = await picturesAt(tx, paths);
  for (let n = position; n < count - 1; n++) {
    const from = paths[n + 1]!;
    const to = paths[n]!;
    if (uploads.has(from)) {
      await moveUpload(tx, from, to);
    } else if (drawn.has(from)) {
      await putUpload(tx, to, Buffer.from(drawn.get(from)!), DRAWN_RULES);
    } else {
      // Nothing was ever at `from`: `to` shows whatever is drawn there, as `from` did (nothing).
      await removeUpload(tx, to);
    }
  }
  await removeUpload(tx, paths[count - 1]!);
  return count - 1;
}
