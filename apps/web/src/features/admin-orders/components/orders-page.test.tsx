import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { renderRoutes, routePage, where } from '@/test/render';
import { testOrderRow } from '../test/admin-order-fixture';
import { OrdersPage } from './orders-page';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, message: string, data?: unknown) =>
  new Response(JSON.stringify({ result: status < 300, error: status >= 300, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const lastQuery = () => {
  const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x');
  return Object.fromEntries(url.searchParams);
};

const page = (total: number, current = 1) => ({
  orders: [
    testOrderRow(),
    testOrderRow({ order_no: 'CT-KHR00001', currency: 'KHR', total_khr: 41_400 }),
  ],
  pagination: { total, current_page: current, last_page: Math.ceil(total / 30), per_page: 30 },
});

const render = (url = '/admin/orders') =>
  renderRoutes([routePage('admin', '/admin/orders', OrdersPage)], url);

beforeAll(async () => {
  await i18next.loadNamespaces(['admin', 'orders']);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const p = Number(new URL(String(input), 'http://x').searchParams.get('page') ?? 1);
    return envelope(200, 'success', page(62, p));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('OrdersPage', () => {
  it('lists orders with a link to each, totals in their currency', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Orders' });
    const links = within(table).getAllByTestId('order-link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/admin/orders/CT-ABCD1234',
      '/admin/orders/CT-KHR00001',
    ]);
    expect(within(table).getByText('$10.35')).toBeInTheDocument();
    expect(within(table).getByText(/41,400/)).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '1' });
  });

  it('reads the filters from the URL and sends them to the server', async () => {
    render('/admin/orders?status=shipped&payment_method=bakong&from=2026-03-01&page=2');
    await screen.findByRole('table', { name: 'Orders' });
    expect(lastQuery()).toEqual({
      status: 'shipped',
      payment_method: 'bakong',
      from: '2026-03-01',
      page: '2',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('shipped');
    expect(screen.getByLabelText('Placed from')).toHaveValue('2026-03-01');
  });

  it('puts each filter in the URL, back to page 1, and searches on Enter', async () => {
    render('/admin/orders?page=2');
    await screen.findByRole('table', { name: 'Orders' });
    fireEvent.change(screen.getByLabelText('Payment status'), { target: { value: 'refund_due' } });
    await waitFor(() => expect(where()).toBe('/admin/orders?payment_status=refund_due'));
    fireEvent.change(screen.getByLabelText('Delivery'), { target: { value: 'jnt_express' } });
    fireEvent.change(screen.getByLabelText('Placed until'), { target: { value: '2026-03-07' } });
    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: '  sreyleak@example ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        payment_status: 'refund_due',
        delivery_type: 'jnt_express',
        to: '2026-03-07',
        search: 'sreyleak@example',
        page: '1',
      }),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(where()).toBe('/admin/orders'));
  });

  it('pages on the server', async () => {
    render();
    await screen.findByRole('table', { name: 'Orders' });
    expect(screen.getByTestId('pager-range')).toHaveTextContent('1–30 of 62');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(where()).toBe('/admin/orders?page=2'));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '2' }));
  });

  it('shows a refused filter as a message rather than an empty list', async () => {
    fetchMock.mockResolvedValue(envelope(400, 'validation-failed'));
    render('/admin/orders?status=lost');
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      i18next.t('validation-failed', { ns: 'errors' }),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
