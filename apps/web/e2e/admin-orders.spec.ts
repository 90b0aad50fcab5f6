import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  addToCartThroughPage,
  categoryVariants,
  deliveryOption,
  guestBuyer,
  guestDetails,
  payAndReview,
} from './checkout-helpers';
import { collectConsoleErrors } from './console-guard';
import { writeHeaders } from './shop-helpers';

/**
 * Staff orders (issue 16): a visitor's cash-on-delivery order, found by its number in the back
 * office and moved pending → processing → shipped → delivered, one confirmed step at a time,
 * the buyer e-mailed at each step; and the order page in Khmer. Products come from categories no
 * other spec buys from (accessories, pumps), so stock stays each spec's own.
 */

const STAFF = { email: 'staff@camtour.example', password: 'CamTour-Staff-2026' };

interface OutboxMail {
  to: string;
  subject: string;
  created_at: string;
}

/** The subjects e-mailed to `to` that name `orderNo`, oldest first. */
async function subjectsFor(request: APIRequestContext, to: string, orderNo: string) {
  const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}&limit=20`);
  const body = (await response.json()) as { data: OutboxMail[] };
  return body.data
    .filter((mail) => mail.subject.includes(orderNo))
    .map((mail) => mail.subject)
    .reverse();
}

async function logInAsStaff(page: Page) {
  await page.goto('/login?returnUrl=%2Fadmin');
  await page.getByLabel('E-mail address').fill(STAFF.email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByTestId('admin-shell')).toBeVisible();
}

test('staff find a visitor’s order and take it to delivered, the buyer e-mailed at each step', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const picks = await categoryVariants(request, 'camping-accessories', 3);
  const pick = picks[picks.length - 1]!;
  const buyer = guestBuyer('admin-orders');
  const delivery = await deliveryOption(request, 'phnom_penh_delivery');

  // The visitor's order, through the real checkout.
  await addToCartThroughPage(page, pick);
  await page.keyboard.press('Escape');
  await page.goto('/checkout');
  await guestDetails(page, buyer, delivery);
  await payAndReview(page, 'USD');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/order-confirmation\?order_id=CT-[A-Z0-9]{8}$/);
  const orderNo = new URL(page.url()).searchParams.get('order_id')!;
  await expect
    .poll(() => subjectsFor(request, buyer.email, orderNo))
    .toEqual([`Your CamTour order ${orderNo}`]);
  expect(errors).toEqual([]);

  // Staff, in their own browser: the list, a search by the number, the order.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const staffErrors = collectConsoleErrors(staff);
  await logInAsStaff(staff);
  await staff
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(staff).toHaveURL('/admin/orders');
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Orders');
  await staff.getByRole('searchbox').fill(orderNo);
  await staff.getByRole('searchbox').press('Enter');
  await expect(staff).toHaveURL(`/admin/orders?search=${orderNo}`);
  const table = staff.getByRole('table', { name: 'Orders' });
  await expect(table.getByTestId('order-link')).toHaveText([orderNo]);
  await expect(table).toContainText(`${buyer.firstName} ${buyer.lastName}`);
  await table.getByTestId('order-link').click();
  await expect(staff).toHaveURL(`/admin/orders/${orderNo}`);
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNo}`);
  await expect(staff).toHaveTitle(`Order ${orderNo} · Back office | CamTour`);
  const order = staff.getByTestId('admin-order');
  await expect(order.getByTestId('order-line')).toContainText(pick.product.name);
  await expect(order.getByTestId('order-customer')).toContainText(buyer.email);
  await expect(order.getByTestId('order-address')).toContainText(buyer.street);
  await expect(order.getByTestId('order-payment')).toContainText('Cash on delivery');

  // pending → processing → shipped → delivered, each confirmed, each e-mailed, in that order.
  const steps = [
    { button: 'Start processing', status: 'Processing', mail: 'being prepared' },
    { button: 'Mark as shipped', status: 'Shipped', mail: 'on its way' },
    { button: 'Mark as delivered', status: 'Delivered', mail: 'delivered' },
  ];
  const expected = [`Your CamTour order ${orderNo}`];
  for (const step of steps) {
    await order.getByTestId('order-actions').getByRole('button', { name: step.button }).click();
    const dialog = staff.getByRole('alertdialog');
    await expect(dialog).toContainText(`Move order ${orderNo} to “${step.status}”?`);
    await expect(dialog).toContainText('e-mail');
    await dialog.getByRole('button', { name: step.button }).click();
    await expect(dialog).toBeHidden();
    await expect(order.getByTestId('order-status').first()).toHaveText(step.status);
    expected.push(`Your CamTour order ${orderNo}: ${step.mail}`);
    await expect.poll(() => subjectsFor(request, buyer.email, orderNo)).toEqual(expected);
  }
  // Delivered: the last step staff may take is "completed"; cancelling is no longer offered.
  await expect(order.getByTestId('order-actions').getByRole('button')).toHaveText([
    'Mark as completed',
  ]);
  await expect(order.getByTestId('order-history').getByRole('listitem')).toHaveCount(4);

  // The list shows it delivered.
  await staff.goto(`/admin/orders?search=${orderNo}&status=delivered`);
  await expect(staff.getByRole('table', { name: 'Orders' }).getByTestId('order-link')).toHaveText([
    orderNo,
  ]);
  expect(staffErrors).toEqual([]);
  await staffContext.close();
});

