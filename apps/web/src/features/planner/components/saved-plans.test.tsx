import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import { SavedPlans } from './saved-plans';

describe('saved plans for a visitor', () => {
  beforeAll(() => i18next.loadNamespaces(['planner', 'errors']));

  it('holds the place of the visitor box, unseen, while the session is asked', () => {
    // The store starts as "loading": nobody has answered /me in this test.
    expect(sessionStore.getSnapshot().status).toBe('loading');
    renderWithRouter(<SavedPlans onOpen={() => undefined} />);
    const box = screen.getByTestId('saved-plans-visitor');
    expect(box).toHaveClass('invisible');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();

    act(() => sessionStore.clear());
    expect(box).not.toHaveClass('invisible');
    expect(box).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fplan',
    );
  });
});
