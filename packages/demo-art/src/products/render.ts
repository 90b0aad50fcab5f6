/**
 * Product pictures: a flat-illustration "photo" of the item in its main
 * colour. View 0 is the item on a soft studio background, view 1 the item
 * outdoors (a Cambodian jungle, hill or river scene), view 2 a close-up or
 * packed view.
 */
import { rad, svgDocument } from '../kit/svg';
import { SCENES, studio, tabletop } from './backdrops';
import { palette, shadow } from './palette';
import { SHAPES } from './shapes';

/** The product kinds, as the seed data names them. */
export const ART_KINDS = Object.keys(SHAPES);

const HEX = /^#[0-9a-f]{6}$/i;
const SIZE = 800;

const SHADOW_DEF = rad('sh', [
  [0, '#000', 0.34],
  [0.6, '#000', 0.14],
  [1, '#000', 0],
]);
const VIGNETTE = rad('vg', [
  [0.6, '#000', 0],
  [1, '#000', 0.2],
]);

/**
 * Draws `art` in the colour `colorHex` as a complete 800 x 800 SVG, for view
 * 0, 1 or 2. Returns null for an unknown kind, a bad colour or another view.
 */
export function renderProductArt(art: string, colorHex: string, view: number): string | null {
  const shape = Object.hasOwn(SHAPES, art) ? SHAPES[art] : undefined;
  if (!shape || !HEX.test(colorHex) || ![0, 1, 2].includes(view)) return null;
  const p = palette(colorHex);
  let body: string;
  if (view === 0) {
    body = studio(p.c) + shadow(400, 662, shape.shadow) + shape.draw(p);
  } else if (view === 1) {
    const item = shadow(400, 662, shape.shadow) + shape.draw(p);
    body = `${SCENES[shape.scene]}<g transform="translate(400 715) scale(.62) translate(-400 -660)">${item}</g>`;
  } else {
    body = tabletop(p.c) + shape.detail(p);
  }
  const vignette = view !== 1 ? '' : '<rect width="800" height="800" fill="url(#vg)"/>';
  return svgDocument(SIZE, SIZE, `<defs>${SHADOW_DEF}${VIGNETTE}</defs>${body}${vignette}`);
}
