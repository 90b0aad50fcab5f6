import { act, screen, waitFor, within } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { KHQR_EXPIRY_MS, PAYMENT_POLL_MS } from '@camtour/shared/domain/khqr';
import type { VerifyResult } from '@camtour/shared/schemas/payments';
import { PENDING_PAYMENT_KEY, type PendingPayment } from '@/entities/payment/pending-payment';
import { i18next } from '@/lib/i18n';
import { renderRoutes, routePage, where } from '@/test/render';
import { PaymentReturnPage } from './payment-return-page';

const MD5 = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const OTHER_MD5 = 'ffeeddccbbaa99887766554433221100';
const HASH = '5b2e9f3c1d7a4e6b8c0d2f4a6b8c0e1f';
const ORDER_NO = 'CT-AB23CD45';
const KEY = '4f0c2b9e-7d1a-4c3e-9b8f-2a6d5e1c0b7a';

const ORDER_BODY = {
  first_name: 'Sokha',
  last_name: 'Chan',
  email: 'sokha@example.com',
  phone: '012 345 678',
  address_to_receive: 'Street 240, house 12',
  city: 'Phnom Penh',
  state: 'Phnom Penh',
  zip_code: '',
  country: 'KH',
  payment_method: 'bakong',
  delivery_type: 'jnt_express',
  items: [{ variant_id: 4, qty: 2, product_id: 2 }],
  currency: 'KHR',
  notes: '',
  terms_accepted: true,
  lang: 'en',
} as const;

function remember(md5: string) {
  const payment: PendingPayment = {
    md5,
    qr_string: '000201010212',
    bill_number: 'CTQ-1234567890',
    amount: 48000,
    currency: 'KHR',
    total_cents: 1200,
    expires_at: new Date(Date.now() + KHQR_EXPIRY_MS).toISOString(),
    paid: null,
    order: { ...ORDER_BODY, items: [...ORDER_BODY.items] },
    idempotency_key: KEY,
  };
  window.localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(payment));
}

const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, message: string, data?: unknown) =>
  new Response(JSON.stringify({ result: status < 300, error: status >= 300, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function verify(status: 'pending' | 'paid', orderNo: string | null = null) {
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
        order_no: orderNo,
        raw_response: {
          responseCode: paid ? 0 : 1,
          responseMessage: paid ? 'Success' : 'Not found',
          data: null,
        },
      },
    ],
  } satisfies VerifyResult);
}

const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path);

function ReturnRoute() {
  const [params] = useSearchParams();
  return <PaymentReturnPage md5={params.get('md5')} outcome={params.get('payment')} />;
}

function renderReturn(url: string) {
  return renderRoutes(
    [
      routePage('paymentReturn', '/payment-return', ReturnRoute),
      routePage('orderConfirmation', '/order-confirmation', () => <p>Confirmation page</p>),
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
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/payment-return of a QR this browser made', () => {
  it('follows the payment, asks for its order once paid, and goes on to the confirmation', async () => {
    remember(MD5);
    let checks = 0;
    fetchMock.mockImplementation(async (url) => {
      if (String(url).startsWith('/api/bakong/verify/md5'))
        return ++checks < 2 ? verify('pending') : verify('paid', ORDER_NO);
      return envelope(200, 'success', { order_no: ORDER_NO, access_token: 't'.repeat(40) });
    });
    renderReturn(`/payment-return?md5=${MD5}`);
    expect(await screen.findByTestId('payment-return-loading')).toBeInTheDocument();
    expect(callsTo('/api/web/product/order')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    await waitFor(() => expect(where()).toBe(`/order-confirmation?order_id=${ORDER_NO}`));
    const orderCalls = callsTo('/api/web/product/order');
    expect(orderCalls).toHaveLength(1);
    const init = orderCalls[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ ...ORDER_BODY, md5: MD5 });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBe(KEY);
    expect(window.localStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('camtour_last_order') ?? '{}')).toEqual({
      order_no: ORDER_NO,
      token: 't'.repeat(40),
    });
  });

  it('keeps following its own pending QR past the minute a stranger gets', async () => {
    remember(MD5);
    fetchMock.mockImplementation(async () => verify('pending'));
    renderReturn(`/payment-return?md5=${MD5}`);
    expect(await screen.findByTestId('payment-return-loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(70_000));
    expect(screen.getByTestId('payment-return-loading')).toBeInTheDocument();
    const asked = callsTo('/api/bakong/verify/md5').length;
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(callsTo('/api/bakong/verify/md5').length).toBeGreaterThan(asked);
  });

  it('says the payment was taken but the order could not be made, and that staff refund it', async () => {
    remember(MD5);
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/bakong/verify/md5')
        ? verify('paid')
        : envelope(409, 'payment-no-order'),
    );
    renderReturn(`/payment-return?md5=${MD5}`);
    const notice = await screen.findByTestId('payment-return-no-order');
    expect(
      within(notice).getByRole('heading', { name: 'Payment received, order not placed' }),
    ).toBeInTheDocument();
    expect(notice).toHaveTextContent(
      'We received your payment, but your order could not be placed (an item may no longer be available). Our staff will refund the full amount: please check your e-mail for the details.',
    );
    expect(window.localStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3 * PAYMENT_POLL_MS));
    expect(callsTo('/api/web/product/order')).toHaveLength(1);
  });

  it("only shows another browser's payment: no order is asked for", async () => {
    remember(OTHER_MD5);
    fetchMock.mockImplementation(async () => verify('paid'));
    renderReturn(`/payment-return?md5=${MD5}`);
    expect(await screen.findByTestId('payment-return-success')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(callsTo('/api/web/product/order')).toHaveLength(0);
    expect(window.localStorage.getItem(PENDING_PAYMENT_KEY)).toContain(OTHER_MD5);
  });
});
