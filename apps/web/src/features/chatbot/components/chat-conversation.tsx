import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { currentLang } from '@/lib/i18n';
import { useChat } from '../hooks/use-chat';
import { chipTexts } from '../lib/conversation';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import { LocationChoice } from './location-choice';
import { SuggestionChips } from './suggestion-chips';

interface ChatConversationProps {
  /** Focus the text box on mount: the visitor opened the chat (not the 5 s auto-open). */
  autoFocus?: boolean;
  onLinkFollow?: () => void;
}

/** Location choice, messages, chips and the text box: the floating panel and /chatbot alike. */
export function ChatConversation({ autoFocus = false, onLinkFollow }: ChatConversationProps) {
  useTranslation('chatbot');
  const { state, store } = useChat();
  const input = useRef<HTMLInputElement>(null);
  const lang = currentLang();
  const chips = chipTexts(state.chips, state.location, lang, state.seed);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <LocationChoice value={state.location} onChange={store.setLocation} />
      <ChatMessages messages={state.messages} typing={state.typing} onLinkFollow={onLinkFollow}>
        {/* Hidden while the bot types: sending is refused then, and new ones come with the answer. */}
        {!state.typing && (
          <SuggestionChips items={chips} onPick={(text) => void store.ask(text, lang, 'chip')} />
        )}
      </ChatMessages>
      <ChatComposer
        input={input}
        draft={state.draft}
        typing={state.typing}
        refusal={state.refusal}
        onDraft={store.setDraft}
        onSend={() => void store.ask(state.draft, lang, 'box')}
      />
    </div>
  );
}
