import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_POLL_MS } from '@camtour/shared/domain/khqr';
import type { VerifyResult } from '@camtour/shared/schemas/payments';
import { i18next } from '@/lib/i18n';
import { renderRoutes, routePage, where } from '@/test/render';
import { Component as PaymentReturn } from './payment-return';

const MD5 = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const HASH = '5b2e9f3c1d7a4e6b8c0d2f4a6b8c0e1f';
const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, message: string, data?: unknown) =>
  new Response(JSON.stringify({ result: status < 300, error: status >= 300, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type Status = VerifyResult['results'][number]['status'];
function verify(status: Status, over: Partial<VerifyResult['results'][number]> = {}) {
  const paid = status === 'paid';
  return envelope(200, 'success', {
    results: [
      {
        md5: MD5,
        status,
        updated: true,
        paid,
        amount: 48000,
        currency: 'KHR',
        expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
        paid_at: paid ? new Date().toISOString() : null,
        transaction_hash: paid ? HASH : null,
        order_no: null,
        raw_response: {
          responseCode: paid ? 0 : 1,
          responseMessage: paid ? 'Success' : 'Not found',
          data: null,
        },
        ...over,
      },
    ],
  } satisfies VerifyResult);
}

const verifyCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/bakong/verify/md5'));

function renderReturn(url: string) {
  return renderRoutes(
    [
      routePage('paymentReturn', '/payment-return', PaymentReturn),
      routePage('checkout', '/checkout', () => <p>Checkout page</p>),
      routePage('orders', '/orders', () => <p>My orders page</p>),
      routePage('orderDetail', '/orders/:orderNo', () => <p>Order page</p>),
      routePage('home', '/', () => <p>Home page</p>),
    ],
    url,
  );
}

beforeAll(async () => {
  await i18next.loadNamespaces(['orders']);
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/payment-return', () => {
  it('checks the payment, then shows it paid with its transaction and the way to finish', async () => {
    let answers = 0;
    fetchMock.mockImplementation(async () => (++answers < 2 ? verify('pending') : verify('paid')));
    renderReturn(`/payment-return?md5=${MD5.toUpperCase()}`);
    expect(await screen.findByTestId('payment-return-loading')).toHaveTextContent(
      'Checking your payment…',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payment status' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/bakong/verify/md5?md5=${MD5}`);

    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    const success = await screen.findByTestId('payment-return-success');
    expect(within(success).getByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(success).toHaveTextContent('Your bank confirmed the payment of ៛48,000.');
    expect(within(success).getByTestId('payment-transaction')).toHaveTextContent(HASH);
    expect(success).toHaveTextContent('Your order is not placed yet');
    expect(within(success).getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(within(success).getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/',
    );
    // Paid: nothing more to ask.
    await act(() => vi.advanceTimersByTimeAsync(3 * PAYMENT_POLL_MS));
    expect(verifyCalls()).toHaveLength(2);

    fireEvent.click(within(success).getByRole('link', { name: 'Finish your order' }));
    await waitFor(() => expect(where()).toBe('/checkout'));
  });

  it('links to the order once the payment paid one', async () => {
    fetchMock.mockImplementation(async () => verify('paid', { order_no: 'CT-AB23CD45' }));
    renderReturn(`/payment-return?md5=${MD5}`);
    const success = await screen.findByTestId('payment-return-success');
    expect(within(success).getByRole('link', { name: 'View order CT-AB23CD45' })).toHaveAttribute(
      'href',
      '/orders/CT-AB23CD45',
    );
    expect(within(success).queryByRole('link', { name: 'Finish your order' })).toBeNull();
  });

  it('says a QR that expired failed, with a way back to the checkout', async () => {
    fetchMock.mockImplementation(async () => verify('expired'));
    renderReturn(`/payment-return?md5=${MD5}`);
    const failed = await screen.findByTestId('payment-return-failed');
    expect(within(failed).getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    expect(failed).toHaveTextContent('This QR expired before it was paid.');
    expect(within(failed).getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('keeps asking about a pending payment for a minute, then says it failed', async () => {
    fetchMock.mockImplementation(async () => verify('pending'));
    renderReturn(`/payment-return?md5=${MD5}`);
    expect(await screen.findByTestId('payment-return-loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(55_000));
    expect(screen.getByTestId('payment-return-loading')).toBeInTheDocument();
    expect(verifyCalls().length).toBeGreaterThanOrEqual(11);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    const failed = await screen.findByTestId('payment-return-failed');
    expect(failed).toHaveAttribute('data-reason', 'pending');
    const asked = verifyCalls().length;
    await act(() => vi.advanceTimersByTimeAsync(3 * PAYMENT_POLL_MS));
    expect(verifyCalls()).toHaveLength(asked);
  });

  it('keeps asking while the bank cannot be reached, and says so', async () => {
    let answers = 0;
    fetchMock.mockImplementation(async () =>
      ++answers < 2 ? envelope(503, 'bank-unavailable') : verify('paid'),
    );
    renderReturn(`/payment-return?md5=${MD5}`);
    expect(
      await within(await screen.findByTestId('payment-return-loading')).findByText(
        /The bank cannot be reached right now/,
      ),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(await screen.findByTestId('payment-return-success')).toBeInTheDocument();
  });

  it.each([
    ['no md5', '/payment-return', null],
    ['payment=success without an md5', '/payment-return?payment=success', null],
    ['a malformed md5', '/payment-return?md5=not-an-md5', 'This payment reference is not valid.'],
  ])('shows "Something Went Wrong" for %s, without asking the server', async (_case, url, text) => {
    // The support address is the server's configuration (SUPPORT_EMAIL), read from /config.
    const email = 'care@angkor-trails.example';
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/web/view/config'
        ? envelope(200, 'success', {
            map: { tile_url: '', attribution: '', max_zoom: 18 },
            contact: { email, phone: '+855 1', address: '', address_km: '' },
            social_links: [],
          })
        : envelope(500, 'server-error'),
    );
    renderReturn(url);
    const error = await screen.findByTestId('payment-return-error');
    expect(within(error).getByRole('heading', { name: 'Something Went Wrong' })).toBeVisible();
    expect(await within(error).findByRole('link', { name: `Write to ${email}` })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    if (text) expect(error).toHaveTextContent(text);
    expect(verifyCalls()).toHaveLength(0);
  });

  it('shows "Something Went Wrong" for a payment the server does not know', async () => {
    fetchMock.mockImplementation(async () => envelope(404, 'payment-not-found'));
    renderReturn(`/payment-return?md5=${MD5}`);
    const error = await screen.findByTestId('payment-return-error');
    expect(error).toHaveTextContent('We could not find this payment.');
    await act(() => vi.advanceTimersByTimeAsync(3 * PAYMENT_POLL_MS));
    expect(verifyCalls()).toHaveLength(1);
  });

  it('believes payment=failed without an md5', async () => {
    renderReturn('/payment-return?payment=failed');
    expect(await screen.findByTestId('payment-return-failed')).toHaveAttribute(
      'data-reason',
      'declined',
    );
  });
});
