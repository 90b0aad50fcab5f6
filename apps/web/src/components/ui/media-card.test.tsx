import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { MediaCard } from './media-card';

describe('MediaCard', () => {
  it('is one link with a decorative picture, its badge and its data attributes', () => {
    renderWithRouter(
      <MediaCard
        to="/siem-reap/hotels/4"
        image="/h.svg"
        name="Lotus Inn"
        badge={<span>Hotel</span>}
        bodyClassName="gap-2 p-5"
        data-testid="hotel-card"
        data-hotel-id={4}
      >
        <span>Lotus Inn</span>
      </MediaCard>,
    );
    const card = screen.getByRole('link', { name: /Lotus Inn/ });
    expect(card).toHaveAttribute('href', '/siem-reap/hotels/4');
    expect(card).toHaveAttribute('data-testid', 'hotel-card');
    expect(card).toHaveAttribute('data-hotel-id', '4');
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
    expect(card).toHaveTextContent('Hotel');
  });

  it('without an address is an article, its buttons its own', () => {
    renderWithRouter(
      <MediaCard image="/a.svg" name="Sunrise tour" cover="video" bodyClassName="gap-3 p-5">
        <button type="button">Book</button>
      </MediaCard>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('article')).toContainElement(
      screen.getByRole('button', { name: 'Book' }),
    );
  });

  it('fetches its picture first when it is the priority card, lazily otherwise', () => {
    renderWithRouter(
      <>
        <MediaCard to="/a" image="/api/media/hotels/1/0.svg" name="First" bodyClassName="" priority>
          <span>First</span>
        </MediaCard>
        <MediaCard to="/b" image="/api/media/hotels/2/0.svg" name="Second" bodyClassName="">
          <span>Second</span>
        </MediaCard>
      </>,
    );
    const [first, second] = screen.getAllByRole('link').map((link) => link.querySelector('img')!);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('src', '/api/media/hotels/1/0.webp?w=960');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });
});
