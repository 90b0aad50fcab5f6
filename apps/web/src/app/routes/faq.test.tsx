import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAQ, FAQ_GROUPS } from '@camtour/shared/data/faq';
import { toast } from '@/components/ui/toast-store';
import { i18next } from '@/lib/i18n';
import { renderRoutes, routePage, where } from '@/test/render';
import { Component as Faq, faqLinkRoute } from './faq';

const entryNamed = (question: string) => {
  const entry = screen
    .getAllByTestId('faq-entry')
    .find((item) => item.querySelector('summary > span')?.textContent === question);
  if (!entry) throw new Error(`no entry ${question}`);
  return entry as HTMLDetailsElement;
};
const search = () => screen.getByRole('searchbox', { name: 'Search the questions' });
const count = () => screen.getByTestId('faq-count').textContent;
const renderFaq = (url = '/faq') => renderRoutes([routePage('faq', '/faq', Faq)], url);

beforeAll(() => {
  // jsdom lays nothing out; the page asks for the scroll all the same.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(async () => {
  toast.clear();
  await act(() => i18next.changeLanguage('en'));
});

describe('faqLinkRoute', () => {
  it('resolves every link of the FAQ to a route of the app', () => {
    for (const path of new Set(FAQ.flatMap((entry) => entry.links))) {
      expect(faqLinkRoute(path), path).not.toBeNull();
    }
  });

  it('sends an alias to its canonical page and a detail path to its route', () => {
    expect(faqLinkRoute('/plan')).toEqual({ to: '/plan', routeId: 'plan' });
    expect(faqLinkRoute('/forgot-password')).toEqual({ to: '/forgot-pass', routeId: 'forgotPass' });
    expect(faqLinkRoute('/location/detail/1')).toEqual({
      to: '/location/detail/1',
      routeId: 'locationDetail',
    });
    expect(faqLinkRoute('/location/7')).toEqual({
      to: '/location/detail/7',
      routeId: 'locationDetail',
    });
    expect(faqLinkRoute('/no-such-page')).toBeNull();
  });
});

describe('/faq', () => {
  it('shows every question of the shared FAQ, by topic, with the totals', () => {
    renderFaq();
    expect(screen.getAllByTestId('faq-entry')).toHaveLength(FAQ.length);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toHaveLength(FAQ_GROUPS.length);
    expect(headings.slice(0, 2)).toEqual(['Attractions', 'Angkor pass']);
    expect(count()).toBe(`${FAQ.length} questions in ${FAQ_GROUPS.length} topics`);
    const nav = screen.getByRole('navigation', { name: 'FAQ topics' });
    expect(within(nav).getAllByRole('link')).toHaveLength(FAQ_GROUPS.length);
    expect(within(nav).getByRole('link', { name: /Visas and entry/ })).toHaveAttribute(
      'href',
      '/faq#group-visas',
    );
  });

  it('labels an answer’s own-site links with the page they open', () => {
    renderFaq();
    const entry = entryNamed('How do I follow my order?');
    expect(within(entry).getByRole('link', { name: /My orders/ })).toHaveAttribute(
      'href',
      '/orders',
    );
    const reset = entryNamed('I forgot my password. What do I do?');
    expect(within(reset).getByRole('link', { name: /Forgot password/ })).toHaveAttribute(
      'href',
      '/forgot-pass',
    );
  });

  it('filters as the visitor types, counts the matches and keeps the search in the address', async () => {
    renderFaq();
    fireEvent.change(search(), { target: { value: 'VISA' } });
    const shown = screen.getAllByTestId('faq-entry');
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.length).toBeLessThan(FAQ.length);
    expect(count()).toBe(`${shown.length} questions match “VISA”`);
    // The matches open: the words are in the answers.
    expect(shown.every((entry) => (entry as HTMLDetailsElement).open)).toBe(true);
    await waitFor(() => expect(where()).toBe('/faq?q=VISA'));
  });

  it('reads the search from the address, and says when nothing matches, with a way back', async () => {
    renderFaq('/faq?q=zzzz%20nothing');
    expect(search()).toHaveValue('zzzz nothing');
    expect(screen.queryAllByTestId('faq-entry')).toHaveLength(0);
    const empty = screen.getByTestId('faq-empty');
    expect(empty).toHaveTextContent('No question matches “zzzz nothing”');
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByTestId('faq-entry')).toHaveLength(FAQ.length);
    expect(search()).toHaveFocus();
    await waitFor(() => expect(where()).toBe('/faq'));
  });

  it('opens the answer the address names and only that one', async () => {
    renderFaq('/faq#visa-on-arrival');
    await waitFor(() => expect(entryNamed('Can I get a visa on arrival?').open).toBe(true));
    expect(entryNamed('Do I need a visa to visit Cambodia?').open).toBe(false);
  });

  it('drops a search that would hide the answer the address names', async () => {
    renderFaq('/faq?q=tuk-tuk#visa-on-arrival');
    await waitFor(() => expect(where()).toBe('/faq'));
    expect(search()).toHaveValue('');
    await waitFor(() => expect(entryNamed('Can I get a visa on arrival?').open).toBe(true));
  });

  it('copies the absolute link of an answer and says so', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderFaq();
    const entry = entryNamed('Can I get a visa on arrival?');
    fireEvent.click(
      within(entry).getByRole('button', {
        name: 'Copy the link to “Can I get a visa on arrival?”',
      }),
    );
    await waitFor(() =>
      expect(toast.getSnapshot().map((t) => t.message)).toContain(
        'Link copied: paste it to share this answer.',
      ),
    );
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/faq#visa-on-arrival`);
  });

  it('puts the link in the address when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const router = renderFaq();
    fireEvent.click(
      within(entryNamed('Can I get a visa on arrival?')).getByTestId('faq-copy-link'),
    );
    await waitFor(() => expect(toast.getSnapshot()[0]?.variant).toBe('error'));
    expect(router.state.location.hash).toBe('#visa-on-arrival');
  });

  it('shows and searches the Khmer texts in Khmer', async () => {
    renderFaq();
    await act(() => i18next.changeLanguage('km'));
    expect(screen.getByRole('heading', { level: 2, name: 'ទិដ្ឋាការ និងការចូលប្រទេស' })).toBeVisible();
    expect(entryNamed('តើខ្ញុំអាចស្នើសុំទិដ្ឋាការនៅពេលមកដល់បានទេ?')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'ស្វែងរកសំណួរ' }), {
      target: { value: 'ទិដ្ឋា' },
    });
    const shown = screen.getAllByTestId('faq-entry');
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.length).toBeLessThan(FAQ.length);
    expect(count()).toContain('«ទិដ្ឋា»');
  });
});
