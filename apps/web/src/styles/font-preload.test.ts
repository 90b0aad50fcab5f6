import { describe, expect, it } from 'vitest';
import {
  BOOT_CHUNK_NAME,
  findFonts,
  fontPreloadTag,
  initialChunks,
  PRELOAD_FONTS,
  unlistedPages,
  withAppPreloads,
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
  'kantumruy-pro-khmer-wght-italic-Cc3.woff2',
  'kantumruy-pro-khmer-wght-normal-B-rMTF1Y.woff2',
  'kantumruy-pro-khmer-wght-normal-B-rMTF1Y.woff2.br',
];

describe('font preloads written by post-build', () => {
  it('finds the one Inter file and the one Kantumruy file, nothing else', () => {
    expect(findFonts(ASSETS, PRELOAD_FONTS.latin)).toEqual([
      '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
    ]);
    expect(findFonts(ASSETS, PRELOAD_FONTS.km)).toEqual([
      '/assets/kantumruy-pro-khmer-wght-normal-B-rMTF1Y.woff2',
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

describe('the JavaScript budget of a first visit', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index-a.js',
      isEntry: true,
      imports: ['_polyfill.js'],
      dynamicImports: ['src/app/routes/home.tsx', '_boot-b.js'],
    },
    '_polyfill.js': { file: 'assets/polyfill-p.js' },
    '_boot-b.js': {
      file: 'assets/boot-b.js',
      name: BOOT_CHUNK_NAME,
      imports: ['index.html', '_react.js'],
      dynamicImports: ['src/app/routes/home.tsx'],
    },
    '_react.js': { file: 'assets/react-r.js' },
    'src/app/routes/home.tsx': { file: 'assets/home-h.js', imports: ['_boot-b.js'] },
  };

  it('counts the entry and the app it imports once the page is painted, not the routes', () => {
    expect(initialChunks(manifest).sort()).toEqual([
      '/assets/boot-b.js',
      '/assets/index-a.js',
      '/assets/polyfill-p.js',
      '/assets/react-r.js',
    ]);
  });

  it('fails the build when the entry no longer imports the app, instead of counting 1 KB', () => {
    const { '_boot-b.js': _boot, ...withoutApp } = manifest;
    expect(() =>
      initialChunks({
        ...withoutApp,
        'index.html': { ...manifest['index.html'], dynamicImports: ['src/app/routes/home.tsx'] },
      }),
    ).toThrow(/imports no "boot" chunk/);
  });
});

describe("unlistedPages (the build fails when the server cannot list a page's chunks)", () => {
  const manifest = {
    'src/app/routes/faq.tsx': { file: 'assets/faq-a.js' },
    '_siem-reap-hotel-detail-b.js': { file: 'assets/siem-reap-hotel-detail-b.js' },
  };

  it('finds a route by its own key or through the module-to-chunk map', () => {
    const moduleChunks = {
      'src/app/routes/siem-reap-hotel-detail.tsx': '_siem-reap-hotel-detail-b.js',
    };
    expect(
      unlistedPages(manifest, moduleChunks, ['faq.tsx', 'siem-reap-hotel-detail.tsx']),
    ).toEqual([]);
  });

  it('names a route found in neither, or mapped to a chunk the manifest lacks', () => {
    const moduleChunks = { 'src/app/routes/plan.tsx': '_plan-gone.js' };
    expect(
      unlistedPages(manifest, moduleChunks, ['faq.tsx', 'plan.tsx', 'siem-reap-hotel-detail.tsx']),
    ).toEqual(['src/app/routes/plan.tsx', 'src/app/routes/siem-reap-hotel-detail.tsx']);
  });
});

describe('withAppPreloads (app.html, for the pages the browser draws)', () => {
  it("preloads the app after the entry's script, at low priority, in its credentials mode, once each", () => {
    const html = withAppPreloads(INDEX, [
      '/assets/index-abc.js',
      '/assets/boot-1.js',
      '/assets/vendor-2.js',
    ]);
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/boot-1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-2.js">',
    );
    // The entry is already the page's script: not asked for twice.
    expect(html.match(/index-abc\.js/g)).toHaveLength(1);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it('refuses a page without a module script', () => {
    expect(() => withAppPreloads('<html><head></head></html>', ['/assets/boot-1.js'])).toThrow(
      /no module script/,
    );
  });
});
