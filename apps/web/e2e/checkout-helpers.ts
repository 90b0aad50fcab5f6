import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiData, productDetail, writeHeaders, type ShopProduct } from './shop-helpers';

/**
 * Helpers of the checkout and order flows. The server limits orders to 30 an hour per client IP
 * and 10 an hour per guest e-mail, and every test comes from 127.0.0.1 against one database per
 * run: each spec places as few orders as its flow needs, and products are chosen by category so
 * that the specs do not buy up each other's stock (the shop specs use tents and bottles).
 */

export function uniqueEmail(tag: string): string {
  const random = Math.random().toString(36).slice(2, 7);
  return `e2e-${tag}-${Date.now()}-${random}@example.com`;
}

export interface VariantPick {
  product: ShopProduct;
  variantId: number;
  qty: number;
  color: ShopProduct['colors'][number];
  size: ShopProduct['sizes'][number];
  /** The page opens on this colour and size, so choosing them changes nothing. */
  preselected: boolean;
}

/** Every variant of a category's products with `minQty` or more in stock, read from the API. */
export async function categoryVariants(
  request: APIRequestContext,
  categorySlug: string,
  minQty = 1,
): Promise<VariantPick[]> {
  const list = await apiData<{ products: { id: number }[] }>(
    request,
    `/api/web/view/product?category_slug=${categorySlug}&per_page=48`,
  );
  const picks: VariantPick[] = [];
  for (const { id } of list.products) {
    const product = await productDetail(request, id);
    for (const variant of product.variants) {
      if (variant.qty < minQty) continue;
      const color = product.colors.find((c) => c.id === variant.color_id);
      const size = product.sizes.find((s) => s.id === variant.size_id);
      if (!color || !size) continue;
      const preselected = color.id === product.colors[0]?.id && size.id === product.sizes[0]?.id;
      picks.push({ product, variantId: variant.id, qty: variant.qty, color, size, preselected });
    }
  }
  if (picks.length === 0) throw new Error(`no ${categorySlug} variant with ${minQty} in stock`);
  return picks;
}

/** The stock of one variant now. */
export async function variantQty(
  request: APIRequestContext,
  productId: number,
  variantId: number,
): Promise<number> {
  const product = await productDetail(request, productId);
  const variant = product.variants.find((v) => v.id === variantId);
  if (!variant) throw new Error(`variant ${variantId} is gone`);
  return variant.qty;
}

/** Puts a variant in the cart of the context's cookie jar (page.request shares the browser's). */
export async function addToCartThroughApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  pick: Pick<VariantPick, 'product' | 'variantId'>,
  qty = 1,
) {
  const added = await request.post('/api/web/product/cart/add', {
    data: { product_id: pick.product.id, variant_id: pick.variantId, qty },
    headers: writeHeaders(baseURL),
  });
  expect(added.status()).toBe(200);
}

/** Opens a product page and adds the variant through the colour, size and add-to-cart buttons. */
export async function addToCartThroughPage(
  page: Page,
  pick: VariantPick,
  lang: 'en' | 'km' = 'en',
) {
  await page.goto(`/product/detail/${pick.product.id}`);
  const heading = lang === 'km' ? pick.product.name_km : pick.product.name;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const colour = page
    .getByTestId('color-options')
    .getByRole('radio', { name: lang === 'km' ? pick.color.name_km : pick.color.name });
  await colour.click();
  await expect(colour).toHaveAttribute('aria-checked', 'true');
  const size = page
    .getByTestId('size-options')
    .getByRole('radio', { name: lang === 'km' ? pick.size.size_km : pick.size.size });
  await size.click();
  await expect(size).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  await expect(
    page.getByTestId('cart-drawer').getByTestId('cart-line').filter({ hasText: heading }),
  ).toBeVisible();
}

export interface DeliveryOption {
  id: string;
  name: string;
  name_km: string;
  fee: number;
}

export async function deliveryOption(
  request: APIRequestContext,
  id: 'phnom_penh_delivery' | 'jnt_express' | 'virak_buntham_express',
): Promise<DeliveryOption> {
  const options = await apiData<DeliveryOption[]>(request, '/api/web/view/delivery-options');
  const option = options.find((o) => o.id === id);
  if (!option) throw new Error(`no delivery option ${id}`);
  return option;
}

export interface QuoteTotals {
  currency: 'USD' | 'KHR';
  subtotal: number;
  tax: number;
  delivery_fee: number;
  discount: number;
  total: number;
  total_khr: number | null;
  discount_khr: number | null;
  promo_code: string | null;
  promo_percent: number;
  has_problems: boolean;
  promo_error: string | null;
}

/** The server's totals for these lines: what the checkout's summary must show. */
export async function quoteFor(
  request: APIRequestContext,
  baseURL: string | undefined,
  body: {
    items: { variant_id: number; qty: number }[];
    delivery_type: string;
    currency: 'USD' | 'KHR';
    promo_code?: string;
  },
): Promise<QuoteTotals> {
  const response = await request.post('/api/web/product/checkout/quote', {
    data: body,
    headers: writeHeaders(baseURL),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: QuoteTotals }).data;
}

