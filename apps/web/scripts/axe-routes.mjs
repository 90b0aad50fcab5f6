// What `npm run axe` and the e2e accessibility spec check: every route, with real ids.

/** Every route of document 1 §2 and the back office, with real ids from the demo data. */
export const AXE_ROUTES = {
  visitor: [
    '/',
    '/adventure',
    '/siem-reap',
    '/siem-reap/hotels',
    '/siem-reap/hotels/1',
    '/location/detail/1',
    '/product',
    '/product/category/{category}',
    '/product/detail/1',
    '/plan',
    '/about-us',
    '/faq',
    '/privacy',
    '/terms',
    '/chatbot',
    '/login',
    '/forgot-pass',
    '/send-register',
    '/reset-password?token=x&email=x%40example.com',
    '/complete-registration?token=x&email=x%40example.com&id=1',
    '/payment-return',
    '/location/detail/999999',
    '/product/detail/999999',
    '/siem-reap/hotels/999999',
    '/product/category/no-such-category',
    '/no-such-page',
  ],
  customer: [
    '/dashboard',
    '/profile',
    '/favorites',
    '/orders',
    '/orders/{order}',
    '/checkout',
    '/order-confirmation?order_id={order}',
  ],
  staff: [
    '/admin',
    '/admin/orders',
    '/admin/orders/{order}',
    '/admin/products',
    '/admin/products/1',
    '/admin/products/new',
    '/admin/locations',
    '/admin/locations/1',
    '/admin/hotels',
    '/admin/hotels/1',
    '/admin/promo-codes',
    '/admin/reviews',
    '/admin/inbox',
    '/admin/audit',
  ],
};

/**
 * Waits until a page is what a person sees: hydrated (`<html data-ready>`), its requests settled,
 * and its heading shown. A page the browser draws (sign-in, reset) shows its content a moment after
 * its last request, once its route and language chunks have settled; checked before, it was an
 * empty main and "no h1" now and then. A page that never shows a heading still fails the audit.
 */
export async function settled(page) {
  await page.waitForSelector('html[data-ready]', { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForSelector('h1', { timeout: 10_000 }).catch(() => undefined);
}

export async function api(context, base, method, path, data) {
  const res = await context.request.fetch(`${base}${path}`, {
    method,
    data,
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: base },
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${JSON.stringify(body)}`);
  return body.data;
}

export /** The demo customer's own order, and a cart for the checkout page. */
async function customerData(context, base) {
  const { products } = await api(context, base, 'GET', '/api/web/view/product?page=1');
  const product = products.find((p) => p.total_stock > 0);
  const detail = await api(context, base, 'GET', `/api/web/view/product/${product.id}`);
  const variant = detail.product.variants.find((v) => v.qty > 0);
  const order = await api(context, base, 'POST', '/api/web/product/order', {
    first_name: 'Sokha',
    last_name: 'Chan',
    email: 'demo@camtour.example',
    phone: '012 345 678',
    address_to_receive: '12 Street 240, Daun Penh',
    city: 'Phnom Penh',
    state: 'Phnom Penh',
    zip_code: '12207',
    country: 'KH',
    payment_method: 'cash_on_delivery',
    delivery_type: 'phnom_penh_delivery',
    currency: 'USD',
    items: [{ variant_id: variant.id, qty: 1 }],
    terms_accepted: true,
    lang: 'en',
  });
  await api(context, base, 'POST', '/api/web/product/cart/add', {
    product_id: product.id,
    variant_id: variant.id,
    qty: 1,
  });
  return { order: order.order_no };
}
