import { expect, test } from './fixtures';
import { apiData, productDetail } from './shop-helpers';

test('in Khmer the shop shows Khmer product names, options and labels', async ({
  page,
  request,
}) => {
  const list = await apiData<{ products: { id: number }[] }>(
    request,
    '/api/web/view/product?search=tent&per_page=5',
  );
  const first = list.products[0];
  if (!first) throw new Error('no tent');
  const product = await productDetail(request, first.id);
  await page.addInitScript(() => window.localStorage.setItem('camtour_lang', 'km'));

  await page.goto(`/product/detail/${product.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name_km);
  await expect(page.getByRole('tab', { name: 'ការពិពណ៌នា' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'លក្ខណៈបច្ចេកទេស' })).toBeVisible();
  await expect(page.getByTestId('add-to-cart')).toHaveText(/ដាក់ចូលកន្ត្រក|អស់ពីស្តុក/);
  const colour = product.colors[0];
  if (colour) {
    await expect(
      page.getByTestId('color-options').getByRole('radio', { name: colour.name_km }),
    ).toBeVisible();
  }
  const crumbs = page.getByRole('navigation', { name: 'ផ្លូវរុករក' });
  await expect(crumbs.getByRole('link', { name: 'ហាង' })).toHaveAttribute('href', '/product');
  await expect(crumbs).toContainText(product.category.name_km);
  await page.getByRole('tab', { name: 'លក្ខណៈបច្ចេកទេស' }).click();
  await expect(page.getByTestId('spec-table')).toContainText(/[\u1780-\u17FF]/);

  await page.goto(`/product/category/${product.category.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.category.name_km);
  await expect(page.getByRole('button', { name: 'បង្ហាញជាបញ្ជី' })).toBeVisible();
  await expect(page.getByTestId('product-card').filter({ hasText: product.name_km })).toBeVisible();
});
