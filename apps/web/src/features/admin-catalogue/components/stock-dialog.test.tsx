import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminVariant } from '@camtour/shared/schemas/admin-catalogue';
import { i18next } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { StockDialog } from './stock-dialog';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, message: string, data?: unknown, errors?: unknown) =>
  new Response(
    JSON.stringify({ result: status < 300, error: status >= 300, message, data, errors }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );

const variant = {
  id: 41,
  product_id: 12,
  color: { id: 1, slug: 'black', name_en: 'Black', name_km: 'ខ្មៅ', hex: '#000000' },
  size: { id: 2, slug: 'm', size_en: 'M', size_km: 'M' },
  qty: 3,
  price_cents: null,
  effective_price_cents: 1000,
  in_orders: false,
} satisfies AdminVariant;

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

beforeAll(async () => {
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(['admin-catalogue', 'admin', 'errors']);
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('StockDialog', () => {
  it('sends a removal as a negative delta with the reason, and closes', async () => {
    fetchMock.mockResolvedValue(envelope(200, 'success', { variant_id: 41, qty: 1 }));
    const onClose = vi.fn();
    renderWithRouter(
      <StockDialog productId={12} variant={variant} label="Black · M" onClose={onClose} />,
    );
    fireEvent.click(screen.getByLabelText('Remove units'));
    fireEvent.change(input('stock-amount'), { target: { value: '2' } });
    expect(screen.getByText('Afterwards: 1 in stock.')).toBeInTheDocument();
    fireEvent.change(input('stock-reason'), { target: { value: ' Damaged box ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/variants/41/stock');
    expect(JSON.parse(String(init?.body))).toEqual({ delta: -2, reason_note: 'Damaged box' });
  });

  it('needs a reason, and shows "below zero" on the amount', async () => {
    fetchMock.mockResolvedValue(
      envelope(409, 'stock-below-zero', null, { delta: ['stock-below-zero'] }),
    );
    const onClose = vi.fn();
    renderWithRouter(
      <StockDialog productId={12} variant={variant} label="Black · M" onClose={onClose} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(
      await screen.findByText(i18next.t('stock-note-invalid', { ns: 'errors' })),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('Remove units'));
    fireEvent.change(input('stock-amount'), { target: { value: '5' } });
    fireEvent.change(input('stock-reason'), { target: { value: 'Counted' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(
      await screen.findByText(i18next.t('stock-below-zero', { ns: 'errors' })),
    ).toBeInTheDocument();
    expect(input('stock-amount')).toHaveAttribute('aria-invalid', 'true');
    expect(input('stock-reason').value).toBe('Counted');
    expect(onClose).not.toHaveBeenCalled();
  });
});
