/**
 * After `vite build`:
 * (a) checks the size budget of the JavaScript a first visit must download: the module
 *     script(s) and modulepreload links of dist/index.html, gzipped; over budget fails the build;
 * (b) writes .gz and .br siblings of text assets so the server can send them pre-compressed
 *     instead of compressing on every request.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const LIMIT_BYTES = 170 * 1024;
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.html', '.json']);
// Below this, a compressed copy saves less than its own bookkeeping.
const MIN_COMPRESS_BYTES = 512;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

function initialScripts(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*>/gi)) {
    const src = /\bsrc=["']([^"']+)["']/i.exec(match[0]);
    if (src) urls.add(src[1]);
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']modulepreload["']/i.test(match[0])) continue;
    const href = /\bhref=["']([^"']+)["']/i.exec(match[0]);
    if (href) urls.add(href[1]);
  }
  if (/<script\b(?![^>]*\bsrc=)[^>]*>\s*\S/i.test(html)) {
    throw new Error(
      'dist/index.html has an inline <script>: the Content-Security-Policy (script-src self) would block it.',
    );
  }
  return [...urls].filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

async function checkBudget() {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const scripts = initialScripts(html);
  if (scripts.length === 0) throw new Error('No module script found in dist/index.html.');
  let total = 0;
  for (const url of scripts) {
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

try {
  const within = await checkBudget();
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
