import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEEPLINK_FALLBACK_MS,
  PAYMENT_POLL_MS,
  QR_MODAL_CLOSE_MS,
} from '@camtour/shared/domain/khqr';
import { i18next } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import type { CheckoutDraft } from '../lib/checkout-draft';
import { openBankApp } from '../lib/open-bank-app';
import {
  completeGuest,
  envelope,
  fakeServer,
  placed,
  seedDraft,
  storedDraft,
} from '../test/checkout-fixtures';
import {
  MD5,
  NEXT_MD5,
  QR_STRING,
  TX_HASH,
  khqr,
  md5Of,
  storedKhqr,
  verifyResult,
} from '../test/khqr-fixtures';
import { CheckoutPage } from './checkout-page';

vi.mock('../lib/open-bank-app', () => ({ openBankApp: vi.fn() }));

const server = fakeServer();
const GENERATE = 'POST /api/bakong/generate-qr';
const VERIFY = 'GET /api/bakong/verify/md5';
const DEEPLINK = 'POST /api/bakong/create/deeplink';
const ORDER = 'POST /api/web/product/order';
const QUOTE = 'POST /api/web/product/checkout/quote';

/** A guest with everything filled in, on the payment step, with a courier only KHQR pays. */
const bakongGuest: Partial<CheckoutDraft> = {
  ...completeGuest,
  step: 'payment',
  delivery: 'jnt_express',
  payment: 'bakong',
  terms: false,
};

/** What the server says about each md5 the page asks after: pending unless set. */
let statuses: Record<string, 'pending' | 'paid' | 'expired' | 'replaced'>;

function renderPage() {
  return renderWithRouter(<CheckoutPage onOpenCart={vi.fn()} />, { path: '/checkout' });
}

