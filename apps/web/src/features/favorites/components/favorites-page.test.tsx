import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WishlistItem } from '@camtour/shared/schemas/wishlist';
import { toast } from '@/components/ui/toast-store';
import { i18next } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { testProfile } from '@/test/profile';
import { renderWithRouter } from '@/test/render';
import { VIEW_MODE_STORAGE_KEY } from '../lib/view-mode';
import {
  daysAgo,
  testFavorite,
  testFavoriteProduct,
  testFavorites,
} from '../test/wishlist-fixture';
import { FavoritesPage } from './favorites-page';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, message: string, data?: unknown) =>
  new Response(JSON.stringify({ result: status < 300, error: status >= 300, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
const toasts = () => toast.getSnapshot().map((item) => `${item.variant}: ${item.message}`);

/** A server holding `items`: the list, one removal by entry id, and clear-all. */
function serve(start: WishlistItem[], failures: { clear?: boolean } = {}) {
  let items = start;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/web/wishlist') return envelope(200, 'success', items);
    if (method === 'DELETE' && url === '/api/web/wishlist/clear') {
      if (failures.clear) return envelope(500, 'server-error');
      items = [];
      return envelope(200, 'success', null);
    }
    const removal = /^\/api\/web\/wishlist\/(\d+)$/.exec(url);
    if (method === 'DELETE' && removal) {
      items = items.filter((item) => item.id !== Number(removal[1]));
      return envelope(200, 'success', null);
    }
    return envelope(404, 'not-found');
  });
}

function renderPage() {
  return renderWithRouter(<FavoritesPage />, { path: '/favorites' });
}

const cards = () => screen.getAllByTestId('favorite-card');
const cardNamed = (name: string) => {
  const card = cards().find((item) => within(item).queryByRole('heading', { name }));
  if (!card) throw new Error(`no card named ${name}`);
  return card;
};
const search = () => screen.getByRole('searchbox', { name: 'Search your favorites' });

beforeAll(async () => {
  await i18next.loadNamespaces(['favorites', 'reviews']);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
  act(() => sessionStore.signIn(testProfile()));
});
afterEach(async () => {
  act(() => toast.clear());
  act(() => sessionStore.clear());
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  window.localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

describe('favorites page: the list', () => {
  it('shows the loading state, then the cards with their details', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderPage();
    expect(screen.getByTestId('favorites-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('favorite-card')).toBeNull();

    await act(async () => answer(envelope(200, 'success', testFavorites())));
    expect(await screen.findAllByTestId('favorite-card')).toHaveLength(3);
    expect(screen.queryByTestId('favorites-loading')).toBeNull();
    expect(calls()).toEqual(['GET /api/web/wishlist']);

    const place = cardNamed('Angkor Wat');
    expect(within(place).getByTestId('favorite-category')).toHaveTextContent('Place · Temple');
    expect(place).toHaveTextContent('Location: Siem Reap');
    expect(within(place).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(place).getByTestId('favorite-rating')).toHaveTextContent('4.6(12 reviews)');
    expect(within(place).getByTestId('favorite-views')).toHaveTextContent('1.2K views');
    expect(within(place).queryByTestId('favorite-price')).toBeNull();
    expect(within(place).getByRole('link', { name: 'View Angkor Wat' })).toHaveAttribute(
      'href',
      '/location/detail/5',
    );
    expect(
      within(place).getByRole('button', { name: 'Remove Angkor Wat from favorites' }),
    ).toBeEnabled();

    const product = cardNamed('Kulen Family Dome Tent');
    expect(within(product).getByTestId('favorite-category')).toHaveTextContent(
      'Product · Camping Tents',
    );
    expect(product).toHaveTextContent('Brand: Kulen Outdoor');
    expect(within(product).getByTestId('favorite-price')).toHaveTextContent('$139.00');
    expect(within(product).getByTestId('favorite-rating')).toHaveTextContent('4.0(1 review)');
    expect(within(product).getByTestId('favorite-views')).toHaveTextContent('87 views');
    expect(
      within(product).getByRole('link', { name: 'View Kulen Family Dome Tent' }),
    ).toHaveAttribute('href', '/product/detail/2');
    expect(within(cardNamed('Kbal Spean')).getByTestId('favorite-views')).toHaveTextContent(
      '2.5M views',
    );
  });

  it('counts the favorites in the stats bar and on the tabs, and a tab filters the cards', async () => {
    serve(testFavorites());
    renderPage();
    await screen.findAllByTestId('favorite-card');
    expect(screen.getByTestId('favorites-stat-all')).toHaveTextContent('Saved3');
    expect(screen.getByTestId('favorites-stat-location')).toHaveTextContent('Places2');
    expect(screen.getByTestId('favorites-stat-product')).toHaveTextContent('Products1');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All (3)',
      'Places (2)',
      'Products (1)',
    ]);
    expect(screen.getByRole('tab', { name: 'All (3)' })).toHaveAttribute('aria-selected', 'true');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Products (1)' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveAttribute('data-item-type', 'product');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Places (2)' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((card) => card.getAttribute('data-item-type'))).toEqual([
      'location',
      'location',
    ]);
    // The stats count the whole list, whatever the tab.
    expect(screen.getByTestId('favorites-stat-all')).toHaveTextContent('Saved3');
  });

  it.each([
    ['the name, in any case', 'ANGKOR', ['Angkor Wat']],
    ['the Khmer name', 'អង្គរវត្ត', ['Angkor Wat']],
    ['the local name', 'river', ['Kbal Spean']],
    ['the place', 'siem reap', ['Angkor Wat']],
    ['the Khmer place', 'បន្ទាយស្រី', ['Kbal Spean']],
    ['the brand', 'kulen outdoor', ['Kulen Family Dome Tent']],
  ])('searches %s', async (_what, text, names) => {
    serve(testFavorites());
    renderPage();
    await screen.findAllByTestId('favorite-card');
    fireEvent.change(search(), { target: { value: text } });
    await waitFor(() => expect(cards()).toHaveLength(names.length));
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(names);
  });

  it('says when nothing matches, and "Clear search" brings the list back', async () => {
    serve(testFavorites());
    renderPage();
    await screen.findAllByTestId('favorite-card');
    fireEvent.change(search(), { target: { value: 'Bokor' } });
    const none = await screen.findByTestId('favorites-no-results');
    expect(none).toHaveTextContent('No favorites match your search');
    expect(screen.queryByTestId('favorite-card')).toBeNull();

    fireEvent.click(within(none).getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(search()).toHaveValue('');
  });

  it('offers all favorites when a tab has none', async () => {
    serve([testFavorite()]);
    renderPage();
    await screen.findAllByTestId('favorite-card');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Products (0)' }));
    const none = await screen.findByTestId('favorites-no-results');
    expect(none).toHaveTextContent('No products in your favorites yet.');
    fireEvent.click(within(none).getByRole('button', { name: 'Show all favorites' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'All (1)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the empty state with its three links when there are no favorites', async () => {
    serve([]);
    renderPage();
    const empty = await screen.findByTestId('favorites-empty');
    expect(empty).toHaveTextContent('No favorites yet');
    expect(within(empty).getByRole('link', { name: 'Explore places' })).toHaveAttribute(
      'href',
      '/adventure',
    );
    expect(within(empty).getByRole('link', { name: 'Browse the shop' })).toHaveAttribute(
      'href',
      '/product',
    );
    expect(within(empty).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByTestId('favorites-stats')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let asked = 0;
    fetchMock.mockImplementation(async () => {
      asked += 1;
      return asked === 1
        ? envelope(500, 'server-error')
        : envelope(200, 'success', testFavorites());
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your favorites could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('favorite-card')).toHaveLength(3);
  });

  it('draws 24 cards at a time, and "Show more" draws the next', async () => {
    serve(
      Array.from({ length: 30 }, (_, index) =>
        testFavorite({ id: 100 + index, item_id: 100 + index, name: `Temple ${index + 1}` }),
      ),
    );
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByTestId('favorites-shown')).toHaveTextContent('Showing 24 of 30');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(screen.getByTestId('favorites-shown')).toHaveTextContent('Showing 30 of 30');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('favorites page: layout and photos', () => {
  it('switches between grid and list, and remembers the choice', async () => {
    serve(testFavorites());
    const first = renderPage();
    await screen.findAllByTestId('favorite-card');
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('favorites-list')).toHaveAttribute('data-view', 'grid');
    // The grid shows a carousel; the list a single picture.
    expect(within(cardNamed('Angkor Wat')).getByTestId('favorite-photos')).toBeInTheDocument();

    fireEvent.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('favorites-list')).toHaveAttribute('data-view', 'list');
    expect(within(cardNamed('Angkor Wat')).queryByTestId('favorite-photos')).toBeNull();
    expect(window.localStorage.getItem(VIEW_MODE_STORAGE_KEY)).toBe('list');

    first.unmount();
    renderPage();
    await screen.findAllByTestId('favorite-card');
    expect(screen.getByTestId('favorites-list')).toHaveAttribute('data-view', 'list');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("pages through a card's photos, and falls back to the thumbnail, then a placeholder", async () => {
    serve(testFavorites());
    renderPage();
    await screen.findAllByTestId('favorite-card');
    const angkor = cardNamed('Angkor Wat');
    const photo = () => angkor.querySelector('img')?.getAttribute('src');
    expect(photo()).toBe('/img/angkor-1.jpg');
    expect(within(angkor).getByTestId('favorite-photo-position')).toHaveTextContent('Photo 1 of 3');
    fireEvent.click(within(angkor).getByRole('button', { name: 'Next photo of Angkor Wat' }));
    expect(photo()).toBe('/img/angkor-2.jpg');
    fireEvent.click(within(angkor).getByRole('button', { name: 'Previous photo of Angkor Wat' }));
    fireEvent.click(within(angkor).getByRole('button', { name: 'Previous photo of Angkor Wat' }));
    expect(photo()).toBe('/img/angkor-3.jpg');
    expect(within(angkor).getByTestId('favorite-photo-position')).toHaveTextContent('Photo 3 of 3');

    // No pictures: the thumbnail alone, without arrows.
    const tent = cardNamed('Kulen Family Dome Tent');
    expect(tent.querySelector('img')).toHaveAttribute('src', '/img/tent.jpg');
    expect(within(tent).queryByRole('button', { name: /photo of/ })).toBeNull();
    // Neither: the place's placeholder.
    const spean = cardNamed('Kbal Spean');
    expect(spean.querySelector('img')).toBeNull();
    expect(within(spean).getByTestId('favorite-placeholder')).toHaveAttribute(
      'data-type',
      'location',
    );
  });
});

describe('favorites page: the added date', () => {
  const list = [
    testFavorite({ addedAt: new Date().toISOString() }),
    testFavoriteProduct({ addedAt: daysAgo(3) }),
    testFavorite({ id: 14, item_id: 6, name: 'Bayon', addedAt: '2025-01-10T12:00:00.000Z' }),
    testFavorite({ id: 15, item_id: 7, name: 'Ta Prohm', addedAt: daysAgo(8) }),
  ];
  const added = () => screen.getAllByTestId('favorite-added').map((item) => item.textContent);

  it('reads "today", "N days ago" up to a week, then the date, in English', async () => {
    serve(list);
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(4));
    const eighthDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
      new Date(list[3]!.addedAt),
    );
    expect(added()).toEqual([
      'Added today',
      'Added 3 days ago',
      'Added on January 10, 2025',
      `Added on ${eighthDay}`,
    ]);
  });

  it('reads them in Khmer, with the Khmer names', async () => {
    await act(() => i18next.changeLanguage('km'));
    serve(list.slice(0, 3));
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(added()).toEqual(['បានបន្ថែមថ្ងៃនេះ', 'បានបន្ថែម 3 ថ្ងៃមុន', 'បានបន្ថែមនៅ 10 មករា 2025']);
    expect(cards()[0]).toHaveTextContent('ប្រាសាទអង្គរវត្ត');
    expect(cards()[0]).toHaveTextContent('សៀមរាប');
    expect(screen.getByRole('tab', { name: 'ទីកន្លែង (2)' })).toBeInTheDocument();
  });
});

describe('favorites page: remove, clear all, share', () => {
  it('removes one favorite by its entry id, one at a time, and says so', async () => {
    let release: () => void = () => {};
    serve(testFavorites());
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE') await new Promise<void>((resolve) => (release = resolve));
      return served(input, init);
    });
    renderPage();
    await screen.findAllByTestId('favorite-card');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Angkor Wat from favorites' }));
    // While it runs, no other heart and no clear-all can start.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Remove Kbal Spean from favorites' }),
      ).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    await act(async () => release());

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'Angkor Wat' })).toBeNull();
    expect(calls()).toContain('DELETE /api/web/wishlist/11');
    expect(toasts()).toEqual(['success: Removed from your favorites.']);
    expect(screen.getByTestId('favorites-stat-all')).toHaveTextContent('Saved2');
    expect(screen.getByRole('tab', { name: 'Places (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Kbal Spean from favorites' })).toBeEnabled();
  });

  it('asks before clearing all, then clears and shows the empty state', async () => {
    serve(testFavorites());
    renderPage();
    await screen.findAllByTestId('favorite-card');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear all favorites?' });
    // Cancel keeps everything.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls()).not.toContain('DELETE /api/web/wishlist/clear');

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const again = await screen.findByRole('alertdialog', { name: 'Clear all favorites?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByTestId('favorites-empty')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls()).toContain('DELETE /api/web/wishlist/clear');
    expect(toasts()).toEqual(['success: All favorites cleared.']);
  });

  it('says so when clearing fails, and keeps the list', async () => {
    serve(testFavorites(), { clear: true });
    renderPage();
    await screen.findAllByTestId('favorite-card');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    await waitFor(() =>
      expect(toasts()).toContain('error: Your favorites could not be cleared. Please try again.'),
    );
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  describe('share', () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'clipboard');
    });

    it('copies the /location/{id} link when the device cannot share, and says so', async () => {
      const writeText = vi.fn(async () => {});
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      serve(testFavorites());
      renderPage();
      await screen.findAllByTestId('favorite-card');
      fireEvent.click(screen.getByRole('button', { name: 'Share Angkor Wat' }));
      await waitFor(() => expect(toasts()).toEqual(['success: Link copied to the clipboard.']));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/location/5`);

      fireEvent.click(screen.getByRole('button', { name: 'Share Kulen Family Dome Tent' }));
      await waitFor(() =>
        expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/product/2`),
      );
    });

    it("uses the device's share sheet when there is one, and a failure says nothing", async () => {
      const share = vi.fn(async () => {
        throw new DOMException('Share canceled', 'AbortError');
      });
      const writeText = vi.fn(async () => {});
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      serve(testFavorites());
      renderPage();
      await screen.findAllByTestId('favorite-card');
      fireEvent.click(screen.getByRole('button', { name: 'Share Angkor Wat' }));
      await waitFor(() =>
        expect(share).toHaveBeenCalledWith({
          title: 'Angkor Wat',
          url: `${window.location.origin}/location/5`,
        }),
      );
      await act(async () => {});
      expect(writeText).not.toHaveBeenCalled();
      expect(toasts()).toEqual([]);
    });
  });
});
