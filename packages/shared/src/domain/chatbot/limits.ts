/**
 * The chatbot's constants (document 1 §9), apart from its zod schemas: the page's always-present
 * chat button reads them without loading zod into the first download.
 */
/** The three city contexts of document 1 §4; `null` (or absent) is "no location chosen". */
export const CHATBOT_LOCATIONS = ['phnom_penh', 'siem_reap', 'battambang'] as const;
export type ChatbotLocation = (typeof CHATBOT_LOCATIONS)[number];

/** Longest question we read: a traveller's question fits in a few lines. */
export const CHAT_MESSAGE_MAX = 500;
/** Document 1 §9: the conversation context is capped at the last 10 entries. */
export const CHAT_CONTEXT_MAX = 10;
/** A context entry may be one of our own (longer) answers sent back. */
export const CHAT_CONTEXT_ENTRY_MAX = 2000;
/** Document 1 §9: 4 quick questions shown of 20; 4 suggestions per location. */
export const CHAT_QUICK_SHOWN = 4;
export const CHAT_SUGGESTIONS_PER_LOCATION = 4;
/** Document 1 §9: auto-open after 5 s; reply delay 1 to 2 s; drag threshold 10 px. */
export const CHAT_AUTO_OPEN_MS = 5000;
export const CHAT_REPLY_DELAY_MIN_MS = 1000;
export const CHAT_REPLY_DELAY_MAX_MS = 2000;
export const CHAT_DRAG_THRESHOLD_PX = 10;
/** Questions per client per minute, and per hour: a person chatting never reaches them. */
export const CHAT_RATE_PER_MINUTE = 20;
export const CHAT_RATE_PER_HOUR = 200;