/**
 * Money as the page writes it (src/lib/format.ts): the browser's own Intl with the app's options,
 * so the expected text follows whatever locale data this Chromium has (Debian's has no Khmer
 * digits). Riel carry the riel sign (៛) in both languages.
 */
export function pageMoney(
  page: Page,
  amount: number,
  currency: 'USD' | 'KHR',
  lang: 'en' | 'km' = 'en',
): Promise<string> {
  return page.evaluate(
    ([value, code, locale]) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        ...(code === 'KHR' ? { currencyDisplay: 'narrowSymbol' } : {}),
        minimumFractionDigits: code === 'USD' ? 2 : 0,
        maximumFractionDigits: code === 'USD' ? 2 : 0,
      }).format(value),
    [amount, currency, lang === 'km' ? 'km-KH' : 'en-US'] as const,
  );
}

/** A plain number as the page writes it (percentages, counts). */
export function pageNumber(page: Page, value: number, lang: 'en' | 'km'): Promise<string> {
  return page.evaluate(([n, locale]) => new Intl.NumberFormat(locale).format(n), [
    value,
    lang === 'km' ? 'km-KH' : 'en-US',
  ] as const);
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The e-mail about `orderNo` sent to `to`, from the development outbox. */
export async function orderMail(
  request: APIRequestContext,
  to: string,
  orderNo: string,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}&limit=5`);
      const body = (await response.json()) as { data: OutboxMail[] };
      found = body.data.find((mail) => mail.subject.includes(orderNo));
      return found?.subject ?? null;
    })
    .not.toBeNull();
  return found!;
}

/**
 * Console errors other than the failed requests a flow makes on purpose: the browser logs a
 * refused API call ("the server responded with a status of 409") as an error.
 */
export function unexpectedErrors(errors: string[], expectedStatuses: number[]): string[] {
  return errors.filter(
    (text) =>
      !expectedStatuses.some((status) =>
        text.includes(`the server responded with a status of ${status}`),
      ),
  );
}

export interface Buyer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
}

export function guestBuyer(tag: string): Buyer {
  return {
    email: uniqueEmail(tag),
    firstName: 'Sreyleak',
    lastName: 'Sok',
    phone: '012 345 678',
    street: `No. ${Math.floor(Math.random() * 200) + 1}, Street 178, Daun Penh`,
  };
}

/**
 * Step 1 as a guest, then step 2: contact, address (Phnom Penh by default) and the delivery.
 * English labels; the summary's quote is asked once the delivery is chosen.
 */
export async function guestDetails(page: Page, buyer: Buyer, delivery: DeliveryOption) {
  await expect(page.getByTestId('checkout-step-account')).toBeVisible();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  const step = page.getByTestId('checkout-step-details');
  await expect(step.getByRole('heading', { level: 2 })).toHaveText('Customer information');
  await step.getByLabel('E-mail', { exact: true }).fill(buyer.email);
  await step.getByLabel('First name').fill(buyer.firstName);
  await step.getByLabel('Last name').fill(buyer.lastName);
  await step.getByLabel('Phone').fill(buyer.phone);
  await step.getByLabel('Street address').fill(buyer.street);
  await expect(step.getByRole('textbox', { name: 'City' })).toHaveValue('Phnom Penh');
  await expect(step.getByRole('textbox', { name: 'Province' })).toHaveValue('Phnom Penh');
  const radio = step.getByTestId('delivery-options').getByRole('radio', { name: delivery.name });
  await radio.check();
  await expect(radio).toBeChecked();
  await expect(page.getByTestId('order-summary').getByTestId('totals-total')).toBeVisible();
}

/** Steps 3 and 4 in English: cash on delivery, a currency, then the terms ticked. */
export async function payAndReview(page: Page, currency: 'USD' | 'KHR' = 'USD') {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const payment = page.getByTestId('checkout-step-payment');
  await expect(payment.getByRole('heading', { level: 2 })).toHaveText('Payment');
  const cash = payment.getByRole('radio', { name: /^Cash on delivery/ });
  await cash.check();
  await expect(cash).toBeChecked();
  const money = payment.getByRole('radio', {
    name: currency === 'USD' ? /^US dollars \(USD\)/ : /^Cambodian riel \(KHR\)/,
  });
  await money.check();
  await expect(money).toBeChecked();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const review = page.getByTestId('checkout-step-review');
  await expect(review.getByRole('heading', { level: 2 })).toHaveText('Review and place order');
  await expect(review.getByTestId('place-order')).toBeDisabled();
  await review.getByRole('checkbox', { name: /I agree to the terms of use/ }).check();
  await expect(review.getByTestId('place-order')).toBeEnabled();
}
