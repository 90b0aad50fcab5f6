import type { PictureWidth } from '@camtour/shared/domain/pictures';

// A drawn demo picture: /api/media/<kind>/…/<name>.svg (a staff upload lives under images/).
const DRAWN = /^(\/api\/media\/(?!images\/)[^?#]+)\.svg$/;

/**
 * The address to show a picture at: a drawn picture as WebP at `width` px, since a phone paints
 * an SVG picture on its main thread and that held the first paint back (issue 17, decision 036);
 * every other address as it is.
 */
export function pictureSrc(src: string, width: PictureWidth): string {
  const drawn = DRAWN.exec(src);
  return drawn ? `${drawn[1]}.webp?w=${width}` : src;
}

/**
 * The raster width for a picture drawn `cssWidth` px wide: twice that for a phone's 2x screen, but
 * no more than 960 (a phone's full width at 2x; 1200 is for the full-width banners).
 */
export function pictureWidthFor(cssWidth: number): PictureWidth {
  return cssWidth <= 240 ? 480 : 960;
}
