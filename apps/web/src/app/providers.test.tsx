import { QueryClient } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast-store';
import {
  PENDING_FAVORITE_KEY,
  readPendingFavorite,
  savePendingFavorite,
} from '@/entities/wishlist/pending-favorite';
import { envelope, testWishlistItem } from '@/entities/wishlist/test/wishlist-fixture';
import { sessionStore } from '@/lib/session';
import { testProfile } from '@/test/profile';
import { AppProviders } from './providers';

const fetchMock = vi.fn<typeof fetch>();
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => `${String(input)} ${String(init?.body)}`);
const toasts = () => toast.getSnapshot().map((item) => `${item.variant}: ${item.message}`);

/** The app's providers, as boot.tsx mounts them, around nothing. */
function renderApp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <p>page</p>
    </AppProviders>,
  );
}

const tap = { type: 'location', id: 7, name: 'Angkor Wat', returnTo: '/adventure?page=2' } as const;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
  act(() => sessionStore.clear());
});
afterEach(() => {
  act(() => {
    toast.clear();
    sessionStore.clear();
  });
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the app providers: a heart tapped before logging in', () => {
  it('is added once the user has logged in, said in a toast, and forgotten', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? envelope(200, 'success', testWishlistItem())
        : envelope(200, 'success', []),
    );
    savePendingFavorite(tap);
    renderApp();
    // Still a visitor: nothing is sent, the tap waits.
    await act(async () => {});
    expect(posts()).toEqual([]);
    expect(readPendingFavorite()).not.toBeNull();

    act(() => sessionStore.signIn(testProfile()));
    await waitFor(() => expect(toasts()).toEqual(['success: Added to your favorites.']));
    expect(posts()).toEqual(['/api/web/wishlist {"item_id":"7","item_type":"location"}']);
    expect(window.sessionStorage.getItem(PENDING_FAVORITE_KEY)).toBeNull();
  });

  it('counts "already in your wishlist" as added', async () => {
    fetchMock.mockResolvedValue(envelope(409, 'Item already in wishlist'));
    savePendingFavorite({ ...tap, type: 'product', id: 12 });
    act(() => sessionStore.signIn(testProfile()));
    renderApp();
    await waitFor(() => expect(toasts()).toEqual(['success: Added to your favorites.']));
    expect(posts()).toEqual(['/api/web/wishlist {"item_id":"12","item_type":"product"}']);
    expect(window.sessionStorage.getItem(PENDING_FAVORITE_KEY)).toBeNull();
  });

  it('says what went wrong, and still forgets it', async () => {
    fetchMock.mockResolvedValue(envelope(404, 'location-not-found'));
    savePendingFavorite(tap);
    act(() => sessionStore.signIn(testProfile()));
    renderApp();
    await waitFor(() => expect(toasts()).toEqual(['error: This place was not found.']));
    expect(window.sessionStorage.getItem(PENDING_FAVORITE_KEY)).toBeNull();
  });
});
