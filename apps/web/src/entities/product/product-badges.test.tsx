import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { ProductBadges } from './product-badges';

const now = new Date('2026-11-22T12:00:00Z');

beforeAll(async () => {
  await i18next.loadNamespaces(['shop']);
});

function badges() {
  return screen.queryAllByRole('listitem').map((item) => item.textContent);
}

describe('product badges from the shared rule', () => {
  it('shows at most two: the rounded discount, then new; never the published status', () => {
    render(
      <ProductBadges
        now={now}
        product={{
          price_cents: 189_00,
          original_price_cents: 219_00,
          created_at: '2026-11-01T00:00:00Z',
        }}
      />,
    );
    // (219 - 189) / 219 = 13.7 % → 14 %; premium would be a third badge.
    expect(badges()).toEqual(['-14%', 'New']);
    expect(screen.queryByText('Published')).toBeNull();
  });

  it('shows new and premium for a new product at full price', () => {
    render(
      <ProductBadges
        now={now}
        product={{
          price_cents: 189_00,
          original_price_cents: null,
          created_at: '2026-11-20T00:00:00Z',
        }}
      />,
    );
    expect(badges()).toEqual(['New', 'Premium']);
  });

  it('shows nothing, not even an empty list, when nothing applies', () => {
    const { container } = render(
      <ProductBadges
        now={now}
        product={{
          price_cents: 100_00,
          original_price_cents: null,
          created_at: '2026-09-01T00:00:00Z',
        }}
      />,
    );
    // $100 is not above $100; 82 days is not new.
    expect(badges()).toEqual([]);
    expect(container.querySelector('ul')).toBeNull();
  });
});
