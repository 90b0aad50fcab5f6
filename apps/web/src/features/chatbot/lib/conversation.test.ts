import { describe, expect, it } from 'vitest';
import { quickQuestions, suggestionsFor } from '@camtour/shared/data/chatbot-suggestions';
import { CHAT_CONTEXT_ENTRY_MAX } from '@camtour/shared/schemas/chatbot';
import { ApiError } from '@/lib/api-client';
import {
  buildContext,
  canSend,
  chipTexts,
  isRefusal,
  replyDelay,
  type ChatMessage,
} from './conversation';

function exchange(count: number): ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (let i = 1; i <= count; i += 1) {
    messages.push({ id: i * 2, role: 'user', text: `question ${i}`, at: i });
    messages.push({
      id: i * 2 + 1,
      role: 'assistant',
      kind: 'answer',
      text: `answer ${i}`,
      lang: 'en',
      links: [],
      at: i,
    });
  }
  return messages;
}

describe('buildContext', () => {
  it('sends the last 10 entries, oldest first', () => {
    const context = buildContext(exchange(8));
    expect(context).toHaveLength(10);
    expect(context[0]).toEqual({ role: 'user', content: 'question 4' });
    expect(context.at(-1)).toEqual({ role: 'assistant', content: 'answer 8' });
  });

  it('sends everything when there is less', () => {
    expect(buildContext([])).toEqual([]);
    expect(buildContext(exchange(2))).toHaveLength(4);
  });

  it('turns an answer’s links into their labels and leaves failure notices out', () => {
    const messages: ChatMessage[] = [
      { id: 1, role: 'user', text: 'angkor wat', at: 0 },
      {
        id: 2,
        role: 'assistant',
        kind: 'answer',
        text: 'See [Angkor Wat](/location/detail/1).',
        lang: 'en',
        links: [{ label: 'Angkor Wat', href: '/location/detail/1', kind: 'location' }],
        at: 0,
      },
      { id: 3, role: 'user', text: 'and food?', at: 0 },
      { id: 4, role: 'assistant', kind: 'failure', at: 0 },
    ];
    expect(buildContext(messages)).toEqual([
      { role: 'user', content: 'angkor wat' },
      { role: 'assistant', content: 'See Angkor Wat.' },
      { role: 'user', content: 'and food?' },
    ]);
  });

  it('cuts an answer to what the server accepts', () => {
    const long: ChatMessage = {
      id: 1,
      role: 'assistant',
      kind: 'answer',
      text: 'x'.repeat(CHAT_CONTEXT_ENTRY_MAX + 50),
      lang: 'en',
      links: [],
      at: 0,
    };
    expect(buildContext([long])[0]?.content).toHaveLength(CHAT_CONTEXT_ENTRY_MAX);
  });
});

describe('canSend', () => {
  it('refuses empty or blank text and anything while the bot types', () => {
    expect(canSend('', false)).toBe(false);
    expect(canSend('   \n ', false)).toBe(false);
    expect(canSend('hello', true)).toBe(false);
    expect(canSend(' hello ', false)).toBe(true);
    expect(canSend('ប្រាសាទអង្គរវត្ត', false)).toBe(true);
  });

  it('refuses more than 500 characters', () => {
    expect(canSend('a'.repeat(500), false)).toBe(true);
    expect(canSend('a'.repeat(501), false)).toBe(false);
  });
});

describe('replyDelay', () => {
  it('lies between 1 and 2 s', () => {
    expect(replyDelay(0)).toBe(1000);
    expect(replyDelay(0.5)).toBe(1500);
    expect(replyDelay(0.9999)).toBe(2000);
    expect(replyDelay(7)).toBe(2000);
    expect(replyDelay(-1)).toBe(1000);
  });
});

describe('isRefusal', () => {
  it('is a 400 or a 429; a network error, a timeout or a 5xx is a failure', () => {
    expect(isRefusal(new ApiError(400, 'chat-message-too-long'))).toBe(true);
    expect(isRefusal(new ApiError(429, 'too-many-requests-try-later'))).toBe(true);
    expect(isRefusal(new ApiError(0, 'network-error'))).toBe(false);
    expect(isRefusal(new ApiError(0, 'request-timeout'))).toBe(false);
    expect(isRefusal(new ApiError(500, 'server-error'))).toBe(false);
    expect(isRefusal(new ApiError(404, 'not-found'))).toBe(false);
    expect(isRefusal(new Error('boom'))).toBe(false);
  });
});

describe('chipTexts', () => {
  it('shows the location’s suggestions, the answer’s, or the quick questions', () => {
    expect(chipTexts({ kind: 'default' }, null, 'en', 3)).toEqual(suggestionsFor(null, 'en', 3));
    expect(chipTexts({ kind: 'default' }, 'siem_reap', 'km', 3)).toEqual(
      suggestionsFor('siem_reap', 'km', 3),
    );
    expect(chipTexts({ kind: 'quick' }, 'siem_reap', 'en', 3)).toEqual(quickQuestions('en', 3));
    expect(chipTexts({ kind: 'reply', items: ['a', 'b'] }, 'battambang', 'en', 3)).toEqual([
      'a',
      'b',
    ]);
  });
});
