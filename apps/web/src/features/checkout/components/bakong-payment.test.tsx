import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_POLL_MS, QR_MODAL_CLOSE_MS } from '@camtour/shared/domain/khqr';
import { ORDER_SUCCESS_REDIRECT_MS } from '@camtour/shared/domain/orders';
import { i18next } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import type { CheckoutDraft } from '../lib/checkout-draft';
import { openBankApp } from '../lib/open-bank-app';
import {
  ORDER_NO,
  cart,
  completeGuest,
  envelope,
  fakeServer,
  placed,
  seedDraft,
} from '../test/checkout-fixtures';
import {
  ATTEMPT_KEY,
  MD5,
  NEXT_MD5,
  ORDER_BODY,
  QR_STRING,
  TX_HASH,
  forgetInAnotherTab,
  khqr,
  md5Of,
  rememberPayment,
  rememberedPayment,
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
const CART = 'GET /api/web/product/cart';

/** A guest with everything filled in, on the payment step, with a courier only KHQR pays. */
const bakongGuest: Partial<CheckoutDraft> = {
  ...completeGuest,
  step: 'payment',
  delivery: 'jnt_express',
  payment: 'bakong',
  terms: true,
};

/** What the server says about each md5 the page asks after: pending unless set. */
let statuses: Record<string, 'pending' | 'paid' | 'expired' | 'replaced'>;
/** The order each md5 became, once it did. */
let orders: Record<string, string>;

function renderPage() {
  return renderWithRouter(<CheckoutPage onOpenCart={vi.fn()} />, { path: '/checkout' });
}

async function panel() {
  const found = await screen.findByTestId('bakong-panel');
  // The amount appears once the quote is in: from then on a QR can be made.
  await within(found).findByTestId('khqr-panel-amount');
  return found;
}

async function generate() {
  fireEvent.click(within(await panel()).getByRole('button', { name: 'Generate QR' }));
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function phoneScreen(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

async function expectConfirmation(router: ReturnType<typeof renderPage>['router']) {
  const dialog = await screen.findByRole('dialog', { name: 'Order placed' });
  expect(dialog).toHaveTextContent(ORDER_NO);
  await tick(ORDER_SUCCESS_REDIRECT_MS);
  await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
  expect(router.state.location.search).toBe(`?order_id=${ORDER_NO}`);
}

beforeAll(async () => {
  await i18next.loadNamespaces(['checkout', 'orders', 'shop']);
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.sessionStorage.clear();
  window.localStorage.clear();
  act(() => sessionStore.clear());
  phoneScreen(1280);
  server.install();
  statuses = {};
  orders = {};
  server.handlers[GENERATE] = () => envelope(khqr(), 201, 'Created');
  server.handlers[VERIFY] = (_body, _init, url) => {
    const md5 = md5Of(url);
    return envelope(
      verifyResult(md5, statuses[md5] ?? 'pending', { order_no: orders[md5] ?? null }),
    );
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  server.fetchMock.mockReset();
  phoneScreen(1024);
});

describe('Bakong KHQR at checkout', () => {
  it('asks for the QR with the whole order body, and shows the confirmation as soon as the bank confirms', async () => {
    seedDraft(bakongGuest);
    const { router } = renderPage();
    const method = await screen.findByRole('radio', { name: /Bakong KHQR/ });
    expect(method).toBeChecked();
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeDisabled();
    const khqrPanel = await panel();
    expect(within(khqrPanel).getByTestId('khqr-panel-amount')).toHaveTextContent('$292.90');
    expect(khqrPanel).toHaveAttribute('data-state', 'none');

    fireEvent.click(within(khqrPanel).getByRole('button', { name: 'Generate QR' }));
    const modal = await screen.findByRole('dialog', { name: 'Scan to pay' });
    const code = await within(modal).findByRole('img', { name: 'KHQR code for $292.90' });
    expect(code).toHaveAttribute('width', '200');
    expect(within(modal).getByTestId('khqr-modal-body')).toHaveAttribute('data-md5', MD5);
    // The QR request carries the order it pays: the server places it once the bank confirms.
    expect(server.callsTo(GENERATE)).toHaveLength(1);
    expect(server.callsTo(GENERATE)[0]?.body).toEqual({ ...ORDER_BODY, amount: 292.9 });
    // Remembered where a reload, another tab and the bank app's return find it.
    const remembered = rememberedPayment();
    expect(remembered).toMatchObject({ md5: MD5, order: ORDER_BODY, paid: null });
    expect(remembered?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.sessionStorage.getItem('camtour_checkout')).not.toContain(MD5);
    expect(khqrPanel).toHaveAttribute('data-state', 'pending');

    await waitFor(() =>
      expect(within(khqrPanel).getByText('Waiting for payment')).toBeInTheDocument(),
    );
    expect(within(khqrPanel).getByTestId('khqr-countdown')).toHaveTextContent(
      /^Expires in (10:00|9:5\d)$/,
    );
    await tick(2 * PAYMENT_POLL_MS);
    expect(server.callsTo(VERIFY).length).toBeGreaterThanOrEqual(2);
    expect(server.callsTo(VERIFY)[0]?.url).toBe(`/api/bakong/verify/md5?md5=${MD5}`);
    expect(server.callsTo(ORDER)).toHaveLength(0);

    // Paid: nothing more to press.
    statuses[MD5] = 'paid';
    orders[MD5] = ORDER_NO;
    await tick(PAYMENT_POLL_MS);
    await expectConfirmation(router);
    const [call, ...more] = server.callsTo(ORDER);
    expect(more).toHaveLength(0);
    expect(call?.body).toEqual({ ...ORDER_BODY, md5: MD5 });
    expect(call?.headers['Idempotency-Key']).toBe(remembered?.idempotency_key);
    expect(rememberedPayment()).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('camtour_last_order') ?? '{}')).toEqual({
      order_no: ORDER_NO,
      token: placed.access_token,
    });
  });

  it('asks for the terms before making a QR, since paying it places the order', async () => {
    seedDraft({ ...bakongGuest, terms: false });
    renderPage();
    const khqrPanel = await panel();
    const button = within(khqrPanel).getByRole('button', { name: 'Generate QR' });
    expect(button).toBeDisabled();
    expect(within(khqrPanel).getByTestId('khqr-terms-first')).toHaveTextContent(
      'Tick the box to agree to the terms first: paying the QR places your order.',
    );
    fireEvent.click(within(khqrPanel).getByRole('checkbox', { name: /I agree to the/ }));
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Scan to pay' })).toBeInTheDocument();
    expect(server.callsTo(GENERATE)[0]?.body.terms_accepted).toBe(true);
  });

  it('shows the fields a QR request was refused for on the form, with what was typed kept', async () => {
    server.handlers[GENERATE] = () =>
      envelope(null, 400, 'validation-failed', { errors: { phone: ['checkout-phone-invalid'] } });
    seedDraft(bakongGuest);
    renderPage();
    await generate();
    const dialog = await screen.findByRole('alertdialog', { name: 'Order Validation Failed' });
    expect(within(dialog).getByTestId('dialog-fields')).toHaveTextContent(
      'Phone: Please enter a phone number of 8 to 15 digits, optionally starting with +.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('heading', { name: 'Customer information' }),
    ).toBeInTheDocument();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveValue('012 345 678');
    expect(screen.getByLabelText('Street address')).toHaveValue('Street 240, house 12');
    expect(rememberedPayment()).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Scan to pay' })).toBeNull();
  });

  it('closes the QR after 30 s and keeps checking', async () => {
    seedDraft(bakongGuest);
    renderPage();
    await generate();
    expect(await screen.findByRole('dialog', { name: 'Scan to pay' })).toBeInTheDocument();

    await tick(QR_MODAL_CLOSE_MS - 1000);
    expect(screen.getByRole('dialog', { name: 'Scan to pay' })).toBeInTheDocument();
    await tick(1000);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan to pay' })).toBeNull());

    const checks = server.callsTo(VERIFY).length;
    await tick(2 * PAYMENT_POLL_MS);
    expect(server.callsTo(VERIFY).length).toBeGreaterThanOrEqual(checks + 2);
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

    const firstKey = rememberedPayment()?.idempotency_key;
    server.handlers[GENERATE] = () => envelope(khqr({ md5: NEXT_MD5 }), 201, 'Created');
    fireEvent.click(screen.getByTestId('khqr-modal-refresh'));
    await waitFor(() =>
      expect(screen.getByTestId('khqr-modal-body')).toHaveAttribute('data-md5', NEXT_MD5),
    );
    expect(server.callsTo(GENERATE)).toHaveLength(2);
    expect(khqrPanel).toHaveAttribute('data-md5', NEXT_MD5);
    // A new QR is a new order attempt.
    expect(rememberedPayment()?.md5).toBe(NEXT_MD5);
    expect(rememberedPayment()?.idempotency_key).not.toBe(firstKey);
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

    server.handlers[GENERATE] = () => envelope(khqr(), 201, 'Created');
    fireEvent.click(within(khqrPanel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Scan to pay' })).toBeInTheDocument();
    expect(khqrPanel).toHaveAttribute('data-state', 'pending');
  });

  it('reads the quote again when the server says the amount changed', async () => {
    server.handlers[GENERATE] = () => envelope(null, 409, 'amount-mismatch');
    seedDraft(bakongGuest);
    renderPage();
    await panel();
    const quotes = server.callsTo(QUOTE).length;
    await generate();
    const dialog = await screen.findByRole('alertdialog', { name: 'QR Generation Failed' });
    expect(dialog).toHaveTextContent(
      'The amount to pay has changed. Please check your order and make a new QR.',
    );
    await waitFor(() => expect(server.callsTo(QUOTE).length).toBe(quotes + 1));
  });

  it('on a phone, asks for the bank app only when "Open in Bakong" is pressed; without a link, a line under the QR and no dialog', async () => {
    phoneScreen(390);
    server.handlers[DEEPLINK] = () => envelope(null, 503, 'deeplink-unavailable');
    seedDraft(bakongGuest);
    renderPage();
    const khqrPanel = await panel();
    fireEvent.click(within(khqrPanel).getByRole('button', { name: 'Generate QR' }));
    const open = await within(khqrPanel).findByRole('button', { name: 'Open in Bakong' });
    // Making the QR asks for no link and covers nothing.
    await tick(5_000);
    expect(server.callsTo(DEEPLINK)).toHaveLength(0);
    expect(openBankApp).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(open);
    expect(await within(khqrPanel).findByTestId('khqr-app-unavailable')).toHaveTextContent(
      'The Bakong app cannot be opened from here. Scan the QR code with your bank app instead.',
    );
    expect(server.callsTo(DEEPLINK)).toHaveLength(1);
    expect(server.callsTo(DEEPLINK)[0]?.body).toEqual({ qr: QR_STRING });
    expect(openBankApp).not.toHaveBeenCalled();
    await tick(5_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // The QR, with the same line under it.
    fireEvent.click(within(khqrPanel).getByRole('button', { name: 'Show QR' }));
    const modal = await screen.findByRole('dialog', { name: 'Scan to pay' });
    expect(await within(modal).findByTestId('khqr-code')).toBeInTheDocument();
    expect(within(modal).getByTestId('khqr-app-unavailable')).toBeInTheDocument();
  });

  it('on a phone, opens the bank app with its link when "Open in Bakong" is pressed', async () => {
    phoneScreen(390);
    const link = 'https://bakong.example/deeplink?qr=abc';
    server.handlers[DEEPLINK] = () => envelope(link);
    seedDraft(bakongGuest);
    renderPage();
    const khqrPanel = await panel();
    fireEvent.click(within(khqrPanel).getByRole('button', { name: 'Generate QR' }));
    fireEvent.click(await within(khqrPanel).findByRole('button', { name: 'Open in Bakong' }));
    await waitFor(() => expect(openBankApp).toHaveBeenCalledWith(link));
    // Still here after the app was asked to open: nothing pops up.
    await tick(5_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(khqrPanel).queryByTestId('khqr-app-unavailable')).toBeNull();
  });

  it('asks for the payment first: "Payment Required", and no order is sent', async () => {
    seedDraft(bakongGuest);
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

  it('after a reload, finds the remembered payment paid and shows the confirmation without anything pressed', async () => {
    statuses[MD5] = 'paid';
    rememberPayment(storedKhqr());
    seedDraft(bakongGuest);
    const { router } = renderPage();
    await expectConfirmation(router);
    expect(server.callsTo(GENERATE)).toHaveLength(0);
    const [call, ...more] = server.callsTo(ORDER);
    expect(more).toHaveLength(0);
    expect(call?.body).toEqual({ ...ORDER_BODY, md5: MD5 });
    expect(call?.headers['Idempotency-Key']).toBe(ATTEMPT_KEY);
    expect(rememberedPayment()).toBeNull();
  });

  it('in a new tab whose cart the server already emptied, follows the payment to its order', async () => {
    // The server placed the order when the bank confirmed: the lines left the cart.
    server.handlers[CART] = () => envelope(cart([]));
    server.handlers[ORDER] = () => envelope(placed, 200, 'success');
    orders[MD5] = ORDER_NO;
    statuses[MD5] = 'paid';
    rememberPayment(storedKhqr());
    const { router } = renderPage();
    await expectConfirmation(router);
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    expect(server.callsTo(ORDER)[0]?.body.md5).toBe(MD5);
  });

  it('shows the confirmation when another tab gets the order (the storage event)', async () => {
    rememberPayment(storedKhqr());
    const { router } = renderPage();
    // A fresh tab: its own draft is empty, the payment is the other tab's.
    const notice = await screen.findByTestId('khqr-pending-notice');
    expect(notice).toHaveAttribute('data-md5', MD5);
    expect(notice).toHaveTextContent(
      'Waiting for your bank to confirm the payment of $292.90. Your order is placed as soon as it does.',
    );
    await waitFor(() => expect(server.callsTo(VERIFY).length).toBeGreaterThan(0));
    expect(server.callsTo(ORDER)).toHaveLength(0);

    // The other tab saw the payment first, got the order and forgot the payment.
    server.handlers[ORDER] = () => envelope(placed, 200, 'success');
    act(() => forgetInAnotherTab());
    await expectConfirmation(router);
    const [call, ...more] = server.callsTo(ORDER);
    expect(more).toHaveLength(0);
    expect(call?.body).toEqual({ ...ORDER_BODY, md5: MD5 });
    expect(call?.headers['Idempotency-Key']).toBe(ATTEMPT_KEY);
  });

  it('follows a QR another tab makes', async () => {
    seedDraft(bakongGuest);
    renderPage();
    const khqrPanel = await panel();
    expect(khqrPanel).toHaveAttribute('data-state', 'none');
    act(() => {
      rememberPayment(storedKhqr());
      window.dispatchEvent(new StorageEvent('storage', { key: 'camtour_khqr_payment' }));
    });
    await waitFor(() => expect(khqrPanel).toHaveAttribute('data-md5', MD5));
    expect(await within(khqrPanel).findByText('Waiting for payment')).toBeInTheDocument();
  });

  it('says clearly when the bank took the money but the order could not be made', async () => {
    statuses[MD5] = 'paid';
    rememberPayment(storedKhqr({ paid: { transaction_hash: TX_HASH, paid_at: null } }));
    seedDraft(bakongGuest);
    server.handlers[ORDER] = () => envelope(null, 409, 'payment-no-order');
    renderPage();
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Paid, but the order could not be placed',
    });
    const text =
      'We received your payment, but your order could not be placed (an item may no longer be available). Our staff will refund the full amount: please check your e-mail for the details.';
    expect(dialog).toHaveTextContent(text);
    expect(server.callsTo(ORDER)).toHaveLength(1);
    // Nothing more to ask about this payment: it is forgotten, and the panel still says why.
    expect(rememberedPayment()).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('khqr-lost')).toHaveTextContent(text);
    await tick(3 * PAYMENT_POLL_MS);
    expect(server.callsTo(ORDER)).toHaveLength(1);
  });

  it('asks for the order again while the network fails, and says so meanwhile', async () => {
    statuses[MD5] = 'paid';
    rememberPayment(storedKhqr());
    seedDraft(bakongGuest);
    let answers = 0;
    server.handlers[ORDER] = () =>
      ++answers < 2 ? envelope(null, 503, 'server-error') : envelope(placed, 201, 'Created');
    const { router } = renderPage();
    const khqrPanel = await panel();
    expect(await within(khqrPanel).findByTestId('khqr-placing')).toHaveTextContent(
      'Placing your order…',
    );
    expect(await within(khqrPanel).findByTestId('khqr-place-problem')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await tick(PAYMENT_POLL_MS);
    await expectConfirmation(router);
    expect(server.callsTo(ORDER).map((call) => call.headers['Idempotency-Key'])).toEqual([
      ATTEMPT_KEY,
      ATTEMPT_KEY,
    ]);
  });

  it('forgets a payment another order used, and says so', async () => {
    statuses[MD5] = 'paid';
    rememberPayment(storedKhqr());
    seedDraft(bakongGuest);
    server.handlers[ORDER] = () => envelope(null, 409, 'payment-already-used');
    renderPage();
    // Asked once more first: another tab's request for the same order may have crossed this one.
    await waitFor(() => expect(server.callsTo(ORDER)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await tick(PAYMENT_POLL_MS);
    const used = await screen.findByRole('alertdialog', { name: 'Payment Already Used' });
    expect(server.callsTo(ORDER)).toHaveLength(2);
    expect(used).toHaveTextContent('This payment has already been used for another order.');
    expect(within(used).getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(rememberedPayment()).toBeNull();
    fireEvent.click(within(used).getByText('Close', { selector: 'button' }));
    expect(await screen.findByRole('button', { name: 'Generate QR' })).toBeInTheDocument();
  });

  it('keeps following a QR made for an order changed since, and offers a new one', async () => {
    rememberPayment(storedKhqr());
    seedDraft(bakongGuest);
    const { router } = renderPage();
    const khqrPanel = await panel();
    expect(khqrPanel).toHaveAttribute('data-md5', MD5);
    expect(await within(khqrPanel).findByText('Waiting for payment')).toBeInTheDocument();
    expect(server.callsTo(GENERATE)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    // In riel the order is another one: the dollar QR is not offered to pay it any more.
    fireEvent.click(screen.getByRole('radio', { name: /Cambodian riel/ }));
    expect(await within(khqrPanel).findByTestId('khqr-changed')).toHaveTextContent(
      'You changed your order after this QR was made, so it no longer pays for it. Make a new QR.',
    );
    expect(within(khqrPanel).queryByRole('button', { name: 'Show QR' })).toBeNull();
    expect(within(khqrPanel).getByRole('button', { name: 'Refresh QR' })).toBeInTheDocument();
    expect(within(khqrPanel).getByTestId('khqr-panel-amount')).toHaveTextContent('$292.90');
    // Still followed: paid all the same, its order is the one shown.
    expect(rememberedPayment()?.md5).toBe(MD5);
    statuses[MD5] = 'paid';
    await tick(PAYMENT_POLL_MS);
    await expectConfirmation(router);
    expect(server.callsTo(ORDER)[0]?.body).toEqual({ ...ORDER_BODY, md5: MD5 });
  });

  it('says when a QR expired, forgets it, and makes a new one', async () => {
    statuses[MD5] = 'expired';
    rememberPayment(storedKhqr());
    seedDraft(bakongGuest);
    renderPage();
    const khqrPanel = await panel();
    expect(
      await within(khqrPanel).findByText('This QR has expired. Make a new one to pay.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(rememberedPayment()).toBeNull());
    server.handlers[GENERATE] = () => envelope(khqr({ md5: NEXT_MD5 }), 201, 'Created');
    fireEvent.click(within(khqrPanel).getByRole('button', { name: 'Refresh QR' }));
    await waitFor(() => expect(khqrPanel).toHaveAttribute('data-md5', NEXT_MD5));
    expect(await within(khqrPanel).findByText('Waiting for payment')).toBeInTheDocument();
  });

  it('counts down to the expiry by itself, and forgets the QR once nobody can pay it', async () => {
    rememberPayment(storedKhqr({ expires_at: new Date(Date.now() + 12_000).toISOString() }));
    seedDraft(bakongGuest);
    renderPage();
    const khqrPanel = await panel();
    expect(await within(khqrPanel).findByText('Waiting for payment')).toBeInTheDocument();
    await tick(13_000);
    expect(
      await within(khqrPanel).findByText('This QR has expired. Make a new one to pay.'),
    ).toBeInTheDocument();
    expect(within(khqrPanel).getByRole('button', { name: 'Refresh QR' })).toBeInTheDocument();
    // A transfer made in its last seconds may still arrive: followed a minute more.
    expect(rememberedPayment()?.md5).toBe(MD5);
    await tick(61_000);
    await waitFor(() => expect(rememberedPayment()).toBeNull());
    expect(
      within(khqrPanel).getByText('This QR has expired. Make a new one to pay.'),
    ).toBeVisible();
  });

  it('keeps checking while the bank cannot be reached, and says so', async () => {
    server.handlers[VERIFY] = () => envelope(null, 503, 'bank-unavailable');
    rememberPayment(storedKhqr());
    seedDraft(bakongGuest);
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
