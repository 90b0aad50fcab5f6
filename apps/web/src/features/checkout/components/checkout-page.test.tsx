import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_SUCCESS_REDIRECT_MS } from '@camtour/shared/domain/orders';
import { i18next } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { testProfile } from '@/test/profile';
import { renderWithRouter } from '@/test/render';
import { CHECKOUT_DRAFT_KEY, type CheckoutDraft } from '../lib/checkout-draft';
import {
  ORDER_NO,
  cart,
  completeGuest,
  envelope,
  fakeServer,
  line,
  placed,
  seedDraft,
} from '../test/checkout-fixtures';
import { CheckoutPage } from './checkout-page';

const server = fakeServer();
const callsTo = server.callsTo;

function renderPage() {
  const onOpenCart = vi.fn();
  const result = renderWithRouter(<CheckoutPage onOpenCart={onOpenCart} />, { path: '/checkout' });
  return { ...result, onOpenCart };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function closeDialog(name: string) {
  const dialog = await screen.findByRole('alertdialog', { name });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name })).toBeNull());
}

beforeAll(async () => {
  await i18next.loadNamespaces(['checkout', 'orders', 'shop']);
});
beforeEach(() => {
  window.sessionStorage.clear();
  act(() => sessionStore.clear());
  server.install();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  server.fetchMock.mockReset();
});

