import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { ChatConversation } from './chat-conversation';
import { NewChatButton } from './new-chat-button';

/** /chatbot: the same conversation as the floating panel, on a page of its own. */
export function ChatPage() {
  const { t } = useTranslation('chatbot');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="chat-page"
      className="mx-auto flex h-[min(46rem,calc(100dvh-7rem))] min-h-[30rem] max-w-3xl flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b border-sand-200 px-4 py-3">
        <h2 id={titleId} className="text-lg font-bold leading-display text-jungle-900">
          {t('page.heading')}
        </h2>
        <NewChatButton className={buttonStyles.small} withText />
      </div>
      <ChatConversation />
    </section>
  );
}
