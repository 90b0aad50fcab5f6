import { expect, test } from './fixtures';

test('navigation scrolls to the top, back restores the position, the header hides on scroll down', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('province-grid')).toBeVisible();
  const header = page.getByTestId('site-header');

  await page.mouse.wheel(0, 400);
  await expect(header).toHaveClass(/is-compact/);
  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
  await page.mouse.wheel(0, 200);
  await expect(header).toHaveClass(/is-hidden/);
  await page.mouse.wheel(0, -100);
  await expect(header).not.toHaveClass(/is-hidden/);
  const saved = await page.evaluate(() => window.scrollY);
  expect(saved).toBeGreaterThan(1000);

  await page.getByTestId('site-footer').getByRole('link', { name: 'Kep', exact: true }).click();
  await expect(page).toHaveURL('/adventure?province_id=14');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle('Adventure | CamTour');

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(saved - 50);
});

test('a stuck body scroll lock is released within 2 s when no dialog is open', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await page.evaluate(() => {
    document.body.style.overflow = 'hidden';
  });
  await expect
    .poll(() => page.evaluate(() => document.body.style.overflow), { timeout: 3_000 })
    .toBe('');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu names each page once, with one trip planner entry', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const nav = menu.getByRole('navigation');
    await expect(nav.locator('a[href="/plan"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Trip planner' })).toHaveCount(1);
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toEqual(expect.arrayContaining(['/siem-reap', '/siem-reap/hotels', '/product']));
  });
});
