import { expect, test, type BrowserContext, type Page } from './fixtures';
import {
  addToCartThroughApi,
  categoryVariants,
  deliveryOption,
  guestBuyer,
  guestDetails,
  pageMoney,
  quoteFor,
  unexpectedErrors,
  variantQty,
} from './checkout-helpers';
import { collectConsoleErrors } from './console-guard';

/**
 * Bakong KHQR at the checkout (document 2 §4, D8, D14): the QR is drawn in the page, a second tab
 * plays the banking app on the sandbox bank's /dev/bakong page, and the checkout sees the transfer
 * at its next 5-second check and shows the order by itself. The specs buy sleeping bags and
 * mattresses, which no other spec buys (checkout-khqr-recovery.spec.ts takes other variants).
 */

/** The poll is every 5 s: a payment shows within one interval plus the check's own time. */
const ONE_POLL_MS = 5_000 + 1_500;
/** Paid: seen within a poll, the order asked for, the confirmation 3 s after "Order placed". */
const UNTIL_CONFIRMATION_MS = ONE_POLL_MS + 3_000 + 4_000;

/** The sandbox bank in another tab of the same browser: pays the QR whose md5 it is given. */
async function bankPays(context: BrowserContext, md5: string, how: 'right' | 'wrong' = 'right') {
  const bank = await context.newPage();
  await bank.goto('/dev/bakong');
  await expect(bank.getByRole('heading', { name: 'Sandbox bank' })).toBeVisible();
  const row = bank.locator(`tr[data-md5="${md5}"]`);
  await expect(row).toContainText('pending');
  await row
    .locator(how === 'right' ? `button[data-md5="${md5}"]` : `button[data-wrong-md5="${md5}"]`)
    .click();
  await expect(bank.getByRole('status')).toContainText(
    how === 'right' ? 'Transfer sent' : 'wrong amount',
  );
  await bank.close();
}

async function md5Of(page: Page): Promise<string> {
  const md5 = await page.getByTestId('bakong-panel').getAttribute('data-md5');
  expect(md5).toMatch(/^[a-f0-9]{32}$/);
  return md5!;
}

test('a visitor pays with KHQR: the QR in the page, a wrong transfer ignored, the right one seen within one poll, the order placed as paid by itself', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const pick = (await categoryVariants(request, 'sleeping-bag', 3))[0]!;
  const stockBefore = pick.qty;
  const delivery = await deliveryOption(request, 'jnt_express');
  await addToCartThroughApi(page.request, baseURL, pick);

  await page.goto('/checkout');
  await guestDetails(page, guestBuyer('khqr'), delivery);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const payment = page.getByTestId('checkout-step-payment');
  // J&T Express takes only the bank QR: it is chosen for the buyer, cash on delivery is not offered.
  await expect(payment.getByRole('radio', { name: /^Bakong KHQR/ })).toBeChecked();
  await expect(payment.getByRole('radio', { name: /^Cash on delivery/ })).toBeDisabled();

  // Going on without paying: Payment Required.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const required = page.getByTestId('dialog-payment');
  await expect(required.getByRole('heading', { name: 'Payment Required' })).toBeVisible();
  await required.getByRole('button', { name: 'OK' }).click();

  const quote = await quoteFor(request, baseURL, {
    items: [{ variant_id: pick.variantId, qty: 1 }],
    delivery_type: delivery.id,
    currency: 'USD',
  });
  const total = await pageMoney(page, quote.total, 'USD');
  // Paying places the order: the terms come first.
  const panel = page.getByTestId('bakong-panel');
  await expect(panel.getByTestId('khqr-generate')).toBeDisabled();
  await panel.getByRole('checkbox', { name: /I agree to the terms of use/ }).check();
  const asked = page.waitForRequest(
    (request) => request.url().endsWith('/api/bakong/generate-qr') && request.method() === 'POST',
  );
  await panel.getByTestId('khqr-generate').click();
  // The QR request carries the whole order: the server places it once the bank confirms.
  expect((await asked).postDataJSON()).toMatchObject({
    items: [{ variant_id: pick.variantId, qty: 1 }],
    delivery_type: delivery.id,
    currency: 'USD',
    payment_method: 'bakong',
    email: expect.stringMatching(/^e2e-khqr-/),
    address_to_receive: expect.stringContaining('Street 178'),
    terms_accepted: true,
    lang: 'en',
  });
  const modal = page.getByRole('dialog', { name: 'Scan to pay' });
  await expect(modal).toBeVisible();
  const code = modal.getByTestId('khqr-code');
  await expect(code).toBeVisible();
  await expect(code).toHaveAccessibleName(`KHQR code for ${total}`);
  const box = await code.boundingBox();
  expect(Math.round(box!.width)).toBe(200);
  await expect(modal.getByTestId('khqr-amount')).toContainText(total);
  await expect(modal.getByTestId('khqr-modal-countdown')).toContainText(/\d:\d\d/);
  await expect(modal.getByTestId('khqr-modal-status')).toHaveText('Waiting for payment');
  const md5 = await md5Of(page);
  // The QR holds its unit for its 10 minutes.
  expect(await variantQty(request, pick.product.id, pick.variantId)).toBe(stockBefore - 1);

  // A transfer of the wrong amount never counts, however many checks pass.
  await bankPays(context, md5, 'wrong');
  await page.bringToFront();
  await page.waitForTimeout(ONE_POLL_MS + 1000);
  await expect(modal.getByTestId('khqr-modal-status')).not.toHaveText('Payment confirmed');
  await expect(page.getByTestId('bakong-panel')).toHaveAttribute('data-state', 'pending');

  // The right transfer: seen at the next check, and the order shown with nothing pressed.
  await bankPays(context, md5);
  await page.bringToFront();
  await expect(page).toHaveURL(/\/order-confirmation\?order_id=CT-[A-Z0-9]{8}$/, {
    timeout: UNTIL_CONFIRMATION_MS,
  });
  const orderNo = new URL(page.url()).searchParams.get('order_id')!;
  const view = page.getByTestId('order-view');
  await expect(view.getByTestId('order-no')).toHaveText(orderNo);
  await expect(view.getByTestId('order-payment')).toContainText('Bakong KHQR');
  await expect(view).toContainText('Paid');
  await expect(view.getByTestId('totals-total')).toContainText(total);
  // The held unit became the order's: taken once.
  expect(await variantQty(request, pick.product.id, pick.variantId)).toBe(stockBefore - 1);

  // The bank app's return page names the transaction and the order.
  await page.goto(`/payment-return?md5=${md5}`);
  await expect(page.getByTestId('payment-return-success')).toBeVisible();
  await expect(page.getByTestId('payment-transaction')).toHaveText(/^[a-f0-9]{64}$/);
  await expect(page.getByRole('link', { name: `View order ${orderNo}` })).toBeVisible();
  expect(unexpectedErrors(errors, [400, 409])).toEqual([]);
});

