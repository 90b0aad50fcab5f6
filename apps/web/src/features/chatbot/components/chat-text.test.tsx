import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { ChatText } from './chat-text';

function renderText(text: string, links = [] as Parameters<typeof ChatText>[0]['links']) {
  const onLinkFollow = vi.fn();
  const router = renderRoutes(
    [
      {
        path: '*',
        element: (
          <ChatText text={text} links={links} onLinkFollow={onLinkFollow} moreLabel="Pages" />
        ),
      },
    ],
    '/',
  );
  return { onLinkFollow, router };
}

describe('ChatText', () => {
  it('renders our paths as links that open in the app', () => {
    const { onLinkFollow, router } = renderText('See [Angkor Wat](/location/detail/1) at dawn.');
    const link = screen.getByRole('link', { name: 'Angkor Wat' });
    expect(link).toHaveAttribute('href', '/location/detail/1');
    expect(link.closest('p')).toHaveTextContent('See Angkor Wat at dawn.');
    fireEvent.click(link);
    expect(onLinkFollow).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/location/detail/1');
  });

  it('never links to another site', () => {
    renderText(
      'Try [evil](https://evil.example/x), [sneaky](//evil.example) or [slash](/\\evil.example).',
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/\[evil\]\(https:\/\/evil\.example\/x\)/)).toBeInTheDocument();
  });

  it('renders paragraphs and lists', () => {
    renderText('Temples to see:\n- [Bayon](/location/detail/2)\n- Ta Prohm\n\nGo early.');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Bayon' })).toHaveAttribute(
      'href',
      '/location/detail/2',
    );
    expect(screen.getByText('Go early.')).toBeInTheDocument();
  });

  it('lists the answer’s pages that the text does not link, and only our own', () => {
    renderText('Angkor Wat is open from 5:00. See [Angkor Wat](/location/detail/1).', [
      { label: 'Angkor Wat', href: '/location/detail/1', kind: 'location' },
      { label: 'Temple pass FAQ', href: '/faq#angkor-pass', kind: 'faq' },
      { label: 'Elsewhere', href: 'https://evil.example', kind: 'page' },
    ]);
    const pages = screen.getByRole('list', { name: 'Pages' });
    expect(pages.querySelectorAll('a')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Temple pass FAQ' })).toHaveAttribute(
      'href',
      '/faq#angkor-pass',
    );
    expect(screen.getAllByRole('link', { name: 'Angkor Wat' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).toBeNull();
  });
});
