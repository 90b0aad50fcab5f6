import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, testWishlistItem } from '@/entities/wishlist/test/wishlist-fixture';
import { i18next } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { testProfile } from '@/test/profile';
import { renderWithRouter } from '@/test/render';
import { DashboardFavorites } from './dashboard-favorites';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  act(() => sessionStore.signIn(testProfile()));
});
afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
  act(() => sessionStore.clear());
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const day = (n: number) => `2026-03-0${n}T08:00:00.000Z`;

describe('the dashboard favorites', () => {
  it('shows how many, the four newest with picture and link, and a link to all', async () => {
    fetchMock.mockResolvedValue(
      envelope(200, 'success', [
        testWishlistItem({ item_id: 1, name: 'Bayon', created_at: day(2) }),
        testWishlistItem({ item_id: 2, name: 'Ta Prohm', created_at: day(5) }),
        testWishlistItem({
          item_id: 3,
          item_type: 'product',
          name: 'Rain jacket',
          name_km: 'អាវភ្លៀង',
          thumbnail_url: null,
          created_at: day(4),
        }),
        testWishlistItem({ item_id: 4, name: 'Banteay Srei', created_at: day(1) }),
        testWishlistItem({ item_id: 5, name: 'Phnom Kulen', created_at: day(3) }),
      ]),
    );
    renderWithRouter(<DashboardFavorites />);
    const block = screen.getByRole('region', { name: 'Favorites' });
    const tiles = await within(block).findAllByTestId('dashboard-favorite');
    expect(tiles.map((tile) => within(tile).getByRole('link').getAttribute('href'))).toEqual([
      '/location/detail/2',
      '/product/detail/3',
      '/location/detail/5',
      '/location/detail/1',
    ]);
    expect(within(tiles[0]!).getByRole('link')).toHaveTextContent('Ta Prohm');
    expect(tiles[0]!.querySelector('img')).toHaveAttribute('src', '/angkor.webp');
    expect(within(tiles[1]!).getByRole('link')).toHaveTextContent('ProductRain jacket');
    expect(within(block).getByTestId('dashboard-favorites-count')).toHaveTextContent(
      '5 saved places and products',
    );
    expect(within(block).getByRole('link', { name: 'See all favorites' })).toHaveAttribute(
      'href',
      '/favorites',
    );
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/web/wishlist']);

    await act(() => i18next.changeLanguage('km'));
    expect(within(tiles[1]!).getByRole('link')).toHaveTextContent('អាវភ្លៀង');
  });

  it('points to the adventures and the shop when there are none', async () => {
    fetchMock.mockResolvedValue(envelope(200, 'success', []));
    renderWithRouter(<DashboardFavorites />);
    const empty = await screen.findByTestId('dashboard-favorites-empty');
    expect(empty).toHaveTextContent('No favorites yet');
    expect(within(empty).getByRole('link', { name: 'Explore adventures' })).toHaveAttribute(
      'href',
      '/adventure',
    );
    expect(within(empty).getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/product',
    );
    expect(screen.getByTestId('dashboard-favorites-count')).toHaveTextContent(
      '0 saved places and products',
    );
    expect(screen.queryByRole('link', { name: 'See all favorites' })).toBeNull();
    expect(screen.queryByTestId('dashboard-favorite')).toBeNull();
  });
});
