import { STAFF_PHOTO_MAX_BYTES, STAFF_PHOTO_MAX_PX } from '@camtour/shared/schemas/admin-catalogue';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { images, mediaUploads } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { storeImage, type ImageRules } from './images';

/**
 * A staff photo (issue 16): JPEG, PNG or WebP by content, at most 8 MB and 6000 px a side,
 * errors on the form field `photo`. Stored larger than an avatar, as it fills a gallery or a hero.
 */
export const STAFF_PHOTO_RULES: ImageRules = {
  formats: ['jpeg', 'png', 'webp'],
  maxBytes: STAFF_PHOTO_MAX_BYTES,
  maxPx: STAFF_PHOTO_MAX_PX,
  storeMaxPx: 1600,
  field: 'photo',
  keys: {
    invalidType: 'photo-invalid-type',
    tooLarge: 'photo-too-large',
    tooManyPixels: 'photo-dimensions-too-large',
    unreadable: 'photo-unreadable',
  },
};

/** The address a picture path is served at (`products/12/0.svg` → `/api/media/products/12/0.svg`). */
export const mediaPathUrl = (path: string) => `/api/media/${path}`;

/**
 * Two writers of one address (two staff members replacing the same photo) queue here, so
 * neither leaves the other's image behind unreferenced. Released when the transaction ends.
 */
async function lockPath(tx: DbOrTx, path: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'media:' + path}))`);
}

/**
 * Stores a staff photo at a picture address: checked and re-encoded by `storeImage`, then served
 * at `path` in place of the drawn picture. The image it replaces, if any, is deleted.
 */
export async function putUpload(
  db: DbOrTx,
  path: string,
  bytes: Buffer,
  rules: ImageRules = STAFF_PHOTO_RULES,
): Promise<{ image_id: number; path: string; image_url: string }> {
  return db.transaction(async (tx) => {
    const imageId = await storeImage(tx, bytes, rules);
    await lockPath(tx, path);
    const [old] = await tx
      .select({ image_id: mediaUploads.image_id })
      .from(mediaUploads)
      .where(eq(mediaUploads.path, path));
    await tx
      .insert(mediaUploads)
      .values({ path, image_id: imageId })
      .onConflictDoUpdate({
        target: mediaUploads.path,
        set: { image_id: imageId, created_at: sql`now()` },
      });
    if (old && old.image_id !== imageId) await tx.delete(images).where(eq(images.id, old.image_id));
    return { image_id: imageId, path, image_url: mediaPathUrl(path) };
  });
}

/** Removes the staff photo at `path` (the drawn picture, if any, shows again); false if none. */
export async function removeUpload(db: DbOrTx, path: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockPath(tx, path);
    const [row] = await tx
      .delete(mediaUploads)
      .where(eq(mediaUploads.path, path))
      .returning({ image_id: mediaUploads.image_id });
    if (!row) return false;
    await tx.delete(images).where(eq(images.id, row.image_id));
    return true;
  });
}

/**
 * Moves the staff photo at `from` to `to` (when a gallery closes a gap), replacing whatever
 * photo `to` had; nothing happens when `from` has none, and then `to` keeps its own.
 */
export async function moveUpload(db: DbOrTx, from: string, to: string): Promise<void> {
  if (from === to) return;
  await db.transaction(async (tx) => {
    // Always in the same order, so two moves in opposite directions cannot deadlock.
    for (const p of [from, to].sort()) await lockPath(tx, p);
    const [src] = await tx
      .select({ image_id: mediaUploads.image_id })
      .from(mediaUploads)
      .where(eq(mediaUploads.path, from));
    if (!src) return;
    const [dst] = await tx
      .delete(mediaUploads)
      .where(eq(mediaUploads.path, to))
      .returning({ image_id: mediaUploads.image_id });
    if (dst) await tx.delete(images).where(eq(images.id, dst.image_id));
    await tx.update(mediaUploads).set({ path: to }).where(eq(mediaUploads.path, from));
  });
}

/** Whether a staff photo is stored at `path` (else the drawn picture, if any, shows there). */
export async function hasUpload(db: DbOrTx, path: string): Promise<boolean> {
  const [row] = await db
    .select({ path: mediaUploads.path })
    .from(mediaUploads)
    .where(eq(mediaUploads.path, path))
    .limit(1);
  return Boolean(row);
}

/**
 * Reads a staff photo form (multipart, one file field `photo`, text fields beside it): the
 * file is cut one byte past the limit so "too large" is a field error, not a 413.
 */
export async function readStaffPhotoForm(req: FastifyRequest) {
  const { fields, file } = await readMultipart(req, 'photo', STAFF_PHOTO_MAX_BYTES + 1);
  if (!file || (file.bytes.length === 0 && !file.truncated))
    throw new AppError('validation-failed', { fieldErrors: { photo: ['photo-required'] } });
  if (file.truncated || file.bytes.length > STAFF_PHOTO_MAX_BYTES)
    throw new AppError('validation-failed', { fieldErrors: { photo: ['photo-too-large'] } });
  return { fields, bytes: file.bytes };
}

/**
 * The staff uploads among these addresses, each with its image's public id: a back-office page
 * adds it to the address (`?v=`) so a new upload shows there at once, cache or not.
 */
export async function uploadsAt(db: DbOrTx, paths: string[]): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const rows = await db
    .select({ path: mediaUploads.path, public_id: images.public_id })
    .from(mediaUploads)
    .innerJoin(images, eq(images.id, mediaUploads.image_id))
    .where(inArray(mediaUploads.path, paths));
  return new Map(rows.map((r) => [r.path, r.public_id]));
}
