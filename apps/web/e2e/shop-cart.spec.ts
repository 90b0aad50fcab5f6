import { expect, test } from './fixtures';
import {
  apiData,
  emptyDemoCart,
  logInAsDemo,
  productDetail,
  writeHeaders,
  type ShopProduct,
} from './shop-helpers';

interface Pick {
  product: ShopProduct;
  color: ShopProduct['colors'][number];
  size: ShopProduct['sizes'][number];
  variantId: number;
}

/** A tent with a variant of at least 3 in stock, preferring one that is not preselected. */
async function pickTent(request: Parameters<typeof apiData>[0]): Promise<Pick> {
  const page = await apiData<{ products: { id: number }[] }>(
    request,
    '/api/web/view/product?search=tent&per_page=12',
  );
  const picks: (Pick & { preselected: boolean })[] = [];
  for (const { id } of page.products) {
    const product = await productDetail(request, id);
    if (product.category.slug !== 'camping-tents') continue;
    for (const variant of product.variants.filter((v) => v.qty >= 3)) {
      const color = product.colors.find((c) => c.id === variant.color_id);
      const size = product.sizes.find((s) => s.id === variant.size_id);
      if (!color || !size) continue;
      const preselected = color.id === product.colors[0]?.id && size.id === product.sizes[0]?.id;
      picks.push({ product, color, size, variantId: variant.id, preselected });
    }
  }
  const pick = picks.find((p) => !p.preselected) ?? picks[0];
  if (!pick) throw new Error('no tent with 3 or more in stock');
  return pick;
}

