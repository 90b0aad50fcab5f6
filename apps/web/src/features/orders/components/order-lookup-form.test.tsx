import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { OrderLookupForm } from './order-lookup-form';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, message: string, data?: unknown, headers = {}) =>
  new Response(JSON.stringify({ result: status < 300, error: status >= 300, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

beforeAll(async () => {
  await i18next.loadNamespaces(['orders']);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const fill = (orderNo: string, email: string) => {
  fireEvent.change(screen.getByLabelText('Order number'), { target: { value: orderNo } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'E-mail me the link' }));
};

describe('find my order', () => {
  it('checks the fields before asking the server', async () => {
    renderWithRouter(<OrderLookupForm />);
    fill('12345', 'nope');
    expect(await screen.findByText(/Enter the order number as it appears/)).toBeInTheDocument();
    expect(screen.getByLabelText('Order number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the number (as typed people write it) and says the link was e-mailed if they match', async () => {
    fetchMock.mockResolvedValue(envelope(200, 'order-link-sent', { sent: true }));
    renderWithRouter(<OrderLookupForm />);
    fill(' ct-ab23cd45 ', 'Sok@Example.com');
    expect(await screen.findByTestId('order-lookup-sent')).toHaveTextContent(
      'If the order number and e-mail match an order, we have e-mailed its link.',
    );
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toBe('/api/web/product/order/lookup');
    expect(JSON.parse(String(init?.body))).toEqual({
      order_no: 'CT-AB23CD45',
      email: 'sok@example.com',
      lang: 'en',
    });
  });

  it('shows the too-many message with the wait from Retry-After', async () => {
    fetchMock.mockResolvedValue(
      envelope(429, 'too-many-requests-try-later', undefined, { 'Retry-After': '300' }),
    );
    renderWithRouter(<OrderLookupForm initialOrderNo="CT-AB23CD45" />);
    fill('CT-AB23CD45', 'sok@example.com');
    const alert = await screen.findByTestId('order-lookup-error');
    expect(alert).toHaveTextContent('Too many requests. Please wait a moment and try again.');
    expect(alert).toHaveTextContent('Please try again in 5 minutes.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'E-mail me the link' })).toBeEnabled(),
    );
  });
});
