/**
 * Product pictures: a flat-illustration "photo" of the item in its main
 * colour. View 0 is the item on a soft studio background, view 1 the item
 * outdoors (a Cambodian jungle, hill or river scene), view 2 a close-up or
 * packed view.
 */
import { luminance } from '../kit/colour';
import { hash32, rad, seedOf, svgDocument } from '../kit/svg';
import { SCENES, studio, tabletop, WOODS, type StudioLight, type Wood } from './backdrops';
import { palette, shadow, type Palette } from './palette';
import { SHAPES, type ArtShape } from './shapes';

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

/** Trims on a dark body (light enough to read) and on a light one (dark enough). */
const TRIMS_ON_DARK = ['#f4f1ea', '#f2b134', '#ef7d45', '#9fd3c7', '#e9e4d4'];
const TRIMS_ON_LIGHT = ['#2a2f35', '#b8432f', '#2f5d8a', '#3f6b41'];
const INKS = ['#2a2f35', '#3b302a', '#1f2d3a', '#33362f'];
/** Studio papers: white, warm, cool, green, rose and lilac. */
const PAPERS = ['#fbfaf7', '#fde9cf', '#dfeaf6', '#e2f0dc', '#f5dfe6', '#ece4f4'];
const SCENE_NAMES = Object.keys(SCENES) as ArtShape['scene'][];

/** One product's own make: its proportions, trims, studio light, outdoor spot and table. */
interface Make {
  sx: number;
  sy: number;
  /** Seen from its other side. */
  turn: boolean;
  dx: number;
  trim: number;
  ink: string;
  light: StudioLight;
  scene: ArtShape['scene'];
  mirror: boolean;
  at: number;
  wood: Wood;
}

function makeOf(identity: string, shape: ArtShape, nth?: number): Make {
  const seed = seedOf(identity);
  const u = (salt: number) => hash32(seed, salt) / 4294967296;
  // The product's place among those of its kind turns the most visible choices in turn.
  const turn = nth ?? Math.floor(u(0) * 12);
  return {
    sx: 0.8 + u(1) * 0.32,
    sy: 0.84 + u(2) * 0.26,
    turn: turn % 2 === 1,
    dx: (u(3) - 0.5) * 60,
    trim: turn + Math.floor(u(4) * 3),
    ink: INKS[Math.floor(u(5) * INKS.length)]!,
    light: {
      cx: 0.3 + u(6) * 0.4,
      cy: 0.25 + u(7) * 0.3,
      floor: 560 + Math.round(u(8) * 60),
      bow: Math.round(-20 + u(9) * 70),
      paper: PAPERS[(turn + Math.floor(u(10) * 2)) % PAPERS.length]!,
    },
    // Most stay where the kind belongs (a tent in the jungle), some go elsewhere.
    scene: u(11) < 0.6 ? shape.scene : SCENE_NAMES[Math.floor(u(12) * SCENE_NAMES.length)]!,
    mirror: u(13) < 0.5,
    at: 400 + (u(14) - 0.5) * 260,
    wood: WOODS[(turn + Math.floor(u(15) * 2)) % WOODS.length]!,
  };
}

function paletteOf(colorHex: string, make: Make): Palette {
  const p = palette(colorHex);
  const trims = luminance(p.c) > 0.72 ? [p.accent, ...TRIMS_ON_LIGHT] : TRIMS_ON_DARK;
  const trim = trims[make.trim % trims.length]!;
  // A trim must stand out from the body, or the details it draws vanish.
  const seen = Math.abs(luminance(trim) - luminance(p.c)) > 0.25;
  return { ...p, accent: seen ? trim : p.accent, ink: make.ink };
}

const stretch = (svg: string, make: Make) =>
  `<g transform="translate(${Math.round(400 + make.dx)} 660) scale(${(make.turn ? -make.sx : make.sx).toFixed(2)} ${make.sy.toFixed(2)}) translate(-400 -660)">${svg}</g>`;

/**
 * Draws `art` in the colour `colorHex` as a complete 800 x 800 SVG, for view
 * 0, 1 or 2. Returns null for an unknown kind, a bad colour or another view.
 * With an `identity` (the product's code) the item has its own make: two
 * products of one kind and colour never look alike.
 */
export function renderProductArt(
  art: string,
  colorHex: string,
  view: number,
  identity?: string,
  nth?: number,
): string | null {
  const shape = Object.hasOwn(SHAPES, art) ? SHAPES[art] : undefined;
  if (!shape || !HEX.test(colorHex) || ![0, 1, 2].includes(view)) return null;
  if (identity !== undefined) return renderOwn(shape, colorHex, view, makeOf(identity, shape, nth));
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

function renderOwn(shape: ArtShape, colorHex: string, view: number, make: Make): string {
  const p = paletteOf(colorHex, make);
  const item = stretch(shadow(400, 662, shape.shadow) + shape.draw(p), make);
  let body: string;
  if (view === 0) {
    body = studio(p.c, make.light) + item;
  } else if (view === 1) {
    const scene = SCENES[make.scene];
    const ground = make.mirror ? `<g transform="translate(800 0) scale(-1 1)">${scene}</g>` : scene;
    body = `${ground}<g transform="translate(${Math.round(make.at)} 715) scale(.62) translate(-400 -660)">${item}</g>`;
  } else {
    body = tabletop(p.c, make.wood) + stretch(shape.detail(p), make);
  }
  const vignette = view !== 1 ? '' : '<rect width="800" height="800" fill="url(#vg)"/>';
  return svgDocument(SIZE, SIZE, `<defs>${SHADOW_DEF}${VIGNETTE}</defs>${body}${vignette}`);
}
