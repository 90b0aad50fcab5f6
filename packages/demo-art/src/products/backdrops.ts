/**
 * What stands behind a product: the studio (view 0), an outdoor scene in
 * Cambodia (view 1) and a wooden tabletop (view 2). The palms, grass and tree
 * lines here are drawn on fixed patterns (no seed), unlike the place pictures'.
 */
import { mix } from '../kit/colour';
import { lin, rad } from '../kit/svg';
import type { ArtShape } from './shapes';

/** Where the studio light falls and how the floor curves; the default is the catalogue's first set. */
export interface StudioLight {
  cx: number;
  cy: number;
  /** The floor's far edge at the middle (y), and its bow. */
  floor: number;
  bow: number;
  /** A paper colour the light warms or cools toward. */
  paper: string;
}

const FIRST_STUDIO: StudioLight = { cx: 0.5, cy: 0.4, floor: 590, bow: 30, paper: '#fbfaf7' };

export function studio(c: string, light: StudioLight = FIRST_STUDIO): string {
  const centre = mix(c, light.paper, 0.93);
  const edge = mix(c, light === FIRST_STUDIO ? '#e4e0d8' : mix(light.paper, '#c9c4ba', 0.45), 0.86);
  return `<defs>${rad(
    'bg',
    [
      [0, '#ffffff'],
      [0.45, centre],
      [1, edge],
    ],
    light.cx,
    light.cy,
    0.8,
  )}${lin('fl', [
    [0, edge, 0],
    [1, edge, 0.9],
  ])}</defs><rect width="800" height="800" fill="url(#bg)"/>
<path d="M0 ${light.floor}Q400 ${light.floor - light.bow} 800 ${light.floor}V800H0z" fill="url(#fl)"/>`;
}

/** A sugar palm, the tree of the Cambodian countryside. */
function palm(x: number, y: number, h: number, col: string): string {
  const top = y - h;
  let fronds = '';
  for (let i = 0; i < 14; i++) {
    const a = (Math.PI * 2 * i) / 14;
    const r = h * 0.17;
    fronds += `<path d="M${x} ${top}l${(Math.cos(a) * r).toFixed(1)} ${(Math.sin(a) * r * 0.85).toFixed(1)}" stroke="${col}" stroke-width="${(h * 0.04).toFixed(1)}" stroke-linecap="round"/>`;
  }
  return `<path d="M${x} ${y}q${h * 0.03} ${-h * 0.5} 0 ${-h}" stroke="${col}" stroke-width="${(h * 0.03).toFixed(1)}" fill="none"/><circle cx="${x}" cy="${top}" r="${(h * 0.1).toFixed(1)}" fill="${col}"/>${fronds}`;
}

/** Tufts of grass at fixed places along the ground (deterministic). */
function grass(y0: number, col: string): string {
  let d = '';
  for (let i = 0; i < 26; i++) {
    const x = (i * 137) % 800;
    const y = y0 + ((i * 53) % 150);
    d += `M${x} ${y}l-8 -22M${x} ${y}l2 -28M${x} ${y}l10 -20`;
  }
  return `<path d="${d}" stroke="${col}" stroke-width="4" stroke-linecap="round" opacity=".7"/>`;
}

function treeLine(y: number, col: string, step: number, r: number): string {
  let d = `M0 ${y + r}`;
  for (let x = 0; x <= 800; x += step) {
    const rr = r * (0.7 + ((x * 7) % 11) / 22);
    d += `A${rr} ${rr} 0 0 1 ${x + step} ${y + r}`;
  }
  return `<path d="${d}V${y + 200}H0z" fill="${col}"/>`;
}

