import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { OrderTotals } from './order-totals';
import { testTotals } from './test/order-fixture';

beforeAll(async () => {
  await i18next.loadNamespaces(['orders']);
});

describe('order totals', () => {
  it('shows the server amounts in dollars, the fee and a promo discount', () => {
    render(
      <OrderTotals
        totals={testTotals({
          discount: 13.9,
          discount_cents: 1390,
          total: 133.05,
          total_cents: 13305,
          promo_code: 'WELCOME10',
          promo_percent: 10,
        })}
      />,
    );
    expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('Subtotal$139.00');
    expect(screen.getByTestId('totals-tax')).toHaveTextContent('Tax (5%)$6.95');
    expect(screen.getByTestId('totals-delivery_fee')).toHaveTextContent('Delivery fee$1.00');
    expect(screen.getByTestId('totals-discount')).toHaveTextContent(
      'Discount (WELCOME10, 10%)−$13.90',
    );
    expect(screen.getByTestId('totals-total')).toHaveTextContent('Total$133.05');
    expect(screen.queryByTestId('totals-usd')).not.toBeInTheDocument();
  });

  it('shows an order in riel in whole riel, with the dollar total beside', () => {
    render(
      <OrderTotals
        totals={testTotals({
          currency: 'KHR',
          delivery_fee: 0,
          delivery_fee_cents: 0,
          subtotal_khr: 556000,
          tax_khr: 27800,
          delivery_fee_khr: 0,
          discount_khr: 0,
          total_khr: 583800,
        })}
      />,
    );
    expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('៛556,000');
    expect(screen.getByTestId('totals-total')).toHaveTextContent('៛583,800');
    expect(screen.queryByTestId('totals-delivery_fee')).not.toBeInTheDocument();
    expect(screen.queryByTestId('totals-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('totals-usd')).toHaveTextContent('$146.95');
  });
});
