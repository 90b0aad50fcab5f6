import { createContext, useContext, useSyncExternalStore } from 'react';
import { sendChatMessage } from '../api/send-chat-message';
import { createChatStore, type ChatStore } from '../lib/chat-store';

/** The visit's one conversation, shared by the floating panel and /chatbot. */
const visitChat = createChatStore({ send: (request) => sendChatMessage(request) });

/** Tests hand in their own store; the app uses the visit's. */
export const ChatStoreContext = createContext<ChatStore>(visitChat);

export function useChat() {
  const store = useContext(ChatStoreContext);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { state, store };
}
