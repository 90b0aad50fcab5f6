import { useTranslation } from '@/lib/i18n-react';
import { useChat } from '../hooks/use-chat';

/** Starts over. Always there, so pressing it never leaves the keyboard focus nowhere. */
export function NewChatButton({
  className,
  withText = false,
}: {
  className: string;
  withText?: boolean;
}) {
  const { t } = useTranslation('chatbot');
  const { store } = useChat();
  return (
    <button
      type="button"
      onClick={store.reset}
      className={className}
      aria-label={withText ? undefined : t('new-chat')}
      title={withText ? undefined : t('new-chat')}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 12a9 9 0 1 0 3-6.7M3 4v5h5" />
      </svg>
      {withText && <span>{t('new-chat')}</span>}
    </button>
  );
}
