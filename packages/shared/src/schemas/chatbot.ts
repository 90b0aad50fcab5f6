import { z } from '../zod';
import { LangSchema } from './common';

import {
  CHAT_CONTEXT_ENTRY_MAX,
  CHAT_CONTEXT_MAX,
  CHAT_MESSAGE_MAX,
  CHATBOT_LOCATIONS,
} from '../domain/chatbot/limits';

export * from '../domain/chatbot/limits';

export const ChatContextEntrySchema = z.strictObject(
  {
    role: z.enum(['user', 'assistant'], { error: 'chat-context-invalid' }),
    content: z
      .string({ error: 'chat-context-invalid' })
      .max(CHAT_CONTEXT_ENTRY_MAX, { error: 'chat-context-invalid' }),
  },
  { error: 'chat-context-invalid' },
);
export type ChatContextEntry = z.infer<typeof ChatContextEntrySchema>;

/** POST /api/web/view/chatbot (document 1 §7): message, context (last 10 entries), location. */
export const ChatbotRequestSchema = z.strictObject(
  {
    message: z
      .string({ error: 'chat-message-required' })
      .trim()
      .min(1, { error: 'chat-message-required' })
      .max(CHAT_MESSAGE_MAX, { error: 'chat-message-too-long' }),
    context: z
      .array(ChatContextEntrySchema, { error: 'chat-context-invalid' })
      .max(CHAT_CONTEXT_MAX, { error: 'chat-context-too-long' })
      .default([]),
    location: z.enum(CHATBOT_LOCATIONS, { error: 'chat-location-invalid' }).nullable().optional(),
    /** The page's language: used only when the message itself shows no script (e.g. "3?"). */
    lang: LangSchema.optional(),
  },
  { error: 'field-unknown' },
);
export type ChatbotRequest = z.input<typeof ChatbotRequestSchema>;
export type ChatbotQuery = z.output<typeof ChatbotRequestSchema>;

export const CHAT_LINK_KINDS = ['location', 'hotel', 'product', 'activity', 'faq', 'page'] as const;
export type ChatLinkKind = (typeof CHAT_LINK_KINDS)[number];

/** A page of ours the answer names. Only these paths may appear as links in `message`. */
export const ChatLinkSchema = z.object({
  label: z.string(),
  href: z.string(),
  kind: z.enum(CHAT_LINK_KINDS),
});
export type ChatLink = z.infer<typeof ChatLinkSchema>;

/**
 * The answer, in `data`. `message` is plain text with paragraphs separated by blank lines, lines
 * starting "- " as a list, and links written `[label](/path)` (see domain/chat-text.ts); every
 * link in it is one of `links`. `source` says whether a language model phrased it.
 */
export const ChatbotReplySchema = z.object({
  message: z.string(),
  suggestions: z.array(z.string()),
  links: z.array(ChatLinkSchema),
  lang: LangSchema,
  location: z.enum(CHATBOT_LOCATIONS).nullable(),
  source: z.enum(['grounded', 'llm']),
});
export type ChatbotReply = z.infer<typeof ChatbotReplySchema>;
