import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '@camtour/shared/schemas/shop';
import { saveLastOrder } from '@/entities/order/last-order';
import { testMyOrders, testOrder } from '@/entities/order/test/order-fixture';
import { i18next } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { testProfile } from '@/test/profile';
import { Component as Dashboard } from './dashboard';
import { Component as OrderConfirmation } from './order-confirmation';
import { Component as OrderDetail } from './order-detail';
import { Component as Orders } from './orders';
import { renderRoutes, routePage, where } from '@/test/render';

const TOKEN = 'k'.repeat(43);
const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, message: string, data?: unknown) =>
  new Response(JSON.stringify({ result: status < 300, error: status >= 300, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

const product = (id: number): ProductCard => ({
  id,
  product_id: id,
  code: `CT-${id}`,
  name: `Trail bottle ${id}`,
  name_km: '',
  name_local: '',
  product_name: `Trail bottle ${id}`,
  product_name_km: '',
  price: 12,
  price_cents: 1200,
  original_price: null,
  original_price_cents: null,
  status: 'published',
  thumbnail: '/bottle.svg',
  is_thumbnail: '1',
  brand: { id: 1, slug: 'kulen', name: 'Kulen', name_km: '', brand_km: '', brand_type: 'local' },
  category: { id: 3, slug: 'bottles', name: 'Bottles', name_km: '' },
  category_id: 3,
  product_category_id: 3,
  total_views: 10,
  sold: 3,
  rating: 0,
  review_count: 0,
  total_stock: 10,
  stock_status: 'in_stock',
  created_at: '2020-01-01T00:00:00Z',
});

function renderApp(url: string) {
  return renderRoutes(
    [
      routePage('orderConfirmation', '/order-confirmation', OrderConfirmation),
      routePage('orders', '/orders', Orders),
      routePage('orderDetail', '/orders/:orderNo', OrderDetail),
      routePage('dashboard', '/dashboard', Dashboard),
      routePage('home', '/', () => <p>Home page</p>),
    ],
    url,
  );
}

beforeAll(async () => {
  await i18next.loadNamespaces(['orders', 'shop']);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  window.sessionStorage.clear();
  act(() => sessionStore.clear());
});
afterEach(() => {
  // Unmounted first: a members' page would follow the logout to /login.
  cleanup();
  vi.unstubAllGlobals();
  act(() => sessionStore.clear());
  window.sessionStorage.clear();
});

describe('order confirmation', () => {
  it('goes home when there is no order number and none was placed here', async () => {
    renderApp('/order-confirmation');
    await waitFor(() => expect(where()).toBe('/'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the order placed in this tab with its token, and six popular products', async () => {
    saveLastOrder({ order_no: 'CT-AB23CD45', access_token: TOKEN });
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/web/view/product/confirm/order')
        ? envelope(200, 'success', [1, 2, 3, 4, 5, 6].map(product))
        : envelope(200, 'success', testOrder()),
    );
    renderApp('/order-confirmation');
    expect(await screen.findByTestId('confirmation-thanks')).toHaveTextContent('Thank you, Sok!');
    expect(screen.getByTestId('order-no')).toHaveTextContent('CT-AB23CD45');
    expect(screen.getByTestId('order-delivery')).toHaveTextContent('Phnom Penh local delivery');
    expect(screen.getByTestId('order-payment')).toHaveTextContent(
      'Cash on delivery · US dollars (USD)',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/product',
    );
    // The confirmation does not cancel; the order page does.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    const recommended = await screen.findByTestId('recommended-products');
    await waitFor(() => expect(within(recommended).getAllByTestId('product-card')).toHaveLength(6));
    expect(within(recommended).getByRole('link', { name: 'Trail bottle 1' })).toHaveAttribute(
      'href',
      '/product/detail/1',
    );
    expect(calls()).toEqual(
      expect.arrayContaining([
        `GET /api/web/product/order/CT-AB23CD45?token=${TOKEN}`,
        'GET /api/web/view/product/confirm/order?page=1&limit=6&sort=popularity',
      ]),
    );
  });

  it('says when recommendations fail, and tries again', async () => {
    let recommendations = 0;
    fetchMock.mockImplementation(async (input) => {
      if (!String(input).startsWith('/api/web/view/product/confirm/order'))
        return envelope(200, 'success', testOrder());
      recommendations += 1;
      return recommendations === 1
        ? envelope(500, 'server-error')
        : envelope(200, 'success', [product(1)]);
    });
    renderApp('/order-confirmation?order_id=CT-AB23CD45');
    const recommended = await screen.findByTestId('recommended-products');
    const alert = await within(recommended).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load recommendations.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(recommended).findByTestId('product-card')).toBeInTheDocument();
  });

  it('shows "not found" with the find-my-order form for an order that is not the visitor\'s', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/web/product/order/')
        ? envelope(404, 'order-not-found')
        : envelope(200, 'success', []),
    );
    renderApp('/order-confirmation?order_id=ct-ab23cd45');
    const missing = await screen.findByTestId('order-not-found');
    expect(missing).toHaveTextContent('We could not find this order');
    expect(within(missing).getByLabelText('Order number')).toHaveValue('CT-AB23CD45');
    expect(calls()).toContain('GET /api/web/product/order/CT-AB23CD45');
  });
});

describe('order page', () => {
  it('opens with the token of the e-mail link and cancels with it after asking', async () => {
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST'
        ? envelope(200, 'order-cancelled', testOrder({ status: 'cancelled', can_cancel: false }))
        : envelope(200, 'success', testOrder()),
    );
    renderApp(`/orders/CT-AB23CD45?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Order CT-AB23CD45');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order CT-AB23CD45?' });
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST'
        ? envelope(200, 'order-cancelled', testOrder({ status: 'cancelled', can_cancel: false }))
        : envelope(200, 'success', testOrder({ status: 'cancelled', can_cancel: false })),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(calls()).toContain(`POST /api/web/product/order/CT-AB23CD45/cancel?token=${TOKEN}`);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('shows "not found" with the form and a login link for a visitor', async () => {
    fetchMock.mockResolvedValue(envelope(404, 'order-not-found'));
    renderApp('/orders/CT-AB23CD45');
    const missing = await screen.findByTestId('order-not-found');
    expect(within(missing).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Forders%2FCT-AB23CD45',
    );
    expect(within(missing).getByTestId('order-lookup')).toBeInTheDocument();
  });
});

describe('my orders page', () => {
  it('offers a visitor the login (coming back here) and the find-my-order form', async () => {
    await act(() => sessionStore.refresh());
    renderApp('/orders');
    const visitor = await screen.findByTestId('orders-visitor');
    expect(within(visitor).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Forders',
    );
    expect(within(visitor).getByTestId('order-lookup')).toBeInTheDocument();
    expect(calls().some((call) => call.includes('my-order'))).toBe(false);
  });

  it("lists a customer's orders", async () => {
    sessionStore.signIn(testProfile());
    fetchMock.mockResolvedValue(envelope(200, 'success', testMyOrders([testOrder()])));
    renderApp('/orders');
    expect(await screen.findByTestId('order-card')).toBeInTheDocument();
  });
});

describe('dashboard', () => {
  it('shows the three newest orders and a link to all', async () => {
    sessionStore.signIn(testProfile());
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/web/wishlist'
        ? envelope(200, 'success', [])
        : envelope(200, 'success', testMyOrders([testOrder()], { per_page: 3 })),
    );
    renderApp('/dashboard');
    // The favorites block reads the wishlist beside it (no "coming soon" any more).
    expect(await screen.findByTestId('dashboard-favorites-empty')).toBeInTheDocument();
    const recent = await screen.findByTestId('recent-orders');
    expect(await within(recent).findAllByTestId('recent-order')).toHaveLength(1);
    expect(within(recent).getByRole('link', { name: 'All orders (1)' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(calls()).toContain('GET /api/web/product/order/my-order?status=all&page=1&per_page=3');
  });
});
