import { describe, expect, it } from 'vitest';
import { luminance, mix, shade } from '../src/kit/colour';
import { ACROSS, lin, n, rad, rng, svgDocument } from '../src/kit/svg';

describe('colours', () => {
  it('mixes, lightens and darkens in sRGB, clamped and rounded', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#0f766e', '#0f766e', 0.3)).toBe('#0f766e');
    expect(shade('#336699', 1)).toBe('#ffffff');
    expect(shade('#336699', -1)).toBe('#000000');
    expect(shade('#336699', 0)).toBe('#336699');
  });

  it('measures luminance from 0 to 1', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#00ff00')).toBeCloseTo(0.7152);
  });
});

describe('SVG text', () => {
  it('writes gradients top to bottom unless told across', () => {
    expect(lin('g', [[0, '#fff']])).toBe(
      '<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/></linearGradient>',
    );
    expect(lin('g', [[1, '#000', 0.5]], ACROSS)).toContain(
      'x2="1" y2="0"><stop offset="1" stop-color="#000" stop-opacity="0.5"/>',
    );
    expect(rad('r', [])).toBe('<radialGradient id="r" cx="0.5" cy="0.5" r="0.5"></radialGradient>');
  });

  it('rounds coordinates to one decimal and draws the same randomness from a seed', () => {
    expect(n(1.26)).toBe('1.3');
    expect(n(-0.04)).toBe('0');
    const a = rng(7);
    const b = rng(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('wraps a body into a sized document', () => {
    expect(svgDocument(4, 2, '<g/>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 2" width="4" height="2"><g/></svg>',
    );
    expect(svgDocument(4, 2, '', true)).toContain('height="2" role="img">');
  });
});
