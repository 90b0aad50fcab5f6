import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { quickQuestions, suggestionsFor } from '@camtour/shared/data/chatbot-suggestions';
import type { ChatbotReply, ChatbotRequest } from '@camtour/shared/schemas/chatbot';
import { ApiError } from '@/lib/api-client';
import { i18next } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { ChatStoreContext } from '../hooks/use-chat';
import { createChatStore } from '../lib/chat-store';
import { ChatConversation } from './chat-conversation';

beforeAll(async () => {
  await i18next.loadNamespaces(['chatbot']);
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const ANGKOR: ChatbotReply = {
  message: '[Angkor Wat](/location/detail/7) opens at 5:00 for sunrise.',
  suggestions: ['How much is the Angkor temple pass?'],
  links: [{ label: 'Angkor Wat', href: '/location/detail/7', kind: 'location' }],
  lang: 'en',
  location: null,
  source: 'grounded',
};

// random() = 0: the typing pause is 1 s and the quick questions start at the first.
function renderChat(send: (request: ChatbotRequest) => Promise<ChatbotReply>) {
  const store = createChatStore({ send, random: () => 0 });
  const result = renderWithRouter(
    <ChatStoreContext.Provider value={store}>
      <ChatConversation />
    </ChatStoreContext.Provider>,
  );
  return { ...result, store };
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const box = () => screen.getByRole('textbox', { name: 'Your question' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const log = () => screen.getByRole('log');

function type(text: string) {
  fireEvent.change(box(), { target: { value: text } });
}

describe('the conversation', () => {
  it('greets, offers the quick questions, and refuses an empty question', () => {
    renderChat(vi.fn());
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(within(log()).getByText(/CamTour's travel assistant/)).toBeInTheDocument();
    for (const question of suggestionsFor(null, 'en', 0))
      expect(screen.getByRole('button', { name: question })).toBeEnabled();
    expect(sendButton()).toBeDisabled();
    type('   ');
    expect(sendButton()).toBeDisabled();
  });

  it('types for 1 to 2 s, refuses a second question meanwhile, then answers with a link', async () => {
    const send = vi.fn(async () => ANGKOR);
    const { router } = renderChat(send);
    type('angkor wat');
    fireEvent.submit(box());

    expect(within(log()).getByText('angkor wat')).toBeInTheDocument();
    expect(screen.getByTestId('chat-typing')).toHaveTextContent('The travel assistant is typing…');
    expect(box()).toHaveValue('');

    // Enter and the button are refused while the bot types; the new text stays in the box.
    type('and the bayon?');
    expect(sendButton()).toBeDisabled();
    fireEvent.submit(box());
    expect(box()).toHaveValue('and the bayon?');
    // No chip to click either: they come back with the answer.
    expect(screen.queryByTestId('chat-suggestions')).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);

    await wait(999);
    expect(screen.getByTestId('chat-typing')).toBeInTheDocument();
    await wait(1);
    expect(screen.queryByTestId('chat-typing')).toBeNull();
    const answer = screen.getByTestId('chat-bot-message');
    expect(answer).toHaveAttribute('lang', 'en');
    const link = within(answer).getByRole('link', { name: 'Angkor Wat' });
    expect(link).toHaveAttribute('href', '/location/detail/7');
    expect(
      screen.getByRole('button', { name: 'How much is the Angkor temple pass?' }),
    ).toBeEnabled();
    expect(sendButton()).toBeEnabled();

    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/location/detail/7');
  });

  it('asks a chip’s question with the chosen location', async () => {
    const send = vi.fn(async () => ANGKOR);
    renderChat(send);
    fireEvent.click(screen.getByRole('radio', { name: 'Siem Reap' }));
    const [first] = suggestionsFor('siem_reap', 'en', 0);
    fireEvent.click(screen.getByRole('button', { name: first }));
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ message: first, location: 'siem_reap', lang: 'en', context: [] }),
    );
    await wait(1000);
    expect(screen.getByTestId('chat-bot-message')).toBeInTheDocument();
  });

  it('apologises on a failure and offers the quick questions again', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(503, 'server-error')));
    renderChat(send);
    fireEvent.click(screen.getByRole('radio', { name: 'Battambang' }));
    type('hello');
    fireEvent.submit(box());
    await wait(1000);
    expect(screen.getByTestId('chat-bot-failure')).toHaveTextContent(
      "I'm sorry, I'm having trouble connecting right now. Please try again later or ask another question.",
    );
    for (const question of quickQuestions('en', 0))
      expect(screen.getByRole('button', { name: question })).toBeEnabled();
  });

  it('shows a refusal’s message and keeps the question in the box', async () => {
    const send = vi.fn(() =>
      Promise.reject(new ApiError(429, 'too-many-requests-try-later', {}, 20)),
    );
    renderChat(send);
    type('is it safe at night?');
    fireEvent.submit(box());
    await wait(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(box()).toHaveValue('is it safe at night?');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('chat-user-message')).toBeNull();
  });

  it('counts the characters left near the 500 limit', () => {
    renderChat(vi.fn());
    expect(box()).toHaveAttribute('maxLength', '500');
    type('a'.repeat(399));
    expect(screen.queryByText(/characters left/)).toBeNull();
    type('a'.repeat(499));
    expect(screen.getByText('1 character left')).toBeInTheDocument();
  });
});
