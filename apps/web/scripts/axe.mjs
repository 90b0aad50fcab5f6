/**
 * `npm run axe`: axe-core on every route of the product, in English and Khmer, at 1280 and 390 px
 * (issue 18, item 9), against the built product on a fresh demo database. Prints one row per page
 * and the rules each violation broke; exits 1 when any page has a violation of any impact.
 *
 * - Visitor pages as a visitor; the account pages as the demo customer (with a cart and an order
 *   of their own); the back office as the demo staff member.
 * - A page is checked once it has hydrated (`<html data-ready>`), its requests have settled and its
 *   heading shows (`settled`), so what is checked is what a person sees, not a loading state.
 * - axe runs in the page through the DevTools protocol: the product's CSP (no inline script) is
 *   left as it is for the product and bypassed for the checker only.
 *
 * Options: --only=/,/faq (paths), --lang=en|km, --width=390|1280, --port=N (default 4331),
 * --json=file (writes the violations). Wrap in `flock /tmp/camtour-build.lock` when others may
 * build at the same time, since it reads dist.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { api, AXE_ROUTES as ROUTES, customerData, settled } from './axe-routes.mjs';
import {
  buildIfNeeded,
  startBuiltServer,
  startTileServer,
} from '../../../scripts/product-server.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const DEMO = { email: 'demo@camtour.example', password: 'CamTour-Demo-2026' };
const STAFF = { email: 'staff@camtour.example', password: 'CamTour-Staff-2026' };
const WIDTHS = [1280, 390];
const LANGS = ['en', 'km'];

function parseArgs(argv) {
  const args = { only: null, lang: null, width: null, port: 4331, json: null };
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, '').split('=');
    if (key === 'only') args.only = value.split(',');
    else if (key === 'lang') args.lang = value;
    else if (key === 'width') args.width = Number(value);
    else if (key === 'port') args.port = Number(value);
    else if (key === 'json') args.json = value;
    else throw new Error(`unknown option ${arg}`);
  }
  return args;
}

async function signedIn(browser, base, who) {
  const context = await browser.newContext({ bypassCSP: true });
  await api(context, base, 'POST', '/api/auth/login', who);
  // The chatbot opens by itself after 5 s (document 1 §4): a visitor who closed it once.
  await context.addInitScript(() => localStorage.setItem('camtour_chatbot_dismissed', '1'));
  return context;
}

async function check(context, url, width) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await settled(page);
    await page.evaluate(AXE_SOURCE);
    const result = await page.evaluate(() =>
      // eslint-disable-next-line no-undef
      axe.run(document, { resultTypes: ['violations'] }),
    );
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  } finally {
    await page.close();
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
  const base = `http://127.0.0.1:${args.port}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  try {
    const visitor = await browser.newContext({ bypassCSP: true });
    await visitor.addInitScript(() => localStorage.setItem('camtour_chatbot_dismissed', '1'));
    const customer = await signedIn(browser, base, DEMO);
    const staff = await signedIn(browser, base, STAFF);
    const ids = {
      ...(await customerData(customer, base)),
      category: (await api(visitor, base, 'GET', '/api/web/view/product/categories'))[0].slug,
    };
    const contexts = { visitor, customer, staff };
    for (const [who, paths] of Object.entries(ROUTES)) {
      for (const template of paths) {
        const path = template.replace(/\{(\w+)\}/g, (_m, key) => encodeURIComponent(ids[key]));
        if (args.only && !args.only.includes(template) && !args.only.includes(path)) continue;
        for (const lang of LANGS) {
          if (args.lang && args.lang !== lang) continue;
          for (const width of WIDTHS) {
            if (args.width && args.width !== width) continue;
            const url = `${base}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
            let violations;
            try {
              violations = await check(contexts[who], url, width);
            } catch (error) {
              violations = [
                { id: 'page-failed', impact: 'critical', help: String(error), nodes: [] },
              ];
            }
            rows.push({ who, path, lang, width, violations });
            const mark = violations.length === 0 ? 'ok' : `${violations.length} violation(s)`;
            console.info(`${who.padEnd(8)} ${lang} ${String(width).padStart(4)}  ${path}  ${mark}`);
            for (const v of violations)
              console.info(
                `    ${v.impact ?? ''} ${v.id}: ${v.help}\n      ${v.nodes.join('\n      ')}`,
              );
          }
        }
      }
    }
  } finally {
    await browser.close();
    await product.stop();
    tiles.close();
  }
  if (args.json) fs.writeFileSync(args.json, JSON.stringify(rows, null, 2));
  const failing = rows.filter((r) => r.violations.length > 0);
  console.info(
    `\naxe: ${rows.length} page views (${new Set(rows.map((r) => r.path)).size} routes x languages x widths), ${failing.length} with violations, ${failing.reduce((n, r) => n + r.violations.length, 0)} violations in all`,
  );
  process.exitCode = failing.length > 0 ? 1 : 0;
}

await main();
