import { expect, test, type Page } from './fixtures';
import {
  addToCartThroughPage,
  categoryVariants,
  deliveryOption,
  pageMoney,
  pageNumber,
  quoteFor,
  variantQty,
} from './checkout-helpers';
import { collectConsoleErrors } from './console-guard';
import { DEMO, emptyDemoCart } from './shop-helpers';

/** The product page's stock line in Khmer for a quantity (shop.json stock.in-count / stock.low). */
function khmerStock(qty: number): string {
  return qty > 4 ? `មានក្នុងស្តុក៖ នៅសល់ ${qty}` : `នៅសល់តែ ${qty} ប៉ុណ្ណោះ`;
}

async function stockOnPage(page: Page, path: string, colour: string, size: string) {
  await page.goto(path);
  await page.getByTestId('color-options').getByRole('radio', { name: colour }).click();
  await page.getByTestId('size-options').getByRole('radio', { name: size }).click();
  return page.getByTestId('purchase-panel');
}

test('the demo user orders in Khmer, pays in riel with WELCOME10, then cancels and the stock comes back', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await emptyDemoCart(request, baseURL);
  const chairs = await categoryVariants(request, 'chair-table', 6);
  const pick = chairs[0]!;
  const stockBefore = pick.qty;
  const delivery = await deliveryOption(request, 'phnom_penh_delivery');
  const productPath = `/product/detail/${pick.product.id}`;

  // Khmer from the header's toggle, then the login page in Khmer.
  await page.goto('/login');
  await page.getByRole('button', { name: 'ខ្មែរ' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await page.getByLabel('អាសយដ្ឋានអ៊ីមែល').fill(DEMO.email);
  await page.getByLabel('ពាក្យសម្ងាត់', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'ចូលគណនី', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');

  // The product page shows the stock in Khmer; one chair into the cart.
  await addToCartThroughPage(page, pick, 'km');
  await expect(page.getByTestId('purchase-panel')).toContainText(khmerStock(stockBefore));
  await page.keyboard.press('Escape');

  // Logged in: straight to step 2, the account's e-mail fixed, the names filled in.
  await page.goto('/checkout');
  const details = page.getByTestId('checkout-step-details');
  await expect(details.getByRole('heading', { level: 2 })).toHaveText('ព័ត៌មានអតិថិជន');
  await expect(page.getByTestId('step-details')).toHaveAttribute('aria-current', 'step');
  const email = details.getByLabel('អ៊ីមែល', { exact: true });
  await expect(email).toHaveValue(DEMO.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(details.getByLabel('នាមខ្លួន')).toHaveValue('Demo');
  await expect(details.getByLabel('នាមត្រកូល')).toHaveValue('Traveller');
  const phone = details.getByLabel('ទូរស័ព្ទ');
  if (!(await phone.inputValue()).trim()) await phone.fill('012 888 777');
  const street = details.getByLabel('អាសយដ្ឋានផ្លូវ');
  if (!(await street.inputValue()).trim()) await street.fill('ផ្ទះលេខ ១២ ផ្លូវ ២៤៤ ចំការមន');
  await expect(details.getByLabel('ទីក្រុង')).toHaveValue('Phnom Penh');
  await details
    .getByTestId('delivery-options')
    .getByRole('radio', { name: delivery.name_km })
    .check();

  // The promo code in lower case: applied as WELCOME10, 10% off the subtotal.
  await details.getByRole('textbox', { name: /^លេខកូដប្រូម៉ូសិន/ }).fill('welcome10');
  await details.getByRole('button', { name: 'ប្រើ', exact: true }).click();
  const percent = await pageNumber(page, 10, 'km');
  await expect(details.getByTestId('promo-applied')).toContainText(
    `បានប្រើលេខកូដប្រូម៉ូសិន WELCOME10៖ បញ្ចុះ ${percent}% ពីសរុបរង។`,
  );
  const items = [{ variant_id: pick.variantId, qty: 1 }];
  const inDollars = await quoteFor(request, baseURL, {
    items,
    delivery_type: delivery.id,
    currency: 'USD',
    promo_code: 'WELCOME10',
  });
  expect(inDollars.promo_percent).toBe(10);
  expect(inDollars.discount).toBeCloseTo(inDollars.subtotal / 10, 2);
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('totals-discount')).toContainText(
    `ការបញ្ចុះតម្លៃ (WELCOME10, ${percent}%)`,
  );
  await expect(summary.getByTestId('totals-discount')).toContainText(
    `−${await pageMoney(page, inDollars.discount, 'USD', 'km')}`,
  );
  await expect(summary.getByTestId('totals-total')).toContainText(
    await pageMoney(page, inDollars.total, 'USD', 'km'),
  );

  // Step 3: cash on delivery, in riel; the summary turns to riel.
  await page.getByRole('button', { name: 'បន្ត', exact: true }).click();
  const payment = page.getByTestId('checkout-step-payment');
  await expect(payment.getByRole('heading', { level: 2 })).toHaveText('ការទូទាត់');
  await expect(payment.getByRole('radio', { name: /^បង់ប្រាក់ពេលទទួលទំនិញ/ })).toBeChecked();
  await payment.getByRole('radio', { name: /^ប្រាក់រៀល \(KHR\)/ }).check();
  const inRiel = await quoteFor(request, baseURL, {
    items,
    delivery_type: delivery.id,
    currency: 'KHR',
    promo_code: 'WELCOME10',
  });
  expect(inRiel.total_khr).toBe(Math.round(inDollars.total * 4000));
  const rielTotal = await pageMoney(page, inRiel.total_khr!, 'KHR', 'km');
  await expect(summary.getByTestId('totals-total')).toContainText(rielTotal);
  await expect(summary.getByTestId('totals-discount')).toContainText(
    await pageMoney(page, inRiel.discount_khr!, 'KHR', 'km'),
  );
  await expect(summary.getByTestId('totals-usd')).toContainText(
    `តម្លៃជាដុល្លារអាមេរិក៖ ${await pageMoney(page, inRiel.total, 'USD', 'km')}`,
  );

  // Step 4: the terms, then the order.
  await page.getByRole('button', { name: 'បន្ត', exact: true }).click();
  const review = page.getByTestId('checkout-step-review');
  await expect(review.getByRole('heading', { level: 2 })).toHaveText('ពិនិត្យ និងបញ្ជាទិញ');
  await expect(review).toContainText('លេខកូដប្រូម៉ូសិន៖ WELCOME10');
  await expect(review).toContainText('ប្រាក់រៀល (KHR)');
  await review.getByRole('checkbox', { name: /^ខ្ញុំយល់ព្រមនឹង/ }).check();
  await expect(review.getByTestId('place-order')).toHaveText('បញ្ជាទិញ');
  await review.getByTestId('place-order').click();
  await expect(page.getByRole('dialog', { name: 'បានបញ្ជាទិញ' })).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirmation\?order_id=CT-[A-Z0-9]{8}$/);
  const orderNo = new URL(page.url()).searchParams.get('order_id')!;

  // The confirmation in riel.
  const view = page.getByTestId('order-view');
  await expect(view.getByTestId('order-no')).toHaveText(orderNo);
  await expect(page.getByTestId('confirmation-thanks')).toContainText('សូមអរគុណ Demo!');
  await expect(view.getByTestId('order-line')).toContainText(pick.product.name_km);
  await expect(view.getByTestId('order-payment')).toHaveText('បង់ប្រាក់ពេលទទួលទំនិញ · ប្រាក់រៀល (KHR)');
  await expect(view.getByTestId('totals-total')).toContainText(rielTotal);
  await expect(view.getByTestId('totals-discount')).toContainText('WELCOME10');
  await expect(view.getByTestId('order-status')).toHaveText('កំពុងរង់ចាំ');
  await expect(page.getByTestId('recommended-products').getByTestId('product-card')).toHaveCount(6);
  expect(await variantQty(request, pick.product.id, pick.variantId)).toBe(stockBefore - 1);
  const afterOrder = await stockOnPage(page, productPath, pick.color.name_km, pick.size.size_km);
  await expect(afterOrder).toContainText(khmerStock(stockBefore - 1));

  // My orders, in Khmer: cancel after confirming.
  await page.goto('/orders');
  const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
  await expect(card.getByTestId('order-status')).toHaveText('កំពុងរង់ចាំ');
  await expect(card.getByTestId('totals-total')).toContainText(rielTotal);
  await card.getByTestId('cancel-order').click();
  const confirm = page.getByRole('alertdialog', { name: `បោះបង់ការបញ្ជាទិញ ${orderNo}?` });
  await expect(confirm).toContainText('ទំនិញនឹងត្រឡប់ទៅលក់វិញ');
  await confirm.getByRole('button', { name: 'បោះបង់ការបញ្ជាទិញ', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'ការបញ្ជាទិញរបស់អ្នកត្រូវបានលុបចោល។' }),
  ).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('បានបោះបង់');
  await expect(card.getByTestId('cancel-order')).toHaveCount(0);

  // The chair is back on sale.
  expect(await variantQty(request, pick.product.id, pick.variantId)).toBe(stockBefore);
  const afterCancel = await stockOnPage(page, productPath, pick.color.name_km, pick.size.size_km);
  await expect(afterCancel).toContainText(khmerStock(stockBefore));
  expect(errors).toEqual([]);
});
