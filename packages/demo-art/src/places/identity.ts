/**
 * What makes one place's picture its own (issue 18): four waterfalls share a
 * scene, but each is seen from its own spot. A seed text (the place's slug,
 * a hotel's, a room type's) picks the scene's variant, mirrors or reframes it,
 * moves the sun, shifts the sky's palette a little and adds a foreground that
 * suits the setting, always at the frame's edges, never over the subject.
 */
import { mix, shade } from '../kit/colour';
import { hash32, n, rng, seedOf } from '../kit/svg';
import { H, W, tone, type Mood } from './light';
import { birds, coconutPalm, sugarPalm, tree } from './scenery';

/** Where a picture is taken: what may stand in its foreground. */
export type Setting = 'temple' | 'water' | 'town' | 'country' | 'indoor' | 'garden';

const SETTINGS: Record<string, Setting> = {
  'angkor-temple': 'temple',
  'face-temple': 'temple',
  'jungle-temple': 'temple',
  'carved-temple': 'temple',
  waterfall: 'water',
  river: 'water',
  lake: 'water',
  'floating-village': 'water',
  beach: 'water',
  island: 'water',
  'wildlife-dolphins': 'water',
  'wildlife-birds': 'water',
  market: 'town',
  'night-street': 'town',
  circus: 'town',
  palace: 'town',
  'bamboo-train': 'country',
  mountain: 'country',
  countryside: 'country',
  wildlife: 'country',
  'wildlife-elephants': 'country',
  cave: 'country',
  museum: 'indoor',
  'room-double': 'indoor',
  'room-twin': 'indoor',
  'room-suite': 'indoor',
  'room-dorm': 'indoor',
  'room-family': 'indoor',
  'hotel-pool': 'garden',
  resort: 'garden',
  boutique: 'garden',
  guesthouse: 'garden',
  hostel: 'garden',
  villa: 'garden',
};

/** Sky tints a real camera sees on different days: a cooler, a warmer, a greener, a rosier air. */
const TINTS = ['#5b7fd6', '#f0a25a', '#7fb39a', '#d98aa8', '#9a8ad6', '#e8c86a'];

export interface Look {
  /** Which of the scene's endless variants (its layout and its random details). */
  variant: number;
  flip: boolean;
  /** Enlargement around (fx, fy): 1 shows the whole scene. */
  zoom: number;
  fx: number;
  fy: number;
  sunDx: number;
  sunDy: number;
  tint: string;
  tintAmount: number;
  /** Which foreground, and where its random details fall. */
  extra: number;
  /** Which good light its first photo is in (0: the kind's best). */
  light: number;
  seed: number;
}

/**
 * The look of everything drawn for one seed text: the same text always gives the same look.
 * `nth`, the item's place among the items of its kind (the seed data's order), spreads the
 * layouts and lights in turn, so four waterfalls never fall on one layout by chance.
 */
export function lookOf(identity: string, nth?: number): Look {
  const seed = seedOf(identity);
  const u = (salt: number) => hash32(seed, salt) / 4294967296;
  const turn = nth ?? Math.floor(u(0) * 12);
  // View 0 of variant k draws scene view 8k: the scenes pick their layout from it modulo 3 and
  // their walls and colours modulo 4 or 8, so k is chosen to turn both with the item's place.
  const layout = (2 * (turn % 3)) % 3;
  const step = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].find(
    (c) => c % 3 === layout && c % 4 === turn % 4,
  )!;
  return {
    variant: 12 * (1 + Math.floor(u(1) * 20)) + step,
    flip: ((turn >> 1) % 2 === 1) !== u(2) < 0.5,
    zoom: 1 + u(3) * 0.3,
    fx: 300 + u(4) * 600,
    fy: 250 + u(5) * 350,
    sunDx: (u(6) - 0.5) * 380,
    sunDy: (u(7) - 0.5) * 70,
    tint: TINTS[Math.floor(u(8) * TINTS.length)]!,
    tintAmount: 0.08 + u(9) * 0.14,
    extra: (turn + Math.floor(u(10) * 4)) % 4,
    light: turn % 4,
    seed,
  };
}

/** The mood of a view as this item's own day shows it: the sun elsewhere, the sky a little tinted. */
export function moodOf(m: Mood, look: Look): Mood {
  const t = look.tintAmount;
  return {
    ...m,
    sky: [mix(m.sky[0], look.tint, t), mix(m.sky[1], look.tint, t * 0.7), m.sky[2]],
    haze: mix(m.haze, look.tint, t * 0.5),
    sun: m.sun && {
      ...m.sun,
      x: Math.min(W - 120, Math.max(120, m.sun.x + look.sunDx)),
      y: Math.max(70, m.sun.y + look.sunDy),
    },
  };
}

