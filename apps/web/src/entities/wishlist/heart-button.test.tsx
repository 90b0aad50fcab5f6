import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationCard as LocationCardData } from '@camtour/shared/schemas/travel';
import type { WishlistItem } from '@camtour/shared/schemas/wishlist';
import { toast } from '@/components/ui/toast-store';
import { LocationCard } from '@/entities/location/location-card';
import { ProductCard } from '@/entities/product/product-card';
import { i18next } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { testProductCard } from '@/test/product';
import { testProfile } from '@/test/profile';
import { renderWithRouter } from '@/test/render';
import { HeartButton } from './heart-button';
import { PENDING_FAVORITE_KEY } from './pending-favorite';
import { envelope, testWishlistItem } from './test/wishlist-fixture';

const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => ({
    call: `${init?.method ?? 'GET'} ${String(input)}`,
    body: init?.body,
  }));
const toasts = () => toast.getSnapshot().map((item) => `${item.variant}: ${item.message}`);

/** A small wishlist server: the list, its count, add and remove by item. */
function serve(list: WishlistItem[], overrides: { post?: () => Promise<Response> } = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/web/wishlist') return envelope(200, 'success', list);
    if (method === 'GET' && url === '/api/web/wishlist/count')
      return envelope(200, 'success', { count: list.length });
    const body = JSON.parse(String(init?.body ?? '{}')) as { item_id: string; item_type: string };
    if (method === 'POST' && url === '/api/web/wishlist') {
      if (overrides.post) return overrides.post();
      const item = testWishlistItem({ item_id: Number(body.item_id) });
      list = [item, ...list];
      return envelope(200, 'success', item);
    }
    if (method === 'DELETE' && url === '/api/web/wishlist') {
      list = list.filter((item) => item.item_id !== Number(body.item_id));
      return envelope(200, 'success', null);
    }
    return envelope(404, 'not-found');
  });
}

const heart = () => screen.getByTestId('favorite-toggle');

