import { expect, test, type Page } from './fixtures';
import { collectConsoleErrors } from './console-guard';
import { apiData } from './shop-helpers';

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-card').getByTestId('price').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

test('the shop list filters by category and price and sorts, in a URL that survives a reload', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const categories = await apiData<{ id: number; slug: string; name: string }[]>(
    request,
    '/api/web/view/product/categories',
  );
  const tents = categories.find((category) => category.slug === 'camping-tents');
  if (!tents) throw new Error('no tents category');

  await page.goto('/product');
  await expect(page.getByTestId('product-card')).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();

  // Category.
  // The box follows the URL, so it is clicked and then seen checked.
  await page.getByTestId('filter-categories').getByLabel(tents.name).click();
  await expect(page.getByTestId('filter-categories').getByLabel(tents.name)).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`category_ids=${tents.id}(&|$)`));
  await expect(page.getByTestId('product-card').first()).toContainText(tents.name);
  for (const card of await page.getByTestId('product-card').all()) {
    await expect(card).toContainText(tents.name);
  }

  // Price: the upper thumb, from the keyboard ($10 a PageDown) down to $150.
  const upper = page.getByRole('slider', { name: 'Highest price' });
  await upper.focus();
  const sliderMax = Number(await upper.getAttribute('aria-valuemax'));
  for (let value = sliderMax; value > 150; value -= 10) await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/max_price=150(&|$)/);
  const max = Number(new URL(page.url()).searchParams.get('max_price'));
  expect(max).toBeGreaterThan(100);
  expect(max).toBeLessThan(200);
  await expect.poll(async () => (await cardPrices(page)).every((price) => price <= max)).toBe(true);

  // Sort.
  await page.getByTestId('sort-select').selectOption('price-low-high');
  await expect(page).toHaveURL(/sort=price-low-high/);
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    })
    .toBe(true);

  // Reload: the same list from the URL.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByTestId('filter-categories').getByLabel(tents.name)).toBeChecked();
  await expect(page.getByTestId('sort-select')).toHaveValue('price-low-high');
  await expect(page.getByTestId('price-max')).toHaveText(`$${max}`);

  // Back steps through the changes.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByTestId('sort-select')).toHaveValue('newest');

  // The list view is remembered on this device.
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await page.goto('/product');
  await expect(page.getByRole('list', { name: 'Products' })).toHaveAttribute('data-layout', 'list');

  // The category page preselects its category.
  await page.goto(`/product/category/${tents.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: tents.name })).toBeVisible();
  await expect(page.getByTestId('filter-categories').getByLabel(tents.name)).toBeChecked();

  // Nothing matches: the empty state clears the filters.
  await page.goto('/product?search=zzqqxxvv');
  await expect(page.getByTestId('shop-empty')).toBeVisible();
  await page.getByTestId('shop-empty').getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/product');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filters are folded behind one button that opens them', async ({ page }) => {
    await page.goto('/product');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const categories = page.getByTestId('filter-categories');
    await expect(categories).toBeHidden();
    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect(categories).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
