import type { DbOrTx } from '../../db/client';
import { findPictureAt, type PictureAtPath } from './demo-pictures-repository';

/**
 * The picture at a media address: the staff photo uploaded there when there is one, else the
 * drawing. The share cards (seo module) read pictures through this, not through the repository.
 */
export function pictureAt(
  db: DbOrTx,
  path: string,
  fallback: string | null = null,
): Promise<PictureAtPath | null> {
  return findPictureAt(db, path, fallback);
}
