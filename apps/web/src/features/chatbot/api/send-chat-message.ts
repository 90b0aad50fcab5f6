import type { ChatbotReply, ChatbotRequest } from '@camtour/shared/schemas/chatbot';
import { api } from '@/lib/api-client';

export const CHATBOT_PATH = '/api/web/view/chatbot';

/**
 * An answer may be rephrased by a language model (DECISIONS D10), which is slower than a page's
 * data; past this the reply counts as a connection failure and the fallback shows.
 */
export const CHAT_TIMEOUT_MS = 20_000;

/**
 * POST /api/web/view/chatbot (document 1 §7). No mutation hook: the conversation store calls it,
 * because a reply must land even when the panel that asked was closed or the page changed.
 * The chatbot shows its own failure message (document 1 §8), so the global "connection" toast
 * stays off.
 */
export function sendChatMessage(
  request: ChatbotRequest,
  signal?: AbortSignal,
): Promise<ChatbotReply> {
  return api.post<ChatbotReply>(CHATBOT_PATH, request, {
    timeoutMs: CHAT_TIMEOUT_MS,
    signal,
    skipGlobalHandling: true,
  });
}
