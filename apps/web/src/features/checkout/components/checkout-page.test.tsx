import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_SUCCESS_REDIRECT_MS } from '@camtour/shared/domain/orders';
import { i18next } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { testProfile } from '@/test/profile';
import { renderWithRouter } from '@/test/render';
import { CHECKOUT_DRAFT_KEY, emptyDraft, type CheckoutDraft } from '../lib/checkout-draft';
import { CheckoutPage } from './checkout-page';
import { testCartLine } from '@/test/cart';

const line = testCartLine;
const cart = (items = [line]) => ({
  items,
  count: items.reduce((sum, item) => sum + item.qty, 0),
  subtotal: 278,
  subtotal_cents: 27800,
  has_issues: items.some((item) => item.issue !== null),
});

const delivery = (id: string, name: string, fee: number, paymentMethods: string[]) => ({
  id,
  name,
  name_km: name,
  description: `${name} description`,
  description_km: `${name} description`,
  estimatedTime: 'Same day',
  estimated_time_km: 'ក្នុងថ្ងៃតែមួយ',
  fee,
  fee_cents: fee * 100,
  paymentMethods,
  icon: 'truck',
});
const deliveries = [
  delivery('phnom_penh_delivery', 'Phnom Penh local delivery', 1, ['cash_on_delivery']),
  delivery('jnt_express', 'J&T Express', 2, ['bakong']),
  delivery('virak_buntham_express', 'Virak Buntham Express', 2, ['bakong']),
];

/* Server numbers the page could not have summed itself: the summary must show these. */
function quote(body: { currency?: string; promo_code?: string }) {
  const khr = body.currency === 'KHR';
  const discount = body.promo_code ? 27.8 : 0;
  return {
    currency: khr ? 'KHR' : 'USD',
    subtotal: 278,
    subtotal_cents: 27800,
    tax: 13.9,
    tax_cents: 1390,
    tax_percent: 5,
    delivery_fee: 1,
    delivery_fee_cents: 100,
    discount,
    discount_cents: discount * 100,
    total: 292.9 - discount,
    total_cents: Math.round((292.9 - discount) * 100),
    subtotal_khr: khr ? 1112000 : null,
    tax_khr: khr ? 55600 : null,
    delivery_fee_khr: khr ? 4000 : null,
    discount_khr: khr ? discount * 4000 : null,
    total_khr: khr ? 1171600 - discount * 4000 : null,
    promo_code: body.promo_code ?? null,
    promo_percent: body.promo_code ? 10 : 0,
    lines: [
      {
        variant_id: 4,
        product_id: 2,
        product_name: line.name,
        product_name_km: line.name_km,
        image: line.image,
        color_name: line.colorName,
        color_name_km: line.colorName_km,
        size: line.sizeName,
        size_km: line.sizeName_km,
        price: 139,
        price_cents: 13900,
        qty: 2,
        line_total: 278,
        line_total_cents: 27800,
        available: 5,
        problem: null,
      },
    ],
    has_problems: false,
    delivery_type: 'phnom_penh_delivery',
    promo_error: null,
  };
}

const ORDER_NO = 'CT-AB23CD45';
const placed = { order_no: ORDER_NO, access_token: 'a'.repeat(40), id: 9 };

const envelope = (data: unknown, status = 200, message = 'success', extra = {}) =>
  new Response(
    JSON.stringify({ result: status < 400, error: status >= 400, message, data, ...extra }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );

type Handler = (body: Record<string, unknown>, init: RequestInit) => Response | Promise<Response>;
let handlers: Record<string, Handler>;
const fetchMock = vi.fn<typeof fetch>();

function callsTo(key: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
}

function seedDraft(draft: Partial<CheckoutDraft>) {
  window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ ...emptyDraft(), ...draft }));
}

const completeGuest: Partial<CheckoutDraft> = {
  step: 'review',
  guest: true,
  contact: {
    email: 'sokha@example.com',
    first_name: 'Sokha',
    last_name: 'Chan',
    phone: '012 345 678',
  },
  address: {
    street: 'Street 240, house 12',
    city: 'Phnom Penh',
    state: 'Phnom Penh',
    zip_code: '',
    country: 'KH',
  },
  delivery: 'phnom_penh_delivery',
  payment: 'cash_on_delivery',
  terms: true,
};

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
  handlers = {
    'GET /api/web/product/cart': () => envelope(cart()),
    'GET /api/web/view/delivery-options': () => envelope(deliveries),
    'POST /api/web/product/checkout/quote': (body) => envelope(quote(body)),
    'POST /api/web/product/order': () => envelope(placed, 201, 'Created'),
  };
  fetchMock.mockImplementation(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`unexpected ${key}`);
    return handler(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>, init ?? {});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
});

describe('checkout page', () => {
  it('shows an empty cart with a way to the shop', async () => {
    handlers['GET /api/web/product/cart'] = () => envelope(cart([]));
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
    // Only deliveries a supported method can pay are offered (bakong arrives with issue 13).
    const options = await screen.findByTestId('delivery-options');
    expect(within(options).getAllByRole('radio')).toHaveLength(1);
    expect(within(options).queryByText('J&T Express')).toBeNull();
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
    // The delivery allows one method: it is chosen already.
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
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
    handlers['POST /api/web/product/order'] = () => {
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

    handlers['POST /api/web/product/order'] = () =>
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
    handlers['POST /api/web/product/order'] = () =>
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
    handlers['POST /api/web/product/promo/check'] = (body) =>
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
    handlers['POST /api/auth/login'] = (body) =>
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
    handlers['GET /api/web/product/cart'] = () =>
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
