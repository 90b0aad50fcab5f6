import fs from 'node:fs';
import { createRequire } from 'node:module';
import type * as HarfBuzz from 'harfbuzzjs';

/*
 * Khmer text for pdfkit, shaped by HarfBuzz.
 *
 * pdfkit lays text out with fontkit, whose Khmer shaping is wrong: with Noto Sans Khmer it adds
 * a stray vowel sign E before syllables such as "ការី", puts the wrong form of vowel U under a
 * coeng RO ("ក្រុម"), and throws on words such as "ចំណាយ" or "រូបិយប័ណ្ណ" (decision 011).
 * HarfBuzz is the shaper browsers use. So after pdfkit embeds a font, the `layout` method of its
 * fontkit object is replaced by one that asks HarfBuzz for the glyphs and positions and hands
 * them back in fontkit's shape; pdfkit then subsets, encodes and positions those glyphs as usual
 * (offsets included). Noto Sans Khmer also has the Latin letters, digits and punctuation the
 * product uses, so one family serves both languages.
 */

export type FontWeight = 'regular' | 'bold';
export const FONT_WEIGHTS: readonly FontWeight[] = ['regular', 'bold'];

const FONT_FILES: Record<FontWeight, string> = {
  regular: '@expo-google-fonts/noto-sans-khmer/400Regular/NotoSansKhmer_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-khmer/700Bold/NotoSansKhmer_700Bold.ttf',
};

/** The name each weight is registered under in a document: one pdfkit font (and cache) each. */
export const FONT_NAMES: Record<FontWeight, string> = {
  regular: 'CamTour-NotoSansKhmer-Regular',
  bold: 'CamTour-NotoSansKhmer-Bold',
};

// Resolved through node_modules from this file, or from dist/server.js once bundled (the font
// package stays external there), so the same code finds the fonts under tsx and in production.
const requireFromHere = createRequire(import.meta.url);
export const fontPath = (weight: FontWeight): string => requireFromHere.resolve(FONT_FILES[weight]);

/** What pdfkit reads from a glyph of a run: its id, its width (hmtx) and its characters. */
export interface RunGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

/** A position in font units, as fontkit gives them (pdfkit scales them to the font size). */
export interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** The result of fontkit's `layout`, which pdfkit's embedded font consumes. */
export interface GlyphRun {
  glyphs: RunGlyph[];
  positions: GlyphPosition[];
  advanceWidth: number;
}

let hb: typeof HarfBuzz | null = null;

/**
 * Loads HarfBuzz once. harfbuzzjs instantiates its WebAssembly (shipped beside it in
 * node_modules) with a top-level await, so it is imported on the first PDF rather than at every
 * start of the server; everything below needs it loaded.
 */
export async function loadHarfBuzz(): Promise<void> {
  hb ??= await import('harfbuzzjs');
}

function harfBuzz(): typeof HarfBuzz {
  if (!hb) throw new Error('HarfBuzz is not loaded: await loadHarfBuzz() first');
  return hb;
}

interface Shaper {
  data: Buffer;
  font: HarfBuzz.Font;
  /** One buffer per font, reset before each use: layout is synchronous, so it is never shared. */
  buffer: HarfBuzz.Buffer;
}

// HarfBuzz objects live in the WebAssembly heap (harfbuzzjs frees them when they are garbage
// collected); one face, font and buffer per font file for the life of the process.
const shapers = new Map<FontWeight, Shaper>();

function shaperOf(weight: FontWeight): Shaper {
  let shaper = shapers.get(weight);
  if (!shaper) {
    const hb = harfBuzz();
    const data = fs.readFileSync(fontPath(weight));
    const face = new hb.Face(new hb.Blob(data));
    shaper = { data, font: new hb.Font(face), buffer: new hb.Buffer() };
    shapers.set(weight, shaper);
  }
  return shaper;
}

/** The TTF bytes of a weight (read once). */
export const fontData = (weight: FontWeight): Buffer => shaperOf(weight).data;

/**
 * Shapes `text` with HarfBuzz into glyphs and positions in font units (a HarfBuzz font's scale
 * is the font's units per em until set otherwise).
 *
 * HarfBuzz clusters are UTF-16 offsets into `text` (addText fills the buffer as UTF-16) and,
 * left to right, never decrease. The characters of a cluster go on its first glyph only: pdfkit
 * writes them into the font's ToUnicode map. Glyphs are plain objects rather than fontkit's,
 * which fontkit caches by id with the characters of their first use.
 */
export function shapeRun(weight: FontWeight, text: string): GlyphRun {
  const { font, buffer } = shaperOf(weight);
  buffer.reset();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  harfBuzz().shape(font, buffer);
  const infos = buffer.getGlyphInfos();
  const placed = buffer.getGlyphPositions();

  const starts = [...new Set(infos.map((g) => g.cluster))].sort((a, b) => a - b);
  const endOf = new Map(starts.map((start, i) => [start, starts[i + 1] ?? text.length]));
  const seen = new Set<number>();
  const glyphs = infos.map((g): RunGlyph => {
    const first = !seen.has(g.cluster);
    seen.add(g.cluster);
    const chars = first ? text.slice(g.cluster, endOf.get(g.cluster)) : '';
    return {
      id: g.codepoint, // once shaped, HarfBuzz's "codepoint" is the glyph id
      advanceWidth: font.glyphHAdvance(g.codepoint),
      codePoints: [...chars].map((c) => c.codePointAt(0)!),
    };
  });
  const positions = placed.map((p) => ({
    xAdvance: p.xAdvance,
    yAdvance: p.yAdvance,
    xOffset: p.xOffset,
    yOffset: p.yOffset,
  }));
  return { glyphs, positions, advanceWidth: positions.reduce((sum, p) => sum + p.xAdvance, 0) };
}

/** The slice of a pdfkit document this module touches (pdfkit's types do not show `_font`). */
export interface FontDocument {
  registerFont(name: string, src: Buffer): unknown;
  font(name: string): unknown;
}

/** Registers both weights in a document. */
export function registerShapedFonts(doc: FontDocument): void {
  for (const weight of FONT_WEIGHTS) doc.registerFont(FONT_NAMES[weight], fontData(weight));
}

/** The part of pdfkit's fontkit font object that is replaced. */
interface FontkitFont {
  layout(text: string, features?: unknown): GlyphRun;
}

const shaped = new WeakSet<FontkitFont>();

/**
 * Selects a weight in the document, making sure its embedded font shapes with HarfBuzz. pdfkit
 * opens a registered font (and its fontkit object) once per document, so this patches once.
 */
export function useShapedFont(doc: FontDocument, weight: FontWeight): void {
  doc.font(FONT_NAMES[weight]);
  const fk = (doc as unknown as { _font: { font: FontkitFont } })._font.font;
  if (shaped.has(fk)) return;
  fk.layout = (text: string) => shapeRun(weight, text);
  shaped.add(fk);
}
