import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { breakUnits, syllables, wrapLines } from '../../src/modules/planner/pdf/line-wrap';
import {
  fontPath,
  loadHarfBuzz,
  registerShapedFonts,
  shapeRun,
  useShapedFont,
} from '../../src/modules/planner/pdf/shaped-fonts';

beforeAll(loadHarfBuzz);

const codePoints = (s: string) => [...s].length;
const glyphOf = (char: string) => shapeRun('regular', char).glyphs[0]!.id;

describe('HarfBuzz shaping of Khmer', () => {
  it('finds both font files in node_modules', () => {
    expect(fontPath('regular')).toMatch(/NotoSansKhmer_400Regular\.ttf$/);
    expect(fontPath('bold')).toMatch(/NotoSansKhmer_700Bold\.ttf$/);
  });

  it('moves the coeng RO of ស្ត្រី before the base consonant and stacks the subscripts', () => {
    const word = 'ស្ត្រី'; // SA, coeng TA, coeng RO, vowel II
    const run = shapeRun('regular', word);
    const ids = run.glyphs.map((g) => g.id);
    // The pre-base coeng RO is drawn first, so the first glyph is not SA; SA follows it.
    expect(ids[0]).not.toBe(glyphOf('ស'));
    expect(ids[1]).toBe(glyphOf('ស'));
    expect(run.glyphs.length).not.toBe(codePoints(word));
    expect(ids).not.toContain(0); // no missing glyph
    // Subscript TA and the vowel are marks placed under and over SA: no advance, an offset.
    expect(run.positions.slice(2).every((p) => p.xAdvance === 0)).toBe(true);
    expect(run.positions.slice(2).some((p) => p.xOffset !== 0 || p.yOffset !== 0)).toBe(true);
    expect(run.advanceWidth).toBe(run.positions.reduce((w, p) => w + p.xAdvance, 0));
    // The characters of the cluster go on its first glyph, for the ToUnicode map.
    expect(run.glyphs[0]!.codePoints).toEqual([...word].map((c) => c.codePointAt(0)));
    expect(run.glyphs.slice(1).every((g) => g.codePoints.length === 0)).toBe(true);
  });

  it('shapes រូបិយប័ណ្ណ, on which fontkit throws, and the bold weight too', () => {
    for (const weight of ['regular', 'bold'] as const) {
      const run = shapeRun(weight, 'រូបិយប័ណ្ណ');
      expect(run.glyphs.length).toBeGreaterThan(0);
      expect(run.glyphs.map((g) => g.id)).not.toContain(0);
    }
  });

  it('keeps UTF-16 clusters right after characters outside the BMP and in Latin text', () => {
    const run = shapeRun('regular', 'A😀ក');
    const chars = run.glyphs.flatMap((g) => g.codePoints);
    expect(chars).toEqual([...'A😀ក'].map((c) => c.codePointAt(0)));
    expect(shapeRun('regular', 'Angkor $12.50').glyphs).toHaveLength(13);
  });

  it('is what pdfkit measures and draws with once a font is used', () => {
    const doc = new PDFDocument({ font: null as unknown as string });
    registerShapedFonts(doc);
    useShapedFont(doc, 'regular');
    doc.fontSize(10);
    const shaped = shapeRun('regular', 'ស្ត្រី').advanceWidth / 100; // 1000 units per em, 10 pt
    expect(doc.widthOfString('ស្ត្រី')).toBeCloseTo(shaped, 5);
    // pdfkit lays text out per word at spaces: this must not throw either.
    expect(() => doc.widthOfString('រូបិយប័ណ្ណ ខ្មែរ')).not.toThrow();
    useShapedFont(doc, 'bold');
    expect(doc.widthOfString('ស្ត្រី')).toBeCloseTo(shapeRun('bold', 'ស្ត្រី').advanceWidth / 100, 5);
    doc.end();
  });
});

describe('line breaking', () => {
  const text = 'ផែនការរបស់អ្នកចំណាយលើសថវិកា៖ សូមជ្រើសរើសជម្រើសថោកជាងនេះ ឬបង្កើនថវិកា។';
  /** A stand-in for the font: one unit per code point. */
  const measure = (s: string) => codePoints(s);

  it('breaks between Khmer words and after spaces, and gives the text back', () => {
    const units = breakUnits(text);
    expect(units.join('')).toBe(text);
    expect(units).toContain('ផែនការ');
    expect(units).toContain('ថវិកា៖ '); // punctuation stays with its word
    expect(breakUnits('Day 1: Angkor Wat')).toEqual(['Day ', '1: ', 'Angkor ', 'Wat']);
  });

  it('wraps Khmer without spaces at word boundaries, never inside a syllable', () => {
    const lines = wrapLines(text, 20, measure);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(20);
    expect(lines.join('').replaceAll(' ', '')).toBe(text.replaceAll(' ', ''));
    // No line starts with a dependent vowel, a sign or a coeng, which belong to the syllable before.
    for (const line of lines) expect(line).not.toMatch(/^[\u17b6-\u17d3]/u);
  });

  it('cuts a word longer than a line between syllables', () => {
    expect(syllables('ស្ត្រី')).toEqual(['ស្ត្រី']);
    expect(syllables('រូបិយប័ណ្ណ').join('')).toBe('រូបិយប័ណ្ណ');
    expect(syllables('រូបិយប័ណ្ណ')).toContain('ណ្ណ');
    const lines = wrapLines('រូបិយប័ណ្ណ', 3, measure);
    expect(lines.join('')).toBe('រូបិយប័ណ្ណ');
    for (const line of lines) expect(line).not.toMatch(/^[\u17b6-\u17d3]|\u17d2$/u);
  });

  it('keeps explicit newlines and wraps English at spaces', () => {
    expect(wrapLines('Getting to Siem Reap and back\nTotal', 12, measure)).toEqual([
      'Getting to',
      'Siem Reap',
      'and back',
      'Total',
    ]);
  });
});