test('a visitor finds a tent, fills the cart, edits it in the drawer, and keeps it after logging in', async ({
  page,
  request,
  baseURL,
}) => {
  await emptyDemoCart(request, baseURL);
  const tent = await pickTent(request);
  const other = (
    await apiData<{ products: { id: number; name: string; total_stock: number }[] }>(
      request,
      '/api/web/view/product?category_slug=bottles&per_page=12',
    )
  ).products.find((p) => p.total_stock > 0 && p.id !== tent.product.id);
  if (!other) throw new Error('no bottle in stock');
  const otherDetail = await productDetail(request, other.id);
  const otherVariant = otherDetail.variants.find((v) => v.qty > 0);

  // A second line, added as the same visitor (page.request shares the browser's cookies).
  await page.goto('/product');
  const added = await page.request.post('/api/web/product/cart/add', {
    data: { product_id: other.id, variant_id: otherVariant?.id, qty: 1 },
    headers: writeHeaders(baseURL),
  });
  expect(added.status()).toBe(200);

  // Search: suggestions after typing, then pick the tent.
  await page.reload();
  const box = page.getByRole('combobox', { name: 'Search the shop' });
  await box.fill(tent.product.name);
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  const suggestion = suggestions.getByRole('option', { name: new RegExp(tent.product.name) });
  await expect(suggestion).toBeVisible();
  expect(await suggestions.getByRole('option').count()).toBeLessThanOrEqual(5);
  await suggestion.click();
  await expect(page).toHaveURL(`/product/detail/${tent.product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tent.product.name })).toBeVisible();

  // Colour, size and a quantity of two.
  await page.getByTestId('color-options').getByRole('radio', { name: tent.color.name }).click();
  await page.getByTestId('size-options').getByRole('radio', { name: tent.size.size }).click();
  await expect(
    page.getByTestId('color-options').getByRole('radio', { name: tent.color.name }),
  ).toHaveAttribute('aria-checked', 'true');
  const quantity = page.getByTestId('purchase-quantity');
  await quantity.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity.getByRole('textbox')).toHaveValue('2');
  await page.getByTestId('add-to-cart').click();

  // The drawer opens with a toast; the header counts both lines (1 + 2).
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  const tentLine = drawer.getByTestId('cart-line').filter({ hasText: tent.product.name });
  await expect(tentLine).toContainText(`Colour: ${tent.color.name}`);
  await expect(tentLine).toContainText(`Size: ${tent.size.size}`);
  await expect(tentLine.getByRole('textbox')).toHaveValue('2');

  // Close it, open it again from the header, and change the quantity there.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByTestId('cart-button').click();
  await expect(drawer).toBeVisible();
  const update = page.waitForResponse('**/api/web/product/cart/update');
  await tentLine.getByRole('button', { name: 'Increase quantity' }).click();
  expect((await update).status()).toBe(200);
  await expect(tentLine.getByRole('textbox')).toHaveValue('3');
  await expect(page.getByTestId('cart-count')).toHaveText('4');

  // Remove the other line, after confirming.
  const otherLine = drawer.getByTestId('cart-line').filter({ hasText: other.name });
  await otherLine.getByRole('button', { name: `Remove ${other.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this item?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await page.keyboard.press('Escape');

  // Log in: the server merges the visitor's cart into the account's.
  await page.goto('/login');
  await logInAsDemo(page);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await page.getByTestId('cart-button').click();
  const lines = page.getByTestId('cart-drawer').getByTestId('cart-line');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(tent.product.name);
  await expect(lines.first().getByRole('textbox')).toHaveValue('3');
});

test('the cart tells the truth: a quantity past the stock is refused with the maximum, and a full cart stops Add', async ({
  page,
  request,
  baseURL,
}) => {
  const tent = await pickTent(request);
  const stock = tent.product.variants.find((variant) => variant.id === tent.variantId)?.qty ?? 0;
  const choose = async () => {
    await page.getByTestId('color-options').getByRole('radio', { name: tent.color.name }).click();
    await page.getByTestId('size-options').getByRole('radio', { name: tent.size.size }).click();
    await expect(
      page.getByTestId('size-options').getByRole('radio', { name: tent.size.size }),
    ).toHaveAttribute('aria-checked', 'true');
  };
  await page.goto(`/product/detail/${tent.product.id}`);
  await choose();
  const panel = page.getByTestId('purchase-panel');
  const quantity = page.getByTestId('purchase-quantity');
  const box = quantity.getByRole('textbox');
  const add = page.getByTestId('add-to-cart');

  // Past the stock: the number stays as typed, the maximum is said, Add waits.
  await box.fill(String(stock + 5));
  await box.press('Enter');
  await expect(box).toHaveValue(String(stock + 5));
  await expect(quantity.getByRole('alert')).toHaveText(`Maximum quantity available: ${stock}`);
  await expect(add).toBeDisabled();

  // All but one already in the cart (the same visitor, through the API).
  const filled = await page.request.post('/api/web/product/cart/add', {
    data: { product_id: tent.product.id, variant_id: tent.variantId, qty: stock - 1 },
    headers: writeHeaders(baseURL),
  });
  expect(filled.status()).toBe(200);
  await page.reload();
  await choose();
  await expect(panel.getByTestId('purchase-in-cart')).toHaveText(
    `${stock - 1} already in your cart`,
  );
  await box.fill('2');
  await expect(quantity.getByRole('alert')).toHaveText(
    `You can add 1 more: ${stock - 1} of the ${stock} in stock are already in your cart.`,
  );
  await expect(add).toBeDisabled();
  await box.fill('1');
  await box.press('Enter');
  await expect(quantity.getByRole('alert')).toHaveCount(0);
  await add.click();

  // The drawer opens; the toast sits under its title bar, not over it.
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toBeVisible();
  const toast = page.getByRole('status').filter({ hasText: 'Added to your cart.' });
  await expect(toast).toBeVisible();
  const title = await drawer.getByRole('heading', { name: /Your cart/ }).boundingBox();
  const close = await drawer.getByRole('button', { name: 'Close the cart' }).boundingBox();
  const note = await toast.boundingBox();
  if (!title || !close || !note) throw new Error('not laid out');
  expect(note.y).toBeGreaterThanOrEqual(Math.max(title.y + title.height, close.y + close.height));

  // In the drawer too: typed past the stock, the line says the server's maximum and keeps it.
  const line = drawer.getByTestId('cart-line').filter({ hasText: tent.product.name });
  const lineBox = line.getByRole('textbox');
  await expect(lineBox).toHaveValue(String(stock));
  await lineBox.fill(String(stock + 3));
  await lineBox.press('Enter');
  await expect(line.getByRole('alert')).toHaveText(`Maximum quantity available: ${stock}`);
  await expect(lineBox).toHaveValue(String(stock + 3));
  // Escape puts the saved number back and leaves the drawer open; a second one closes it.
  await lineBox.press('Escape');
  await expect(lineBox).toHaveValue(String(stock));
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The cart now holds all of it: Add is disabled and says why.
  await expect(add).toBeDisabled();
  await expect(panel.getByTestId('all-in-cart')).toHaveText(
    stock === 1
      ? 'Your cart already holds the last one in stock.'
      : `Your cart already holds all ${stock} in stock.`,
  );
  await expect(add).toHaveAccessibleDescription(/already holds/);
});
