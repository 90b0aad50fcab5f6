import { expect, test } from './fixtures';
import { collectConsoleErrors } from './console-guard';

test('the home page renders its frame and the categories, with no console or CSP errors', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const cspReports: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspReports.push(message.text());
  });

  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  await expect(page).toHaveTitle('CamTour — Cambodia travel & outdoor gear');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();

  const pills = page.getByTestId('category-pills').getByRole('link');
  await expect(pills.first()).toBeVisible();
  expect(await pills.count()).toBeGreaterThan(0);
  await expect(pills.first()).toHaveAttribute('href', /^\/adventure\?category_id=\d+$/);
  // Category images come from our own origin and load under the CSP.
  const image = page.getByTestId('category-pills').locator('img').first();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(
    0,
  );

  await expect(page.getByTestId('province-grid').getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(cspReports).toEqual([]);
  expect(errors).toEqual([]);
});

test('every hero call to action leads to its page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Explore adventures' }).click();
  await expect(page).toHaveURL('/adventure');
  await expect(page.getByRole('heading', { level: 1, name: 'Adventure' })).toBeVisible();
  await expect(page).toHaveTitle('Adventure | CamTour');
});
