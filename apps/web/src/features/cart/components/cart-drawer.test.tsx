import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_REDIRECT_MS } from '@camtour/shared/domain/cart';
import { toast } from '@/components/ui/toast-store';
import { i18next } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { cartDrawer } from '../cart-drawer-store';
import { CartDrawer } from './cart-drawer';
import { testCartLine } from '@/test/cart';

const line = testCartLine;

const fetchMock = vi.fn<typeof fetch>();
const respond = (data: unknown) =>
  new Response(JSON.stringify({ result: true, error: false, message: 'success', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeAll(async () => {
  await i18next.loadNamespaces(['shop']);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => {
    cartDrawer.close();
    toast.clear();
  });
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
});

describe('cart drawer', () => {
  it('shows the empty state, and checkout on an empty cart gives the notice', async () => {
    fetchMock.mockResolvedValue(
      respond({ items: [], count: 0, subtotal: 0, subtotal_cents: 0, has_issues: false }),
    );
    act(() => cartDrawer.open());
    renderWithRouter(<CartDrawer />);
    const drawer = await screen.findByTestId('cart-drawer');
    expect(await within(drawer).findByText('Your cart is empty')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/product',
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Checkout' }));
    expect(toast.getSnapshot().map((item) => item.message)).toEqual([
      'Your cart is empty. Add something before checking out.',
    ]);
    expect(cartDrawer.isOpen()).toBe(true);
  });

  it('lists the lines with the server total, then closes, shows "proceeding" and goes to /checkout', async () => {
    fetchMock.mockResolvedValue(
      respond({ items: [line], count: 2, subtotal: 278, subtotal_cents: 27800, has_issues: false }),
    );
    act(() => cartDrawer.open());
    const { router } = renderWithRouter(<CartDrawer />, { path: '/product' });
    const drawer = await screen.findByTestId('cart-drawer');
    expect(await within(drawer).findByText('Kulen Family Dome Tent')).toBeInTheDocument();
    expect(within(drawer).getByText('Colour: Forest green · Size: 4-person')).toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$278.00');

    // "Proceeding" lasts CHECKOUT_REDIRECT_MS: the clock is moved, not waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Checkout' }));
    expect(cartDrawer.isOpen()).toBe(false);
    expect(await screen.findByText('Proceeding to checkout')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product');
    await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe('/product');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('asks before removing a line', async () => {
    fetchMock.mockResolvedValue(
      respond({ items: [line], count: 2, subtotal: 278, subtotal_cents: 27800, has_issues: false }),
    );
    act(() => cartDrawer.open());
    renderWithRouter(<CartDrawer />);
    const drawer = await screen.findByTestId('cart-drawer');
    fireEvent.click(
      await within(drawer).findByRole('button', { name: 'Remove Kulen Family Dome Tent' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this item?' });
    fetchMock.mockResolvedValueOnce(
      respond({ items: [], count: 0, subtotal: 0, subtotal_cents: 0, has_issues: false }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Remove this item?' })).toBeNull(),
    );
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(String(url)).toBe('/api/web/product/cart/remove');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBe('{"cart_item_id":1}');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('a quantity typed past the stock says the maximum from the cart answer and is not sent', async () => {
    fetchMock.mockResolvedValue(
      respond({ items: [line], count: 2, subtotal: 278, subtotal_cents: 27800, has_issues: false }),
    );
    act(() => cartDrawer.open());
    renderWithRouter(<CartDrawer />);
    const drawer = await screen.findByTestId('cart-drawer');
    const input = await within(drawer).findByRole('textbox', {
      name: 'Quantity of Kulen Family Dome Tent',
    });
    const calls = fetchMock.mock.calls.length;
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.blur(input);
    // maxQuantity is 5 in the server's line: the sentence uses it, the number stays as typed.
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Maximum quantity available: 5');
    expect(input).toHaveValue('9');
    expect(fetchMock.mock.calls.length).toBe(calls);
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$278.00');
  });
});