async function panel() {
  const found = await screen.findByTestId('bakong-panel');
  // The amount appears once the quote is in: from then on a QR can be made.
  await within(found).findByTestId('khqr-panel-amount');
  return found;
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function phoneScreen(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

beforeAll(async () => {
  await i18next.loadNamespaces(['checkout', 'orders', 'shop']);
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.sessionStorage.clear();
  act(() => sessionStore.clear());
  phoneScreen(1280);
  server.install();
  statuses = {};
  server.handlers[GENERATE] = () => envelope(khqr(), 201, 'Created');
  server.handlers[VERIFY] = (_body, _init, url) => {
    const md5 = md5Of(url);
    return envelope(verifyResult(md5, statuses[md5] ?? 'pending'));
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  server.fetchMock.mockReset();
  phoneScreen(1024);
});

describe('Bakong KHQR at checkout', () => {
  it('makes a QR, waits with a countdown, sees the payment and orders with its md5', async () => {
    seedDraft(bakongGuest);
    renderPage();
    const method = await screen.findByRole('radio', { name: /Bakong KHQR/ });
    expect(method).toBeChecked();
    expect(method).toHaveAccessibleName(/any Cambodian bank app: scan the KHQR code/);
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeDisabled();
    const khqrPanel = await panel();
    expect(within(khqrPanel).getByTestId('khqr-panel-amount')).toHaveTextContent('$292.90');
    expect(khqrPanel).toHaveAttribute('data-state', 'none');

    fireEvent.click(within(khqrPanel).getByRole('button', { name: 'Generate QR' }));
    const modal = await screen.findByRole('dialog', { name: 'Scan to pay' });
    const code = await within(modal).findByRole('img', { name: 'KHQR code for $292.90' });
    expect(code).toHaveAttribute('data-testid', 'khqr-code');
    expect(code).toHaveAttribute('width', '200');
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(modal).getByTestId('khqr-modal-body')).toHaveAttribute('data-md5', MD5);
    expect(within(modal).getByTestId('khqr-amount')).toHaveTextContent('$292.90');
    expect(within(modal).getByText('Pay to CamTour')).toBeInTheDocument();
    expect(server.callsTo(GENERATE)[0]?.body).toEqual({
      items: [{ variant_id: 4, qty: 2 }],
      delivery_type: 'jnt_express',
      currency: 'USD',
      email: 'sokha@example.com',
      amount: 292.9,
    });
    expect(khqrPanel).toHaveAttribute('data-md5', MD5);
    expect(khqrPanel).toHaveAttribute('data-state', 'pending');
    expect(storedDraft().bank?.md5).toBe(MD5);

    await waitFor(() =>
      expect(within(khqrPanel).getByText('Waiting for payment')).toBeInTheDocument(),
    );
    expect(within(khqrPanel).getByTestId('khqr-countdown')).toHaveTextContent(
      /^Expires in (10:00|9:5\d)$/,
    );
    await tick(61_000);
    expect(within(khqrPanel).getByTestId('khqr-countdown')).toHaveTextContent(
      /^Expires in (9:0\d|8:5\d)$/,
    );
    expect(server.callsTo(VERIFY).length).toBeGreaterThanOrEqual(12);
    expect(server.callsTo(VERIFY)[0]?.url).toBe(`/api/bakong/verify/md5?md5=${MD5}`);
    // Not paid: the order cannot go on.
    expect(screen.getByTestId('step-review')).toBeDisabled();

    statuses[MD5] = 'paid';
    await tick(PAYMENT_POLL_MS);
    expect(await within(khqrPanel).findByText(/Payment confirmed/)).toBeInTheDocument();
    expect(khqrPanel).toHaveAttribute('data-state', 'success');
    expect(within(khqrPanel).getByTestId('khqr-transaction')).toHaveTextContent(
      `Transaction ${TX_HASH.slice(0, 8)}…${TX_HASH.slice(-6)}`,
    );
    const polls = server.callsTo(VERIFY).length;
    await tick(3 * PAYMENT_POLL_MS);
    expect(server.callsTo(VERIFY)).toHaveLength(polls);

    // The QR closed itself after 30 s; shown again, it says the payment is confirmed.
    expect(screen.queryByRole('dialog', { name: 'Scan to pay' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Review and place order' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('review-khqr')).toHaveTextContent('Payment confirmed');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('place-order'));
    expect(await screen.findByRole('dialog', { name: 'Order placed' })).toBeInTheDocument();
    expect(server.callsTo(ORDER)[0]?.body).toMatchObject({
      payment_method: 'bakong',
      delivery_type: 'jnt_express',
      currency: 'USD',
      md5: MD5,
    });
    expect(placed.order_no).toBeTruthy();
  });

  it('closes the QR after 30 s and keeps checking', async () => {
    seedDraft(bakongGuest);
    renderPage();
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Generate QR' }));
    expect(await screen.findByRole('dialog', { name: 'Scan to pay' })).toBeInTheDocument();

    await tick(QR_MODAL_CLOSE_MS - 1000);
    expect(screen.getByRole('dialog', { name: 'Scan to pay' })).toBeInTheDocument();
    await tick(1000);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan to pay' })).toBeNull());

    const checks = server.callsTo(VERIFY).length;
    await tick(2 * PAYMENT_POLL_MS);
    expect(server.callsTo(VERIFY).length).toBeGreaterThanOrEqual(checks + 2);
    statuses[MD5] = 'paid';
    await tick(PAYMENT_POLL_MS);
    expect(await screen.findByText(/Payment confirmed/)).toBeInTheDocument();
  });

  it('reopens the QR with Show QR, and Refresh QR makes a new one', async () => {
    seedDraft(bakongGuest);
    renderPage();
    const khqrPanel = await panel();
    fireEvent.click(within(khqrPanel).getByRole('button', { name: 'Generate QR' }));
    const modal = await screen.findByRole('dialog', { name: 'Scan to pay' });
    fireEvent.keyDown(modal, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan to pay' })).toBeNull());

    fireEvent.click(await within(khqrPanel).findByRole('button', { name: 'Show QR' }));
    expect(await screen.findByRole('dialog', { name: 'Scan to pay' })).toBeInTheDocument();

    server.handlers[GENERATE] = () => envelope(khqr({ md5: NEXT_MD5 }), 201, 'Created');
    fireEvent.click(screen.getByTestId('khqr-modal-refresh'));
    await waitFor(() =>
      expect(screen.getByTestId('khqr-modal-body')).toHaveAttribute('data-md5', NEXT_MD5),
    );
    expect(server.callsTo(GENERATE)).toHaveLength(2);
    expect(khqrPanel).toHaveAttribute('data-md5', NEXT_MD5);
    await waitFor(() => expect(server.callsTo(VERIFY).at(-1)?.url).toContain(NEXT_MD5));
  });

  it('says "QR Generation Failed" and offers to try again', async () => {
    server.handlers[GENERATE] = () => envelope(null, 503, 'qr-generation-failed');
    seedDraft(bakongGuest);
    renderPage();
    const khqrPanel = await panel();
    fireEvent.click(within(khqrPanel).getByRole('button', { name: 'Generate QR' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'QR Generation Failed' });
    expect(dialog).toHaveTextContent('We could not make a payment QR. Please try again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(khqrPanel).toHaveAttribute('data-state', 'failed');
    expect(within(khqrPanel).getByText('The QR could not be made.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Scan to pay' })).toBeNull();

    server.handlers[GENERATE] = () => envelope(khqr(), 201, 'Created');
    fireEvent.click(within(khqrPanel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Scan to pay' })).toBeInTheDocument();
    expect(khqrPanel).toHaveAttribute('data-state', 'pending');
  });

  it('reads the quote again when the server says the amount changed', async () => {
    server.handlers[GENERATE] = () => envelope(null, 409, 'amount-mismatch');
    seedDraft(bakongGuest);
    renderPage();
    const khqrPanel = await panel();
    const quotes = server.callsTo(QUOTE).length;
    fireEvent.click(within(khqrPanel).getByRole('button', { name: 'Generate QR' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'QR Generation Failed' });
    expect(dialog).toHaveTextContent(
      'The amount to pay has changed. Please check your order and make a new QR.',
    );
    await waitFor(() => expect(server.callsTo(QUOTE).length).toBe(quotes + 1));
  });

  it('on a phone whose bank gives no link, offers Manual Payment, which shows the QR', async () => {
    phoneScreen(390);
    server.handlers[DEEPLINK] = () => envelope(null, 503, 'deeplink-unavailable');
    seedDraft(bakongGuest);
    renderPage();
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Generate QR' }));
    const failed = await screen.findByRole('alertdialog', { name: 'App Opening Failed' });
    expect(failed).toHaveTextContent(
      'The bank app cannot be opened from here. Please scan the QR instead.',
    );
    expect(server.callsTo(DEEPLINK)[0]?.body).toEqual({ qr: QR_STRING });
    expect(screen.queryByRole('dialog', { name: 'Scan to pay' })).toBeNull();
    expect(openBankApp).not.toHaveBeenCalled();

    fireEvent.click(within(failed).getByRole('button', { name: 'Manual Payment' }));
    const modal = await screen.findByRole('dialog', { name: 'Scan to pay' });
    expect(await within(modal).findByTestId('khqr-code')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('on a phone, opens the bank app and offers Manual Payment when still here after 3 s', async () => {
    phoneScreen(390);
    const link = 'https://bakong.example/deeplink?qr=abc';
    server.handlers[DEEPLINK] = () => envelope(link);
    seedDraft(bakongGuest);
    renderPage();
    const khqrPanel = await panel();
    fireEvent.click(within(khqrPanel).getByRole('button', { name: 'Generate QR' }));
    await waitFor(() => expect(openBankApp).toHaveBeenCalledWith(link));
    expect(screen.queryByRole('dialog', { name: 'Scan to pay' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await tick(DEEPLINK_FALLBACK_MS);
    const info = await screen.findByRole('alertdialog', { name: 'Bank app not opening?' });
    fireEvent.click(within(info).getByRole('button', { name: 'Manual Payment' }));
    expect(await screen.findByRole('dialog', { name: 'Scan to pay' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByText('Close', { selector: 'button' }));

    // The panel can ask for the app again.
    fireEvent.click(within(khqrPanel).getByRole('button', { name: 'Open bank app' }));
    await waitFor(() => expect(openBankApp).toHaveBeenCalledTimes(2));
  });

  it('asks for the payment first: "Payment Required", and no order is sent', async () => {
    seedDraft({ ...bakongGuest, terms: true });
    renderPage();
    await panel();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Payment Required' });
    expect(dialog).toHaveTextContent('Please pay with Bakong KHQR before placing this order.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByTestId('step-review')).toBeDisabled();
    expect(server.callsTo(ORDER)).toHaveLength(0);
  });

  it('keeps a paid QR through a reload, and shows what the order route says about it', async () => {
    statuses[MD5] = 'paid';
    seedDraft({
      ...bakongGuest,
      step: 'review',
      terms: true,
      bank: storedKhqr({ paid: { transaction_hash: TX_HASH, paid_at: null } }),
    });
    server.handlers[ORDER] = () => envelope(null, 409, 'amount-mismatch');
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Review and place order' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('review-khqr')).toHaveTextContent(/Payment confirmed/);

    fireEvent.click(screen.getByTestId('place-order'));
    const mismatch = await screen.findByRole('alertdialog', { name: 'Payment Amount Mismatch' });
    expect(mismatch).toHaveTextContent('The amount to pay has changed.');
    expect(server.callsTo(ORDER)[0]?.body.md5).toBe(MD5);
    fireEvent.click(within(mismatch).getByRole('button', { name: 'OK' }));

    server.handlers[ORDER] = () => envelope(null, 400, 'payment-required');
    fireEvent.click(screen.getByTestId('place-order'));
    const required = await screen.findByRole('alertdialog', { name: 'Payment Required' });
    expect(required).toHaveTextContent('Please pay with Bakong KHQR before placing this order.');
    fireEvent.click(within(required).getByRole('button', { name: 'OK' }));

    server.handlers[ORDER] = () => envelope(null, 409, 'payment-already-used');
    fireEvent.click(screen.getByTestId('place-order'));
    const used = await screen.findByRole('alertdialog', { name: 'Payment Already Used' });
    expect(used).toHaveTextContent('This payment has already been used for another order.');
    expect(within(used).getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    // A spent payment is forgotten: the page is back on the payment step, to make a new QR.
    await waitFor(() => expect(storedDraft().bank).toBeNull());
    fireEvent.click(within(used).getByText('Close', { selector: 'button' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Generate QR' })).toBeInTheDocument();
    expect(server.callsTo(ORDER).map((call) => call.body.md5)).toEqual([MD5, MD5, MD5]);
  });

  it('keeps a pending QR through a reload and drops it when the total changes', async () => {
    seedDraft({ ...bakongGuest, bank: storedKhqr() });
    renderPage();
    const khqrPanel = await panel();
    expect(khqrPanel).toHaveAttribute('data-md5', MD5);
    expect(await within(khqrPanel).findByText('Waiting for payment')).toBeInTheDocument();
    expect(server.callsTo(GENERATE)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    // In riel the order's total is another amount: the dollar QR cannot pay it.
    fireEvent.click(screen.getByRole('radio', { name: /Cambodian riel/ }));
    await waitFor(() => expect(khqrPanel).toHaveAttribute('data-state', 'none'));
    expect(khqrPanel).not.toHaveAttribute('data-md5');
    await waitFor(() => expect(storedDraft().bank).toBeNull());
    expect(within(khqrPanel).getByTestId('khqr-panel-amount')).toHaveTextContent(/1,171,600/);
  });

  it('says so when the order total changed after the QR was paid', async () => {
    statuses[MD5] = 'paid';
    seedDraft({
      ...bakongGuest,
      bank: storedKhqr({ total_cents: 19990, amount: 199.9, paid: null }),
    });
    renderPage();
    const khqrPanel = await panel();
    expect(await within(khqrPanel).findByText(/Payment confirmed/)).toBeInTheDocument();
    expect(within(khqrPanel).getByTestId('khqr-total-changed')).toHaveTextContent(
      'you paid $199.90, and the order now comes to $292.90',
    );
    expect(storedDraft().bank?.paid?.transaction_hash).toBe(TX_HASH);
  });

  it('says when a QR expired and makes a new one', async () => {
    statuses[MD5] = 'expired';
    seedDraft({ ...bakongGuest, bank: storedKhqr() });
    renderPage();
    const khqrPanel = await panel();
    expect(
      await within(khqrPanel).findByText('This QR has expired. Make a new one to pay.'),
    ).toBeInTheDocument();
    server.handlers[GENERATE] = () => envelope(khqr({ md5: NEXT_MD5 }), 201, 'Created');
    fireEvent.click(within(khqrPanel).getByRole('button', { name: 'Refresh QR' }));
    await waitFor(() => expect(khqrPanel).toHaveAttribute('data-md5', NEXT_MD5));
    expect(await within(khqrPanel).findByText('Waiting for payment')).toBeInTheDocument();
  });

  it('counts down to the expiry by itself', async () => {
    seedDraft({
      ...bakongGuest,
      bank: storedKhqr({ expires_at: new Date(Date.now() + 12_000).toISOString() }),
    });
    renderPage();
    const khqrPanel = await panel();
    expect(await within(khqrPanel).findByText('Waiting for payment')).toBeInTheDocument();
    await tick(13_000);
    expect(
      await within(khqrPanel).findByText('This QR has expired. Make a new one to pay.'),
    ).toBeInTheDocument();
    expect(within(khqrPanel).getByRole('button', { name: 'Refresh QR' })).toBeInTheDocument();
  });

  it('keeps checking while the bank cannot be reached, and says so', async () => {
    server.handlers[VERIFY] = () => envelope(null, 503, 'bank-unavailable');
    seedDraft({ ...bakongGuest, bank: storedKhqr() });
    renderPage();
    const khqrPanel = await panel();
    expect(await within(khqrPanel).findByTestId('khqr-check-problem')).toHaveTextContent(
      'The bank cannot be reached right now.',
    );
    const checks = server.callsTo(VERIFY).length;
    await tick(PAYMENT_POLL_MS);
    expect(server.callsTo(VERIFY).length).toBeGreaterThan(checks);
    expect(khqrPanel).toHaveAttribute('data-md5', MD5);
  });
});