test.describe('on a phone, in Khmer', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bank app is asked for only with "Open in Bakong"; without one a line says to scan the QR, no dialog; the bank tab pays, the order shows by itself', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const pick = (await categoryVariants(request, 'mattress', 3))[0]!;
    const delivery = await deliveryOption(request, 'virak_buntham_express');
    await addToCartThroughApi(page.request, baseURL, pick);

    // Khmer from the header's language toggle.
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'ខ្មែរ' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    await page.getByRole('button', { name: 'បន្តជាភ្ញៀវ' }).click();
    const details = page.getByTestId('checkout-step-details');
    await expect(details.getByRole('heading', { level: 2 })).toHaveText('ព័ត៌មានអតិថិជន');
    const buyer = guestBuyer('khqr-km');
    await details.getByLabel('អ៊ីមែល', { exact: true }).fill(buyer.email);
    await details.getByLabel('នាមខ្លួន').fill('សុខា');
    await details.getByLabel('នាមត្រកូល').fill('ចាន់');
    await details.getByLabel('ទូរស័ព្ទ').fill(buyer.phone);
    await details.getByLabel('អាសយដ្ឋានផ្លូវ').fill('ផ្ទះលេខ ១២ ផ្លូវ ២៤៤ ចំការមន');
    await details
      .getByTestId('delivery-options')
      .getByRole('radio', { name: delivery.name_km })
      .check();
    await expect(page.getByTestId('order-summary').getByTestId('totals-total')).toBeVisible();
    await page.getByRole('button', { name: 'បន្ត', exact: true }).click();

    const payment = page.getByTestId('checkout-step-payment');
    await expect(payment.getByRole('radio', { name: /^Bakong KHQR/ })).toBeChecked();
    const panel = page.getByTestId('bakong-panel');
    await panel.getByRole('checkbox', { name: /^ខ្ញុំយល់ព្រមនឹង/ }).check();
    let deeplinks = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/bakong/create/deeplink')) deeplinks += 1;
    });
    await panel.getByTestId('khqr-generate').click();
    const open = panel.getByRole('button', { name: 'បើកក្នុង Bakong' });
    await expect(open).toBeVisible();
    // Making the QR opens nothing and covers nothing.
    await page.waitForTimeout(3_500);
    expect(deeplinks).toBe(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The sandbox bank has no app to open: a line under the QR says to scan it instead.
    await open.click();
    await expect(panel.getByTestId('khqr-app-unavailable')).toHaveText(
      'មិនអាចបើកកម្មវិធី Bakong ពីទីនេះបានទេ។ សូមស្កេនកូដ QR ដោយកម្មវិធីធនាគាររបស់អ្នកជំនួសវិញ។',
    );
    expect(deeplinks).toBe(1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await panel.getByTestId('khqr-show').click();
    const modal = page.getByRole('dialog', { name: 'ស្កេនដើម្បីបង់ប្រាក់' });
    await expect(modal).toBeVisible();
    const code = modal.getByTestId('khqr-code');
    await expect(code).toBeVisible();
    expect(Math.round((await code.boundingBox())!.width)).toBe(200);
    const md5 = await md5Of(page);

    await bankPays(context, md5);
    await page.bringToFront();
    await expect(page).toHaveURL(/\/order-confirmation\?order_id=CT-[A-Z0-9]{8}$/, {
      timeout: UNTIL_CONFIRMATION_MS,
    });
    const view = page.getByTestId('order-view');
    await expect(view.getByTestId('order-payment')).toContainText('Bakong KHQR');
    await expect(view).toContainText('បានបង់ប្រាក់');
    expect(unexpectedErrors(errors, [503])).toEqual([]);
  });
});
