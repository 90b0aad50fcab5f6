import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import { testOverview } from '../test/overview-fixture';
import { OverviewPage } from './overview-page';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, message: string, data?: unknown) =>
  new Response(JSON.stringify({ result: status < 300, error: status >= 300, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const render = () => renderRoutes([{ path: '/admin', element: <OverviewPage /> }], '/admin');

beforeAll(async () => {
  await i18next.loadNamespaces(['admin', 'orders']);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(envelope(200, 'success', testOverview()));
});
afterEach(() => vi.unstubAllGlobals());

describe('OverviewPage', () => {
  it('shows today and this week in dollars and riel', async () => {
    render();
    expect(await screen.findByTestId('overview-today-orders')).toHaveTextContent('3');
    expect(screen.getByTestId('overview-today-usd')).toHaveTextContent('$123.45');
    expect(screen.getByTestId('overview-today-khr')).toHaveTextContent(/493,800/);
    expect(screen.getByTestId('overview-week-orders')).toHaveTextContent('11');
    expect(screen.getByTestId('overview-week-usd')).toHaveTextContent('$987.00');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/overview');
  });

  it('links waiting orders to the filtered list, low stock to the product, unread to the inbox, refunds owed to their list', async () => {
    render();
    const waiting = await screen.findByTestId('overview-waiting');
    expect(
      within(waiting)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Pending4', '/admin/orders?status=pending'],
      ['Processing2', '/admin/orders?status=processing'],
      ['Shipped1', '/admin/orders?status=shipped'],
    ]);
    const low = screen.getByTestId('overview-low-stock');
    expect(within(low).getByRole('link', { name: 'Kulen Family Dome Tent' })).toHaveAttribute(
      'href',
      '/admin/products/7',
    );
    expect(low).toHaveTextContent('Sky blue · 4-person');
    expect(low).toHaveTextContent('0 left');
    expect(screen.getByTestId('overview-feedback')).toHaveAttribute('href', '/admin/inbox');
    expect(screen.getByTestId('overview-feedback')).toHaveTextContent('5');
    expect(screen.getByTestId('overview-bookings')).toHaveTextContent('2');
    expect(screen.getByTestId('overview-no-order-open')).toHaveAttribute(
      'href',
      '/admin/no-order-payments',
    );
    expect(screen.getByTestId('overview-no-order-open')).toHaveTextContent('To refund3');
  });

  it('names products in Khmer in Khmer', async () => {
    await i18next.changeLanguage('km');
    try {
      render();
      const low = await screen.findByTestId('overview-low-stock');
      expect(within(low).getByRole('link')).toHaveTextContent('តង់គ្រួសារ Kulen');
      expect(low).toHaveTextContent('ខៀវផ្ទៃមេឃ');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