/** Reeds and tall grass in a bottom corner. */
function reeds(left: boolean, col: string, seed: number): string {
  const r = rng(seed);
  let d = '';
  for (let i = 0; i < 34; i++) {
    const x = left ? r() * 300 : W - r() * 300;
    const h = 60 + r() * 150 * (1 - Math.abs((left ? x : W - x) - 60) / 400);
    const bend = (r() - 0.5) * 50;
    d += `M${n(x)} ${H + 5}q${n(bend * 0.3)} ${n(-h * 0.6)} ${n(bend)} ${n(-h)}`;
  }
  return `<path d="${d}" stroke="${col}" stroke-width="4" stroke-linecap="round" fill="none"/>`;
}

/** A potted plant standing in a bottom corner (rooms, galleries). */
function pottedPlant(left: boolean, seed: number): string {
  const r = rng(seed);
  const x = left ? 70 + r() * 40 : W - 70 - r() * 40;
  const pot = ['#b5653d', '#e8e1d6', '#3f5a6a', '#8a6a4a'][Math.floor(r() * 4)]!;
  const leaf = ['#3f7a3a', '#2f6a4a', '#5a8a3a'][Math.floor(r() * 3)]!;
  let fronds = '';
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI * (0.12 + (i / 8) * 0.76);
    const len = 110 + r() * 70;
    const ex = x + Math.cos(a) * len;
    const ey = H - 120 + Math.sin(a) * len;
    fronds += `<path d="M${n(x)} ${H - 120}Q${n((x + ex) / 2 + 16)} ${n((H - 120 + ey) / 2 - 20)} ${n(ex)} ${n(ey)}Q${n((x + ex) / 2 - 16)} ${n((H - 120 + ey) / 2 + 10)} ${n(x)} ${H - 120}z" fill="${i % 2 ? leaf : shade(leaf, -0.15)}"/>`;
  }
  return `${fronds}<path d="M${n(x - 55)} ${H - 125}h110l-16 130h-78z" fill="${pot}"/><path d="M${n(x - 60)} ${H - 130}h120v16h-120z" fill="${shade(pot, -0.15)}"/>`;
}

/**
 * What stands in front of the scene for this look, by setting: birds in the
 * sky, a palm or a tree at one edge, reeds or flowers in a bottom corner, a
 * plant indoors. The left and right edges hold it; the middle stays clear.
 */
function foreground(setting: Setting, m: Mood, look: Look): string {
  const left = (look.seed & 1) === 0;
  const dark = tone(m.leaf, m, 0);
  const silhouette = mix(dark, m.dark, 0.5);
  const edgeX = left ? 40 + (look.seed % 50) : W - 40 - (look.seed % 50);
  const seed = look.seed % 100_000;
  if (setting === 'indoor') return look.extra % 2 === 0 ? pottedPlant(left, seed) : '';
  const skyBirds = () =>
    m.rain
      ? ''
      : birds(
          left ? 230 : W - 230,
          120 + (seed % 60),
          5 + (seed % 5),
          m.night ? '#c9d3f0' : silhouette,
          seed,
          9,
        );
  switch (look.extra) {
    case 0:
      return skyBirds();
    case 1:
      if (setting === 'water' || setting === 'garden')
        return coconutPalm(edgeX, H + 20, 560, left ? 0.35 : -0.35, silhouette);
      return sugarPalm(edgeX, H + 10, 620, silhouette);
    case 2:
      return tree(
        left ? -60 : W + 60,
        H + 40,
        640,
        mix(dark, m.leaf, 0.3),
        shade(silhouette, -0.1),
        seed,
      );
    default:
      return reeds(left, silhouette, seed) + skyBirds();
  }
}

/** The scene framed for this look: mirrored or not, enlarged around its own point, with its foreground. */
export function frame(scene: string, art: string, m: Mood, look: Look): string {
  const mirror = look.flip ? ` translate(${W} 0) scale(-1 1)` : '';
  const z = look.zoom;
  const move = `translate(${n(look.fx)} ${n(look.fy)}) scale(${Math.round(z * 100) / 100}) translate(${n(-look.fx)} ${n(-look.fy)})`;
  const setting = Object.hasOwn(SETTINGS, art) ? SETTINGS[art]! : 'country';
  return `<g transform="${move}${mirror}">${scene}</g>${foreground(setting, m, look)}`;
}
