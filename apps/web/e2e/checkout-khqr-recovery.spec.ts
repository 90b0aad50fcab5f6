import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { logInThroughPage, registerThroughApi } from './accounts-helpers';
import {
  addToCartThroughApi,
  categoryVariants,
  deliveryOption,
  guestBuyer,
  guestDetails,
  unexpectedErrors,
  type VariantPick,
} from './checkout-helpers';
import { collectConsoleErrors } from './console-guard';
import { writeHeaders } from './shop-helpers';

/**
 * A KHQR payment never ends paid without an order: the QR request carries the whole order, the
 * server places it once the bank confirms, and every page that remembers the payment (the tab that
 * made it, after a reload, a second tab, after signing in) shows the order by itself. The sandbox
 * bank is paid over its API (POST /api/dev/bakong/pay), as a banking app on another device would.
 * Each test buys its own sleeping bag or mattress, counted from the end of the list:
 * checkout-khqr.spec.ts takes the first of each.
 */

/** A poll every 5 s, the order asked for, then "Order placed" for 3 s before the confirmation. */
const UNTIL_CONFIRMATION_MS = 5_000 + 1_500 + 3_000 + 5_000;
const CONFIRMATION_URL = /\/order-confirmation\?order_id=(CT-[A-Z0-9]{8})$/;

async function variantFromEnd(
  request: APIRequestContext,
  slug: 'sleeping-bag' | 'mattress',
  fromEnd: number,
): Promise<VariantPick> {
  const picks = await categoryVariants(request, slug, 3);
  const pick = picks.at(-fromEnd);
  if (!pick || picks.length <= fromEnd) throw new Error(`too few ${slug} variants in stock`);
  return pick;
}

/** A guest with one unit in the cart, on the payment step of a J&T Express order, QR made. */
async function guestMakesQr(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  pick: VariantPick,
  tag: string,
): Promise<string> {
  const delivery = await deliveryOption(request, 'jnt_express');
  await addToCartThroughApi(page.request, baseURL, pick);
  await page.goto('/checkout');
  await guestDetails(page, guestBuyer(tag), delivery);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const panel = page.getByTestId('bakong-panel');
  await expect(panel.getByTestId('khqr-panel-amount')).toBeVisible();
  await panel.getByRole('checkbox', { name: /I agree to the terms of use/ }).check();
  await panel.getByTestId('khqr-generate').click();
  await expect(panel).toHaveAttribute('data-phase', 'pending');
  await expect(panel).toHaveAttribute('data-md5', /^[a-f0-9]{32}$/);
  return (await panel.getAttribute('data-md5'))!;
}

/** The sandbox bank receives the QR's exact amount. */
async function bankPays(request: APIRequestContext, baseURL: string | undefined, md5: string) {
  const paid = await request.post('/api/dev/bakong/pay', {
    data: { md5 },
    headers: writeHeaders(baseURL),
  });
  expect(paid.status()).toBe(201);
}

/** The confirmation route shows the order, paid by Bakong KHQR; its number is returned. */
async function confirmationShown(page: Page): Promise<string> {
  await expect(page).toHaveURL(CONFIRMATION_URL, { timeout: UNTIL_CONFIRMATION_MS });
  const orderNo = CONFIRMATION_URL.exec(page.url())![1]!;
  const view = page.getByTestId('order-view');
  await expect(view.getByTestId('order-no')).toHaveText(orderNo);
  await expect(view.getByTestId('order-payment')).toContainText('Bakong KHQR');
  await expect(view).toContainText('Paid');
  return orderNo;
}

/** The QR's payment ended with its order: nothing is remembered any more. */
async function nothingRemembered(page: Page) {
  expect(await page.evaluate(() => window.localStorage.getItem('camtour_khqr_payment'))).toBeNull();
}

test('paid in the bank and nothing else pressed: the page shows the confirmation by itself', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const pick = await variantFromEnd(request, 'sleeping-bag', 1);
  const md5 = await guestMakesQr(page, request, baseURL, pick, 'khqr-alone');
  await expect(page.getByRole('dialog', { name: 'Scan to pay' })).toBeVisible();

  await bankPays(request, baseURL, md5);
  await expect(page.getByTestId('dialog-placed')).toBeVisible({ timeout: 10_000 });
  await confirmationShown(page);
  await nothingRemembered(page);
  expect(unexpectedErrors(errors, [])).toEqual([]);
});

test('paid, then the tab reloaded: the reloaded page finds the payment and shows its order', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const pick = await variantFromEnd(request, 'mattress', 1);
  const md5 = await guestMakesQr(page, request, baseURL, pick, 'khqr-reload');

  // The tab does not learn of the payment before the reload: its checks go unanswered.
  await page.route('**/api/bakong/verify/md5**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ result: false, error: true, message: 'bank-unavailable' }),
    }),
  );
  await bankPays(request, baseURL, md5);
  await page.unroute('**/api/bakong/verify/md5**');
  await page.reload();

  const orderNo = await confirmationShown(page);
  expect(orderNo).toMatch(/^CT-/);
  await nothingRemembered(page);
  expect(unexpectedErrors(errors, [503])).toEqual([]);
});

test('two tabs follow one payment: paid once, both show the same order', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const pick = await variantFromEnd(request, 'sleeping-bag', 2);
  const md5 = await guestMakesQr(page, request, baseURL, pick, 'khqr-tabs');

  // A second tab of the same browser: its own (empty) checkout draft, the same payment.
  const second = await context.newPage();
  const secondErrors = collectConsoleErrors(second);
  await second.goto('/checkout');
  const notice = second.getByTestId('khqr-pending-notice');
  await expect(notice).toHaveAttribute('data-md5', md5);
  await expect(notice).toContainText('Waiting for your bank to confirm the payment');

  await bankPays(request, baseURL, md5);
  const [first, other] = await Promise.all([confirmationShown(page), confirmationShown(second)]);
  expect(other).toBe(first);
  await nothingRemembered(page);
  // Both tabs may ask for the order at the same moment: a 409 for the one that lost the race is
  // asked again and answered with the order, which both tabs then show.
  expect(unexpectedErrors(errors, [409])).toEqual([]);
  expect(unexpectedErrors(secondErrors, [409])).toEqual([]);
});

test('paid as a guest, then signed in: the checkout finds the order', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const user = await registerThroughApi(request, 'khqr-signin');
  const pick = await variantFromEnd(request, 'mattress', 2);
  const md5 = await guestMakesQr(page, request, baseURL, pick, 'khqr-guest');

  // The buyer leaves the checkout, pays in the bank app, and signs in before coming back.
  await page.goto('/');
  await bankPays(request, baseURL, md5);
  await logInThroughPage(page, user);

  await page.goto('/checkout');
  const orderNo = await confirmationShown(page);
  await nothingRemembered(page);
  // Its page opens again later in this tab (the answer's access token is kept for it).
  await page.goto(`/orders/${orderNo}`);
  await expect(page.getByTestId('order-view').getByTestId('order-no')).toHaveText(orderNo);
  expect(unexpectedErrors(errors, [])).toEqual([]);
});
