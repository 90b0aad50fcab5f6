/*
 * Line breaking for the PDF, done here rather than by pdfkit: pdfkit's wrapper finds no break
 * inside Khmer (which has no spaces between words) and cuts a word that is too long between
 * UTF-16 code units, which can split a syllable and break its shaping. Here a line may break
 * at a space, or between two Khmer words found by Intl.Segmenter (D6 uses it for search too);
 * a word longer than a whole line is cut between syllables, never inside one.
 */

const words = new Intl.Segmenter('km', { granularity: 'word' });
const graphemes = new Intl.Segmenter('km', { granularity: 'grapheme' });

/** A Khmer letter or independent vowel: what a Khmer word starts with. */
const KHMER_START = /^[\u1780-\u17B3\u17E0-\u17E9\u19E0-\u19FF]/u;
/** Any Khmer character, signs and punctuation included. */
const KHMER_END = /[\u1780-\u17FF\u19E0-\u19FF]$/u;
const COENG = '\u17D2';

/**
 * Splits text into the pieces a line may break between; joined, they give the text back.
 * A piece keeps its trailing spaces, which the line that ends with it drops.
 */
export function breakUnits(text: string): string[] {
  const units: string[] = [];
  let current = '';
  for (const { segment } of words.segment(text)) {
    const afterSpace = /\s$/u.test(current) && !/^\s/u.test(segment);
    const betweenKhmerWords = KHMER_END.test(current) && KHMER_START.test(segment);
    if (current && (afterSpace || betweenKhmerWords)) {
      units.push(current);
      current = '';
    }
    current += segment;
  }
  if (current) units.push(current);
  return units;
}

/**
 * The smallest pieces a too-long word may be cut into: grapheme clusters, joined again where a
 * cluster ends with a coeng (U+17D2), whose subscript consonant belongs to the same syllable
 * (older ICU versions put it in the next cluster).
 */
export function syllables(text: string): string[] {
  const out: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const last = out.length - 1;
    if (last >= 0 && (out[last]!.endsWith(COENG) || /^[\u200C\u200D]/u.test(segment))) {
      out[last] += segment;
    } else out.push(segment);
  }
  return out;
}

/** Greedy cut of one overlong piece into lines that fit, between syllables. */
function cutWord(word: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const s of syllables(word)) {
    if (line && measure(line + s) > width) {
      lines.push(line);
      line = '';
    }
    line += s;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Breaks `text` into lines no wider than `width` as `measure` measures them (in points, with the
 * font and size the lines will be drawn with). Explicit newlines are kept.
 */
export function wrapLines(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const unit of breakUnits(paragraph)) {
      const candidate = line + unit;
      if (measure(candidate.trimEnd()) <= width) {
        line = candidate;
        continue;
      }
      if (line.trim()) lines.push(line.trimEnd());
      line = unit.trimStart();
      if (measure(line.trimEnd()) > width) {
        const pieces = cutWord(line, width, measure);
        line = pieces.pop() ?? '';
        lines.push(...pieces);
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