test('the order page in Khmer', async ({ page, request, baseURL }) => {
  const picks = await categoryVariants(request, 'camping-pump', 2);
  const pick = picks[picks.length - 1]!;
  const buyer = guestBuyer('admin-khmer');
  const placed = await request.post('/api/web/product/order', {
    headers: writeHeaders(baseURL),
    data: {
      first_name: buyer.firstName,
      last_name: buyer.lastName,
      email: buyer.email,
      phone: buyer.phone,
      address_to_receive: buyer.street,
      city: 'Phnom Penh',
      state: 'Phnom Penh',
      zip_code: '12207',
      country: 'KH',
      payment_method: 'cash_on_delivery',
      delivery_type: 'phnom_penh_delivery',
      currency: 'KHR',
      items: [{ variant_id: pick.variantId, qty: 1 }],
      terms_accepted: true,
      lang: 'km',
    },
  });
  expect(placed.status()).toBe(201);
  const orderNo = ((await placed.json()) as { data: { order_no: string } }).data.order_no;

  await logInAsStaff(page);
  // The language through the shell's own switch.
  await page.getByRole('button', { name: 'ខ្មែរ' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await page.goto(`/admin/orders/${orderNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`ការបញ្ជាទិញ ${orderNo}`);
  await expect(page.getByRole('link', { name: 'ការបញ្ជាទិញ' }).first()).toBeVisible();
  const order = page.getByTestId('admin-order');
  await expect(order.getByTestId('order-next-step')).toContainText('ជំហានបន្ទាប់');
  await expect(order.getByTestId('order-actions').getByRole('button')).toHaveText([
    'ចាប់ផ្តើមរៀបចំ',
    'បោះបង់ការបញ្ជាទិញ',
  ]);
  await expect(order.getByTestId('order-line')).toContainText(pick.product.name_km);
  await expect(order.getByTestId('order-customer')).toContainText('អតិថិជន');
  await expect(order.getByTestId('order-payment')).toContainText('បង់ប្រាក់ពេលទទួលទំនិញ');
  await expect(order.getByTestId('totals-total')).toContainText('៛');
  await order.getByRole('button', { name: 'បោះបង់ការបញ្ជាទិញ' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('ទំនិញត្រឡប់ចូលស្តុកវិញ');
  await dialog.getByRole('button', { name: 'បោះបង់', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(order.getByTestId('order-status').first()).toHaveText('កំពុងរង់ចាំ');
});
