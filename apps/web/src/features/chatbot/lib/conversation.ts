import type { Lang } from '@camtour/shared/constants';
import { suggestionsFor } from '@camtour/shared/data/chatbot-suggestions';
import { plainChatText } from '@camtour/shared/domain/chat-text';
import {
  CHAT_CONTEXT_ENTRY_MAX,
  CHAT_CONTEXT_MAX,
  CHAT_MESSAGE_MAX,
  CHAT_REPLY_DELAY_MAX_MS,
  CHAT_REPLY_DELAY_MIN_MS,
  type ChatbotLocation,
  type ChatContextEntry,
  type ChatLink,
} from '@camtour/shared/schemas/chatbot';
import { isApiError } from '@/lib/api-client';

/** Document 1 §3 "Chat message": text, isUser, suggestions, timestamp. */
export type ChatMessage =
  | { id: number; role: 'user'; text: string; at: number }
  | {
      id: number;
      role: 'assistant';
      /** An answer: its text and the pages it names. */
      kind: 'answer';
      text: string;
      lang: Lang;
      links: ChatLink[];
      at: number;
    }
  | {
      id: number;
      role: 'assistant';
      /** Document 1 §8 "Chatbot failure": worded in the page's language when shown. */
      kind: 'failure';
      at: number;
    };

/**
 * Which chips show: before the first answer (and after a new location) the location's
 * suggestions, after an answer the answer's own, after a failure the quick questions.
 */
export type ChipSource =
  { kind: 'default' } | { kind: 'quick' } | { kind: 'reply'; items: string[] };

/**
 * The context sent with a question: the last 10 user messages and answers (document 1 §9), as
 * plain text (an answer's links become their labels). Failure notices are ours, not the bot's
 * words, so they stay out.
 */
export function buildContext(messages: readonly ChatMessage[]): ChatContextEntry[] {
  const entries: ChatContextEntry[] = [];
  for (const message of messages) {
    if (message.role === 'user') entries.push({ role: 'user', content: message.text });
    else if (message.kind === 'answer')
      entries.push({
        role: 'assistant',
        // The server refuses a longer entry (chat-context-invalid): a cut answer still helps.
        content: plainChatText(message.text).slice(0, CHAT_CONTEXT_ENTRY_MAX),
      });
  }
  return entries.slice(-CHAT_CONTEXT_MAX);
}

/** Document 1 §5 "Chat send": non-empty trimmed text, not while the bot is typing. */
export function canSend(text: string, typing: boolean): boolean {
  const trimmed = text.trim();
  return !typing && trimmed.length > 0 && trimmed.length <= CHAT_MESSAGE_MAX;
}

/** The typing indicator's time, 1 to 2 s (document 1 §9), from a random number in [0, 1). */
export function replyDelay(random: number): number {
  const span = CHAT_REPLY_DELAY_MAX_MS - CHAT_REPLY_DELAY_MIN_MS;
  return CHAT_REPLY_DELAY_MIN_MS + Math.round(Math.min(Math.max(random, 0), 1) * span);
}

/**
 * A refusal is the server saying no to this question (400: empty, too long; 429: too many):
 * its message shows beside the box and the question goes back into it. Anything else (no
 * answer, a timeout, a 5xx) is a failure: the bot says it cannot connect.
 */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.status === 429);
}

/** The chips' texts in the page's language (the server's suggestions come in the answer's). */
export function chipTexts(
  chips: ChipSource,
  location: ChatbotLocation | null,
  lang: Lang,
  seed: number,
): string[] {
  if (chips.kind === 'reply') return chips.items;
  return suggestionsFor(chips.kind === 'quick' ? null : location, lang, seed);
}
