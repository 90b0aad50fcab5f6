import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '@/entities/wishlist/test/wishlist-fixture';
import { useWishlistSync } from '@/entities/wishlist/wishlist-api';
import { i18next } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { testProfile } from '@/test/profile';
import { renderWithRouter } from '@/test/render';
import { Header } from './header';

const fetchMock = vi.fn<typeof fetch>();
const countCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/api/web/wishlist/count').length;

/** The server's wishlist count; the cart is empty. */
function serveCount(count: number) {
  fetchMock.mockImplementation(async (input) =>
    String(input) === '/api/web/wishlist/count'
      ? envelope(200, 'success', { count })
      : envelope(200, 'success', {
          items: [],
          count: 0,
          subtotal: 0,
          subtotal_cents: 0,
          has_issues: false,
        }),
  );
}

function SyncedHeader() {
  useWishlistSync();
  return <Header />;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  act(() => sessionStore.clear());
});
afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
  act(() => sessionStore.clear());
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the header wishlist badge', () => {
  it.each([
    [999, '999', '999', 'My favorites, 999 items'],
    [1000, '1.0K', '1.0ពាន់', 'My favorites, 1,000 items'],
    [1_250_000, '1.2M', '1.2លាន', 'My favorites, 1,250,000 items'],
  ])('shows %i as %s (Khmer %s)', async (count, english, khmer, name) => {
    serveCount(count);
    act(() => sessionStore.signIn(testProfile()));
    renderWithRouter(<Header />);
    const badge = await screen.findByRole('link', { name });
    expect(badge).toHaveAttribute('href', '/favorites');
    expect(badge).toHaveAttribute('data-testid', 'wishlist-badge');
    expect(await within(badge).findByTestId('wishlist-count')).toHaveTextContent(english);
    // Beside the cart icon.
    expect(badge.nextElementSibling).toBe(screen.getByTestId('cart-button'));

    await act(() => i18next.changeLanguage('km'));
    expect(
      within(screen.getByTestId('wishlist-badge')).getByTestId('wishlist-count'),
    ).toHaveTextContent(khmer);
  });

  it('hides the number at 0', async () => {
    serveCount(0);
    act(() => sessionStore.signIn(testProfile()));
    renderWithRouter(<Header />);
    expect(await screen.findByRole('link', { name: 'My favorites, 0 items' })).toBeInTheDocument();
    await waitFor(() => expect(countCalls()).toBe(1));
    expect(screen.queryByTestId('wishlist-count')).toBeNull();
  });

  it('is not there for a visitor, who is not asked for a count', async () => {
    serveCount(4);
    renderWithRouter(<Header />);
    await act(async () => {});
    expect(screen.queryByTestId('wishlist-badge')).toBeNull();
    expect(countCalls()).toBe(0);
  });

  it('puts the count beside "My favorites" in the avatar menu', async () => {
    serveCount(1234);
    act(() => sessionStore.signIn(testProfile()));
    renderWithRouter(<Header />);
    await screen.findByTestId('wishlist-count');
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Sok' }));
    const entry = screen.getByRole('menuitem', { name: 'My favorites, 1,234 items' });
    expect(entry).toHaveAttribute('href', '/favorites');
    expect(within(entry).getByTestId('account-favorites-count')).toHaveTextContent('1.2K');
  });

  it('drops the count at logout without asking, and reads the next user’s', async () => {
    serveCount(5);
    act(() => sessionStore.signIn(testProfile()));
    renderWithRouter(<SyncedHeader />);
    expect(await screen.findByTestId('wishlist-count')).toHaveTextContent('5');
    expect(countCalls()).toBe(1);

    act(() => sessionStore.clear());
    expect(screen.queryByTestId('wishlist-badge')).toBeNull();
    await act(async () => {});
    expect(countCalls()).toBe(1);

    serveCount(2);
    act(() => sessionStore.signIn(testProfile({ id: 2, first_name: 'Chan' })));
    // Never the previous user's 5, not even while the new count is on its way.
    expect(screen.queryByTestId('wishlist-count')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('wishlist-count')).toHaveTextContent('2'));
    expect(countCalls()).toBe(2);
  });
});
