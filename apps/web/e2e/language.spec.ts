import { expect, test } from './fixtures';

test('the language toggle switches to Khmer, sets <html lang="km"> and survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();

  await page.getByRole('button', { name: 'ខ្មែរ' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  const khmerNav = page.getByRole('navigation', { name: 'ម៉ឺនុយមេ' });
  await expect(khmerNav.getByRole('link', { name: 'ទំព័រដើម' })).toBeVisible();
  await expect(page.getByTestId('site-footer').getByRole('link', { name: 'កែប' })).toBeVisible();
  // Data from the API follows the language too.
  await expect(
    page.getByTestId('province-grid').getByRole('link', { name: /សៀមរាប/ }),
  ).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(
    page.getByRole('navigation', { name: 'ម៉ឺនុយមេ' }).getByRole('link', { name: 'ទំព័រដើម' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/ដំណើរកម្សាន្តកម្ពុជា/);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
