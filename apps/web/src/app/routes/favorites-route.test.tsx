import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { testProfile } from '@/test/profile';
import { renderRoutes, routePage, where } from '@/test/render';
import { Component as Favorites } from './favorites';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (status: number, message: string, data?: unknown) =>
  new Response(JSON.stringify({ result: status < 300, error: status >= 300, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function renderApp(url: string) {
  return renderRoutes(
    [
      routePage('favorites', '/favorites', Favorites),
      routePage('login', '/login', () => <p>Login page</p>),
    ],
    url,
  );
}

beforeAll(async () => {
  await i18next.loadNamespaces(['favorites', 'reviews']);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => envelope(200, 'success', []));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  act(() => sessionStore.clear());
});

describe('/favorites', () => {
  it('sends a visitor to the login, which comes back here', async () => {
    act(() => sessionStore.clear());
    renderApp('/favorites');
    await waitFor(() => expect(where()).toBe('/login?returnUrl=%2Ffavorites'));
    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a signed-in user's favorites under the page's title and intro", async () => {
    act(() => sessionStore.signIn(testProfile()));
    renderApp('/favorites');
    expect(await screen.findByRole('heading', { level: 1, name: 'My favorites' })).toBeVisible();
    expect(
      screen.getByText('The places and products you saved with the heart button, in one place.'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('favorites-empty')).toBeInTheDocument();
    expect(where()).toBe('/favorites');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/web/wishlist']);
  });
});
