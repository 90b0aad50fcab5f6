import { expect, test } from './fixtures';
import {
  addToCartThroughApi,
  categoryVariants,
  deliveryOption,
  guestBuyer,
  guestDetails,
  pageMoney,
  quoteFor,
  unexpectedErrors,
} from './checkout-helpers';
import { collectConsoleErrors } from './console-guard';

test('an invalid promo code is refused in a dialog and gives no discount', async ({
  page,
  request,
  baseURL,
}) => {
  const errors = collectConsoleErrors(page);
  const pillows = await categoryVariants(request, 'pillow-hammock', 3);
  const pick = pillows[0]!;
  const delivery = await deliveryOption(request, 'phnom_penh_delivery');

  await page.goto('/product');
  await addToCartThroughApi(page.request, baseURL, pick);
  await page.goto('/checkout');
  await guestDetails(page, guestBuyer('promo'), delivery);

  const quote = await quoteFor(request, baseURL, {
    items: [{ variant_id: pick.variantId, qty: 1 }],
    delivery_type: delivery.id,
    currency: 'USD',
  });
  const summary = page.getByTestId('order-summary');
  const total = await pageMoney(page, quote.total, 'USD');
  await expect(summary.getByTestId('totals-total')).toContainText(total);

  const details = page.getByTestId('checkout-step-details');
  const code = details.getByLabel('Promo code');
  await code.fill('NOPE123');
  const check = page.waitForResponse('**/api/web/product/promo/check');
  await details.getByRole('button', { name: 'Apply', exact: true }).click();
  expect((await check).status()).toBe(400);

  const dialog = page.getByRole('alertdialog', { name: 'Invalid Promo Code' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This promo code is not valid.');
  await dialog.getByTestId('dialog-ok').click();
  await expect(dialog).toBeHidden();

  // The field says why; the summary has no discount and the same total.
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(details).toContainText('This promo code is not valid.');
  await expect(details.getByTestId('promo-applied')).toHaveCount(0);
  await expect(summary.getByTestId('totals-discount')).toHaveCount(0);
  await expect(summary.getByTestId('totals-total')).toContainText(total);

  // Going on carries no code into the review.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const review = page.getByTestId('checkout-step-review');
  await expect(review.getByRole('heading', { level: 2 })).toHaveText('Review and place order');
  await expect(review).not.toContainText('Promo code:');
  await expect(summary.getByTestId('totals-discount')).toHaveCount(0);

  // The refused check is the one failed request of the flow.
  expect(unexpectedErrors(errors, [400])).toEqual([]);
});
