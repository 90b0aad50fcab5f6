import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminCard } from './admin-card';

describe('AdminCard', () => {
  it('is a section headed by its title, with its test id', () => {
    render(
      <AdminCard title="Payment" testId="order-payment">
        <p>Paid</p>
      </AdminCard>,
    );
    const card = screen.getByTestId('order-payment');
    expect(card.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toHaveClass('text-lg');
    expect(card).toHaveTextContent('Paid');
  });

  it('takes a smaller title for tiles', () => {
    render(
      <AdminCard title="Today" titleSize="base">
        1
      </AdminCard>,
    );
    expect(screen.getByRole('heading', { name: 'Today' })).toHaveClass('text-base');
  });
});
