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

describe('product badges from the shared rules', () => {
  it('shows new, premium, the rounded discount and the published status', () => {
    render(
      <ProductBadges
        now={now}
        product={{
          price_cents: 189_00,
          original_price_cents: 219_00,
          created_at: '2026-11-01T00:00:00Z',
          status: 'published',
        }}
      />,
    );
    // (219 - 189) / 219 = 13.7 % → 14 %
    expect(badges()).toEqual(['New', 'Premium', '-14%', 'Published']);
  });

  it('leaves out what does not apply', () => {
    render(
      <ProductBadges
        now={now}
        product={{
          price_cents: 100_00,
          original_price_cents: null,
          created_at: '2026-09-01T00:00:00Z',
          status: 'draft',
        }}
      />,
    );
    // $100 is not above $100; 82 days is not new; a draft has no status badge.
    expect(badges()).toEqual([]);
  });
});
