import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { OrderLines } from './order-lines';
import { testOrder } from './test/order-fixture';

beforeAll(async () => {
  await i18next.loadNamespaces(['orders']);
});
afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

describe('order lines', () => {
  it('shows each line with its options, quantity, unit price and total, linking to the product', () => {
    const [line] = testOrder().items;
    renderWithRouter(<OrderLines lines={[{ ...line!, qty: 2, line_total: 278 }]} />);
    const row = screen.getByTestId('order-line');
    expect(within(row).getByRole('link', { name: 'Kulen Family Dome Tent' })).toHaveAttribute(
      'href',
      '/product/detail/2',
    );
    expect(row).toHaveTextContent('Colour: Forest green · Size: 4-person');
    expect(row).toHaveTextContent('2 × $139.00');
    expect(row).toHaveTextContent('$278.00');
  });

  it('uses the Khmer names in Khmer, and takes a quote line (no id, no picture) too', async () => {
    await act(() => i18next.changeLanguage('km'));
    const { id: _id, ...line } = testOrder().items[0]!;
    renderWithRouter(<OrderLines lines={[{ ...line, image: null, product_id: null }]} />);
    const row = screen.getByTestId('order-line');
    expect(row).toHaveTextContent('តង់គ្រួសារ Kulen');
    expect(row).toHaveTextContent('ពណ៌៖ ពណ៌បៃតង · ទំហំ៖ ៤ នាក់');
    expect(within(row).queryByRole('link')).toBeNull();
  });
});
