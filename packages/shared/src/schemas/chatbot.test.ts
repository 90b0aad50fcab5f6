import { describe, expect, it } from 'vitest';
import {
  CHAT_CONTEXT_ENTRY_MAX,
  CHAT_CONTEXT_MAX,
  CHAT_MESSAGE_MAX,
  ChatbotReplySchema,
  ChatbotRequestSchema,
} from './chatbot';

/** The error keys of a refused request, by field path. */
const errorsOf = (input: unknown) => {
  const r = ChatbotRequestSchema.safeParse(input);
  expect(r.success, JSON.stringify(input)?.slice(0, 80)).toBe(false);
  return r.error!.issues.map((i) => [i.path.join('.'), i.message]);
};

const entry = (content = 'hi', role = 'user') => ({ role, content });

describe('ChatbotRequestSchema', () => {
  it('trims the message and defaults the context to []', () => {
    expect(ChatbotRequestSchema.parse({ message: '  Where is Angkor Wat?  ' })).toEqual({
      message: 'Where is Angkor Wat?',
      context: [],
    });
  });

  it('accepts a full request', () => {
    const request = {
      message: 'and how do I get there?',
      context: [entry('Where is Angkor Wat?'), entry('In Siem Reap.', 'assistant')],
      location: 'siem_reap',
      lang: 'km',
    };
    expect(ChatbotRequestSchema.parse(request)).toEqual(request);
  });

  describe('message', () => {
    it.each([{}, { message: '' }, { message: '   \n\t ' }, { message: 1 }, { message: null }])(
      'is required: %j → chat-message-required',
      (input) => {
        expect(errorsOf(input)).toEqual([['message', 'chat-message-required']]);
      },
    );

    it('may be 500 characters after trimming, not 501', () => {
      const max = 'x'.repeat(CHAT_MESSAGE_MAX);
      expect(CHAT_MESSAGE_MAX).toBe(500);
      expect(ChatbotRequestSchema.parse({ message: max }).message).toBe(max);
      expect(ChatbotRequestSchema.parse({ message: `  ${max}  ` }).message).toBe(max);
      expect(errorsOf({ message: `${max}x` })).toEqual([['message', 'chat-message-too-long']]);
    });
  });

  describe('context', () => {
    it('holds up to 10 entries, not 11', () => {
      expect(CHAT_CONTEXT_MAX).toBe(10);
      const ten = Array.from({ length: 10 }, () => entry());
      expect(ChatbotRequestSchema.parse({ message: 'hi', context: ten }).context).toHaveLength(10);
      expect(errorsOf({ message: 'hi', context: [...ten, entry()] })).toEqual([
        ['context', 'chat-context-too-long'],
      ]);
    });

    it('takes an entry of up to 2000 characters, not 2001', () => {
      const long = 'a'.repeat(CHAT_CONTEXT_ENTRY_MAX);
      expect(CHAT_CONTEXT_ENTRY_MAX).toBe(2000);
      expect(
        ChatbotRequestSchema.safeParse({ message: 'hi', context: [entry(long)] }).success,
      ).toBe(true);
      expect(errorsOf({ message: 'hi', context: [entry(`${long}a`)] })).toEqual([
        ['context.0.content', 'chat-context-invalid'],
      ]);
    });

    it.each([
      [[entry('hi', 'system')], 'context.0.role'],
      [[{ content: 'hi' }], 'context.0.role'],
      [[{ role: 'user' }], 'context.0.content'],
      [[{ role: 'user', content: 5 }], 'context.0.content'],
      [[{ role: 'user', content: 'hi', extra: 1 }], 'context.0'],
      [['hi'], 'context.0'],
      ['hi', 'context'],
      [null, 'context'],
    ])('refuses %j with chat-context-invalid at %s', (context, path) => {
      expect(errorsOf({ message: 'hi', context })).toEqual([[path, 'chat-context-invalid']]);
    });
  });

  describe('location', () => {
    it.each(['phnom_penh', 'siem_reap', 'battambang', null])('accepts %j', (location) => {
      expect(ChatbotRequestSchema.parse({ message: 'hi', location }).location).toBe(location);
    });

    it('may be absent', () => {
      expect(ChatbotRequestSchema.parse({ message: 'hi' })).not.toHaveProperty('location');
    });

    it.each(['kampot', '', 'Siem Reap', 3])('refuses %j with chat-location-invalid', (location) => {
      expect(errorsOf({ message: 'hi', location })).toEqual([
        ['location', 'chat-location-invalid'],
      ]);
    });
  });

  it('takes the page language en or km, and nothing else', () => {
    expect(ChatbotRequestSchema.parse({ message: 'hi', lang: 'en' }).lang).toBe('en');
    expect(ChatbotRequestSchema.parse({ message: 'hi', lang: 'km' }).lang).toBe('km');
    expect(errorsOf({ message: 'hi', lang: 'fr' })).toEqual([['lang', 'invalid-lang']]);
  });

  it('refuses an unknown field with field-unknown', () => {
    expect(errorsOf({ message: 'hi', user_id: 1 })).toEqual([['', 'field-unknown']]);
  });

  it('reports every bad field at once', () => {
    expect(
      errorsOf({ message: '', location: 'kampot', context: [entry('x', 'system')] }).map(
        ([path]) => path,
      ),
    ).toEqual(expect.arrayContaining(['message', 'location', 'context.0.role']));
  });
});

describe('ChatbotReplySchema', () => {
  const reply = {
    message: 'Angkor Wat is in [Siem Reap](/siem-reap).',
    suggestions: ['How much is the Angkor temple pass?'],
    links: [{ label: 'Siem Reap', href: '/siem-reap', kind: 'location' }],
    lang: 'en',
    location: null,
    source: 'grounded',
  };

  it('accepts a grounded or language-model reply, with or without a location', () => {
    expect(ChatbotReplySchema.parse(reply)).toEqual(reply);
    expect(ChatbotReplySchema.safeParse({ ...reply, source: 'llm' }).success).toBe(true);
    expect(ChatbotReplySchema.safeParse({ ...reply, location: 'battambang' }).success).toBe(true);
  });

  it.each([
    ['no location key', { location: undefined }],
    ['an unknown source', { source: 'gpt' }],
    ['an unknown link kind', { links: [{ label: 'x', href: '/x', kind: 'blog' }] }],
    ['a link without href', { links: [{ label: 'x', kind: 'page' }] }],
    ['an unknown language', { lang: 'fr' }],
    ['a location outside the three', { location: 'kampot' }],
  ])('refuses a reply with %s', (_name, change) => {
    expect(ChatbotReplySchema.safeParse({ ...reply, ...change }).success).toBe(false);
  });
});
