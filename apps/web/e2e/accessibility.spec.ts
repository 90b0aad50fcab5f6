import fs from 'node:fs';
import { createRequire } from 'node:module';
import { api, AXE_ROUTES, customerData, settled } from '../scripts/axe-routes.mjs';
import { expect, test, type Page } from './fixtures';

/*
 * Issue 18 item 9: axe-core finds no violation of any impact on any route. `npm run axe` checks
 * every route in both languages at both widths (188 page views); here each route is checked once,
 * the language and the width taking turns, so a change that breaks a page fails CI all the same.
 */
const require = createRequire(import.meta.url);
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WHO = {
  customer: { email: 'demo@camtour.example', password: 'CamTour-Demo-2026' },
  staff: { email: 'staff@camtour.example', password: 'CamTour-Staff-2026' },
} as const;
const LOOKS = [
  { lang: 'km', width: 390 },
  { lang: 'en', width: 1280 },
  { lang: 'en', width: 390 },
  { lang: 'km', width: 1280 },
] as const;

// axe runs in the page through the DevTools protocol; the product's CSP stays on for the product.
test.use({ bypassCSP: true });

async function violations(page: Page) {
  await settled(page);
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

let turn = 0;
for (const [who, paths] of Object.entries(AXE_ROUTES) as [keyof typeof AXE_ROUTES, string[]][]) {
  test(`no axe violation on the ${String(who)} routes`, async ({ page, baseURL }) => {
    test.setTimeout(paths.length * 15_000);
    const base = baseURL!;
    const ids: Record<string, string> = {};
    if (who !== 'visitor') {
      await api(page.context(), base, 'POST', '/api/auth/login', WHO[who]);
      Object.assign(ids, await customerData(page.context(), base));
    }
    const categories = await api<{ slug: string }[]>(
      page.context(),
      base,
      'GET',
      '/api/web/view/product/categories',
    );
    ids.category = categories[0]!.slug;
    const found: string[] = [];
    for (const template of paths) {
      const look = LOOKS[turn++ % LOOKS.length]!;
      const path = template.replace(/\{(\w+)\}/g, (_m, key: string) =>
        encodeURIComponent(ids[key]!),
      );
      await page.setViewportSize({ width: look.width, height: look.width < 600 ? 844 : 900 });
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${look.lang}`);
      for (const v of await violations(page))
        found.push(`${path} (${look.lang}, ${look.width} px) ${v}`);
    }
    expect(found).toEqual([]);
  });
}
