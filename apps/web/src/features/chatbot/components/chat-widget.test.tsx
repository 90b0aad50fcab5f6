import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { ChatWidget } from './chat-widget';

beforeEach(() => window.localStorage.clear());

describe('the chat widget (the launcher loads after the page)', () => {
  it('shows the launcher once its chunk has loaded', async () => {
    renderWithRouter(<ChatWidget hidden={false} />);
    expect(await screen.findByRole('button', { name: 'Travel assistant' })).toBeInTheDocument();
  });

  it('shows no launcher where the chat is hidden', async () => {
    renderWithRouter(<ChatWidget hidden />);
    // The chunk is loaded by the test before: a hidden launcher would be there by now.
    await import('./chat-launcher');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
