import { OG_IMAGE_HEIGHT as H, OG_IMAGE_WIDTH as W } from '@camtour/shared/seo/head';
import sharp from 'sharp';

/**
 * Pictures whose shape is this close to 1200 x 630 fill the card, cropped at the edges; squarer
 * or taller ones (products, portrait photos) would lose too much, so they sit whole on a
 * blurred copy of themselves.
 */
const MIN_COVER_RATIO = 1.4;
const MAX_COVER_RATIO = 2.6;
/** librsvg draws an SVG at 72 dpi by default: raise it so the drawing is sharp at card size. */
const SVG_BASE_DENSITY = 72;
const MAX_DENSITY = 600;

/**
 * PNG at compression 9 without a palette: the drawn pictures are mostly flat colour and compress
 * well, and an uploaded photo keeps its colours (a 256-colour palette bands skies).
 */
const png = (img: sharp.Sharp) => img.png({ compressionLevel: 9, adaptiveFiltering: true });

/**
 * A picture (the drawn SVG or a staff photo, WebP) as an Open Graph card: a PNG of exactly
 * 1200 x 630, which Facebook, Telegram and X show large (they do not show SVG).
 */
export async function renderOgPng(input: Buffer | string): Promise<Buffer> {
  const bytes = typeof input === 'string' ? Buffer.from(input) : input;
  const meta = await sharp(bytes).metadata();
  const width = meta.width ?? W;
  const height = meta.height ?? H;
  const isSvg = meta.format === 'svg';
  const density = isSvg
    ? Math.min(MAX_DENSITY, Math.ceil(SVG_BASE_DENSITY * Math.max(1, W / width, H / height)))
    : undefined;
  const source = () => sharp(bytes, density ? { density } : {});
  const ratio = width / height;
  if (ratio >= MIN_COVER_RATIO && ratio <= MAX_COVER_RATIO) {
    return png(source().resize(W, H, { fit: 'cover', position: 'attention' })).toBuffer();
  }
  const [backdrop, picture] = await Promise.all([
    source()
      .resize(W, H, { fit: 'cover' })
      .blur(24)
      .modulate({ brightness: 0.85 })
      .flatten({ background: '#ffffff' })
      .toBuffer(),
    source().resize(W, H, { fit: 'inside' }).toBuffer(),
  ]);
  return png(sharp(backdrop).composite([{ input: picture, gravity: 'centre' }])).toBuffer();
}