describe('checkout page', () => {
  it('shows an empty cart with a way to the shop', async () => {
    server.handlers['GET /api/web/product/cart'] = () => envelope(cart([]));
    renderPage();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/product',
    );
  });

  it('takes a guest through the four steps and places a cash order', async () => {
    const { router } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    // Before a delivery: the cart's subtotal, and the fee waits for the choice.
    const summary = screen.getByTestId('order-summary');
    expect(within(summary).getByTestId('totals-subtotal')).toHaveTextContent('$278.00');
    expect(within(summary).getByText('Choose a delivery')).toBeInTheDocument();
    expect(screen.getByTestId('step-details')).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(
      await screen.findByRole('heading', { name: 'Customer information' }),
    ).toBeInTheDocument();
    // Every delivery is offered: cash pays the local one, Bakong KHQR the two couriers.
    const options = await screen.findByTestId('delivery-options');
    expect(within(options).getAllByRole('radio')).toHaveLength(3);
    expect(within(options).getByRole('radio', { name: /J&T Express/ })).toHaveAccessibleName(
      /Pay by: Bakong KHQR/,
    );
    expect(
      within(options).getByRole('radio', { name: /Phnom Penh local delivery/ }),
    ).toHaveAccessibleName(/Pay by: Cash on delivery$/);
    expect(callsTo('POST /api/web/product/checkout/quote')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const missing = await screen.findByRole('alertdialog', { name: 'Missing Information' });
    const listed = within(missing).getByTestId('dialog-fields');
    for (const field of [
      'E-mail',
      'First name',
      'Last name',
      'Phone',
      'Street address',
      'Delivery',
    ])
      expect(within(listed).getByText(field)).toBeInTheDocument();
    expect(listed).toHaveTextContent(
      'Phone: Please enter a phone number so the courier can reach you.',
    );
    await closeDialog('Missing Information');
    expect(screen.getByLabelText('Street address')).toHaveAttribute('aria-invalid', 'true');

    type('E-mail', 'sokha@example.com');
    type('First name', 'Sokha');
    type('Last name', 'Chan');
    type('Phone', '012 345 678');
    type('Street address', 'Street 240, house 12');
    expect(screen.getByLabelText('City')).toHaveValue('Phnom Penh');
    expect(screen.getByLabelText('Province')).toHaveValue('Phnom Penh');
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('Cambodia');
    fireEvent.click(within(options).getByRole('radio', { name: /Phnom Penh local delivery/ }));

    // Once a delivery is chosen the summary shows the server's quote.
    await waitFor(() =>
      expect(within(summary).getByTestId('totals-total')).toHaveTextContent('$292.90'),
    );
    expect(within(summary).getByTestId('totals-delivery_fee')).toHaveTextContent('$1.00');
    expect(callsTo('POST /api/web/product/checkout/quote')[0]?.body).toMatchObject({
      items: [{ variant_id: 4, qty: 2 }],
      delivery_type: 'phnom_penh_delivery',
      currency: 'USD',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    // The delivery allows one method: it is chosen already; KHQR is not offered with it.
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    const khqr = screen.getByRole('radio', { name: /Bakong KHQR/ });
    expect(khqr).toBeDisabled();
    expect(khqr).toHaveAccessibleName(/Not offered with the delivery you chose/);
    expect(screen.queryByTestId('bakong-panel')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Cambodian riel/ }));
    await waitFor(() =>
      expect(within(summary).getByTestId('totals-total')).toHaveTextContent(/1,171,600/),
    );
    expect(callsTo('POST /api/web/product/checkout/quote').at(-1)?.body.currency).toBe('KHR');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Review and place order' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Street 240, house 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const place = screen.getByTestId('place-order');
    expect(place).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(place).toBeEnabled();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(place);
    const success = await screen.findByRole('dialog', { name: 'Order placed' });
    expect(success).toHaveTextContent(ORDER_NO);
    const [sent] = callsTo('POST /api/web/product/order');
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[\w-]{36}$/);
    expect(sent?.body).toEqual({
      first_name: 'Sokha',
      last_name: 'Chan',
      email: 'sokha@example.com',
      phone: '012 345 678',
      address_to_receive: 'Street 240, house 12',
      city: 'Phnom Penh',
      state: 'Phnom Penh',
      zip_code: '',
      country: 'KH',
      payment_method: 'cash_on_delivery',
      delivery_type: 'phnom_penh_delivery',
      items: [{ variant_id: 4, qty: 2, product_id: 2 }],
      currency: 'KHR',
      notes: '',
      terms_accepted: true,
      lang: 'en',
    });
    // The draft is forgotten; the order's number and token are kept for the confirmation.
    expect(window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('camtour_last_order') ?? '{}')).toEqual({
      order_no: ORDER_NO,
      token: placed.access_token,
    });

    await act(() => vi.advanceTimersByTimeAsync(ORDER_SUCCESS_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe('/checkout');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(router.state.location.search).toBe(`?order_id=${ORDER_NO}`);
  });

  it('keeps the draft through a reload and reuses the attempt key after a lost answer', async () => {
    seedDraft(completeGuest);
    server.handlers['POST /api/web/product/order'] = () => {
      throw new TypeError('Failed to fetch');
    };
    const { onOpenCart } = renderPage();
    // A guest whose details are complete comes back where they were.
    expect(
      await screen.findByRole('heading', { name: 'Review and place order' }),
    ).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('place-order'));
    const failed = await screen.findByRole('alertdialog', { name: 'Order Creation Failed' });
    expect(failed).toHaveTextContent('Network error. Please try again later.');
    await closeDialog('Order Creation Failed');
    const kept = JSON.parse(
      window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '{}',
    ) as CheckoutDraft;
    expect(kept.contact.email).toBe('sokha@example.com');
    expect(kept.attemptKey).toBeTruthy();

    server.handlers['POST /api/web/product/order'] = () =>
      envelope(
        {
          lines: [
            {
              variant_id: 4,
              product_id: 2,
              product_name: line.name,
              product_name_km: line.name_km,
              requested: 2,
              available: 1,
            },
          ],
        },
        409,
        'stock-issue',
      );
    fireEvent.click(screen.getByTestId('place-order'));
    const stock = await screen.findByRole('alertdialog', { name: 'Stock Issue' });
    expect(stock).toHaveTextContent(
      'Sorry, some items are out of stock. Please update your cart and try again.',
    );
    expect(stock).toHaveTextContent('Kulen Family Dome Tent: you asked for 2, 1 available');
    const keys = callsTo('POST /api/web/product/order').map(
      (call) => call.headers['Idempotency-Key'],
    );
    expect(keys).toEqual([kept.attemptKey, kept.attemptKey]);
    fireEvent.click(within(stock).getByRole('button', { name: 'Open the cart' }));
    expect(onOpenCart).toHaveBeenCalledTimes(1);
  });

  it('lists the fields the server refused and marks them', async () => {
    seedDraft(completeGuest);
    server.handlers['POST /api/web/product/order'] = () =>
      envelope(null, 400, 'validation-failed', { errors: { phone: ['checkout-phone-invalid'] } });
    renderPage();
    fireEvent.click(await screen.findByTestId('place-order'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Order Validation Failed' });
    expect(within(dialog).getByTestId('dialog-fields')).toHaveTextContent(
      'Phone: Please enter a phone number of 8 to 15 digits, optionally starting with +.',
    );
    await closeDialog('Order Validation Failed');
    expect(screen.getByRole('heading', { name: 'Customer information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    type('Phone', '012 345 679');
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
  });

  it('applies a promo code through the server and says when one is refused', async () => {
    seedDraft({ ...completeGuest, step: 'details' });
    server.handlers['POST /api/web/product/promo/check'] = (body) =>
      body.code === 'WELCOME10'
        ? envelope({ code: 'WELCOME10', percent: 10 }, 200, 'promo-code-applied')
        : envelope(null, 400, 'invalid-promo-code');
    renderPage();
    const promo = await screen.findByLabelText(/Promo code/);
    fireEvent.change(promo, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Invalid Promo Code' });
    expect(dialog).toHaveTextContent('This promo code is not valid.');
    await closeDialog('Invalid Promo Code');

    fireEvent.change(screen.getByLabelText(/Promo code/), { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('promo-applied')).toHaveTextContent('WELCOME10');
    expect(callsTo('POST /api/web/product/promo/check').at(-1)?.body).toEqual({
      code: 'WELCOME10',
      email: 'sokha@example.com',
    });
    const summary = screen.getByTestId('order-summary');
    await waitFor(() =>
      expect(within(summary).getByTestId('totals-discount')).toHaveTextContent('$27.80'),
    );
    expect(callsTo('POST /api/web/product/checkout/quote').at(-1)?.body.promo_code).toBe(
      'WELCOME10',
    );
  });

  it('logs in inline: both fields needed, a refusal shown, then the account is used', async () => {
    server.handlers['POST /api/auth/login'] = (body) =>
      body.password === 'right-password'
        ? envelope({ token: 't', expires: '', remember: false, user: testProfile() })
        : envelope(null, 401, 'Invalid email or password');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const missing = await screen.findByRole('alertdialog', { name: 'Missing Information' });
    expect(missing).toHaveTextContent('Please enter your e-mail and password.');
    await closeDialog('Missing Information');

    type('E-mail', 'sok.dara@example.com');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const refused = await screen.findByRole('alertdialog', { name: 'Login Failed' });
    expect(refused).toHaveTextContent('Invalid email or password');
    await closeDialog('Login Failed');

    type('Password', 'right-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByRole('heading', { name: 'Customer information' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('sok.dara@example.com');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First name')).toHaveValue('Sok');
    expect(screen.getByLabelText('Phone')).toHaveValue('012345678');
    expect(JSON.stringify(window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY))).not.toContain(
      'password',
    );
  });

  it('opens on the customer step for a logged-in user', async () => {
    act(() => sessionStore.signIn(testProfile()));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Customer information' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveValue('Dara');
  });

  it('names lines without a variant and blocks lines with a stock problem', async () => {
    const noVariant = {
      ...line,
      id: 3,
      cart_item_id: 3,
      cartItemId: 3,
      product_id: 7,
      variantId: null,
    };
    const short = {
      ...line,
      id: 5,
      cart_item_id: 5,
      cartItemId: 5,
      variantId: 9,
      available: false,
      issue: 'out-of-stock',
    };
    server.handlers['GET /api/web/product/cart'] = () =>
      envelope(cart([line, noVariant, short] as (typeof line)[]));
    seedDraft(completeGuest);
    renderPage();
    const dialog = await screen.findByRole('alertdialog', { name: 'Missing Product Information' });
    expect(dialog).toHaveTextContent(
      'Products 7 are missing variant information. Please refresh and try again.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('place-order')).toBeDisabled();
    expect(screen.getByTestId('place-order-hint')).toHaveTextContent(
      'Some items are missing product information.',
    );
    fireEvent.click(screen.getByTestId('step-details'));
    expect(await screen.findByTestId('line-problems')).toHaveTextContent(
      'Kulen Family Dome Tent: Out of stock',
    );
  });
});
