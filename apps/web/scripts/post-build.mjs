/**
 * After `vite build`:
 * (a) preloads the font the first paint needs: the hashed file names are only known now, so the
 *     `<link rel="preload">` is written into dist/index.html here, and dist/font-preloads.json
 *     names the file per script for the server renderer (Khmer pages add the Khmer file);
 * (b) checks the size budget of the JavaScript a first visit must download: the entry and the
 *     app it imports (`initialChunks`), gzipped; over budget fails the build;
 * (c) writes .gz and .br siblings of text assets so the server can send them pre-compressed
 *     instead of compressing on every request;
 * (d) checks that the server can find every page's chunk (`unlistedPages`);
 * (e) writes dist/app.html, index.html for the pages the browser draws, which asks for the app at
 *     once (`withAppPreloads`).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { MODULE_CHUNKS_FILE } from './module-chunks.mjs';

/*
 * Issue 17's budget. React Router's declarative routes in place of its data router (decision
 * 034) took the first load from 130.6 to about 113 KB.
 */
const LIMIT_BYTES = 120 * 1024;
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.html', '.json']);
// Below this, a compressed copy saves less than its own bookkeeping.
const MIN_COMPRESS_BYTES = 512;

/** The page template of client-rendered pages (served by apps/api/src/plugins/web-static.ts). */
export const APP_SHELL_FILE = 'app.html';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/*
 * The files a first paint draws text with (see src/styles/fonts.css): Inter for Latin on every
 * page; on Khmer pages also Kantumruy Pro, one variable file for its 400 (body), 600 (buttons, the
 * header's links) and 700 (headings). Without 600, the Khmer home page's hero buttons widened
 * when it arrived: 0.021 layout shift, over issue 17's 0.02. Only Inter goes into
 * index.html: the Khmer file preloaded on an English page would compete with the page's own bytes,
 * so dist/font-preloads.json names it for the server renderer to add to Khmer pages. (Without
 * it, a phone with no Khmer font of its own lays the page out in boxes first: measured in
 * Debian Chromium, 0.05 to 0.2 layout shift on the Khmer pages, none with it.)
 */
export const PRELOAD_FONTS = {
  latin: [/^inter-latin-wght-normal-[\w-]+\.woff2$/],
  km: [/^kantumruy-pro-khmer-wght-normal-[\w-]+\.woff2$/],
};

