import { describe, expect, it } from 'vitest';
import {
  findFonts,
  fontPreloadTag,
  PRELOAD_FONTS,
  withFontPreloads,
} from '../../scripts/post-build.mjs';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>CamTour</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const ASSETS = [
  'index-abc.js',
  'inter-latin-wght-italic-Aa1.woff2',
  'inter-latin-wght-normal-Dx4kXJAl.woff2',
  'kantumruy-pro-khmer-400-normal-B-rMTF1Y.woff2',
  'kantumruy-pro-khmer-600-normal-B9Zdttp3.woff2',
  'kantumruy-pro-khmer-700-normal-wdAZ07zF.woff2',
  'kantumruy-pro-khmer-700-normal-wdAZ07zF.woff2.br',
];

describe('font preloads written by post-build', () => {
  it('finds the one Inter file and the Khmer body and heading weights, nothing else', () => {
    expect(findFonts(ASSETS, PRELOAD_FONTS.latin)).toEqual([
      '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
    ]);
    expect(findFonts(ASSETS, PRELOAD_FONTS.km)).toEqual([
      '/assets/kantumruy-pro-khmer-400-normal-B-rMTF1Y.woff2',
      '/assets/kantumruy-pro-khmer-700-normal-wdAZ07zF.woff2',
    ]);
  });

  it('fails the build when a font is missing, instead of preloading nothing', () => {
    expect(() => findFonts(['index-abc.js'], PRELOAD_FONTS.latin)).toThrow(/No font file/);
  });

  it('puts the preload in the head before the script and the stylesheet, once', () => {
    const href = '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2';
    const html = withFontPreloads(INDEX, [href]);
    const tag = fontPreloadTag(href);
    expect(tag).toBe(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`);
    expect(html.indexOf(tag)).toBeGreaterThan(html.indexOf('<title>'));
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(`    ${tag}\n    <script`);
    // A second run (a build re-running post-build) adds nothing.
    expect(withFontPreloads(html, [href])).toBe(html);
  });

  it('falls back to the end of the head when the page has no script or stylesheet there', () => {
    const html = withFontPreloads('<html><head><title>x</title></head><body></body></html>', [
      '/assets/a.woff2',
    ]);
    expect(html).toMatch(/<title>x<\/title> {2}<link rel="preload"[^>]+a\.woff2">\n {2}<\/head>/);
  });
});
