import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { testProfile } from '@/test/profile';
import { accountDialogs } from './account-dialogs';
import { renderWithRouter } from '@/test/render';
import { Header } from './header';

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

function siemReapButton() {
  return screen.getByRole('button', { name: /Siem Reap/ });
}

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  // A visitor: the session check has answered "not logged in".
  sessionStore.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Siem Reap dropdown', () => {
  it('opens after a 150 ms hover, not before', () => {
    vi.useFakeTimers();
    renderWithRouter(<Header />);
    const button = siemReapButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(149));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    const menu = screen.getByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('href')),
    ).toEqual(['/siem-reap', '/siem-reap/hotels', '/plan']);
  });

  it('does not open when the pointer leaves before the delay', () => {
    vi.useFakeTimers();
    renderWithRouter(<Header />);
    const wrapper = siemReapButton().parentElement as HTMLElement;
    fireEvent.mouseEnter(wrapper);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.mouseLeave(wrapper);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on click and closes on Escape, returning focus to the button', () => {
    renderWithRouter(<Header />);
    const button = siemReapButton();
    button.focus();
    fireEvent.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on an outside click', () => {
    renderWithRouter(<Header />);
    fireEvent.click(siemReapButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard with ArrowDown', () => {
    renderWithRouter(<Header />);
    fireEvent.keyDown(siemReapButton(), { key: 'ArrowDown' });
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});

describe('header on scroll', () => {
  it('turns compact past 100 px', () => {
    renderWithRouter(<Header />);
    const header = screen.getByTestId('site-header');
    setScroll(100);
    expect(header).not.toHaveClass('is-compact');
    setScroll(101);
    expect(header).toHaveClass('is-compact');
    setScroll(40);
    expect(header).not.toHaveClass('is-compact');
  });

  it('hides when scrolling down past 200 px and comes back on scroll up', () => {
    renderWithRouter(<Header />);
    const header = screen.getByTestId('site-header');
    setScroll(150);
    expect(header).not.toHaveClass('is-hidden');
    setScroll(260);
    expect(header).toHaveClass('is-hidden');
    setScroll(400);
    expect(header).toHaveClass('is-hidden');
    setScroll(380);
    expect(header).not.toHaveClass('is-hidden');
    expect(header).toHaveClass('is-compact');
  });
});

describe('header when logged out', () => {
  it('offers log in and sign up', () => {
    renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/send-register');
  });

  it('opens the mobile menu as a modal that Escape closes', async () => {
    renderWithRouter(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    // The menu's code loads on the first open.
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('lists every page of the mobile menu once: one trip planner entry', async () => {
    renderWithRouter(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(dialog).getByRole('navigation');
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href === '/plan')).toHaveLength(1);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toEqual(
      expect.arrayContaining(['/', '/adventure', '/siem-reap', '/siem-reap/hotels', '/product']),
    );
  });
});

describe('header when logged in', () => {
  afterEach(() => {
    accountDialogs.close();
  });

  it('shows the avatar menu with profile, favorites, orders and logout', async () => {
    sessionStore.signIn(testProfile({ image: null }));
    renderWithRouter(<Header />);
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    // The avatar menu's code loads for logged-in visitors only.
    const button = await screen.findByRole('button', { name: 'Account menu of Sok' });
    expect(within(button).getByTestId('avatar')).toHaveAttribute('data-initials', 'SD');
    fireEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My profile', 'My account', 'My favorites', 'My orders', 'Log out']);
    expect(within(menu).getByRole('menuitem', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the profile modal and the logout confirmation through the dialog store', () => {
    sessionStore.signIn(testProfile());
    renderWithRouter(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Sok' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'My profile' }));
    expect(accountDialogs.getSnapshot()).toBe('profile');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Sok' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(accountDialogs.getSnapshot()).toBe('logout');
  });

  it('shows the photo when the profile has one', () => {
    sessionStore.signIn(
      testProfile({ image: '/api/media/images/3f2b8c1e-9a4d-4e6f-8b7a-2c5d1e0f9a84.webp' }),
    );
    const { container } = renderWithRouter(<Header />);
    expect(
      container.querySelector(
        'img[src="/api/media/images/3f2b8c1e-9a4d-4e6f-8b7a-2c5d1e0f9a84.webp"]',
      ),
    ).not.toBeNull();
  });
});
