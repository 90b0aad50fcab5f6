import { useCallback, useId, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { MOBILE_BREAKPOINT_PX } from '@camtour/shared/constants';
import { ChatConversation } from './chat-conversation';
import { NewChatButton } from './new-chat-button';

interface ChatPanelProps {
  /** The visitor opened it (focus goes in), rather than the 5 s auto-open (focus stays put). */
  autoFocus: boolean;
  /** The visitor closed it: remembered, so it no longer opens by itself. */
  onClose: () => void;
  /** The panel steps aside for a page (a followed link on a phone, the full-page chat). */
  onLeave: () => void;
}

const iconButton =
  'grid size-9 place-items-center rounded-full text-white/90 transition-colors hover:bg-white/15 hover:text-white';

/**
 * The floating chat: a non-modal dialog, so the page stays usable beside it on a wide screen;
 * under 768 px it covers nearly the whole screen.
 */
export function ChatPanel({ autoFocus, onClose, onLeave }: ChatPanelProps) {
  const { t } = useTranslation('chatbot');
  const titleId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  // On a phone the panel would hide the page the link opened; on a wide screen it stays beside it.
  const onLinkFollow = useCallback(() => {
    if (window.matchMedia?.(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`).matches) onLeave();
  }, [onLeave]);

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="chat-panel"
      className="fixed inset-2 z-[50] flex flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-2xl animate-route-slide-up print:hidden md:inset-auto md:bottom-5 md:right-5 md:h-[min(40rem,calc(100dvh-2.5rem))] md:w-[26rem]"
    >
      <div className="flex items-center gap-2 bg-jungle-800 px-4 py-3 text-white">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-sand-400 text-jungle-950"
        >
          <svg viewBox="0 0 24 24" className="size-5" fill="currentColor">
            <path d="M12 2 3 7v2h18V7zM5 10v8h2v-8zm4 0v8h2v-8zm4 0v8h2v-8zm4 0v8h2v-8zM3 19v3h18v-3z" />
          </svg>
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-bold leading-display">
            {t('title')}
          </h2>
          <p className="truncate text-xs text-jungle-100">{t('subtitle')}</p>
        </div>
        <NewChatButton className={iconButton} />
        <Link
          to="/chatbot"
          onClick={onLeave}
          className={iconButton}
          aria-label={t('full-page')}
          title={t('full-page')}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
          </svg>
        </Link>
        <button
          type="button"
          onClick={onClose}
          className={iconButton}
          aria-label={t('close')}
          title={t('close')}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <ChatConversation autoFocus={autoFocus} onLinkFollow={onLinkFollow} />
    </section>
  );
}
