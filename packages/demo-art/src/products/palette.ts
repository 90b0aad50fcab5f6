/**
 * The product drawing kit: every product is drawn in an 800 x 800 space,
 * standing on the ground line y = 660, centred on x = 400, in colours
 * computed from one hex (its palette).
 */
import { luminance, shade } from '../kit/colour';
import { ACROSS, DOWN, lin } from '../kit/svg';

export interface Palette {
  c: string;
  l1: string;
  l2: string;
  l3: string;
  d1: string;
  d2: string;
  /** Dark neutral for straps, handles and hardware. */
  ink: string;
  /** A contrasting accent: white on dark colours, the dark shade on light ones. */
  accent: string;
}

export function palette(hex: string): Palette {
  const c = hex.toLowerCase();
  const light = luminance(c) > 0.72;
  return {
    c,
    l1: shade(c, 0.28),
    l2: shade(c, 0.55),
    l3: shade(c, 0.82),
    d1: shade(c, light ? -0.22 : -0.3),
    d2: shade(c, light ? -0.45 : -0.55),
    ink: '#2a2f35',
    accent: light ? shade(c, -0.6) : '#f4f1ea',
  };
}

/** Round-object shading across x: dark edge, highlight, colour, dark edge. */
export const cyl = (id: string, p: Palette, y = false) =>
  lin(
    id,
    [
      [0, p.d1],
      [0.22, p.l1],
      [0.5, p.c],
      [0.85, p.d1],
      [1, p.d2],
    ],
    y ? DOWN : ACROSS,
  );

export const STEEL = lin(
  'steel',
  [
    [0, '#8d969e'],
    [0.3, '#eef1f3'],
    [0.6, '#b9c1c7'],
    [1, '#6f787f'],
  ],
  ACROSS,
);
export const INKG = lin(
  'inkg',
  [
    [0, '#1d2126'],
    [0.35, '#4a525b'],
    [1, '#1a1e22'],
  ],
  ACROSS,
);

/** The soft ground shadow; the renderer defines the gradient "sh". */
export const shadow = (cx: number, cy: number, rx: number, ry = 24) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#sh)"/>`;

/** Shows part of a drawing enlarged: (cx, cy) moves to the centre. */
export const zoom = (svg: string, cx: number, cy: number, s: number) =>
  `<g transform="translate(400 420) scale(${s}) translate(${-cx} ${-cy})">${svg}</g>`;

export const place = (svg: string, x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s}) translate(-400 -660)">${svg}</g>`;

export const glint = (x: number, y: number, w: number, h: number, o = 0.35) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#fff" opacity="${o}"/>`;
