/* global window, document -- these callbacks run in the page, not in Node */
/**
 * Headless screenshots of the main pages in both languages and two widths, for a visual
 * check (overflow, clipped Khmer, contrast). Needs a running server:
 *   PORT=3210 DATA_DIR=$(mktemp -d) node scripts/start.mjs
 *   node apps/web/scripts/screenshots.mjs [baseURL] [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:3210';
const outDir = path.resolve(process.argv[3] ?? 'screenshots');
const PAGES = [
  ['home', '/'],
  ['adventure', '/adventure?province_id=8'],
  ['siem-reap', '/siem-reap'],
  ['about-us', '/about-us'],
  ['faq', '/faq'],
  ['login', '/login'],
];
const WIDTHS = (process.env.WIDTHS ?? '1280,390').split(',').map(Number);
const LANGS = ['en', 'km'];

fs.mkdirSync(outDir, { recursive: true });
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
const problems = [];
for (const lang of LANGS) {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      deviceScaleFactor: 1,
    });
    await context.addInitScript(
      (value) => window.localStorage.setItem('camtour_lang', value),
      lang,
    );
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${lang} ${width} ${message.text()}`);
    });
    for (const [name, url] of PAGES) {
      await page.goto(`${baseURL}${url}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(400);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0)
        problems.push(`${name} ${lang} ${width}: horizontal overflow of ${overflow}px`);
      const file = path.join(outDir, `${name}-${lang}-${width}.png`);
      // A full-page capture leaves the parts far from the viewport undrawn (`render-near`,
      // decision 038): a visitor sees each as it comes near, so the picture shows them all.
      await page.addStyleTag({
        content: '.render-near { content-visibility: visible !important; }',
      });
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
