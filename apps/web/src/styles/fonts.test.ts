import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Read from disk: the web tests run without CSS (css: false), which empties a CSS import.
const css = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts.css'),
  'utf8',
);

const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => {
  const body = match[1]!;
  const get = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim();
  return {
    family: get('font-family')?.replace(/['"]/g, ''),
    weight: get('font-weight'),
    display: get('font-display'),
    range: get('unicode-range')?.replace(/\s+/g, ' '),
    src: get('src') ?? '',
    sizeAdjust: get('size-adjust'),
    ascent: get('ascent-override'),
  };
});
const LATIN = /^U\+0000-00FF/;
const KHMER = 'U+1780-17FF, U+19E0-19FF, U+200C-200D, U+25CC';

describe('fonts.css (issue 17: only what the pages use, no shift on the swap)', () => {
  it('downloads one Inter file for Latin and one Kantumruy Pro file for Khmer only', () => {
    const web = faces.filter((face) => face.src.includes('url('));
    expect(web.map((face) => `${face.family} ${face.weight}`)).toEqual([
      'Inter Variable 100 900',
      'Kantumruy Pro 400',
      'Kantumruy Pro 600',
      'Kantumruy Pro 700',
    ]);
    expect(web[0]!.range).toMatch(LATIN);
    for (const face of web.slice(1)) expect(face.range).toBe(KHMER);
    expect(css).not.toMatch(/italic\.woff2|font-style:\s*italic/);
    for (const face of web) expect(face.display).toBe('swap');
    // Three faces of one variable file, each pinned to its weight: one download for Khmer.
    const khmerFiles = new Set(web.slice(1).map((face) => face.src.replace(/\s+/g, ' ')));
    expect([...khmerFiles]).toEqual([
      "url('@fontsource-variable/kantumruy-pro/files/kantumruy-pro-khmer-wght-normal.woff2') format('woff2-variations')",
    ]);
  });

  it('gives every weight a local fallback with the web font metrics', () => {
    const fallbacks = faces.filter((face) => face.src.startsWith('local('));
    expect(fallbacks.map((face) => `${face.family} ${face.weight}`)).toEqual([
      'Inter Fallback 400',
      'Inter Fallback 500',
      'Inter Fallback 600',
      'Inter Fallback 700',
      'Kantumruy Fallback 400',
      'Kantumruy Fallback 600',
      'Kantumruy Fallback 700',
    ]);
    for (const face of fallbacks) {
      expect(face.sizeAdjust).toMatch(/^\d+(\.\d+)?%$/);
      expect(face.ascent).toMatch(/^\d+(\.\d+)?%$/);
    }
    for (const face of fallbacks.filter((f) => f.family === 'Kantumruy Fallback')) {
      expect(face.range).toBe(KHMER);
    }
  });

  it('puts each fallback right after its web font in the stack', () => {
    const stack = /--font-sans:\s*([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, ' ');
    expect(stack).toBe(
      "'Inter Variable', 'Inter Fallback', 'Kantumruy Pro', 'Kantumruy Fallback', sans-serif",
    );
  });
});
