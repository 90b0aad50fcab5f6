import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { testProfile } from '@/test/profile';
import { renderRoutes, routePage, where } from '@/test/render';
import { testOverview } from '@/features/admin-overview/test/overview-fixture';
import { Component as Admin } from './admin';

const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([input]) => String(input));

function renderAdmin(url: string) {
  return renderRoutes([routePage('admin', '/admin/*', Admin)], url);
}

beforeAll(async () => {
  await i18next.loadNamespaces(['admin', 'orders']);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => new Promise(() => {}));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => sessionStore.clear());
});

describe('/admin', () => {
  it('asks a visitor to sign in as staff and comes back to the page asked for', async () => {
    act(() => sessionStore.clear());
    renderAdmin('/admin/orders?status=pending');
    const box = await screen.findByTestId('admin-sign-in');
    expect(within(box).getByRole('heading')).toHaveTextContent('Staff sign-in required');
    expect(within(box).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?returnUrl=${encodeURIComponent('/admin/orders?status=pending')}`,
    );
    expect(calls().filter((url) => url.includes('/api/admin'))).toEqual([]);
  });

  it('refuses a customer without loading the back office or calling its API', async () => {
    act(() => sessionStore.signIn(testProfile({ role_id: 2 })));
    renderAdmin('/admin');
    const box = await screen.findByTestId('admin-refused');
    expect(within(box).getByRole('heading')).toHaveTextContent('This area is for CamTour staff');
    expect(within(box).getByRole('link')).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('admin-shell')).not.toBeInTheDocument();
    expect(calls().filter((url) => url.includes('/api/admin'))).toEqual([]);
  });

  it.each([
    ['staff', 3],
    ['an admin', 1],
  ])(
    'opens the shell for %s, with a not-found page inside it for an unknown path',
    async (_who, roleId) => {
      act(() =>
        sessionStore.signIn(testProfile({ role_id: roleId, email: 'staff@camtour.example' })),
      );
      renderAdmin('/admin/no-such-page');
      expect(
        await screen.findByTestId('admin-not-found', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      const shell = screen.getByTestId('admin-shell');
      expect(within(shell).getByTestId('admin-email')).toHaveTextContent('staff@camtour.example');
      const nav = within(shell).getAllByRole('navigation', { name: 'Back office sections' })[0]!;
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Overview',
        'Orders',
        'Paid, no order',
        'Products',
        'Locations',
        'Hotels',
        'Promo codes',
        'Reviews',
        'Inbox',
        'Audit log',
      ]);
      expect(document.title).toBe('Page not found · Back office | CamTour');
      expect(where()).toBe('/admin/no-such-page');
    },
  );

  it('shows staff the overview at /admin, titled, with its API call', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({ result: true, error: false, message: 'success', data: testOverview() }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    act(() => sessionStore.signIn(testProfile({ role_id: 3 })));
    renderAdmin('/admin');
    expect(await screen.findByTestId('overview', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Overview');
    expect(calls()).toEqual(['/api/admin/overview']);
    expect(document.title).toBe('Overview · Back office | CamTour');
  });
});