export function fontPreloadTag(href) {
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`;
}

/** index.html with the preloads before its first stylesheet or script; unchanged if present. */
export function withFontPreloads(html, hrefs) {
  const tags = hrefs.filter((href) => !html.includes(`href="${href}"`)).map(fontPreloadTag);
  if (tags.length === 0) return html;
  const anchor = /^([ \t]*)<(?:link\b[^>]*\brel=["']stylesheet["']|script\b)[^>]*>/im.exec(html);
  if (anchor) {
    const lines = tags.map((tag) => `${anchor[1]}${tag}\n`).join('');
    return `${html.slice(0, anchor.index)}${lines}${html.slice(anchor.index)}`;
  }
  if (!html.includes('</head>')) throw new Error('dist/index.html has no </head>.');
  return html.replace('</head>', `${tags.map((tag) => `  ${tag}\n`).join('')}  </head>`);
}

/** The hashed file of each pattern among the built assets, as URLs. */
export function findFonts(assetNames, patterns) {
  return patterns.map((pattern) => {
    const file = assetNames.find((name) => pattern.test(name));
    if (!file)
      throw new Error(`No font file like ${pattern} in dist/assets (src/styles/fonts.css).`);
    return `/assets/${file}`;
  });
}

async function preloadFonts() {
  const assets = await readdir(path.join(dist, 'assets'));
  const found = Object.fromEntries(
    Object.entries(PRELOAD_FONTS).map(([script, patterns]) => [
      script,
      findFonts(assets, patterns),
    ]),
  );
  const indexPath = path.join(dist, 'index.html');
  await writeFile(indexPath, withFontPreloads(await readFile(indexPath, 'utf8'), found.latin));
  await writeFile(path.join(dist, 'font-preloads.json'), `${JSON.stringify(found, null, 2)}\n`);
  console.log(`preloaded ${found.latin.join(', ')}; for Khmer pages: ${found.km.join(', ')}`);
}

/**
 * The app the entry imports once a rendered page is painted (src/main.tsx, decision 037): the
 * entry's dynamic import of src/boot.tsx, a chunk named after it.
 */
export const BOOT_CHUNK_NAME = 'boot';

/**
 * The chunks a first visit runs before the page answers: the entry's and the app's (BOOT_CHUNK_NAME),
 * each with what it imports. The entry is a few hundred bytes that only waits, so counting what
 * index.html names would hide the app behind its dynamic import.
 */
export function initialChunks(manifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('The build manifest names no entry.');
  const boot = entries
    .flatMap((key) => manifest[key].dynamicImports ?? [])
    .find((key) => manifest[key]?.name === BOOT_CHUNK_NAME);
  if (!boot) throw new Error(`The entry imports no "${BOOT_CHUNK_NAME}" chunk (src/boot.tsx).`);
  entries.forEach(visit);
  visit(boot);
  return [...files].map((file) => `/${file}`);
}

/**
 * index.html for a page the browser draws (checkout, sign-in, account, admin): the app and what
 * it imports as `modulepreload` links after the entry's script, so they download beside the entry
 * instead of after it has run. At low priority: at the default (high) the 114 KB took the
 * bandwidth from the stylesheet and the font, and the boot screen showed 170 to 590 ms later in
 * Lighthouse's phone model. Rendered pages keep index.html, which fetches the app only once the
 * main picture is painted (decision 037).
 */
export function withAppPreloads(html, urls) {
  const entry = /<script type="module"[^>]*><\/script>/.exec(html);
  if (!entry) throw new Error('dist/index.html has no module script.');
  const crossorigin = /\scrossorigin\b/.test(entry[0]) ? ' crossorigin' : '';
  const links = urls
    .filter((url) => !html.includes(`"${url}"`))
    .map((url) => `<link rel="modulepreload" fetchpriority="low"${crossorigin} href="${url}">`);
  const at = entry.index + entry[0].length;
  return `${html.slice(0, at)}${links.join('')}${html.slice(at)}`;
}

async function writeAppShell(appChunks) {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  await writeFile(path.join(dist, APP_SHELL_FILE), withAppPreloads(html, appChunks));
  console.log(`${APP_SHELL_FILE}: index.html with the app preloaded, for pages the browser draws`);
}

/**
 * The route modules (src/app/routes) the server could not list a chunk for: it looks a rendered
 * page's route up in the manifest, or, for a route that shares a chunk it is not the facade of,
 * in dist/.vite/module-chunks.json (scripts/module-chunks.mjs). A page it cannot find loads its
 * chunks one level of imports at a time after the app starts.
 */
export function unlistedPages(manifest, moduleChunks, routeFiles) {
  return routeFiles
    .map((file) => `src/app/routes/${file}`)
    .filter((key) => !manifest[key] && !manifest[moduleChunks[key]]);
}

async function checkPageChunks(manifest) {
  const moduleChunks = JSON.parse(await readFile(path.join(dist, MODULE_CHUNKS_FILE), 'utf8'));
  const routes = (await readdir(path.join(dist, '..', 'src', 'app', 'routes'))).filter((file) =>
    /^[\w-]+\.tsx$/.test(file),
  );
  const missing = unlistedPages(manifest, moduleChunks, routes);
  if (missing.length > 0) {
    throw new Error(`No chunk in the build manifest for ${missing.join(', ')}.`);
  }
  console.log(`page chunks: all ${routes.length} routes found in the manifest`);
}

async function checkBudget(appChunks) {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  if (/<script\b(?![^>]*\bsrc=)[^>]*>\s*\S/i.test(html)) {
    throw new Error(
      'dist/index.html has an inline <script>: the Content-Security-Policy (script-src self) would block it.',
    );
  }
  let total = 0;
  for (const url of appChunks) {
    const content = await readFile(path.join(dist, url.replace(/^\//, '')));
    const size = gzipSync(content, { level: 9 }).length;
    total += size;
    console.log(`  ${url}: ${(size / 1024).toFixed(1)} KB gzip`);
  }
  const within = total <= LIMIT_BYTES;
  console.log(`initial JS: ${(total / 1024).toFixed(1)} KB gzip (limit ${LIMIT_BYTES / 1024} KB)`);
  return within;
}

async function* walk(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

async function precompress() {
  let count = 0;
  for await (const file of walk(dist)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    if ((await stat(file)).size < MIN_COMPRESS_BYTES) continue;
    const content = await readFile(file);
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    await writeFile(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    count += 1;
  }
  console.log(`pre-compressed ${count} files (.gz and .br)`);
}

async function main() {
  try {
    await preloadFonts();
    const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
    await checkPageChunks(manifest);
    // What a first visit downloads: counted against the budget, and preloaded by app.html.
    const appChunks = initialChunks(manifest);
    const within = await checkBudget(appChunks);
    await writeAppShell(appChunks);
    await precompress();
    if (!within) {
      console.error(
        'The initial JavaScript is over budget: move code behind a lazy route or import.',
      );
      process.exit(1);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

// Run as a script; imported (by its test), it only lends its helpers.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
