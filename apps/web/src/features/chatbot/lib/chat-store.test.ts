import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatbotReply, ChatbotRequest } from '@camtour/shared/schemas/chatbot';
import { ApiError } from '@/lib/api-client';
import { createChatStore } from './chat-store';

function reply(message: string, extra: Partial<ChatbotReply> = {}): ChatbotReply {
  return {
    message,
    suggestions: [`more about ${message}`],
    links: [],
    lang: 'en',
    location: null,
    source: 'grounded',
    ...extra,
  };
}

/** A server whose answer the test releases by hand. */
function deferredServer() {
  const calls: {
    request: ChatbotRequest;
    resolve: (r: ChatbotReply) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const send = vi.fn(
    (request: ChatbotRequest) =>
      new Promise<ChatbotReply>((resolve, reject) => calls.push({ request, resolve, reject })),
  );
  return { send, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// random() = 0.5: the typing indicator shows 1.5 s.
const random = () => 0.5;

describe('the chat store', () => {
  it('shows the typing indicator 1 to 2 s even when the server answers at once', async () => {
    const send = vi.fn(async () => reply('Angkor Wat opens at 5:00.'));
    const store = createChatStore({ send, random });
    void store.ask('  when does angkor wat open? ', 'en', 'box');

    expect(store.getState().typing).toBe(true);
    expect(store.getState().messages).toMatchObject([
      { role: 'user', text: 'when does angkor wat open?' },
    ]);
    await vi.advanceTimersByTimeAsync(1499);
    expect(store.getState().typing).toBe(true);
    expect(store.getState().messages).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().typing).toBe(false);
    expect(store.getState().messages.at(-1)).toMatchObject({
      role: 'assistant',
      kind: 'answer',
      text: 'Angkor Wat opens at 5:00.',
    });
    expect(store.getState().chips).toEqual({
      kind: 'reply',
      items: ['more about Angkor Wat opens at 5:00.'],
    });
  });

  it('keeps typing until a slow server answers, then answers at once', async () => {
    const server = deferredServer();
    const store = createChatStore({ send: server.send, random });
    void store.ask('hello', 'en', 'box');
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().typing).toBe(true);
    server.calls[0]!.resolve(reply('Hi!'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().typing).toBe(false);
    expect(store.getState().messages.at(-1)).toMatchObject({ text: 'Hi!' });
  });

  it('refuses to send while the bot is typing, and empty text', async () => {
    const server = deferredServer();
    const store = createChatStore({ send: server.send, random });
    expect(await store.ask('   ', 'en', 'box')).toBe(false);
    void store.ask('first', 'en', 'box');
    expect(await store.ask('second', 'en', 'box')).toBe(false);
    expect(await store.ask('a chip', 'en', 'chip')).toBe(false);
    expect(server.send).toHaveBeenCalledTimes(1);
    server.calls[0]!.resolve(reply('ok'));
    await vi.advanceTimersByTimeAsync(2000);
    void store.ask('second', 'en', 'box');
    expect(server.send).toHaveBeenCalledTimes(2);
  });

  it('sends the last 10 entries, the location and the page language', async () => {
    let n = 0;
    const send = vi.fn(async (_request: ChatbotRequest) => reply(`answer ${++n}`));
    const store = createChatStore({ send, random });
    store.setLocation('siem_reap');
    for (let i = 1; i <= 7; i += 1) {
      void store.ask(`question ${i}`, 'km', 'chip');
      await vi.advanceTimersByTimeAsync(2000);
    }
    const last = send.mock.calls.at(-1)![0];
    expect(last.message).toBe('question 7');
    expect(last.location).toBe('siem_reap');
    expect(last.lang).toBe('km');
    expect(last.context).toHaveLength(10);
    expect(last.context![0]).toEqual({ role: 'user', content: 'question 2' });
    expect(last.context!.at(-1)).toEqual({ role: 'assistant', content: 'answer 6' });
  });

  it('answers a failure with the apology and the quick questions, after the typing pause', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(0, 'network-error');
    });
    const store = createChatStore({ send, random });
    store.setDraft('hello');
    void store.ask('hello', 'en', 'box');
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().typing).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(store.getState().typing).toBe(false);
    expect(store.getState().messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(store.getState().messages[1]).toMatchObject({ kind: 'failure' });
    expect(store.getState().chips).toEqual({ kind: 'quick' });
    expect(store.getState().draft).toBe('');
  });

  it('treats a 5xx and a timeout as failures too', async () => {
    for (const error of [new ApiError(502, 'server-error'), new ApiError(0, 'request-timeout')]) {
      const store = createChatStore({ send: () => Promise.reject(error), random });
      void store.ask('hello', 'en', 'box');
      await vi.advanceTimersByTimeAsync(2000);
      expect(store.getState().messages.at(-1)).toMatchObject({ kind: 'failure' });
    }
  });

  it('on a 400 or 429 puts the question back in the box with the error', async () => {
    const error = new ApiError(429, 'too-many-requests-try-later', {}, 30);
    const store = createChatStore({ send: () => Promise.reject(error), random });
    store.setDraft('how much is the temple pass?');
    void store.ask(store.getState().draft, 'en', 'box');
    expect(store.getState().draft).toBe('');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState()).toMatchObject({
      typing: false,
      messages: [],
      draft: 'how much is the temple pass?',
      refusal: error,
    });
    // The next question clears the error.
    void store.ask('again', 'en', 'box');
    expect(store.getState().refusal).toBeNull();
  });

  it('leaves what the visitor is writing alone when a chip asks', async () => {
    const send = vi.fn(async () => reply('ok'));
    const store = createChatStore({ send, random });
    store.setDraft('half a question');
    void store.ask('Do you sell tents?', 'en', 'chip');
    expect(store.getState().draft).toBe('half a question');
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.getState().draft).toBe('half a question');
  });

  it('shows the location’s suggestions again when the location changes', async () => {
    const store = createChatStore({ send: async () => reply('ok'), random });
    void store.ask('hi', 'en', 'box');
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.getState().chips.kind).toBe('reply');
    store.setLocation('battambang');
    expect(store.getState()).toMatchObject({ location: 'battambang', chips: { kind: 'default' } });
  });

  it('drops the late answer of a chat that was started over', async () => {
    const server = deferredServer();
    const store = createChatStore({ send: server.send, random });
    void store.ask('old question', 'en', 'box');
    store.reset();
    expect(store.getState()).toMatchObject({ messages: [], typing: false });
    server.calls[0]!.resolve(reply('old answer'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.getState().messages).toEqual([]);
  });

  it('notifies its listeners', () => {
    const store = createChatStore({ send: async () => reply('ok'), random });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.setDraft('a');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.setDraft('b');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
