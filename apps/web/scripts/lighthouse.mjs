/**
 * `npm run lighthouse`: Lighthouse on the built product's public pages, in English and Khmer,
 * and a table of the scores (issue 17, D16). A measurement, not a CI gate.
 *
 * - Builds when the sources are newer than the build (as `npm start` does); wrap the whole run in
 *   `flock /tmp/camtour-build.lock` when others may build at the same time, since it reads dist.
 * - Starts `node apps/api/dist/server.js` on a fresh DATA_DIR with the demo data.
 * - No outside hosts: map tiles come from a small local tile server (MAP_TILE_URL), and Chromium
 *   resolves every other host name to nothing, so a stray outside request fails fast instead of
 *   timing out or measuring someone else's server.
 * - Mobile preset (simulated 4G, moto G power) for the scores; the desktop preset only for its
 *   layout shift, which differs from mobile's because the layout does.
 *
 * Options: --runs=N (median of N runs per page, default 1), --only=/plan,/product (paths),
 * --lang=en|km, --no-desktop, --json=file (writes the rows), --port=N (default 4321).
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  buildIfNeeded,
  startBuiltServer,
  startTileServer,
} from '../../../scripts/product-server.mjs';

export const PAGES = [
  '/',
  '/adventure',
  '/siem-reap',
  '/siem-reap/hotels',
  '/siem-reap/hotels/1',
  '/location/detail/1',
  '/product',
  '/product/detail/1',
  '/plan',
];
const LANGS = ['en', 'km'];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Nothing leaves the machine: only the product and the local tile server resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

function parseArgs(argv) {
  const args = { runs: 1, only: null, lang: null, desktop: true, json: null, port: 4321 };
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, '').split('=');
    if (key === 'runs') args.runs = Math.max(1, Number(value));
    else if (key === 'only') args.only = value.split(',');
    else if (key === 'lang') args.lang = value;
    else if (key === 'no-desktop') args.desktop = false;
    else if (key === 'json') args.json = value;
    else if (key === 'port') args.port = Number(value);
    else throw new Error(`unknown option ${arg}`);
  }
  return args;
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.floor(sorted.length / 2)];
}

/** Asks for a page and the pictures in its HTML once, so the measured visit is not the first. */
async function warm(url) {
  const html = await fetch(url)
    .then((res) => res.text())
    .catch(() => '');
  const pictures = new Set(
    [...html.matchAll(/<img[^>]*?\ssrc="(\/api\/media\/[^"]+)"/g)].map((m) =>
      m[1].replaceAll('&amp;', '&'),
    ),
  );
  await Promise.all(
    [...pictures].map((src) =>
      fetch(new URL(src, url))
        .then((res) => res.arrayBuffer())
        .catch(() => undefined),
    ),
  );
}

/** The largest paint's element and its phases (ms), as Lighthouse's LCP audits name them. */
function lcpElement(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = (tables[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)}`);
  return node ? `${node.selector ?? node.snippet ?? '?'} (${phases.join(', ')})` : null;
}

async function auditOnce(url, chromePort, config) {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error' },
    config,
  );
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    // Where a low score comes from, for the notes: first paint, speed index, the LCP element.
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? null,
    si: lhr.audits['speed-index']?.numericValue ?? null,
    lcpElement: lcpElement(lhr),
    // This machine's CPU speed as Lighthouse rates it: runs on a slower or busier machine score less.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    // The scripts that keep the main thread busiest (ms of the throttled phone's time).
    bootup: (lhr.audits['bootup-time']?.details?.items ?? [])
      .slice(0, 3)
      .map(
        (item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(item.total)}`,
      ),
    // The tasks that make up the blocking time (throttled ms), for the notes: what to split next.
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
      .slice(0, 8)
      .map(
        (item) =>
          `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} @${Math.round(item.startTime)} ${Math.round(item.duration)}`,
      ),
    // What moved, for the notes: the element and its share of the shift.
    shifts: shifts.slice(0, 3).map((item) => ({
      node: item.node?.selector ?? item.node?.snippet ?? '?',
      score: item.score,
      // Lighthouse's guess at the cause: a web font, unsized media, injected content.
      causes: (item.subItems?.items ?? []).map((sub) => sub.cause ?? sub.extra?.value ?? '?'),
    })),
    // What the best-practices audits that fail complain about, for the notes.
    problems: ['errors-in-console', 'inspector-issues', 'label-content-name-mismatch'].flatMap(
      (id) =>
        lhr.audits[id]?.score === 0
          ? (lhr.audits[id].details?.items ?? []).slice(0, 3).map((item) => ({
              audit: id,
              what: JSON.stringify(item).slice(0, 300),
            }))
          : [],
    ),
    failed: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
          !['metrics'].includes(a.id),
      )
      .map((a) => a.id),
  };
}

