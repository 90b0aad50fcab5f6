/**
 * The one way to build SVG text: the document, gradients, numbers and the
 * seeded randomness. Everything is deterministic, so a picture's bytes depend
 * only on what it shows (and its ETag with them).
 */

/** Formats a coordinate with one decimal at most. */
export const n = (v: number) => String(Math.round(v * 10) / 10);

/** A small seeded generator (LCG): the same seed always draws the same picture. */
export function rng(seed: number): () => number {
  let s = (seed * 2654435761) >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** A gradient stop: offset, colour and, when not opaque, opacity. */
export type Stop = [number, string, number?];

const stops = (list: Stop[]) =>
  list
    .map(
      ([o, col, op]) =>
        `<stop offset="${o}" stop-color="${col}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');

/** Where a linear gradient ends (x2, y2); it always starts at the top left corner (0, 0). */
export type Towards = readonly [x2: number, y2: number];
/** Top to bottom, the default. */
export const DOWN: Towards = [0, 1];
/** Left to right. */
export const ACROSS: Towards = [1, 0];

export const lin = (id: string, list: Stop[], [x2, y2]: Towards = DOWN) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;

export const rad = (id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;

/** A whole picture of width x height; `role="img"` where the picture was first published with it. */
export const svgDocument = (width: number, height: number, body: string, role = false) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"${role ? ' role="img"' : ''}>${body}</svg>`;

/** A seed from a text (FNV-1a): an item's slug or code gives its pictures their own randomness. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** A well-mixed 32-bit number from a seed and a salt (MurmurHash3's finaliser). */
export function hash32(seed: number, salt = 0): number {
  let h = (seed ^ Math.imul(salt + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
