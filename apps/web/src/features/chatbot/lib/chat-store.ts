import type { Lang } from '@camtour/shared/constants';
import { QUICK_QUESTIONS } from '@camtour/shared/data/chatbot-suggestions';
import type {
  ChatbotLocation,
  ChatbotReply,
  ChatbotRequest,
} from '@camtour/shared/schemas/chatbot';
import {
  buildContext,
  canSend,
  isRefusal,
  replyDelay,
  type ChatMessage,
  type ChipSource,
} from './conversation';

export interface ChatState {
  messages: ChatMessage[];
  /** The bot is "typing": a question is out, and sending another is refused. */
  typing: boolean;
  location: ChatbotLocation | null;
  /** What is in the text box; here so it survives closing the panel and changing page. */
  draft: string;
  /** The server's no to the last question (400, 429), shown beside the box. */
  refusal: unknown;
  chips: ChipSource;
  /** Picks which 4 of the 20 quick questions show: chosen once per visit. */
  seed: number;
}

export interface ChatStoreDeps {
  send: (request: ChatbotRequest) => Promise<ChatbotReply>;
  now?: () => number;
  random?: () => number;
  wait?: (ms: number) => Promise<void>;
}

const defaultWait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * The conversation, outside React: the floating panel and /chatbot show the same one, and a
 * reply that arrives after the panel closed or the page changed still lands in it.
 */
export function createChatStore({
  send,
  now = Date.now,
  random = Math.random,
  wait = defaultWait,
}: ChatStoreDeps) {
  let state: ChatState = {
    messages: [],
    typing: false,
    location: null,
    draft: '',
    refusal: null,
    chips: { kind: 'default' },
    seed: Math.floor(random() * QUICK_QUESTIONS.length),
  };
  let nextId = 1;
  // A new chat while a question is out: its late answer belongs to the old chat.
  let generation = 0;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<ChatState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };

  /**
   * Sends one question. Refused (returns false) while the bot types or for empty text. The typing
   * indicator shows for a random 1 to 2 s even when the server is faster, and until it answers
   * when it is slower.
   */
  async function ask(text: string, lang: Lang, from: 'box' | 'chip'): Promise<boolean> {
    if (!canSend(text, state.typing)) return false;
    const message = text.trim();
    const started = now();
    const delay = replyDelay(random());
    const mine = generation;
    const question: ChatMessage = { id: nextId++, role: 'user', text: message, at: started };
    const request: ChatbotRequest = {
      message,
      context: buildContext(state.messages),
      location: state.location,
      lang,
    };
    set({
      messages: [...state.messages, question],
      typing: true,
      refusal: null,
      // A chip leaves what the visitor was writing where it is.
      draft: from === 'box' ? '' : state.draft,
    });
    const pause = () => wait(Math.max(0, delay - (now() - started)));
    try {
      const reply = await send(request);
      await pause();
      if (mine !== generation) return true;
      set({
        messages: [
          ...state.messages,
          {
            id: nextId++,
            role: 'assistant',
            kind: 'answer',
            text: reply.message,
            lang: reply.lang,
            links: reply.links,
            at: now(),
          },
        ],
        typing: false,
        chips: { kind: 'reply', items: reply.suggestions },
      });
    } catch (error) {
      if (mine !== generation) return true;
      if (isRefusal(error)) {
        // Nothing the visitor wrote is lost: the question goes back into the box.
        set({
          messages: state.messages.filter((m) => m.id !== question.id),
          typing: false,
          refusal: error,
          draft: state.draft.trim() === '' ? message : state.draft,
        });
        return true;
      }
      await pause();
      if (mine !== generation) return true;
      set({
        messages: [
          ...state.messages,
          { id: nextId++, role: 'assistant', kind: 'failure', at: now() },
        ],
        typing: false,
        chips: { kind: 'quick' },
      });
    }
    return true;
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    ask,
    setDraft: (draft: string) => set({ draft }),
    /** Document 1 §4: a location sets the context and its own suggestions. */
    setLocation: (location: ChatbotLocation | null) =>
      set({ location, chips: { kind: 'default' } }),
    /** Starts over (the server's "start a new chat" errors ask for it); the location stays. */
    reset() {
      generation += 1;
      set({ messages: [], typing: false, refusal: null, chips: { kind: 'default' } });
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