beforeAll(async () => {
  await i18next.loadNamespaces(['shop', 'reviews', 'discovery']);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
});
afterEach(() => {
  act(() => {
    toast.clear();
    sessionStore.clear();
  });
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('HeartButton, signed in', () => {
  beforeEach(() => {
    act(() => sessionStore.signIn(testProfile()));
  });

  it('adds the place with POST /api/web/wishlist, waits while it runs, then shows it pressed', async () => {
    let answer: (response: Response) => void = () => {};
    serve([], { post: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithRouter(<HeartButton type="location" id={7} name="Angkor Wat" />);
    await waitFor(() => expect(calls().map((c) => c.call)).toContain('GET /api/web/wishlist'));
    const button = await screen.findByRole('button', { name: 'Add Angkor Wat to favorites' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(button);
    await waitFor(() =>
      expect(calls().find((c) => c.call === 'POST /api/web/wishlist')?.body).toBe(
        '{"item_id":"7","item_type":"location"}',
      ),
    );
    // While the server has not answered: shown as asked, and a second tap sends nothing.
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(heart());
    expect(calls().filter((c) => c.call.startsWith('POST'))).toHaveLength(1);

    // The server has it now: the list read again after the answer says so too.
    serve([testWishlistItem()]);
    await act(async () => answer(envelope(200, 'success', testWishlistItem())));
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-disabled'));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).toHaveAccessibleName('Remove Angkor Wat from favorites');
    expect(toasts()).toEqual(['success: Added to your favorites.']);
  });

  it('removes a favorite with DELETE and the item in the body', async () => {
    serve([testWishlistItem({ item_type: 'product', item_id: 12, name: 'Rain jacket' })]);
    renderWithRouter(<HeartButton type="product" id={12} name="Rain jacket" />);
    const button = await screen.findByRole('button', { name: 'Remove Rain jacket from favorites' });
    expect(button).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(button);
    await waitFor(() => expect(toasts()).toEqual(['success: Removed from your favorites.']));
    const remove = calls().find((c) => c.call === 'DELETE /api/web/wishlist');
    expect(remove?.body).toBe('{"item_id":"12","item_type":"product"}');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toHaveAccessibleName('Add Rain jacket to favorites');
  });

  it('puts the old state back and says why when the server refuses', async () => {
    serve([], { post: async () => envelope(409, 'wishlist-full') });
    renderWithRouter(<HeartButton type="location" id={7} name="Angkor Wat" />);
    await waitFor(() => expect(calls()).toHaveLength(1));
    fireEvent.click(heart());
    await waitFor(() =>
      expect(toasts()).toEqual([
        'error: Your favorites are full (500 items). Remove some to add more.',
      ]),
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).not.toHaveAttribute('aria-disabled');
  });

  it('only reads the list again when the item was already there', async () => {
    let list: WishlistItem[] = [];
    serve(list, {
      post: async () => {
        // Another tab added it meanwhile.
        list = [testWishlistItem()];
        serve(list);
        return envelope(409, 'Item already in wishlist');
      },
    });
    renderWithRouter(<HeartButton type="location" id={7} name="Angkor Wat" />);
    await waitFor(() => expect(calls()).toHaveLength(1));
    fireEvent.click(heart());
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Remove Angkor Wat from favorites' }),
      ).toBeVisible(),
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(toasts()).toEqual([]);
    expect(calls().filter((c) => c.call === 'GET /api/web/wishlist').length).toBeGreaterThan(1);
  });

  it('sits on a card beside its link, not inside it, and one list serves every card', async () => {
    serve([testWishlistItem({ item_id: 2 })]);
    const card = (id: number, name: string) =>
      ({
        id,
        name,
        name_km: '',
        is_thumbnail: '/x.webp',
        rate_star: 4,
        total_view: 10,
        category: { id: 1, name: 'Temple', name_km: '' },
      }) as unknown as LocationCardData;
    renderWithRouter(
      <>
        <LocationCard location={card(1, 'Bayon')} />
        <LocationCard location={card(2, 'Ta Prohm')} />
      </>,
    );
    const bayon = await screen.findByRole('button', { name: 'Add Bayon to favorites' });
    const taProhm = await screen.findByRole('button', { name: 'Remove Ta Prohm from favorites' });
    expect(bayon.closest('a')).toBeNull();
    expect(within(bayon.closest('article') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/location/detail/1',
    );
    expect(taProhm).toHaveAttribute('aria-pressed', 'true');
    expect(calls().map((c) => c.call)).toEqual(['GET /api/web/wishlist']);
  });

  it('sits on a product card too', async () => {
    serve([]);
    const product = testProductCard(12, {
      name: 'Rain jacket',
      thumbnail: '/jacket.webp',
      created_at: '2020-01-01T00:00:00Z',
    });
    renderWithRouter(<ProductCard product={product} now={new Date('2026-01-01')} />);
    const button = await screen.findByRole('button', { name: 'Add Rain jacket to favorites' });
    expect(button.closest('a')).toBeNull();
    fireEvent.click(button);
    await waitFor(() =>
      expect(calls().find((c) => c.call === 'POST /api/web/wishlist')?.body).toBe(
        '{"item_id":"12","item_type":"product"}',
      ),
    );
  });
});

describe('HeartButton, visitor', () => {
  beforeEach(() => {
    act(() => sessionStore.clear());
  });

  it('asks to log in, links to /login with the page to come back to, and keeps the tap', async () => {
    const { router } = renderWithRouter(<HeartButton type="location" id={7} name="Angkor Wat" />, {
      path: '/adventure?province_id=8#list',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Angkor Wat to favorites' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Please log in to add items to wishlist',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Log in and we will add Angkor Wat to your favorites, then bring you back to this page.',
    );
    const login = within(dialog).getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/login?returnUrl=%2Fadventure%3Fprovince_id%3D8%23list');
    expect(window.sessionStorage.getItem(PENDING_FAVORITE_KEY)).toBeNull();

    fireEvent.click(login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnUrl=%2Fadventure%3Fprovince_id%3D8%23list');
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_FAVORITE_KEY) ?? 'null')).toEqual({
      type: 'location',
      id: 7,
      name: 'Angkor Wat',
      returnTo: '/adventure?province_id=8#list',
      savedAt: expect.any(Number),
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps nothing when the visitor says "Not now"', async () => {
    renderWithRouter(<HeartButton type="product" id={3} name="Dry bag" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Dry bag to favorites' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem(PENDING_FAVORITE_KEY)).toBeNull();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });
});