/*
 * Chromium now and then loses a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is
 * repeated, and a page that keeps failing gets an empty row instead of ending the whole run.
 */
async function audit(url, chromePort, config) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, chromePort, config);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3) {
        console.error(`${url}: gave up after ${attempt} attempts: ${message}`);
        return null;
      }
      console.error(`${url}: attempt ${attempt} failed (${message}), again`);
    }
  }
}

function pad(value, width, right = false) {
  const text = String(value ?? '-');
  return right ? text.padStart(width) : text.padEnd(width);
}

function printTable(rows) {
  const header = [
    'page',
    'lang',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP s',
    'TBT ms',
    'CLS',
    'CLS desk',
  ];
  const widths = [22, 4, 4, 4, 4, 4, 6, 6, 6, 8];
  const line = (cells) => cells.map((c, i) => pad(c, widths[i], i > 1)).join(' | ');
  console.log(`| ${line(header)} |`);
  console.log(
    `|${widths.map((w, i) => (i > 1 ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|')}|`,
  );
  for (const r of rows) {
    console.log(
      `| ${line([
        r.page,
        r.lang,
        r.performance,
        r.accessibility,
        r.bestPractices,
        r.seo,
        r.lcp == null ? null : (r.lcp / 1000).toFixed(2),
        r.tbt == null ? null : Math.round(r.tbt),
        r.cls == null ? null : r.cls.toFixed(3),
        r.clsDesktop == null ? null : r.clsDesktop.toFixed(3),
      ])} |`,
    );
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  buildIfNeeded();
  const tilePort = args.port + 1;
  const tiles = await startTileServer(tilePort);
  const product = await startBuiltServer({
    port: args.port,
    env: { MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png` },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  try {
    const pages = args.only ?? PAGES;
    const langs = args.lang ? [args.lang] : LANGS;
    // One unmeasured visit first: the server's first requests warm its caches and JIT.
    await auditOnce(`http://127.0.0.1:${args.port}/`, chrome.port, undefined).catch(() => null);
    for (const page of pages) {
      for (const lang of langs) {
        // The language in the address, both ways: the page keeps the last choice in a cookie, and
        // Lighthouse does not clear it between runs (an "en" row would otherwise be Khmer).
        const url = `http://127.0.0.1:${args.port}${page}?lang=${lang}`;
        // One plain GET first: the measured load is the page as visitors get it, from a server
        // that has rendered it before, not the very first render after a start. Its pictures
        // too: the server draws each picture's WebP once, for its first visitor (decision 036).
        await warm(url);
        const mobile = [];
        const desktop = [];
        for (let i = 0; i < args.runs; i += 1) {
          const m = await audit(url, chrome.port, undefined);
          if (m) mobile.push(m);
          const d = args.desktop ? await audit(url, chrome.port, desktopConfig) : null;
          if (d) desktop.push(d);
        }
        const pick = (key) => median(mobile.map((m) => m[key]));
        const row = {
          page,
          lang,
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
          fcp: pick('fcp'),
          si: pick('si'),
          lcpElement: mobile[0]?.lcpElement ?? null,
          benchmarkIndex: pick('benchmarkIndex'),
          bootup: mobile[0]?.bootup ?? [],
          longTasks: mobile[0]?.longTasks ?? [],
          clsDesktop: args.desktop ? median(desktop.map((d) => d.cls)) : null,
          shifts: mobile[0]?.shifts ?? [],
          shiftsDesktop: desktop[0]?.shifts ?? [],
          failed: mobile[0]?.failed ?? [],
          problems: mobile[0]?.problems ?? [],
        };
        rows.push(row);
        if (args.json) fs.writeFileSync(args.json, JSON.stringify(rows, null, 2));
        console.error(
          `${page} ${lang}: perf ${row.performance}, CLS ${row.cls?.toFixed(3)} / ${row.clsDesktop?.toFixed(3) ?? '-'}` +
            (row.failed.length ? `; below 1: ${row.failed.join(', ')}` : ''),
        );
      }
    }
  } finally {
    await chrome.kill();
    await product.stop();
    tiles.close();
  }
  printTable(rows);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
