import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart, ProductDetail } from '@camtour/shared/schemas/shop';
import { i18next } from '@/lib/i18n';
import { okEnvelope, stubFetch } from '@/test/fetch';
import { testCartLine } from '@/test/cart';
import { renderWithRouter } from '@/test/render';
import { PurchasePanel, type PurchaseAction } from './purchase-panel';

const fetchMock = stubFetch();

type Variant = ProductDetail['variants'][number];
const variant = (qty: number): Variant =>
  ({ id: 4, color_id: 1, size_id: 8, qty, price_cents: 13900 }) as Variant;

function cartWith(qty: number): Cart {
  const items = qty > 0 ? [{ ...testCartLine, variantId: 4, qty, quantity: qty }] : [];
  return { items, count: qty, subtotal: 0, subtotal_cents: 0, has_issues: false };
}

function action(): PurchaseAction {
  return { add: vi.fn(async () => true), pending: false, error: null, reset: vi.fn() };
}

async function renderPanel(stock: number, inCart: number, purchase = action()) {
  fetchMock.mockResolvedValue(okEnvelope(cartWith(inCart)));
  renderWithRouter(
    <PurchasePanel productId={2} variant={variant(stock)} exact purchase={purchase} />,
  );
  const panel = screen.getByTestId('purchase-panel');
  // The cart is read once; wait for it so "already in your cart" is known.
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  if (inCart > 0) await within(panel).findByTestId('purchase-in-cart');
  return { panel, purchase };
}

beforeAll(async () => {
  await i18next.loadNamespaces(['shop', 'errors']);
});

describe('purchase panel', () => {
  it('a number typed above the stock shows the maximum, keeps the number and disables Add', async () => {
    const { panel, purchase } = await renderPanel(4, 0);
    const input = within(panel).getByRole('textbox', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: '7' } });
    expect(within(panel).getByRole('alert')).toHaveTextContent('Maximum quantity available: 4');
    expect(input).toHaveValue('7');
    const add = within(panel).getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    fireEvent.click(add);
    expect(purchase.add).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.blur(input);
    expect(within(panel).queryByRole('alert')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add to cart' }));
    expect(purchase.add).toHaveBeenCalledWith({ product_id: 2, variant_id: 4, qty: 4 });
  });

  it('counts what the cart holds: the limit is the stock less the cart, said with both numbers', async () => {
    const { panel } = await renderPanel(5, 3);
    expect(within(panel).getByTestId('purchase-in-cart')).toHaveTextContent(
      '3 already in your cart',
    );
    const input = within(panel).getByRole('textbox', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: '3' } });
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'You can add 2 more: 3 of the 5 in stock are already in your cart.',
    );
    fireEvent.change(input, { target: { value: '2' } });
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('when the cart already holds all the stock, Add is disabled and says why', async () => {
    const { panel } = await renderPanel(2, 2);
    const add = within(panel).getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Your cart already holds all 2 in stock.');
    expect(within(panel).getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
  });

  it('an out-of-stock variant says so once, on the button and the stock line', async () => {
    const { panel } = await renderPanel(0, 0);
    expect(within(panel).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(within(panel).queryByTestId('all-in-cart')).toBeNull();
  });
});
