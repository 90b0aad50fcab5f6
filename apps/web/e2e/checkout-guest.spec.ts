import { expect, test } from './fixtures';
import {
  addToCartThroughPage,
  categoryVariants,
  deliveryOption,
  guestBuyer,
  guestDetails,
  orderMail,
  pageMoney,
  payAndReview,
  quoteFor,
  variantQty,
} from './checkout-helpers';
import { collectConsoleErrors } from './console-guard';

test('a visitor buys two items with cash on delivery and follows the order from its e-mail', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  // A pack in a colour the page does not open on, and a piece of cooking kit.
  const packs = await categoryVariants(request, 'camping-trekking', 3);
  const first = packs.find((p) => !p.preselected && p.product.colors.length > 1) ?? packs[0]!;
  const kit = await categoryVariants(request, 'camping-equipment', 3);
  const second = kit.find((p) => p.product.id !== first.product.id)!;
  const stockBefore = await variantQty(request, first.product.id, first.variantId);
  const delivery = await deliveryOption(request, 'phnom_penh_delivery');
  const buyer = guestBuyer('guest-order');

  // Both items through their pages; the drawer opens after each.
  await addToCartThroughPage(page, first);
  await page.keyboard.press('Escape');
  await addToCartThroughPage(page, second);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('cart-drawer')).toBeHidden();

  // The header's cart, then checkout: a short "proceeding" modal, then /checkout.
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.getByTestId('cart-button').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await drawer.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page.getByTestId('checkout-proceeding')).toContainText('Proceeding to checkout');
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByTestId('checkout-proceeding')).toBeHidden();

  await guestDetails(page, buyer, delivery);
  const details = page.getByTestId('checkout-step-details');
  await expect(details.getByTestId('order-line')).toHaveCount(2);
  await expect(details.getByTestId('order-line').first()).toContainText(
    `Colour: ${first.color.name} · Size: ${first.size.size}`,
  );
  await payAndReview(page, 'USD');

  const review = page.getByTestId('checkout-step-review');
  await expect(review).toContainText(`${buyer.firstName} ${buyer.lastName}`);
  await expect(review).toContainText(buyer.email);
  await expect(review).toContainText(buyer.street);
  await expect(review).toContainText('Phnom Penh, Phnom Penh');
  await expect(review).toContainText(delivery.name);
  await expect(review).toContainText('Cash on delivery');
  await expect(review).toContainText('US dollars (USD)');

  // The sidebar shows the server's quote for these lines.
  const quote = await quoteFor(request, baseURL, {
    items: [
      { variant_id: first.variantId, qty: 1 },
      { variant_id: second.variantId, qty: 1 },
    ],
    delivery_type: delivery.id,
    currency: 'USD',
  });
  expect(quote.has_problems).toBe(false);
  expect(quote.delivery_fee).toBe(delivery.fee);
  expect(quote.discount).toBe(0);
  const summary = page.getByTestId('order-summary');
  const total = await pageMoney(page, quote.total, 'USD');
  await expect(summary.getByTestId('totals-subtotal')).toContainText(
    await pageMoney(page, quote.subtotal, 'USD'),
  );
  await expect(summary.getByTestId('totals-tax')).toContainText(
    await pageMoney(page, quote.tax, 'USD'),
  );
  await expect(summary.getByTestId('totals-delivery_fee')).toContainText(
    await pageMoney(page, quote.delivery_fee, 'USD'),
  );
  await expect(summary.getByTestId('totals-discount')).toHaveCount(0);
  await expect(summary.getByTestId('totals-total')).toContainText(total);

  // Place it: the success dialog, then the confirmation.
  await page.getByTestId('place-order').click();
  const placed = page.getByRole('dialog', { name: 'Order placed' });
  await expect(placed).toBeVisible();
  await expect(placed).toContainText(/Your order CT-[A-Z0-9]{8} has been placed/);
  await expect(page).toHaveURL(/\/order-confirmation\?order_id=CT-[A-Z0-9]{8}$/);
  const orderNo = new URL(page.url()).searchParams.get('order_id')!;

  await expect(page.getByTestId('order-no')).toHaveText(orderNo);
  await expect(page.getByTestId('confirmation-thanks')).toContainText(
    `Thank you, ${buyer.firstName}! Your order is placed.`,
  );
  await expect(page.getByTestId('confirmation-thanks')).toContainText(buyer.email);
  const view = page.getByTestId('order-view');
  const lines = view.getByTestId('order-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: first.product.name })).toContainText(
    `Colour: ${first.color.name} · Size: ${first.size.size}`,
  );
  await expect(lines.filter({ hasText: second.product.name })).toContainText('1 ×');
  await expect(view.getByTestId('order-status')).toHaveText('Pending');
  await expect(view.getByTestId('payment-status')).toHaveText('Not paid yet');
  await expect(view.getByTestId('order-delivery')).toHaveText(
    'Phnom Penh local delivery (same day, 2 to 6 hours)',
  );
  await expect(view.getByTestId('order-payment')).toHaveText('Cash on delivery · US dollars (USD)');
  await expect(view.getByTestId('totals-total')).toContainText(total);
  await expect(view).toContainText(buyer.street);
  const recommended = page.getByTestId('recommended-products');
  await expect(recommended.getByRole('heading', { name: 'You may also like' })).toBeVisible();
  await expect(recommended.getByTestId('product-card')).toHaveCount(6);

  // The order took the stock; the cart is empty.
  expect(await variantQty(request, first.product.id, first.variantId)).toBe(stockBefore - 1);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  // The confirmation e-mail, and its link opened where nobody has placed the order (no session,
  // nothing in this tab): the link's token alone shows the order.
  const mail = await orderMail(request, buyer.email, orderNo);
  expect(mail.subject).toBe(`Your CamTour order ${orderNo}`);
  expect(mail.text).toContain(first.product.name);
  const link = mail.links.find((l) => l.includes(`/orders/${orderNo}?token=`));
  expect(link, mail.links.join(', ')).toBeTruthy();
  const url = new URL(link!);
  const elsewhere = await browser.newContext({ baseURL });
  try {
    const mailPage = await elsewhere.newPage();
    const mailErrors = collectConsoleErrors(mailPage);
    await mailPage.goto(`${url.pathname}${url.search}`);
    await expect(mailPage.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNo}`);
    const order = mailPage.getByTestId('order-view');
    await expect(order.getByTestId('order-no')).toHaveText(orderNo);
    await expect(order.getByTestId('order-line')).toHaveCount(2);
    await expect(order.getByTestId('totals-total')).toContainText(total);
    await expect(order).toContainText(buyer.email);
    await expect(order.getByTestId('order-status')).toHaveText('Pending');
    await expect(order.getByTestId('cancel-order')).toBeVisible();
    expect(mailErrors).toEqual([]);
  } finally {
    await elsewhere.close();
  }
  expect(errors).toEqual([]);
});
