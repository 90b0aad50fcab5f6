import { expect, test } from './fixtures';
import {
  addToCartThroughApi,
  categoryVariants,
  deliveryOption,
  guestBuyer,
  guestDetails,
  payAndReview,
  uniqueEmail,
  unexpectedErrors,
  variantQty,
} from './checkout-helpers';
import { collectConsoleErrors } from './console-guard';
import { writeHeaders } from './shop-helpers';

test('stock bought up by someone else after the cart was filled gives the Stock Issue dialog', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  // The shelter variant with the least stock: the other buyer's order stays small.
  const shelters = await categoryVariants(request, 'camping-shelters', 1);
  const pick = shelters.reduce((least, p) => (p.qty < least.qty ? p : least));
  const delivery = await deliveryOption(request, 'phnom_penh_delivery');

  await page.goto('/product');
  await addToCartThroughApi(page.request, baseURL, pick);
  await page.goto('/checkout');
  await guestDetails(page, guestBuyer('stock'), delivery);
  await payAndReview(page, 'USD');

  // Another guest (the `request` fixture has its own cookies) buys every unit left.
  const remaining = await variantQty(request, pick.product.id, pick.variantId);
  expect(remaining).toBeGreaterThan(0);
  const other = await request.post('/api/web/product/order', {
    headers: writeHeaders(baseURL),
    data: {
      first_name: 'Dara',
      last_name: 'Kim',
      email: uniqueEmail('stock-rival'),
      phone: '012345678',
      address_to_receive: 'Street 51, Boeung Keng Kang',
      city: 'Phnom Penh',
      state: 'Phnom Penh',
      payment_method: 'cash_on_delivery',
      delivery_type: 'phnom_penh_delivery',
      items: [{ variant_id: pick.variantId, qty: remaining }],
      currency: 'USD',
      terms_accepted: true,
    },
  });
  expect(other.status()).toBe(201);
  const rival = ((await other.json()) as { data: { order_no: string; access_token: string } }).data;

  try {
    expect(await variantQty(request, pick.product.id, pick.variantId)).toBe(0);

    // Place Order: refused, and the dialog names the line.
    const refused = page.waitForResponse('**/api/web/product/order');
    await page.getByTestId('place-order').click();
    expect((await refused).status()).toBe(409);
    const dialog = page.getByRole('alertdialog', { name: 'Stock Issue' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Sorry, some items are out of stock. Please update your cart and try again.',
    );
    await expect(dialog.getByTestId('dialog-stock-lines')).toHaveText(
      `${pick.product.name}: you asked for 1, none left`,
    );

    // Its way out is the cart, where the line is flagged.
    await dialog.getByRole('button', { name: 'Open the cart' }).click();
    await expect(dialog).toBeHidden();
    const line = page.getByTestId('cart-drawer').getByTestId('cart-line');
    await expect(line).toHaveAttribute('data-issue', 'out-of-stock');
    await expect(line.getByTestId('cart-line-issue')).toContainText('Out of stock');
    await page.keyboard.press('Escape');

    // No order was placed: still on the review, with Place Order blocked.
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByTestId('line-problems')).toContainText(pick.product.name);
    await expect(page.getByTestId('place-order')).toBeDisabled();
    await expect(page.getByTestId('place-order-hint')).toHaveText(
      'Some items cannot be ordered as they are. Update your cart first.',
    );
  } finally {
    // The other guest cancels through the order's link, which puts the stock back.
    const cancelled = await request.post(
      `/api/web/product/order/${rival.order_no}/cancel?token=${encodeURIComponent(rival.access_token)}`,
      { headers: writeHeaders(baseURL) },
    );
    expect(cancelled.status()).toBe(200);
  }
  expect(await variantQty(request, pick.product.id, pick.variantId)).toBe(remaining);
  // The refused order is the one failed request of the flow.
  expect(unexpectedErrors(errors, [409])).toEqual([]);
});
