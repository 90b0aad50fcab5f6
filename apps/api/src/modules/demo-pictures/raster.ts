import sharp from 'sharp';
import type { PictureWidth } from '@camtour/shared/domain/pictures';

/**
 * At most this many renditions are kept (about 10 MB at 20 KB each): the pictures pages show most,
 * not all 976 drawings at three widths; the least recently used goes first.
 */
const KEPT = 512;
const kept = new Map<string, Promise<Buffer>>();

/**
 * A drawn picture (SVG) as WebP at `width` px. A phone paints an SVG picture on its main thread,
 * which held the first paint back (issue 17); a WebP is decoded off it. Each drawing is drawn
 * once per width and kept: the crowd asking at once shares one drawing, and a failed one is
 * forgotten so the next visitor tries again.
 */
export function rasterise(svg: string, etag: string, width: `${PictureWidth}`): Promise<Buffer> {
  const key = `${etag}:${width}`;
  const found = kept.get(key);
  if (found) {
    // Most recently used last, so the oldest is the first to go.
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const drawing = sharp(Buffer.from(svg), { density: 144 })
    .resize({ width: Number(width), withoutEnlargement: false })
    .webp({ quality: 75 })
    .toBuffer();
  kept.set(key, drawing);
  drawing.catch(() => kept.delete(key));
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return drawing;
}