export const SCENES: Record<ArtShape['scene'], string> = {
  // Dusk over the forest of Phnom Kulen.
  jungle: `<defs>${lin('sky', [
    [0, '#29295a'],
    [0.45, '#9c4f8b'],
    [0.75, '#ee8a5c'],
    [1, '#ffd28c'],
  ])}${rad('sun', [
    [0, '#fff1c4'],
    [0.3, '#ffdf9e', 0.9],
    [1, '#ffb870', 0],
  ])}${lin('gr', [
    [0, '#4a5a32'],
    [1, '#222e1b'],
  ])}</defs><rect width="800" height="640" fill="url(#sky)"/>
<circle cx="580" cy="470" r="190" fill="url(#sun)"/>
<path d="M0 500Q130 400 260 460T520 430T800 450V640H0z" fill="#6e4a7a"/>
<path d="M0 540Q160 470 330 520T650 500T800 520V640H0z" fill="#4b3861"/>
${treeLine(540, '#2d3340', 46, 30)}${palm(120, 600, 260, '#1f1d2e')}${palm(690, 610, 300, '#1f1d2e')}${palm(600, 590, 190, '#2a2638')}
<rect y="620" width="800" height="180" fill="url(#gr)"/>${grass(640, '#1a2414')}`,
  // Morning on the green hills of Mondulkiri.
  hills: `<defs>${lin('sky', [
    [0, '#78b2df'],
    [0.6, '#cfe6f2'],
    [1, '#f7e6c6'],
  ])}${lin('gr', [
    [0, '#7d9c4e'],
    [1, '#4f6e34'],
  ])}</defs><rect width="800" height="640" fill="url(#sky)"/>
<circle cx="170" cy="170" r="60" fill="#fff6da" opacity=".9"/><circle cx="170" cy="170" r="110" fill="#fff6da" opacity=".25"/>
<path d="M0 470Q200 380 420 440T800 410V640H0z" fill="#a9c3a0"/>
<path d="M0 520Q240 440 470 500T800 480V640H0z" fill="#86ab70"/>
<path d="M0 470h800" stroke="#fff" stroke-width="40" opacity=".25"/>
<path d="M560 468l14-40 14 40zM590 474l12-34 12 34zM150 505l12-34 12 34z" fill="#3f6b41"/>
<path d="M0 590Q260 530 520 580T800 570V640H0z" fill="#6a9458"/>
<rect y="620" width="800" height="180" fill="url(#gr)"/>${grass(640, '#3d5a28')}`,
  // Dusk on the river at Kampot, Bokor mountain behind.
  river: `<defs>${lin('sky', [
    [0, '#363364'],
    [0.55, '#c86f7b'],
    [1, '#f7b27a'],
  ])}${lin('wa', [
    [0, '#6a5f8e'],
    [1, '#e9a283'],
  ])}${lin('gr', [
    [0, '#c9a26b'],
    [1, '#8d6a43'],
  ])}</defs><rect width="800" height="640" fill="url(#sky)"/>
<circle cx="250" cy="470" r="54" fill="#ffe0a6"/>
<path d="M0 470Q120 420 300 430Q520 380 800 440V540H0z" fill="#4c3d63"/>
${treeLine(492, '#2e2a45', 40, 16)}<rect y="520" width="800" height="120" fill="url(#wa)"/>
<path d="M200 545h100M160 570h180M220 595h70M500 560h140M560 590h90" stroke="#ffd9a8" stroke-width="4" opacity=".6" stroke-linecap="round"/>
<path d="M520 540h130l-14 12H530z" fill="#2a2438"/><path d="M600 540v-20" stroke="#2a2438" stroke-width="3"/>
${palm(70, 520, 200, '#231f33')}${palm(750, 525, 240, '#231f33')}
<path d="M0 630Q400 590 800 630V800H0z" fill="url(#gr)"/>${grass(660, '#6b5232')}`,
};

/** Wood of a tabletop: light and dark grain colours, then the line colour. */
export type Wood = readonly [light: string, dark: string, grain: string];
export const WOODS: readonly Wood[] = [
  ['#cfa06b', '#9a6c40', '#8a5f37'],
  ['#b9835a', '#7a4f30', '#6a4128'],
  ['#dcc19a', '#b08d62', '#9a7a52'],
  ['#a4754f', '#5f3c24', '#4e3220'],
  ['#d9b48a', '#a27a52', '#8e6a45'],
];

export function tabletop(c: string, wood: Wood = WOODS[0]!): string {
  const [woodLight, woodDark, grain] = wood;
  const wall = mix(c, '#f7f1e7', 0.9);
  const wallLow = mix(c, '#e8dccb', 0.86);
  return `<defs>${lin('wl', [
    [0, wall],
    [1, wallLow],
  ])}${lin('wd', [
    [0, woodLight],
    [1, woodDark],
  ])}</defs><rect width="800" height="800" fill="url(#wl)"/>
<rect y="600" width="800" height="200" fill="url(#wd)"/><path d="M0 600h800" stroke="${wood === WOODS[0] ? '#e6c08e' : mix(woodLight, '#ffffff', 0.3)}" stroke-width="4"/>
<path d="M0 660h800M0 735h800" stroke="${grain}" stroke-width="3" opacity=".5"/>
<path d="M60 630q120 8 240 0M420 700q140 10 300 0M120 770q160 -8 300 0" stroke="${grain}" stroke-width="2" fill="none" opacity=".35"/>`;
}
