import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast-store';
import { testMyOrders, testOrder } from '@/entities/order/test/order-fixture';
import { i18next } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { MyOrders } from './my-orders';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, message: string, data?: unknown) =>
  new Response(JSON.stringify({ result: status < 300, error: status >= 300, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

const pending = testOrder();
const delivered = testOrder({
  id: 8,
  order_id: 8,
  order_no: 'CT-ZX98WV76',
  status: 'delivered',
  payment_status: 'completed',
  can_cancel: false,
});

beforeAll(async () => {
  await i18next.loadNamespaces(['orders', 'shop']);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => toast.clear());
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('my orders', () => {
  it('lists the orders with the summary, and the filter asks the server again', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('status=completed'))
        return envelope(200, 'success', testMyOrders([delivered]));
      return envelope(200, 'success', testMyOrders([pending, delivered]));
    });
    const { router } = renderWithRouter(<MyOrders />, { path: '/orders' });

    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'CT-AB23CD45' })).toHaveAttribute(
      'href',
      '/orders/CT-AB23CD45',
    );
    expect(within(cards[0]!).getByText('Placed on November 22, 2026')).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('order-status')).toHaveTextContent('Pending');
    expect(within(cards[0]!).getByText('Kulen Family Dome Tent')).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('totals-total')).toHaveTextContent('$146.95');
    expect(within(cards[0]!).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    // Only a pending order can be cancelled.
    expect(within(cards[1]!).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('2');
    expect(screen.getByTestId('summary-spent')).toHaveTextContent('$293.90');
    expect(calls()).toEqual(['GET /api/web/product/order/my-order?status=all&page=1&per_page=10']);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1));
    expect(router.state.location.search).toBe('?status=completed');
    expect(calls()).toContain(
      'GET /api/web/product/order/my-order?status=completed&page=1&per_page=10',
    );
  });

  it('asks before cancelling, then cancels and refreshes the list', async () => {
    let cancelled = false;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'POST' && url.endsWith('/CT-AB23CD45/cancel')) {
        cancelled = true;
        return envelope(200, 'order-cancelled', { ...pending, status: 'cancelled' });
      }
      const first = cancelled
        ? { ...pending, status: 'cancelled' as const, can_cancel: false }
        : pending;
      return envelope(200, 'success', testMyOrders([first, delivered]));
    });
    renderWithRouter(<MyOrders />, { path: '/orders' });

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order CT-AB23CD45?' });
    // Keeping the order sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls()).toContain('POST /api/web/product/order/CT-AB23CD45/cancel');
    await waitFor(() =>
      expect(screen.getAllByTestId('order-status')[0]).toHaveTextContent('Cancelled'),
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(toast.getSnapshot().map((item) => item.message)).toEqual([
      'Your order has been cancelled.',
    ]);
  });

  it('says why a cancel failed and keeps the dialog open', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        return String(input).includes('CT-AB23CD45')
          ? envelope(409, 'order-not-cancellable')
          : envelope(500, 'server-error');
      }
      return envelope(200, 'success', testMyOrders([pending]));
    });
    renderWithRouter(<MyOrders />, { path: '/orders' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByTestId('cancel-order-error')).toHaveTextContent(
      'This order can no longer be cancelled.',
    );

    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? envelope(500, 'server-error')
        : envelope(200, 'success', testMyOrders([pending])),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('cancel-order-error')).toHaveTextContent(
        'Failed to cancel order',
      ),
    );
  });

  it('shows an error with a retry when the list cannot load', async () => {
    fetchMock.mockResolvedValueOnce(envelope(500, 'server-error'));
    renderWithRouter(<MyOrders />, { path: '/orders' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your orders.');
    fetchMock.mockResolvedValueOnce(envelope(200, 'success', testMyOrders([pending])));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-card')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state with a way to the shop', async () => {
    fetchMock.mockResolvedValue(envelope(200, 'success', testMyOrders([])));
    renderWithRouter(<MyOrders />, { path: '/orders' });
    const empty = await screen.findByTestId('orders-empty');
    expect(empty).toHaveTextContent('No orders yet');
    expect(within(empty).getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/product',
    );
  });

  it('pages through the orders', async () => {
    fetchMock.mockImplementation(async (input) =>
      envelope(
        200,
        'success',
        testMyOrders(String(input).includes('page=2') ? [delivered] : [pending], {
          current_page: String(input).includes('page=2') ? 2 : 1,
          last_page: 2,
          total: 11,
        }),
      ),
    );
    const { router } = renderWithRouter(<MyOrders />, { path: '/orders?status=pending' });
    expect(await screen.findByTestId('orders-page')).toHaveTextContent('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('orders-page')).toHaveTextContent('Page 2 of 2'));
    expect(router.state.location.search).toBe('?status=pending&page=2');
    expect(calls()).toContain(
      'GET /api/web/product/order/my-order?status=pending&page=2&per_page=10',
    );
  });
});
