import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { testProductCard } from '@/test/product';
import { renderWithRouter } from '@/test/render';
import { ProductCard } from './product-card';

const now = new Date('2026-11-22T12:00:00Z');

const product = testProductCard;

const cardOf = (name: string) =>
  screen.getByRole('heading', { name }).closest('article') as HTMLElement;

beforeAll(async () => {
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(['shop', 'reviews', 'common']);
});

describe('ProductCard', () => {
  it('says a product has no reviews yet instead of five grey stars and (0)', () => {
    renderWithRouter(
      <>
        <ProductCard product={product(1, {})} now={now} />
        <ProductCard product={product(2, { rating: 4.5, review_count: 2 })} now={now} />
      </>,
    );
    const none = cardOf('Product 1');
    expect(none).toHaveTextContent('No reviews yet');
    expect(none).not.toHaveTextContent('(0');
    expect(within(none).queryByRole('img', { name: /out of 5 stars/ })).toBeNull();
    const rated = cardOf('Product 2');
    expect(within(rated).getByRole('img', { name: /out of 5 stars/ })).toBeInTheDocument();
    expect(rated).toHaveTextContent('(2');
    expect(rated).not.toHaveTextContent('No reviews yet');
  });

  it('fills its grid cell, so cards in a row are as tall as each other', () => {
    renderWithRouter(<ProductCard product={product(3, {})} now={now} />);
    expect(cardOf('Product 3').className).toMatch(/(^|\s)h-full(\s|$)/);
  });

  it('never shows the published status to shoppers', () => {
    renderWithRouter(<ProductCard product={product(4, {})} now={now} />);
    expect(cardOf('Product 4')).not.toHaveTextContent('Published');
  });
});
