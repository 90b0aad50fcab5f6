import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Public pages arrive rendered (D16) and become interactive when React has hydrated them; the
 * app marks that on <html data-ready>. A test, like a person, acts on the page once it answers:
 * every goto and reload of the app waits for the mark (an address that is not the app, a PDF or
 * an API answer, has no #root and is not waited for).
 */
async function untilReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.ready === 'true',
  );
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await untilReady(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await untilReady(page);
      return response;
    };
    await provide(page);
  },
});
