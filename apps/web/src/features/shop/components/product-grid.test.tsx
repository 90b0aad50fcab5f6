import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { testProductCard } from '@/test/product';
import { renderWithRouter } from '@/test/render';
import { ProductGrid } from './product-grid';

const product = (id: number) =>
  testProductCard(id, {
    name: `Tent ${id}`,
    price_cents: 45_00,
    rating: 4,
    review_count: 2,
    total_stock: 5,
  });

beforeAll(async () => {
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(['shop', 'reviews', 'common']);
});

describe('ProductGrid', () => {
  it('fetches only the first card’s picture first: the rest wait until they near the screen', () => {
    renderWithRouter(
      <ProductGrid
        products={[1, 2, 3].map(product)}
        now={new Date('2026-11-22T12:00:00Z')}
        layout="grid"
        label="Gear"
      />,
    );
    const pictures = screen.getByRole('list', { name: 'Gear' }).querySelectorAll('img');
    expect(pictures).toHaveLength(3);
    expect([...pictures].map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[0]).toHaveAttribute('src', '/api/media/products/1/0.webp?w=960');
  });
});
