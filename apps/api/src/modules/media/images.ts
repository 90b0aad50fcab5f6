import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client';
import { images } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export interface ImageRules {
  /** Formats accepted, as sharp names them from the bytes ('jpeg', 'png', 'webp'). */
  formats: readonly string[];
  maxBytes: number;
  maxPx?: number;
  /** Longest side the stored copy is shrunk to; STORE_MAX_PX when not given. */
  storeMaxPx?: number;
  /** The field the errors are reported on. */
  field: string;
  keys: { invalidType: string; tooLarge: string; tooManyPixels?: string; unreadable: string };
}

/** Longest side of a stored picture: avatars and previews never need more. */
const STORE_MAX_PX = 800;

function fieldError(field: string, key: string): AppError {
  return new AppError('validation-failed', { fieldErrors: { [field]: [key] } });
}

/**
 * Checks an upload by its content, not its name (D4), then re-encodes it to
 * WebP so nothing the user sent (metadata, polyglot payloads) is stored.
 */
export async function storeImage(db: DbOrTx, bytes: Buffer, rules: ImageRules): Promise<number> {
  if (bytes.length > rules.maxBytes) throw fieldError(rules.field, rules.keys.tooLarge);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw fieldError(rules.field, rules.keys.unreadable);
  }
  if (!meta.format || !rules.formats.includes(meta.format))
    throw fieldError(rules.field, rules.keys.invalidType);
  if (rules.maxPx && ((meta.width ?? 0) > rules.maxPx || (meta.height ?? 0) > rules.maxPx)) {
    throw fieldError(rules.field, rules.keys.tooManyPixels ?? rules.keys.tooLarge);
  }
  let out: { data: Buffer; info: sharp.OutputInfo };
  try {
    out = await sharp(bytes)
      .rotate()
      .resize({
        width: rules.storeMaxPx ?? STORE_MAX_PX,
        height: rules.storeMaxPx ?? STORE_MAX_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw fieldError(rules.field, rules.keys.unreadable);
  }
  const [row] = await db
    .insert(images)
    .values({ mime: 'image/webp', width: out.info.width, height: out.info.height, data: out.data })
    .returning({ id: images.id });
  return row!.id;
}

/** Looks a picture up by the name it is served under (`images_public_id_uq`). */
export async function loadImage(db: DbOrTx, publicId: string) {
  const [row] = await db.select().from(images).where(eq(images.public_id, publicId)).limit(1);
  return row ?? null;
}

/** Built from the random public id, never the row id, so pictures cannot be found by counting. */
export const imageUrl = (publicId: string | null) =>
  publicId ? `/api/media/images/${publicId}.webp` : null;
